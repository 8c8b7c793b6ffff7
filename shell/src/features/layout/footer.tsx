import { Flex, Link, Text } from '@academias/shared/ui';
import { env } from '../../config/env.ts';

// Read once per page load: the footer does not need to tick over at midnight.
const YEAR = new Date().getFullYear();

export const Footer = () => (
  <Flex
    as="footer"
    px="6"
    py="4"
    gap="4"
    wrap="wrap"
    justify="space-between"
    borderTopWidth="1px"
    bg="bg.panel"
  >
    <Text fontSize="sm" color="fg.muted">
      © {YEAR} Academias · Gestión de academias en Chile
    </Text>
    <Flex gap="4" fontSize="sm">
      <Link href={env.websiteUrl} target="_blank" rel="noopener noreferrer">
        Sitio web
      </Link>
      <Link href={env.portalUrl} target="_blank" rel="noopener noreferrer">
        Portal de Pagos
      </Link>
    </Flex>
  </Flex>
);
