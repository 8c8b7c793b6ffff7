import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport } from 'vite';
import { chakraGlobalCss } from '../../../tooling/chakra-css.ts';

/**
 * The one-bundle control (main.tsx), served by the API server under /floor/ from the shell's
 * dist: `pnpm --filter @academias/shell exec vite build --config bench/chakra-floor/vite.config.ts`
 * after the shell's own build (which empties dist).
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/floor/',
  plugins: [chakraGlobalCss(runnerImport), react()],
  build: { outDir: '../../dist/floor', emptyOutDir: true, cssMinify: false },
});
