import { Button, Center, Heading, Stack, Text } from '@academias/shared/ui';
import { Link } from '@academias/shared/router';
import { paths } from '../../config/paths.ts';

/** docs/spec.md §2: the 404 text is fixed, in English, as the specification writes it. */
export const NotFoundPage = () => (
  <Center as="main" id="contenido" minH="100vh" p="6">
    <Stack gap="4" align="center" textAlign="center" maxW="md">
      <Heading as="h1" size="4xl" color="colorPalette.fg">
        404
      </Heading>
      <Text fontSize="lg">Requested resource is not available.</Text>
      <Text color="fg.muted">La página que buscas no existe o fue movida.</Text>
      <Button asChild>
        <Link to={paths.dashboard}>Volver al inicio</Link>
      </Button>
    </Stack>
  </Center>
);
