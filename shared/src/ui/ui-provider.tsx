import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './system.ts';
import { Toaster } from './toaster.tsx';

/** Chakra system + toaster. The shell mounts it once; a remote mounts it only when standalone. */
export const UiProvider = ({ children }: { children: ReactNode }) => (
  <ChakraProvider value={system}>
    {children}
    <Toaster />
  </ChakraProvider>
);
