import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { federatedViteConfig, remoteApp } from '../tooling/federation.ts';

const base = federatedViteConfig(remoteApp('mfe-portal', 5176), { federation, react });

// Component tests type and click through Chakra in happy-dom: on a busy 2-core machine one can
// take longer than vitest's 5 s default without anything being wrong.
const config = { ...base, test: { ...base.test, testTimeout: 20_000 } };
export default defineConfig(config);
