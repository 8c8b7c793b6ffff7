/** Shown while the first screen past login is fetched (plain: Chakra is what is being fetched). */
export const RouteLoading = () => (
  <div className="loading-overlay" role="status" aria-live="polite">
    <span className="loading-spinner" aria-hidden />
    <span className="sr-only">Cargando…</span>
  </div>
);
