import { vi } from 'vitest';

/** Makes useNarrowScreen answer phone (narrow) or wide; undo with `vi.unstubAllGlobals()`. */
export const stubPhone = (narrow: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query.includes('max-width: 599px'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
