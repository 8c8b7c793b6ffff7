import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { installRipple } from '../features/layout/ripple.ts';
import { appRoutes } from './routes.tsx';

/**
 * The first load is this, the router and the login page only. No `@academias/shared/*` entry
 * is imported here: the federation plugin fetches all of them (Chakra included) as soon as one
 * is used, so they come with the first screen past login (app/ui-root.tsx).
 */
export const App = () => {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  useEffect(() => installRipple(), []);
  return <RouterProvider router={router} />;
};
