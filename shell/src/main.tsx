import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadFirstScreen } from './app/routes.tsx';
import { applyLayoutSettings, readLayoutSettings } from './features/layout/layout-settings.ts';

// Before the first paint, so a saved scale or dark mode never flashes the defaults.
applyLayoutSettings(readLayoutSettings());

preloadFirstScreen(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');
createRoot(root).render(<App />);
