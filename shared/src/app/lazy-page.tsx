import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A route element whose page is fetched on first visit. React.lazy + Suspense (not the data
 * router's `lazy`) because the shell renders a remote's routes as descendant routes.
 * The fallback uses no Chakra on purpose: this entry must not bundle its own copy of it.
 */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
};

const PageLoading = () => (
  <div
    role="status"
    aria-live="polite"
    style={{ padding: '2rem', textAlign: 'center', opacity: 0.7 }}
  >
    Cargando…
  </div>
);
