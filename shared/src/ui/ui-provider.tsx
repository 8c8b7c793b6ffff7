import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './system.ts';
import { Toaster } from './toaster.tsx';

/**
 * The system without its global styles, for a page that links them prebuilt
 * (tooling/chakra-css.ts): `ChakraProvider` then inserts neither the layers' at-rule nor the
 * ~48 KB of `_global` through Emotion and stylis. Everything else is the same system.
 */
const withoutGlobalStyles = {
  ...system,
  _config: { ...system._config, disableLayers: true },
  _global: [],
};

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
