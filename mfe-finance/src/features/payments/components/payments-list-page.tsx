import { lazyDialog } from '@academias/shared/app';
import type { Payment } from '@academias/shared/contract/payments';
import { formatClp } from '@academias/shared/format';
import { exportLists } from '@academias/shared/export/lists';
import {
  Button,
  ListPage,
  SelectionExportButton,
  ServerExportButton,
  countActiveFilters,
  tableQueryProps,
  useRowSelection,
  withKit,
} from '@academias/shared/ui';
import { useState } from 'react';
import { useSearchParams } from '@academias/shared/router';
import { notifySuccess } from '../../../api/notify.ts';
import { useUserKind } from '../../../api/use-user-kind.ts';
import { DateRangeFilter } from '../../../components/date-filter.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { dateRangeFilter } from '../../../dates/date-range.ts';
import { useUrlListParams } from '../../../hooks/use-url-list-params.ts';
import { staffSearch } from '../../../lib/staff-search.ts';
import { WardFilter } from '../../wards/components/ward-filter.tsx';
import { wardStudentId } from '../../wards/ward-param.ts';
import { useAnnulPayment, usePayments } from '../api/payment-queries.ts';
import { selectedPaymentRows } from '../api/selected-payment-rows.ts';
import { paymentColumns } from './payment-columns.tsx';

// The forms (their schemas, zod, the student and charge pickers) load when opened.
const ManualPaymentDialog = lazyDialog(() =>
  withKit(import('./manual-payment-dialog.tsx'), 'checkbox').then((m) => m.ManualPaymentDialog),
);
const AnnulPaymentDialog = lazyDialog(() =>
  import('./annul-payment-dialog.tsx').then((m) => m.AnnulPaymentDialog),
);

const sorts = ['createdAt', 'paidAt', 'amount', 'id'] as const;
const states: readonly string[] = ['autorizada', 'anulada', 'rechazada', 'por_confirmar', 'creada'];
const methods: readonly string[] = ['webpay', 'efectivo', 'transferencia', 'oneclick'];

const filterDefaults = { state: '', method: '', from: '', to: '' };
/** `alumno`: a family's ward selector, outside "Filtros" (not counted there). */
const listDefaults = { ...filterDefaults, alumno: '' };

const positiveId = (value: string | null): number | null =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** Centro de Pagos (admin) / Historial de Pagos (teacher: their academies; student: their own). */
export default function PaymentsListPage() {
  const kind = useUserKind();
  const isAdmin = kind === 'admin';
  const [searchParams, setSearchParams] = useSearchParams();
  const fromCharges = {
    studentId: positiveId(searchParams.get('studentId')),
    chargeId: positiveId(searchParams.get('chargeId')),
  };
  const [recording, setRecording] = useState(isAdmin && fromCharges.studentId !== null);
  const [annulling, setAnnulling] = useState<Payment | null>(null);
  const listState = useUrlListParams({
    sorts,
    sort: { key: 'createdAt', order: 'desc' },
    filters: listDefaults,
  });
  const { filters, setFilters } = listState;
  const { alumno, ...listFilters } = filters;
  const wardId = wardStudentId(kind, alumno);
  const { from, to, error: datesError, query: dates } = dateRangeFilter(filters.from, filters.to);
  const query = {
    ...listState.query,
    ...(states.includes(filters.state) ? { state: filters.state as Payment['state'] } : {}),
    ...(methods.includes(filters.method) ? { method: filters.method as Payment['method'] } : {}),
    ...dates,
    ...(wardId ? { studentId: wardId } : {}),
  };
  const list = usePayments(query);
  // Ticked rows for "Exportar selección" (admin); a new filter, search or sort clears them.
  const { page: _page, pageSize: _pageSize, ...filterQuery } = query;
  const selection = useRowSelection(JSON.stringify(filterQuery));
  const annul = useAnnulPayment();

  const closeRecording = () => {
    setRecording(false);
    if (fromCharges.studentId === null) return;
    // leave the list's own filters in the URL, drop only the link from Pagos Pendientes
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('studentId');
        next.delete('chargeId');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <>
      <ListPage
        title={isAdmin ? 'Centro de Pagos' : 'Historial de Pagos'}
        description={
          isAdmin
            ? 'Pagos con Webpay, efectivo y transferencia; registra pagos manuales y anula con motivo.'
            : kind === 'teacher'
              ? 'Pagos de tus academias.'
              : 'Tus pagos.'
        }
        actions={
          <>
            {isAdmin && (
              <SelectionExportButton
                selection={selection}
                total={list.data?.total ?? 0}
                fileName="pagos-seleccion"
                columns={exportLists.payments.columns}
                getRows={() => selectedPaymentRows(selection, filterQuery)}
              />
            )}
            <ServerExportButton
              list="payments"
              fileName="pagos"
              query={query}
              disabled={datesError !== null}
              total={list.data?.total}
            />
            {isAdmin && (
              <Button
                minH="11"
                onClick={() => setRecording(true)}
                {...ManualPaymentDialog.preloadProps}
              >
                Registrar pago manual
              </Button>
            )}
          </>
        }
        activeFilters={countActiveFilters(listFilters, filterDefaults)}
        filters={
          <>
            <FilterSelect
              label="Estado"
              value={filters.state}
              onChange={(state) => setFilters({ state })}
            >
              <option value="">Todos</option>
              <option value="autorizada">Pagado</option>
              <option value="anulada">Anulado</option>
              <option value="rechazada">Rechazado</option>
              <option value="por_confirmar">Por confirmar</option>
              <option value="creada">En curso</option>
            </FilterSelect>
            <FilterSelect
              label="Medio"
              value={filters.method}
              onChange={(method) => setFilters({ method })}
            >
              <option value="">Todos</option>
              <option value="webpay">Webpay</option>
              <option value="efectivo">Efectivo</option>
              <option value="transferencia">Transferencia</option>
              <option value="oneclick">Webpay Oneclick (pago automático)</option>
            </FilterSelect>
            <DateRangeFilter from={from} to={to} error={datesError} onChange={setFilters} />
          </>
        }
        caption="Pagos"
        columnsId="pagos"
        columns={paymentColumns(isAdmin ? setAnnulling : null, AnnulPaymentDialog.preload)}
        rowKey={(p) => p.id}
        {...(isAdmin ? { selection } : {})}
        {...tableQueryProps(list)}
        {...listState.tableProps}
        {...staffSearch(kind, listState, 'Pagador, RUT u orden')}
        emptyText="No hay pagos. Cambia los filtros o espera el primer pago."
      >
        <WardFilter alumno={alumno} onChange={(next) => setFilters({ alumno: next })} />
      </ListPage>
      {isAdmin && (
        <>
          {recording && (
            <ManualPaymentDialog
              open
              initialStudentId={fromCharges.studentId}
              initialChargeId={fromCharges.chargeId}
              onClose={closeRecording}
              onRecorded={(p) =>
                notifySuccess(
                  'Pago registrado',
                  `${formatClp(p.amount)}${p.document ? ` · boleta folio ${p.document.folio}` : ''}`,
                )
              }
            />
          )}
          {annulling && (
            <AnnulPaymentDialog
              payment={annulling}
              onClose={() => setAnnulling(null)}
              onAnnul={async (id, reason) => {
                await annul.mutateAsync({ id, reason });
                notifySuccess('Pago anulado', 'Sus cobros volvieron a quedar pendientes.');
              }}
            />
          )}
        </>
      )}
    </>
  );
}
