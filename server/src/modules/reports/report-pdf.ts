import {
  dateRange,
  monthRange,
  type ReportPdfKind,
  reportPdfKinds,
  usersReportQuery,
} from '@academias/shared/contract/reports';
import { formatClp, formatDate, formatDateTime, formatPeriod } from '@academias/shared/domain';
import { z } from 'zod';
import type { CurrentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/db-handle.ts';
import { badRequest, forbidden } from '../../http/http-error.ts';
import { describeZodError } from '../../http/zod-message.ts';
import { renderPayoutPdf } from '../payouts/payout-pdf.ts';
import { ReportPdf } from './pdf-document.ts';
import { academiesReport, academyDetail, statementFor } from './report-handlers.ts';
import { transbankReport } from './transbank-report.ts';
import { usersReport } from './users-report.ts';

export interface ReportPdfRequest {
  db: Db;
  user: CurrentUser;
  /** The `report=` value of `generatePDF/`. */
  kind: string;
  /** The rest of the query string: the same filters the screen sends (from/to, startDate/endDate, id...). */
  filters: Record<string, unknown>;
  now?: Date;
}

const parse = <T extends z.ZodType>(schema: T, value: unknown): z.infer<T> => {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const { message, field } = describeZodError(result.error, 'query');
  throw badRequest(message, field);
};

const withId = <T extends z.ZodType>(schema: T) =>
  z
    .object({ id: z.coerce.number().int().positive('debe ser un identificador válido') })
    .and(schema);

const clp = (n: number) => formatClp(n);
const adminOnly = (user: CurrentUser) => {
  if (user.role !== 'admin') throw forbidden();
};

const figureColumns = [
  { header: 'Academia / mes', width: 0.27 },
  { header: 'Recaudación', width: 0.12, align: 'right' },
  { header: 'Comisión TBK', width: 0.11, align: 'right' },
  { header: 'Gastos', width: 0.11, align: 'right' },
  { header: 'Costos fijos', width: 0.12, align: 'right' },
  { header: 'Profesores', width: 0.12, align: 'right' },
  { header: 'Neto', width: 0.15, align: 'right' },
] as const;

type Figures = {
  revenue: number;
  commission: number;
  expenses: number;
  fixedCosts: number;
  teacherShare: number;
  net: number;
};
const figureCells = (label: string, f: Figures) => [
  label,
  clp(f.revenue),
  clp(f.commission),
  clp(f.expenses),
  clp(f.fixedCosts),
  clp(f.teacherShare),
  clp(f.net),
];
const totalPairs = (
  f: Figures & { payments: number; dues: number; lateFees: number; adjustments: number },
): [string, string][] => [
  // The revenue's parts first: cuotas + recargos + ajustes = recaudación.
  ['Cuotas', clp(f.dues)],
  ['Recargos por mora', clp(f.lateFees)],
  ['Ajustes de meses cerrados', clp(f.adjustments)],
  ['Recaudación', clp(f.revenue)],
  ['Pagos', String(f.payments)],
  ['Comisión Transbank', clp(f.commission)],
  ['Gastos operativos', clp(f.expenses)],
  ['Costos fijos', clp(f.fixedCosts)],
  ['Participación profesores', clp(f.teacherShare)],
  ['Neto', clp(f.net)],
];
const monthsLabel = (from: string, to: string) =>
  from === to ? formatPeriod(from) : `${formatPeriod(from)} a ${formatPeriod(to)}`;

/**
 * The PDF of a report (`generatePDF/?report=<kind>&...`): the same handlers, permissions and
 * figures as the screen, laid out as a printable document. Throws HttpError 400/403/404.
 */
export const renderReportPdf = async ({
  db,
  user,
  kind,
  filters,
  now = new Date(),
}: ReportPdfRequest): Promise<Buffer> => {
  if (!(reportPdfKinds as readonly string[]).includes(kind)) {
    throw badRequest(`El filtro report debe ser uno de: ${reportPdfKinds.join(', ')}.`, 'report');
  }
  const generatedAt = formatDateTime(now);
  switch (kind as ReportPdfKind) {
    case 'academies': {
      if (user.role === 'other') throw forbidden();
      const range = parse(monthRange, filters);
      const report = await academiesReport(db, user, range);
      const pdf = new ReportPdf(
        'Reporte de academias',
        monthsLabel(range.from, range.to),
        generatedAt,
      );
      pdf.figures(totalPairs(report.totals)).heading('Por academia');
      pdf.table(
        figureColumns,
        [
          ...report.rows.map((r) => figureCells(r.academyName, r)),
          figureCells('Total', report.totals),
        ],
        {
          totalRow: true,
        },
      );
      pdf.note(
        'Recaudación: pagos aprobados según su fecha de pago (hora de Chile). Comisión: tarifa Transbank vigente a la fecha de cada pago con tarjeta.',
      );
      return pdf.finish();
    }
    case 'academy': {
      if (user.role === 'other') throw forbidden();
      const input = parse(withId(monthRange), filters);
      const detail = await academyDetail(
        db,
        user,
        input.id,
        { from: input.from, to: input.to },
        now,
      );
      const pdf = new ReportPdf(
        `Academia: ${detail.academyName}`,
        monthsLabel(detail.from, detail.to),
        generatedAt,
      );
      pdf.figures([
        ...totalPairs(detail.totals),
        ['Alumnos activos', String(detail.activeStudents)],
        ['Pendiente de cobro', clp(detail.pendingAmount)],
      ]);
      pdf
        .heading('Por mes')
        .table(
          figureColumns,
          [
            ...detail.months.map((m) => figureCells(formatPeriod(m.month ?? ''), m)),
            figureCells('Total', detail.totals),
          ],
          { totalRow: true },
        );
      if (detail.teachers.length > 0)
        pdf.heading('Profesores').table(
          [
            { header: 'Profesor', width: 0.6 },
            { header: 'Porcentaje', width: 0.2, align: 'right' },
            { header: 'Participación', width: 0.2, align: 'right' },
          ],
          detail.teachers.map((t) => [
            t.name,
            `${t.percent.toLocaleString('es-CL')} %`,
            clp(t.share),
          ]),
        );
      pdf.heading('Planes').table(
        [
          { header: 'Plan', width: 0.6 },
          { header: 'Pagos', width: 0.15, align: 'right' },
          { header: 'Recaudación', width: 0.25, align: 'right' },
        ],
        detail.plans.map((p) => [p.planName, String(p.payments), clp(p.revenue)]),
      );
      return pdf.finish();
    }
    case 'users': {
      adminOnly(user);
      const query = parse(usersReportQuery, { ...filters, page: 1, pageSize: 100 });
      const report = await usersReport(db, query);
      const pdf = new ReportPdf(
        'Reporte de usuarios',
        `${formatDate(query.startDate)} a ${formatDate(query.endDate)}`,
        generatedAt,
      );
      pdf.figures([
        ['Personas', String(report.totals.people)],
        ['Cargos', clp(report.totals.charged)],
        ['Pagos', clp(report.totals.paid)],
        ['Saldo', clp(report.totals.balance)],
      ]);
      pdf.table(
        [
          { header: 'Nombre', width: 0.34 },
          { header: 'RUT', width: 0.14 },
          { header: 'Cargos', width: 0.14, align: 'right' },
          { header: 'Pagos', width: 0.14, align: 'right' },
          { header: 'Saldo', width: 0.14, align: 'right' },
          { header: 'Pend.', width: 0.1, align: 'right' },
        ],
        report.items.map((r) => [
          r.name,
          r.rut ?? '',
          clp(r.charged),
          clp(r.paid),
          clp(r.balance),
          String(r.pendingCount),
        ]),
      );
      if (report.total > report.items.length)
        pdf.note(
          `Se muestran ${report.items.length} de ${report.total} personas; los totales incluyen a todas.`,
        );
      return pdf.finish();
    }
    case 'user': {
      const input = parse(withId(dateRange), filters);
      const st = await statementFor(db, user, input.id, {
        startDate: input.startDate,
        endDate: input.endDate,
      });
      const pdf = new ReportPdf(
        `Estado de cuenta: ${st.name}`,
        `${st.rut ? `RUT ${st.rut} · ` : ''}${formatDate(st.startDate)} a ${formatDate(st.endDate)}`,
        generatedAt,
      );
      pdf.figures([
        ['Saldo inicial', clp(st.openingBalance)],
        ['Cargos', clp(st.charged)],
        ['Pagos', clp(st.paid)],
        ['Saldo final', clp(st.closingBalance)],
      ]);
      pdf.table(
        [
          { header: 'Fecha', width: 0.12 },
          { header: 'Detalle', width: 0.34 },
          { header: 'Academia', width: 0.18 },
          { header: 'Cargo', width: 0.12, align: 'right' },
          { header: 'Pago', width: 0.12, align: 'right' },
          { header: 'Saldo', width: 0.12, align: 'right' },
        ],
        st.lines.map((l) => [
          formatDate(l.date),
          l.description,
          l.academyName,
          l.debit ? clp(l.debit) : '',
          l.credit ? clp(l.credit) : '',
          clp(l.balance),
        ]),
      );
      if (st.truncated)
        pdf.note(
          'El estado de cuenta tiene más movimientos de los que se muestran; los totales los incluyen todos.',
        );
      return pdf.finish();
    }
    case 'payout':
      return renderPayoutPdf(db, user, filters, now);
    case 'transbank': {
      adminOnly(user);
      const range = parse(dateRange, filters);
      const report = await transbankReport(db, { ...range, page: 1, pageSize: 1 });
      const pdf = new ReportPdf(
        'Reporte Transbank',
        `${formatDate(range.startDate)} a ${formatDate(range.endDate)}`,
        generatedAt,
      );
      pdf.figures([
        ['Pagos con tarjeta', String(report.totals.payments)],
        ['Monto', clp(report.totals.amount)],
        ['Comisión', clp(report.totals.commission)],
        ['Abono neto', clp(report.totals.net)],
      ]);
      const columns = [
        { header: 'Período', width: 0.25 },
        { header: 'Pagos', width: 0.15, align: 'right' },
        { header: 'Monto', width: 0.2, align: 'right' },
        { header: 'Comisión', width: 0.2, align: 'right' },
        { header: 'Abono neto', width: 0.2, align: 'right' },
      ] as const;
      const cells = (
        label: string,
        f: { payments: number; amount: number; commission: number; net: number },
      ) => [label, String(f.payments), clp(f.amount), clp(f.commission), clp(f.net)];
      pdf
        .heading('Por mes')
        .table(
          columns,
          [
            ...report.byMonth.map((m) => cells(formatPeriod(m.period), m)),
            cells('Total', report.totals),
          ],
          {
            totalRow: true,
          },
        );
      pdf.heading('Por día').table(
        columns,
        report.byDay.map((d) => cells(formatDate(d.period), d)),
      );
      return pdf.finish();
    }
  }
};
