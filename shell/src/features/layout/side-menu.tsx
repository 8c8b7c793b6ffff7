import { Box, chakra, Icon, Link as UiLink, preloadLists, Stack, Text } from '@academias/shared/ui';
import { useId, useState } from 'react';
import { NavLink } from '@academias/shared/router';
import type { MenuEntry } from './menu-items.ts';

/** docs/spec.md §9: submenu animation 400 ms. */
export const SUBMENU_ANIMATION_MS = 400;

const linkStyles = {
  display: 'block',
  px: '3',
  py: '2',
  borderRadius: 'md',
  color: 'fg',
  textDecoration: 'none',
  _hover: { bg: 'colorPalette.subtle' },
  '&[aria-current=page]': {
    bg: 'colorPalette.muted',
    color: 'colorPalette.fg',
    fontWeight: 'semibold',
  },
} as const;

const MenuLink = ({
  entry,
  onNavigate,
}: {
  entry: Extract<MenuEntry, { kind: 'link' }>;
  onNavigate?: () => void;
}) => (
  <chakra.li listStyleType="none">
    <UiLink asChild {...linkStyles}>
      {/* A module's page shows a list more often than not: its kit comes on the way to the click. */}
      <NavLink
        to={entry.to}
        end
        onClick={onNavigate}
        onPointerEnter={preloadLists}
        onFocus={preloadLists}
      >
        {entry.label}
      </NavLink>
    </UiLink>
  </chakra.li>
);

const ExternalLink = ({ entry }: { entry: Extract<MenuEntry, { kind: 'external' }> }) => (
  <chakra.li listStyleType="none">
    <UiLink href={entry.href} target="_blank" rel="noopener noreferrer" {...linkStyles}>
      {entry.label}
      <Text as="span" srOnly>
        {' '}
        (se abre en una pestaña nueva)
      </Text>
      <Icon ms="1" boxSize="3" aria-hidden>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M14 3h7v7M10 14 21 3M21 14v7H3V3h7" />
        </svg>
      </Icon>
    </UiLink>
  </chakra.li>
);

const Group = ({
  entry,
  onNavigate,
}: {
  entry: Extract<MenuEntry, { kind: 'group' }>;
  onNavigate?: () => void;
}) => {
  const [open, setOpen] = useState(true);
  const listId = useId();
  return (
    <chakra.li listStyleType="none">
      <chakra.button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        display="flex"
        w="full"
        justifyContent="space-between"
        alignItems="center"
        px="3"
        py="2"
        fontSize="xs"
        fontWeight="bold"
        textTransform="uppercase"
        letterSpacing="wide"
        color="fg.muted"
        borderRadius="md"
        _hover={{ color: 'fg' }}
      >
        <span>{entry.label}</span>
        <chakra.span
          aria-hidden
          transition={`transform ${SUBMENU_ANIMATION_MS}ms ease`}
          transform={open ? 'rotate(90deg)' : 'none'}
        >
          ›
        </chakra.span>
      </chakra.button>
      {/* grid-template-rows 0fr -> 1fr animates to the list's real height */}
      <Box
        display="grid"
        gridTemplateRows={open ? '1fr' : '0fr'}
        transition={`grid-template-rows ${SUBMENU_ANIMATION_MS}ms ease`}
      >
        <chakra.ul
          id={listId}
          overflow="hidden"
          ps="2"
          m="0"
          visibility={open ? 'visible' : 'hidden'}
        >
          {entry.children.map((child) => (
            <Entry key={`${child.kind}:${child.label}`} entry={child} onNavigate={onNavigate} />
          ))}
        </chakra.ul>
      </Box>
    </chakra.li>
  );
};

const Entry = ({ entry, onNavigate }: { entry: MenuEntry; onNavigate?: () => void }) => {
  if (entry.kind === 'group') return <Group entry={entry} onNavigate={onNavigate} />;
  if (entry.kind === 'external') return <ExternalLink entry={entry} />;
  return <MenuLink entry={entry} onNavigate={onNavigate} />;
};

/** The side menu of the session's user type. `onNavigate` closes it in overlay mode. */
export const SideMenu = ({
  entries,
  onNavigate,
}: {
  entries: MenuEntry[];
  onNavigate?: () => void;
}) => (
  <chakra.nav aria-label="Menú principal" py="4" px="3">
    <Stack as="ul" gap="1" m="0" p="0">
      {entries.map((entry) => (
        <Entry key={`${entry.kind}:${entry.label}`} entry={entry} onNavigate={onNavigate} />
      ))}
    </Stack>
  </chakra.nav>
);
