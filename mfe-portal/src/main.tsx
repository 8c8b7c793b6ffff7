import { createRoot } from 'react-dom/client';
import PaymentResultPage from './app/pages/payment-result-page.tsx';
import PaymentsPage from './app/pages/payments-page.tsx';
import { PortalLayout } from './app/portal-layout.tsx';
import { HistoryNav } from './navigation/history-nav.tsx';

/**
 * The standalone payment portal: the same screens the app shows at `/client/payments` for a
 * logged-in user (exposes/routes.tsx), with no shell, no router, no Chakra and no login. The
 * server gives it to a fresh visit of `/client/payments` and `/client/payments/result` (a payer's
 * first load stays light, docs/performance.md) and serves it at `/portal/`; its dev server at `/`.
 */
const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');
createRoot(root).render(
  <HistoryNav>
    {(page) => (
      <PortalLayout>{page === 'result' ? <PaymentResultPage /> : <PaymentsPage />}</PortalLayout>
    )}
  </HistoryNav>,
);
