import { Box, chakra, DrawerFrame, Flex } from '@academias/shared/ui';
import { useSession } from '@academias/shared/session';
import { useMemo, useState } from 'react';
import { Outlet } from '@academias/shared/router';
import { useLogout } from '../auth/use-logout.ts';
import { Footer } from './footer.tsx';
import { useLayoutSettings } from './layout-settings-store.ts';
import { menuFor } from './menu-items.ts';
import { SettingsPanel } from './settings-panel.tsx';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';
import { useIsDesktop } from './use-is-desktop.ts';

/** /app: top bar, side menu, the module in <main>, footer, settings panel (docs/spec.md §2). */
export const AppLayout = () => {
  const session = useSession((s) => s.session);
  const menuMode = useLayoutSettings((s) => s.menuMode);
  const isDesktop = useIsDesktop();
  const overlay = menuMode === 'overlay' || !isDesktop;
  const [staticOpen, setStaticOpen] = useState(true);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const logout = useLogout();
  const entries = useMemo(() => (session ? menuFor(session) : []), [session]);
  if (!session) return null; // the guard redirects; this only covers the render after logout

  const menuOpen = overlay ? overlayOpen : staticOpen;
  const toggleMenu = () => (overlay ? setOverlayOpen((o) => !o) : setStaticOpen((o) => !o));

  return (
    <Flex direction="column" minH="100vh">
      <chakra.a
        href="#contenido"
        position="absolute"
        left="-9999px"
        top="2"
        zIndex="skipLink"
        bg="bg.panel"
        px="3"
        py="2"
        borderRadius="md"
        _focus={{ left: '2' }}
      >
        Saltar al contenido
      </chakra.a>
      <TopBar
        name={session.data.name}
        menuOpen={menuOpen}
        onToggleMenu={toggleMenu}
        onOpenSettings={() => setSettingsOpen(true)}
        onLogout={logout}
      />
      <Flex flex="1" minH="0">
        {!overlay && staticOpen && (
          <Box
            as="aside"
            id="menu-lateral"
            w="64"
            flexShrink="0"
            bg="bg.panel"
            borderEndWidth="1px"
            overflowY="auto"
          >
            <SideMenu entries={entries} />
          </Box>
        )}
        <Flex direction="column" flex="1" minW="0">
          {/* At least a screen high, so the footer starts below the fold and a module's page
              growing as its data arrives moves nothing in view (docs/performance.md, session 9). */}
          <Box
            as="main"
            id="contenido"
            tabIndex={-1}
            flex="1"
            minH="100dvh"
            p={{ base: '4', md: '6' }}
            outline="none"
          >
            <Outlet />
          </Box>
          <Footer />
        </Flex>
      </Flex>
      {overlay && (
        <DrawerFrame
          open={overlayOpen}
          onClose={() => setOverlayOpen(false)}
          title="Menú"
          hideTitle
          placement="start"
          size="xs"
          contentId="menu-lateral"
          bodyPadding="0"
        >
          <SideMenu entries={entries} onNavigate={() => setOverlayOpen(false)} />
        </DrawerFrame>
      )}
      <SettingsPanel open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Flex>
  );
};
