import type { ReactNode } from 'react';
import { PortalStyles } from '../ui/portal-styles.tsx';

/** The portal's own frame: payers see it both standalone and inside the app's public route. */
export const PortalLayout = ({ children }: { children: ReactNode }) => (
  <div className="portal">
    <PortalStyles />
    <header className="portal-top">
      <p className="portal-wrap">Academias · Portal de Pagos</p>
    </header>
    <main id="contenido" className="portal-wrap portal-main">
      {children}
    </main>
    <footer className="portal-foot">
      <p className="portal-wrap">
        Pagos con tarjeta procesados por Transbank Webpay. ¿Dudas? Escribe a tu academia.{' '}
        <a href="/landing">Conoce el producto</a>
      </p>
    </footer>
  </div>
);
