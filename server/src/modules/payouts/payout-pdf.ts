import { teacherPayoutQuery } from '@academias/shared/contract/payouts';
import { formatClp, formatDateTime, formatPeriod } from '@academias/shared/domain';
import type { CurrentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/db-handle.ts';
import { badRequest } from '../../http/http-error.ts';
import { describeZodError } from '../../http/zod-message.ts';
import { ReportPdf } from '../reports/pdf-document.ts';
import { teacherPayout } from './service.ts';

const kindLabel = { correccion: 'Corrección', descuento: 'Descuento', condonacion: 'Condonación' };
const percentLabel = (p: number) => `${p.toLocaleString('es-CL', { maximumFractionDigits: 2 })} %`;

/** `generatePDF/?report=payout&teacherId=&month=`: the statement as the screen shows it. */
export const renderPayoutPdf = async (
  db: Db,
  user: CurrentUser,
  filters: Record<string, unknown>,
  now: Date,
): Promise<Buffer> => {
  const parsed = teacherPayoutQuery.safeParse(filters);
  if (!parsed.success) {
    const { message, field } = describeZodError(parsed.error, 'query');
    throw badRequest(message, field);
  }
  const st = await teacherPayout(db, user, parsed.data);
  const pdf = new ReportPdf(
    `Liquidación: ${st.teacherName}`,
    `${st.rut ? `RUT ${st.rut} · ` : ''}${formatPeriod(st.month)}${st.closed ? ' · mes cerrado' : ''}`,
    formatDateTime(now),
  );
  pdf.figures([
    ['Total a pagar', formatClp(st.total)],
    ['Academias', String(st.lines.length)],
  ]);
  pdf.heading('Por academia').table(
    [
      { header: 'Academia', width: 0.4 },
      { header: 'Recaudación', width: 0.22, align: 'right' },
      { header: 'Porcentaje', width: 0.16, align: 'right' },
      { header: 'Monto', width: 0.22, align: 'right' },
    ],
    [
      ...st.lines.map((l) => [
        l.academyName,
        formatClp(l.revenue),
        percentLabel(l.percent),
        formatClp(l.amount),
      ]),
      ['Total', '', '', formatClp(st.total)],
    ],
    { totalRow: true },
  );
  if (st.adjustments.length > 0)
    pdf.heading('Ajustes registrados en el mes').table(
      [
        { header: 'Academia', width: 0.2 },
        { header: 'Cobro', width: 0.3 },
        { header: 'Tipo', width: 0.14 },
        { header: 'Antes', width: 0.12, align: 'right' },
        { header: 'Después', width: 0.12, align: 'right' },
        { header: 'Motivo', width: 0.12 },
      ],
      st.adjustments.map((a) => [
        a.academyName,
        `${a.studentName}: ${a.description}`,
        kindLabel[a.kind],
        formatClp(a.amountBefore),
        formatClp(a.amountAfter),
        a.reason,
      ]),
    );
  pdf.note(
    'Recaudación: pagos aprobados del mes según su fecha de pago (hora de Chile). Porcentaje: el vigente ese mes. Cada monto se redondea una vez al peso (0,5 hacia arriba); el total es la suma de los montos. Los ajustes cambian cobros aún no pagados: cuentan en la recaudación del mes en que se pagan.',
  );
  return pdf.finish();
};
