import { Flex, HStack, IconButton, MenuButton, preloadControls, Text } from '@academias/shared/ui';
import { Link } from '@academias/shared/router';
import { paths } from '../../config/paths.ts';
import { Glyph, glyphs } from './glyphs.tsx';
import { layoutTexts } from './layout-texts.ts';
import { Logo } from './logo.tsx';

interface TopBarProps {
  name: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
  onOpenSettings: () => void;
  onLogout: () => void;
}

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
      <Glyph d={glyphs.menu} />
    </IconButton>
    <HStack asChild gap="2" color="fg" textDecoration="none">
      <Link to={paths.dashboard} aria-label="Academias, ir al inicio">
        <Logo size={28} />
        <Text as="span" fontWeight="bold" display={{ base: 'none', sm: 'inline' }}>
          {layoutTexts.product}
        </Text>
      </Link>
    </HStack>
    <Text ms="auto" fontWeight="medium" truncate>
      {layoutTexts.welcome(name)}
    </Text>
    <IconButton
      variant="ghost"
      aria-label="Ajustes de diseño"
      onClick={onOpenSettings}
      // The panel's radio groups and switch (lazy-controls.ts), fetched on the way to the click.
      onPointerEnter={preloadControls}
      onFocus={preloadControls}
    >
      <Glyph d={glyphs.settings} />
    </IconButton>
    <MenuButton
      placement="bottom-end"
      onSelect={onLogout}
      items={[{ value: 'logout', label: 'Cerrar Sesión' }]}
      trigger={
        <IconButton variant="ghost" aria-label="Opciones de usuario">
          <Glyph d={glyphs.user} />
        </IconButton>
      }
    />
  </Flex>
);
