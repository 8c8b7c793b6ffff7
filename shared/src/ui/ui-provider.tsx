import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './system.ts';
import { Toaster } from './toaster.tsx';

/**
 * The system without its global styles, for a page that links them prebuilt
 * (tooling/chakra-css.ts): `ChakraProvider` then inserts neither the layers' at-rule nor the
 * ~48 KB of `_global` through Emotion and stylis. Everything else is the same system. Copied by
 * property descriptors, not spread: `_global` is a getter that computes the global CSS when read
 * (patches/@chakra-ui__react, ~100 ms of a phone's first load), and a spread would read it.
 */
const { _global: _computedWhenRead, ...sameSystem } = Object.getOwnPropertyDescriptors(system);
const withoutGlobalStyles: typeof system = Object.defineProperties({} as typeof system, {
  ...sameSystem,
  _config: { value: { ...system._config, disableLayers: true }, enumerable: true },
  _global: { value: [], enumerable: true },
});

/**
 * Chakra system + toaster. The shell mounts it once, with `prebuiltCss` (it imports
 * `virtual:chakra-global.css`); a remote's own dev page and the tests mount it without, and
 * Chakra inserts its global styles at run time.
 */
export const UiProvider = ({
  children,
  prebuiltCss = false,
}: {
  children: ReactNode;
  prebuiltCss?: boolean;
}) => (
  <ChakraProvider value={prebuiltCss ? withoutGlobalStyles : system}>
    {children}
    <Toaster />
  </ChakraProvider>
);
