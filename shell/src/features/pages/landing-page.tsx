import {
  Box,
  Button,
  Container,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from '@academias/shared/ui';
import { Link } from '@academias/shared/router';
import { paths } from '../../config/paths.ts';
import { Logo } from '../layout/logo.tsx';

const features = [
  {
    title: 'Alumnos y planes',
    text: 'Matrículas por plan, día de pago y estado de cada alumno, con sus apoderados.',
  },
  {
    title: 'Cobros mensuales',
    text: 'Los cobros de cada período se generan una sola vez y se pagan en línea con Webpay.',
  },
  {
    title: 'Boletas y reportes',
    text: 'Boletas por cada pago aprobado, ingresos y gastos por academia, y la parte de cada profesor.',
  },
  {
    title: 'Correos a las familias',
    text: 'Plantillas con datos de cada alumno, envíos por academia o plan, y el historial por destinatario.',
  },
];

// Read once per page load: the footer does not need to tick over at midnight.
const YEAR = new Date().getFullYear();

/** /landing: what the product is, with the two ways in (staff login, payers' portal). */
export const LandingPage = () => (
  <Flex direction="column" minH="100vh">
    <Box as="header" borderBottomWidth="1px" bg="bg.panel">
      <Container maxW="5xl" py="3">
        <HStack justify="space-between">
          <HStack gap="2">
            <Logo size={32} />
            <Text fontWeight="bold">Academias</Text>
          </HStack>
          <Button asChild size="sm" variant="outline">
            <Link to={paths.login}>Iniciar sesión</Link>
          </Button>
        </HStack>
      </Container>
    </Box>
    <Box as="main" id="contenido" flex="1">
      <Container maxW="5xl" py={{ base: '12', md: '20' }}>
        <Stack gap="6" maxW="2xl">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }}>
            La gestión de tu academia, en un solo lugar
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            Para academias de música, danza, deportes y reforzamiento en Chile: alumnos, planes
            mensuales, pagos con tarjeta, boletas, la parte de cada profesor y los correos a las
            familias.
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild size="lg">
              <Link to={paths.login}>Ingresar a la plataforma</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.portal}>Pagar mis cobros</Link>
            </Button>
          </HStack>
        </Stack>
        <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="6" mt="16" p="0" listStyleType="none">
          {features.map((f) => (
            <Box as="li" key={f.title} p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel">
              <Heading as="h2" size="md" mb="2">
                {f.title}
              </Heading>
              <Text color="fg.muted">{f.text}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
    <Box as="footer" borderTopWidth="1px" py="4">
      <Container maxW="5xl">
        <Text fontSize="sm" color="fg.muted">
          © {YEAR} Academias. Pagos procesados por Transbank Webpay.
        </Text>
      </Container>
    </Box>
  </Flex>
);
