/**
 * The one door to react-router for every front end: a federation singleton (one router context
 * for the shell and all remotes) that carries only what the product uses.
 *
 * Why not share `react-router-dom` itself: a shared module is not tree-shaken, and the whole
 * package (data routers, RSC and server helpers included) is 64.6 KB gzip of every first load
 * after login; these exports, with the component router (`BrowserRouter` + `useRoutes`) instead
 * of the data router, are about 16 KB. Lint forbids importing react-router-dom anywhere else
 * (a second copy would be a second router context: "useLocation() outside a <Router>").
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { NavigateFunction, RouteObject } from 'react-router-dom';
