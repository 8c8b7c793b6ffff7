import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { federatedViteConfig, remoteApp } from '../tooling/federation.ts';

export default defineConfig(
  federatedViteConfig(remoteApp('mfe-users', 5171, 'Usuarios'), { federation, react }),
);
