import { events } from '@academias/shared/events';
import { useEffect, useState } from 'react';
import { Logo } from './logo.tsx';

/** docs/spec.md §9: the overlay hides itself 500 ms after it turns on. */
export const OVERLAY_AUTO_HIDE_MS = 500;

/**
 * Shows while the global loading flag is on (`setGlobalLoading(true)` from any module). Plain
 * elements styled by index.html: it is mounted before Chakra is loaded (login).
 */
export const LoadingOverlay = () => {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = events.on('loading', ({ active }) => {
      clearTimeout(timer);
      setVisible(active);
      if (active) timer = setTimeout(() => setVisible(false), OVERLAY_AUTO_HIDE_MS);
    });
    return () => {
      clearTimeout(timer);
      off();
    };
  }, []);
  if (!visible) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" data-testid="loading-overlay">
      <Logo size={56} />
      <span className="loading-spinner" aria-hidden />
      <span className="sr-only">Cargando…</span>
    </div>
  );
};
