import { Flex, HStack, IconButton, MenuButton, Text } from '@academias/shared/ui';
import { Link } from '@academias/shared/router';
import { paths } from '../../config/paths.ts';
import { Logo } from './logo.tsx';

interface TopBarProps {
  name: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
  onOpenSettings: () => void;
  onLogout: () => void;
}

const Glyph = ({ d }: { d: string }) => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden
  >
    <path d={d} />
  </svg>
);

export const TopBar = ({ name, menuOpen, onToggleMenu, onOpenSettings, onLogout }: TopBarProps) => (
  <Flex
    as="header"
    align="center"
    gap="3"
    px="4"
    h="14"
    bg="bg.panel"
    borderBottomWidth="1px"
    position="sticky"
    top="0"
    zIndex="sticky"
  >
    <IconButton
      variant="ghost"
      aria-label={menuOpen ? 'Ocultar el menú' : 'Mostrar el menú'}
      aria-expanded={menuOpen}
      aria-controls="menu-lateral"
      onClick={onToggleMenu}
    >
      <Glyph d="M3 6h18M3 12h18M3 18h18" />
    </IconButton>
    <HStack asChild gap="2" color="fg" textDecoration="none">
      <Link to={paths.dashboard} aria-label="Academias, ir al inicio">
        <Logo size={28} />
        <Text as="span" fontWeight="bold" display={{ base: 'none', sm: 'inline' }}>
          Academias
        </Text>
      </Link>
    </HStack>
    <Text ms="auto" fontWeight="medium" truncate>
      Bienvenid@ {name}
    </Text>
    <IconButton variant="ghost" aria-label="Ajustes de diseño" onClick={onOpenSettings}>
      <Glyph d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
    </IconButton>
    <MenuButton
      placement="bottom-end"
      onSelect={onLogout}
      items={[{ value: 'logout', label: 'Cerrar Sesión' }]}
      trigger={
        <IconButton variant="ghost" aria-label="Opciones de usuario">
          <Glyph d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z" />
        </IconButton>
      }
    />
  </Flex>
);
