import { formatClp } from '@academias/shared/domain';
import { escapeHtml, page } from './html.ts';
import type { SimTransaction } from './repository.ts';
import { APPROVING_CARD, groups, REJECTING_CARD } from './test-cards.ts';

/** The simulator's card form: approve, reject, abort or let the token time out. */
export const cardPage = (
  tx: SimTransaction,
  payUrl: string,
  msLeft: number,
  error?: string,
): string =>
  page(
    'Webpay (simulador) - Pago con tarjeta',
    `<h1>Webpay Plus · simulador</h1>
<p class="hint">Entorno de pruebas: no se realiza ningún cargo real.</p>
<dl>
  <dt>Orden de compra</dt><dd>${escapeHtml(tx.buyOrder)}</dd>
  <dt>Monto</dt><dd>${escapeHtml(formatClp(tx.amount))}</dd>
</dl>
<form id="card" method="post" action="${escapeHtml(payUrl)}" novalidate>
  <input type="hidden" name="token_ws" value="${escapeHtml(tx.token)}">
  <label for="card_number">Número de tarjeta</label>
  <input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required
    aria-describedby="card-help${error ? ' card-error' : ''}" ${error ? 'aria-invalid="true"' : ''}>
  <p id="card-help" class="hint">Aprobada: VISA ${groups(APPROVING_CARD)} · Rechazada: ${groups(REJECTING_CARD)}</p>
  ${error ? `<p id="card-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  <label for="installments">Cuotas</label>
  <select id="installments" name="installments">
    <option value="1">Sin cuotas</option>
    ${[2, 3, 6, 12].map((n) => `<option value="${n}">${n} cuotas</option>`).join('')}
  </select>
  <button class="pay" type="submit" name="action" value="pay">Pagar ${escapeHtml(formatClp(tx.amount))}</button>
  <button class="secondary" type="submit" name="action" value="abort" formnovalidate>Anular compra y volver al comercio</button>
  <button class="secondary" type="submit" name="action" value="timeout" formnovalidate>Simular tiempo agotado</button>
  <button class="secondary" type="submit" name="action" value="formerror" formnovalidate>Simular error en el formulario</button>
</form>
<!-- Not a live region: a screen reader would announce every second. -->
<p class="hint">Tiempo disponible: <span id="left">${Math.max(0, Math.floor(msLeft / 1000))}</span> s</p>
<script>
  (function () {
    var left = ${Math.max(0, Math.floor(msLeft / 1000))};
    var span = document.getElementById('left');
    var timer = setInterval(function () {
      left -= 1; span.textContent = String(Math.max(0, left));
      if (left <= 0) {
        clearInterval(timer);
        var form = document.getElementById('card');
        var action = document.createElement('input');
        action.type = 'hidden'; action.name = 'action'; action.value = 'timeout';
        form.appendChild(action); form.submit();
      }
    }, 1000);
  })();
</script>`,
  );
