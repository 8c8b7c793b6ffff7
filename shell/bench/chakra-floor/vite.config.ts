import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport } from 'vite';
import { chakraGlobalCss } from '../../../tooling/chakra-css.ts';

/**
 * The one-bundle control (main.tsx), served by the API server under /floor/ from the shell's
 * dist: `pnpm --filter @academias/shell build:floor` after the shell's own build (which empties
 * dist); compressed like the app's files (scripts/precompress.mjs), so the two compare.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/floor/',
  plugins: [chakraGlobalCss(runnerImport), react()],
  build: { outDir: '../../dist/floor', emptyOutDir: true, cssMinify: false },
});
