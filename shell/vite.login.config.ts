import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The standalone login page (login/index.html), built on its own without module federation:
 * the federation host loads every shared singleton (Chakra included) at start, which no login
 * page needs. Served at /auth/login from dist/login/; `vite build` of the app runs first
 * (it empties dist/).
 */
export default defineConfig({
  root: 'login',
  base: '/login/',
  plugins: [react()],
  build: { target: 'es2022', outDir: '../dist/login', emptyOutDir: true },
});
