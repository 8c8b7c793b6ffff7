import { Box, Container, Flex, Heading, Link, Text } from '@academias/shared/ui';
import { Outlet } from '@academias/shared/router';

/** The portal's own frame: payers see it both inside the shell's public route and standalone. */
export const PortalLayout = () => (
  <Flex direction="column" minH="100vh">
    <Box as="header" bg="colorPalette.solid" color="colorPalette.contrast" py="4">
      <Container maxW="4xl">
        <Heading as="p" size="lg">
          Academias · Portal de Pagos
        </Heading>
      </Container>
    </Box>
    <Container as="main" id="contenido" maxW="4xl" flex="1" py="8">
      <Outlet />
    </Container>
    <Box as="footer" py="4" borderTopWidth="1px">
      <Container maxW="4xl">
        <Text fontSize="sm" color="fg.muted">
          Pagos con tarjeta procesados por Transbank Webpay. ¿Dudas? Escribe a tu academia.{' '}
          <Link href="/landing">Conoce el producto</Link>
        </Text>
      </Container>
    </Box>
  </Flex>
);
