import PDFDocument from 'pdfkit';
import { formatClp, formatDate, formatRut } from '@academias/shared/domain';
import type { DocumentStamp } from '../sii-documents/document-stamp.ts';
import type { DocumentRow } from './issue-document.ts';

/** The nota de crédito (61) that cancels a boleta: printed with the boleta's lines. */
export interface CreditNoteOf {
  folio: number;
  issuedAt: Date;
}

const SII_RED = '#d0021b';
const TITLES = {
  39: 'BOLETA ELECTRÓNICA',
  41: 'BOLETA ELECTRÓNICA EXENTA',
  61: 'NOTA DE CRÉDITO ELECTRÓNICA',
} as const;

/** `2026-03` -> `03-2026`, how a period reads on a receipt. */
const periodLabel = (period: string | null) =>
  period ? `${period.slice(5, 7)}-${period.slice(0, 4)}` : '—';

/**
 * A boleta in the layout of the SII's printed representation: issuer top left, the red box with
 * the issuer's RUT, document name and folio top right, then date, receiver, items and total, and
 * the timbre (PDF417) with the resolución line, or for a document issued before the SII was set
 * up, an empty stamp box. Rendered from the stored document, so it always prints the same.
 */
export const renderBoletaPdf = (
  boleta: DocumentRow,
  stamp: DocumentStamp | null = null,
  creditNote: CreditNoteOf | null = null,
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    // A nota de crédito prints the boleta's lines under its own type, folio, date and timbre.
    const doc = creditNote
      ? { ...boleta, folio: creditNote.folio, issuedAt: creditNote.issuedAt }
      : boleta;
    const title = TITLES[creditNote ? 61 : boleta.type];
    const pdf = new PDFDocument({
      size: 'LETTER',
      margin: 48,
      info: {
        Title: `${title} N° ${doc.folio}`,
        Author: doc.issuer.name,
        CreationDate: doc.issuedAt,
        ModDate: doc.issuedAt,
      },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);

    const left = 48;
    const width = pdf.page.width - 96;
    const boxWidth = 200;
    const boxX = left + width - boxWidth;

    // Issuer.
    pdf
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(doc.issuer.name, left, 56, { width: width - boxWidth - 16 });
    pdf.font('Helvetica').fontSize(9);
    if (doc.issuer.giro) pdf.text(`Giro: ${doc.issuer.giro}`, { width: width - boxWidth - 16 });
    pdf.text([doc.issuer.address, doc.issuer.commune].filter(Boolean).join(', '), {
      width: width - boxWidth - 16,
    });

    // The red box.
    pdf.lineWidth(2).strokeColor(SII_RED).rect(boxX, 48, boxWidth, 86).stroke();
    pdf.fillColor(SII_RED).font('Helvetica-Bold').fontSize(11);
    pdf.text(`R.U.T.: ${formatRut(doc.issuer.rut)}`, boxX, 60, {
      width: boxWidth,
      align: 'center',
    });
    pdf.text(title, boxX, 80, { width: boxWidth, align: 'center' });
    pdf.text(`N° ${doc.folio}`, boxX, 104, { width: boxWidth, align: 'center' });
    pdf
      .fontSize(9)
      .text(`S.I.I. - ${(doc.issuer.commune ?? 'SANTIAGO').toUpperCase()}`, boxX, 140, {
        width: boxWidth,
        align: 'center',
      });
    pdf.fillColor('black').strokeColor('black').lineWidth(1);

    // Date and receiver.
    let y = 176;
    pdf.font('Helvetica-Bold').fontSize(10).text('Fecha de emisión:', left, y, { continued: true });
    pdf.font('Helvetica').text(` ${formatDate(doc.issuedAt)}`);
    y += 16;
    pdf.font('Helvetica-Bold').text('Señor(es):', left, y, { continued: true });
    pdf.font('Helvetica').text(` ${doc.receiver.name}`);
    y += 16;
    pdf.font('Helvetica-Bold').text('R.U.T.:', left, y, { continued: true });
    pdf.font('Helvetica').text(` ${formatRut(doc.receiver.rut)}`);
    if (creditNote) {
      y += 16;
      pdf.font('Helvetica-Bold').text('Referencia:', left, y, { continued: true });
      pdf
        .font('Helvetica')
        .text(
          ` anula ${TITLES[boleta.type].toLowerCase()} N° ${boleta.folio} del ${formatDate(boleta.issuedAt)}`,
        );
    } else if (doc.state === 'anulada') {
      pdf
        .fillColor(SII_RED)
        .font('Helvetica-Bold')
        .text('DOCUMENTO ANULADO', boxX, y, { width: boxWidth, align: 'center' })
        .fillColor('black');
    }

    // Items.
    y += 32;
    const cols = { desc: left, period: left + width - 180, amount: left + width - 90 };
    pdf
      .rect(left, y - 4, width, 18)
      .fillAndStroke('#eeeeee', '#999999')
      .fillColor('black');
    pdf.font('Helvetica-Bold').fontSize(9);
    pdf.text('Descripción', cols.desc + 4, y, { width: cols.period - cols.desc - 8 });
    pdf.text('Período', cols.period, y, { width: 80 });
    pdf.text('Monto', cols.amount, y, { width: 86, align: 'right' });
    y += 22;
    pdf.font('Helvetica').fontSize(9);
    for (const item of doc.items) {
      const height = pdf.heightOfString(item.description, { width: cols.period - cols.desc - 8 });
      if (y + height > pdf.page.height - 200) {
        pdf.addPage();
        y = 56;
      }
      pdf.text(item.description, cols.desc + 4, y, { width: cols.period - cols.desc - 8 });
      pdf.text(periodLabel(item.period), cols.period, y, { width: 80 });
      pdf.text(formatClp(item.amount), cols.amount, y, { width: 86, align: 'right' });
      y += Math.max(height, 12) + 6;
    }
    pdf
      .moveTo(left, y)
      .lineTo(left + width, y)
      .stroke();
    y += 10;

    // Totals: a boleta afecta shows the VAT included in the total.
    const totalLine = (label: string, amount: number, bold = false) => {
      pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9);
      pdf.text(label, cols.period - 60, y, { width: 140 });
      pdf.text(formatClp(amount), cols.amount, y, { width: 86, align: 'right' });
      y += bold ? 18 : 14;
    };
    if (doc.type === 39) {
      // Lines of an exempt plan inside a boleta afecta carry no IVA.
      const exempt = doc.items.reduce((sum, item) => sum + (item.exempt ? item.amount : 0), 0);
      const net = Math.round((doc.total - exempt) / 1.19);
      totalLine('Monto neto', net);
      if (exempt > 0) totalLine('Monto exento', exempt);
      totalLine('IVA (19%)', doc.total - exempt - net);
    } else {
      totalLine('Monto exento', doc.total);
    }
    totalLine('TOTAL', doc.total, true);

    y = Math.max(y + 24, pdf.page.height - 190);
    if (stamp) {
      // The timbre (PDF417 of the TED) with the lines the SII requires under it.
      pdf.image(stamp.png, left, y, { fit: [220, 90], align: 'center', valign: 'center' });
      pdf.font('Helvetica-Bold').fontSize(8).fillColor('black');
      pdf.text('Timbre Electrónico SII', left, y + 94, { width: 220, align: 'center' });
      pdf
        .font('Helvetica')
        .text(
          `Res. ${stamp.resolution.number} de ${stamp.resolution.year} - Verifique documento: www.sii.cl`,
          left,
          y + 106,
          { width: 220, align: 'center' },
        );
      if (stamp.creditNoteFolio && !creditNote) {
        pdf
          .fillColor(SII_RED)
          .text(
            `Anulada por nota de crédito electrónica N° ${stamp.creditNoteFolio}`,
            boxX,
            y + 20,
            { width: boxWidth, align: 'center' },
          );
      }
      if (stamp.testMaterial) {
        pdf
          .fillColor(SII_RED)
          .font('Helvetica-Bold')
          .text('DOCUMENTO DE PRUEBA - SIN VALOR TRIBUTARIO', boxX, y + 50, {
            width: boxWidth,
            align: 'center',
          });
      }
      pdf.fillColor('black');
    } else {
      // Issued before the SII was set up: a local representation, without timbre.
      pdf
        .lineWidth(1)
        .strokeColor('#555555')
        .dash(4, { space: 3 })
        .rect(left, y, 220, 90)
        .stroke()
        .undash();
      pdf.font('Helvetica').fontSize(8).fillColor('#555555');
      pdf.text('Timbre electrónico SII', left, y + 34, { width: 220, align: 'center' });
      pdf.text(
        doc.providerTrackId
          ? `Track ID ${doc.providerTrackId}`
          : 'Representación local, sin timbre',
        left,
        y + 48,
        { width: 220, align: 'center' },
      );
      pdf.text('Verifique documento: www.sii.cl', left, y + 96, { width: 220, align: 'center' });
    }
    pdf.end();
  });
