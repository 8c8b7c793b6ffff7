import { Alert, Button, PageHeader, Stack } from '@academias/shared/ui';
import { Link } from '@academias/shared/router';
import { paths } from '../../config/paths.ts';

/**
 * What a user gets on a path their type may not open (shared/src/session/access.ts): never the
 * screen, even though the server would refuse its calls too.
 */
export const NoAccessPage = () => (
  <Stack gap="4" maxW="2xl">
    <PageHeader title="Sin acceso" />
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Esta sección no está disponible para tu perfil</Alert.Title>
        <Alert.Description>
          Usa el menú para ir a las secciones de tu cuenta. Si crees que deberías tener acceso,
          pídelo a la administración de la academia.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
    <Button asChild alignSelf="flex-start" minH="11">
      <Link to={paths.dashboard}>Volver al inicio</Link>
    </Button>
  </Stack>
);
