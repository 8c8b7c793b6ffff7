import { setGlobalLoading } from '@academias/shared/events';
import { useSession } from '@academias/shared/session';
import {
  Alert,
  Box,
  Button,
  Card,
  Center,
  Field,
  Heading,
  Input,
  Link,
  Stack,
  Text,
} from '@academias/shared/ui';
import { useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { env } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';
import { Logo } from '../layout/logo.tsx';
import { login } from './auth-api.ts';
import { useStoredSession } from './require-session.tsx';
import { loginErrorMessage } from './login-error-message.ts';

/** Where to go after login: back to the /app page that sent us here, else the dashboard. */
const targetOf = (state: unknown): string => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/app/') ? from : paths.dashboard;
};

export const LoginPage = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useStoredSession();
  const setSession = useSession((s) => s.setSession);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  if (session && !sending) return <Navigate to={paths.dashboard} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const blank = { username: username.trim() === '', password: password === '' };
    setMissing(blank);
    if (blank.username || blank.password) return;
    setError(null);
    setSending(true);
    setGlobalLoading(true);
    try {
      const payload = await login({ username: username.trim(), password });
      setSession(payload);
      navigate(targetOf(location.state), { replace: true });
    } catch (err) {
      setError(loginErrorMessage(err));
      setPassword('');
      setSending(false);
    } finally {
      setGlobalLoading(false);
    }
  };

  return (
    <Center as="main" id="contenido" minH="100vh" p="4" bg="bg.subtle">
      <Card.Root w="full" maxW="sm">
        <Card.Body>
          <Stack gap="6" asChild>
            <form onSubmit={submit} noValidate aria-label="Iniciar sesión">
              <Stack gap="2" align="center" textAlign="center">
                <Logo size={48} />
                <Heading as="h1" size="xl">
                  Iniciar sesión
                </Heading>
                <Text color="fg.muted">Ingresa con tu usuario de la academia.</Text>
              </Stack>
              {error && (
                <Alert.Root status="error" role="alert" id="login-error">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}
              <Field.Root required invalid={missing.username}>
                <Field.Label>Usuario</Field.Label>
                <Input
                  name="username"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                  autoFocus
                />
                <Field.ErrorText>Ingresa tu usuario.</Field.ErrorText>
              </Field.Root>
              <Field.Root required invalid={missing.password}>
                <Field.Label>Contraseña</Field.Label>
                <Input
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
                <Field.ErrorText>Ingresa tu contraseña.</Field.ErrorText>
              </Field.Root>
              <Button type="submit" disabled={sending} loading={sending} loadingText="Ingresando…">
                Ingresar
              </Button>
              <Box textAlign="center" fontSize="sm">
                <Text color="fg.muted">
                  ¿Vienes a pagar?{' '}
                  <Link asChild variant="underline">
                    <RouterLink to={env.portalUrl}>Ir al portal de pagos</RouterLink>
                  </Link>
                </Text>
              </Box>
            </form>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
};
