import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, runnerImport } from 'vite';
import { chakraGlobalCss } from '../tooling/chakra-css.ts';
import { federatedViteConfig } from '../tooling/federation.ts';
import { preloadFirstScreen } from '../tooling/preload-first-screen.ts';
import { staticMarkup } from '../tooling/static-markup.ts';
import { DEFAULT_REMOTES_URL, readSetting } from './src/config/settings.ts';

// The host: no static remotes; they are registered at run time from /remotes.json. It links
// Chakra's global CSS built here (the remotes inside it use it too).
const base = federatedViteConfig(
  { name: 'shell', port: 5170, base: '/', runtime: 'provide' },
  { federation, react },
);
// What every /app screen renders first (src/app/routes.tsx): fetched with the page, not in waves.
const firstRoute = [
  'src/app/ui-root.tsx',
  'src/features/auth/require-session.tsx',
  'src/features/layout/app-layout.tsx',
  'src/features/remotes/app-module-outlet.tsx',
];
export default defineConfig(({ mode }) => {
  // The URL the app will fetch (src/config/env.ts): the same env files and the same default.
  const remotesJson = readSetting(
    loadEnv(mode, import.meta.dirname, 'VITE_').VITE_REMOTES_URL,
    DEFAULT_REMOTES_URL,
  );
  return {
    ...base,
    plugins: [
      chakraGlobalCss(runnerImport),
      // The app's frame painted before its scripts run (src/features/layout/app-frame.tsx).
      staticMarkup(runnerImport, {
        module: `${import.meta.dirname}/src/features/layout/app-frame.tsx`,
        exportName: 'AppFrame',
        into: '<div id="root">',
      }),
      ...base.plugins,
      preloadFirstScreen(firstRoute, [remotesJson]),
    ],
    // Emotion's output is minified already; Vite's CSS minifier would rewrite Chakra's values
    // (rgba(0, 0, 0, 0.06) becomes #0000000f, a rounded alpha), so the CSS ships as Emotion wrote it.
    build: { ...base.build, cssMinify: false },
  };
});
