import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@academias/shared/api/post-json';
import { usePayLink } from '../../features/pay-link/api/use-pay-link.ts';
import { PayLinkNotice } from '../../features/pay-link/components/pay-link-notice.tsx';
import { payLinkTokenFrom } from '../../features/pay-link/pay-link-hash.ts';
import { payLinkTexts } from '../../features/pay-link/pay-link-texts.ts';
import { usePayerByRut } from '../../features/rut-search/api/use-payer-by-rut.ts';
import { RutSearchForm } from '../../features/rut-search/components/rut-search-form.tsx';
import { recallRut, rememberRut } from '../../features/rut-search/last-rut.ts';
import { Busy } from '../../ui/busy.tsx';
import { Notice } from '../../ui/notice.tsx';
import { usePortalNav } from '../../navigation/portal-nav.tsx';
import { PayerCheckout } from './payer-checkout.tsx';

/** Back from a failed payment ("Volver a intentar"), the last RUT is searched again. */
const retryRut = (state: unknown): string | null =>
  state && typeof state === 'object' && 'retry' in state && state.retry === true
    ? recallRut() || null
    : null;

/**
 * `/client/payments`: find a person by RUT and pay their pending charges with Webpay. A personal
 * pay link (`#enlace=`) shows the same answer with no RUT to type, until the payer searches one.
 */
export default function PaymentsPage() {
  const { state } = usePortalNav();
  const [rut, setRut] = useState<string | null>(() => retryRut(state));
  const payer = usePayerByRut(rut);
  const [linkToken] = useState(() => payLinkTokenFrom(window.location.hash));
  const link = usePayLink(rut === null ? linkToken : null);
  const linkAnswer = rut === null && link.data?.state === 'vigente' ? link.data.lookup : null;
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const answer = payer.data ?? linkAnswer ?? undefined;

  // Keyboard and screen-reader users land on the results as soon as they arrive.
  useEffect(() => {
    if (answer) resultsHeading.current?.focus();
  }, [answer]);

  const search = (value: string) => {
    rememberRut(value);
    if (value === rut) payer.refetch();
    else setRut(value);
  };

  const chargeCount = answer?.people.reduce((n, p) => n + p.charges.length, 0) ?? 0;

  return (
    <div className="portal-stack">
      <header className="portal-head">
        <h1>Portal de Pagos</h1>
        <p className="portal-muted">
          Paga en línea los cobros pendientes de tu academia con tarjeta de débito o crédito.
        </p>
      </header>
      <div className="portal-card">
        <RutSearchForm
          defaultRut={rut ?? recallRut()}
          isSearching={payer.isFetching}
          onSearch={search}
        />
      </div>

      {rut === null && link.isFetching && <Busy text={payLinkTexts.opening} />}
      {rut === null && link.data?.message && <PayLinkNotice message={link.data.message} />}
      {rut === null && link.isError && <PayLinkNotice message={errorMessage(link.error)} />}

      {payer.isFetching && !answer && <Busy text="Buscando cobros…" />}

      {payer.isError && !payer.isFetching && (
        <Notice tone="error" role="alert" title="No pudimos mostrar cobros para ese RUT">
          <p>{errorMessage(payer.error)}</p>
        </Notice>
      )}

      {answer && !payer.isError && (
        <section aria-labelledby="resultados" className="portal-stack-sm">
          <h2 id="resultados" ref={resultsHeading} tabIndex={-1} className="portal-results-title">
            Hola, {answer.payer.displayName}
          </h2>
          <p role="status">
            {chargeCount === 0
              ? 'No hay cobros pendientes asociados a este RUT.'
              : `Encontramos ${chargeCount} ${chargeCount === 1 ? 'cobro pendiente' : 'cobros pendientes'}.`}
          </p>
          {answer.people.length === 0 ? (
            <div className="portal-card portal-empty">
              <h3>Todo al día</h3>
              <p className="portal-muted">No hay nada que pagar por ahora.</p>
            </div>
          ) : (
            // A new RUT restarts the choice and ticks; a refresh keeps them (refused charges drop out).
            <PayerCheckout
              key={rut ?? 'enlace'}
              answer={answer}
              onStale={() => (rut === null ? link.refetch() : payer.refetch())}
            />
          )}
        </section>
      )}
    </div>
  );
}
