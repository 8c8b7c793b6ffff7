import { useEffect } from 'react';
import { BrowserRouter, useRoutes } from '@academias/shared/router';
import { installRipple } from '../features/layout/ripple.ts';
import { appRoutes } from './routes.tsx';

const AppRoutes = () => useRoutes(appRoutes);

/**
 * The app past the login page. A fresh visit to the login page gets its own light build
 * (shell/login), so the shared singletons that the federation runtime loads before this renders
 * (docs/architecture.md, "Bundle budget") come only with the app.
 */
export const App = () => {
  useEffect(() => installRipple(), []);
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
};
