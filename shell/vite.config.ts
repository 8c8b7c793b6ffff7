import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { federatedViteConfig } from '../tooling/federation.ts';

// The host: no static remotes; they are registered at run time from /remotes.json.
export default defineConfig(
  federatedViteConfig(
    { name: 'shell', port: 5170, base: '/', runtime: 'provide' },
    { federation, react },
  ),
);
