import { toApiError } from '@academias/shared/api';
import type { Payment } from '@academias/shared/contract/payments';
import { formatClp, formatDateTime, formatRut } from '@academias/shared/format';
import {
  Badge,
  Button,
  Card,
  Field,
  Flex,
  Input,
  NativeSelect,
  PageHeader,
  Stack,
  Text,
} from '@academias/shared/ui';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { notifySuccess } from '../../../api/notify.ts';
import { useUserKind } from '../../../api/use-user-kind.ts';
import { ExportButton } from '../../../components/export-button.tsx';
import { PdfButtons } from '../../../components/pdf-buttons.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { ServerTable, type Column } from '../../../components/server-table.tsx';
import { listQueryOf, useListParams } from '../../../hooks/use-list-params.ts';
import { useAnnulPayment, usePayments } from '../api/payment-queries.ts';
import { itemsText, methodText, paymentStateColor, stateText } from '../payment-labels.ts';
import { AnnulPaymentDialog } from './annul-payment-dialog.tsx';
import { ManualPaymentDialog } from './manual-payment-dialog.tsx';

type Sort = 'createdAt' | 'paidAt' | 'amount' | 'id';

const exportColumns = [
  { header: 'Fecha', value: (p: Payment) => formatDateTime(p.paidAt ?? p.createdAt) },
  { header: 'Orden', value: (p: Payment) => p.buyOrder },
  { header: 'Pagador', value: (p: Payment) => p.payerName },
  { header: 'RUT', value: (p: Payment) => (p.payerRut ? formatRut(p.payerRut) : '') },
  { header: 'Cobros', value: (p: Payment) => itemsText(p) },
  { header: 'Medio', value: (p: Payment) => methodText(p) },
  { header: 'Estado', value: (p: Payment) => stateText(p.state) },
  { header: 'Boleta', value: (p: Payment) => (p.document ? p.document.folio : '') },
  { header: 'Monto', value: (p: Payment) => p.amount },
];

const Filter = ({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) => (
  <Field.Root maxW={{ base: 'full', md: '48' }}>
    <Field.Label>{label}</Field.Label>
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  </Field.Root>
);

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
  const { params, setPage, setSearch, toggleSort, resetPage } = useListParams<Sort>({
    sort: 'createdAt',
    order: 'desc',
  });
  const [state, setState] = useState('');
  const [method, setMethod] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const list = usePayments({
    ...listQueryOf(params),
    ...(state ? { state: state as Payment['state'] } : {}),
    ...(method ? { method: method as Payment['method'] } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  });
  const annul = useAnnulPayment();
  const filter = (set: (v: string) => void) => (v: string) => {
    set(v);
    resetPage();
  };

  const closeRecording = () => {
    setRecording(false);
    if (fromCharges.studentId !== null) setSearchParams({}, { replace: true });
  };

  const columns: Column<Payment, Sort>[] = [
    {
      key: 'date',
      header: 'Fecha',
      sortKey: 'createdAt',
      cell: (p) => formatDateTime(p.paidAt ?? p.createdAt),
    },
    {
      key: 'payer',
      header: 'Pagador',
      cell: (p) => (
        <>
          {p.payerName}
          <Text color="fg.muted" fontSize="xs">
            {p.payerRut ? formatRut(p.payerRut) : 'Sin RUT'}
          </Text>
        </>
      ),
    },
    {
      key: 'items',
      header: 'Cobros',
      cell: (p) => (
        <Text maxW="64" truncate title={itemsText(p)}>
          {itemsText(p)}
        </Text>
      ),
    },
    {
      key: 'amount',
      header: 'Monto',
      sortKey: 'amount',
      align: 'end',
      cell: (p) => formatClp(p.amount),
    },
    { key: 'method', header: 'Medio', cell: (p) => methodText(p) },
    {
      key: 'state',
      header: 'Estado',
      cell: (p) => (
        <Badge
          colorPalette={paymentStateColor[p.state]}
          title={p.annulReason ? `Motivo: ${p.annulReason}` : undefined}
        >
          {stateText(p.state)}
        </Badge>
      ),
    },
    {
      key: 'document',
      header: 'Boleta',
      cell: (p) =>
        p.document ? (
          <Stack gap="1">
            <Text fontSize="xs">Folio {p.document.folio}</Text>
            <PdfButtons
              documentId={p.document.id}
              folio={p.document.folio}
              type={p.document.type}
            />
          </Stack>
        ) : (
          '—'
        ),
    },
    ...(isAdmin
      ? [
          {
            key: 'actions',
            header: 'Acciones',
            cell: (p: Payment) =>
              p.state === 'autorizada' ? (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => setAnnulling(p)}
                  aria-label={`Anular pago ${p.buyOrder}`}
                >
                  Anular
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
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
            <ExportButton fileName="pagos" columns={exportColumns} rows={list.data?.items} />
            {isAdmin && <Button onClick={() => setRecording(true)}>Registrar pago manual</Button>}
          </>
        }
      />
      <Stack gap="4">
        <Card.Root>
          <Card.Body>
            <Flex gap="4" wrap="wrap" align="flex-end">
              <Filter label="Estado" value={state} onChange={filter(setState)}>
                <option value="">Todos</option>
                <option value="autorizada">Pagado</option>
                <option value="anulada">Anulado</option>
                <option value="rechazada">Rechazado</option>
                <option value="por_confirmar">Por confirmar</option>
                <option value="creada">En curso</option>
              </Filter>
              <Filter label="Medio" value={method} onChange={filter(setMethod)}>
                <option value="">Todos</option>
                <option value="webpay">Webpay</option>
                <option value="efectivo">Efectivo</option>
                <option value="transferencia">Transferencia</option>
              </Filter>
              <Field.Root maxW={{ base: 'full', md: '44' }}>
                <Field.Label>Desde</Field.Label>
                <Input type="date" value={from} onChange={(e) => filter(setFrom)(e.target.value)} />
              </Field.Root>
              <Field.Root maxW={{ base: 'full', md: '44' }}>
                <Field.Label>Hasta</Field.Label>
                <Input type="date" value={to} onChange={(e) => filter(setTo)(e.target.value)} />
              </Field.Root>
              {kind !== 'other' && (
                <SearchInput
                  label="Buscar"
                  placeholder="Pagador, RUT u orden"
                  onSearch={setSearch}
                />
              )}
            </Flex>
          </Card.Body>
        </Card.Root>
        <ServerTable
          caption="Pagos"
          columns={columns}
          rows={list.data?.items}
          rowId={(p) => p.id}
          total={list.data?.total ?? 0}
          page={params.page}
          pageSize={params.pageSize}
          onPageChange={setPage}
          sort={params.sort}
          order={params.order}
          onSort={toggleSort}
          loading={list.isFetching}
          error={list.error ? toApiError(list.error).message : null}
          onRetry={() => void list.refetch()}
          emptyTitle="No hay pagos"
          emptyDescription="Cambia los filtros o espera el primer pago."
        />
      </Stack>
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
          <AnnulPaymentDialog
            payment={annulling}
            onClose={() => setAnnulling(null)}
            onAnnul={async (id, reason) => {
              await annul.mutateAsync({ id, reason });
              notifySuccess('Pago anulado', 'Sus cobros volvieron a quedar pendientes.');
            }}
          />
        </>
      )}
    </>
  );
}
