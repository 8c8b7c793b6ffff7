import type { GlobalStyleObject } from '@chakra-ui/react';

/**
 * The phone cards of `DataTable` (data-table-cards.tsx) as class rules in the system's global CSS,
 * with Chakra's tokens and the card recipe's values (size sm, outline). The rows are plain
 * elements with these classes instead of ~18 styled components per row: Emotion serialised and
 * hashed each of them on every render, the longest task of a list's first screen on a phone
 * (docs/performance.md, session 11). Built into the shell's CSS at build time like the rest of the
 * global CSS.
 */
export const dataTableCardsCss: GlobalStyleObject = {
  '.dt-cards': {
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    listStyleType: 'none',
    margin: '0',
    padding: '0',
  },
  '.dt-card': {
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    position: 'relative',
    minWidth: '0',
    wordWrap: 'break-word',
    padding: '4',
    borderRadius: 'l3',
    borderWidth: '1px',
    borderColor: 'border',
    bg: 'bg.panel',
    color: 'fg',
    textAlign: 'start',
  },
  '.dt-card-head': { display: 'flex', gap: '3', alignItems: 'flex-start' },
  '.dt-card-title': { fontWeight: 'semibold', minWidth: '0', flex: '1', overflowWrap: 'anywhere' },
  '.dt-card-details': {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: '3',
    rowGap: '1',
    fontSize: 'sm',
    margin: '0',
  },
  '.dt-card-details > dt': { color: 'fg.muted' },
  '.dt-card-details > dd': { minWidth: '0', overflowWrap: 'anywhere', margin: '0' },
  '.dt-card-actions': { paddingTop: '1' },
  // tap targets of at least 44 px on a phone, whatever size the page gave its buttons
  '.dt-card-actions :is(button, a)': { minHeight: '44px' },
};
