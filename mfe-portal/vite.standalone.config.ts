import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The standalone payment portal (served at /portal/): the same route bundle as the remote, built
 * as an ordinary app with no federation, so it runs with no shell. The remote build (vite.config.ts,
 * which empties dist/) runs first; this one writes dist/standalone/.
 */
export default defineConfig({
  base: '/portal/',
  plugins: [react()],
  define: {
    'import.meta.env.VITE_REMOTE_VERSION': JSON.stringify(
      process.env.REMOTE_VERSION ?? 'standalone',
    ),
  },
  build: { target: 'es2022', outDir: 'dist/standalone', emptyOutDir: true },
});
