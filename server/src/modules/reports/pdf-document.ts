import PDFDocument from 'pdfkit';

/** A small report layout on pdfkit: title block, key figures and tables that break across pages. */

export interface PdfColumn {
  header: string;
  /** Share of the page width (the widths of a table add up to 1). */
  width: number;
  align?: 'left' | 'right';
}

const margin = 40;
const rowHeight = 16;
const ink = '#1a202c';
const muted = '#4a5568';
const rule = '#cbd5e0';

export class ReportPdf {
  readonly doc = new PDFDocument({
    size: 'A4',
    margin,
    info: { Title: 'Reporte', Author: 'Academias' },
  });
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(title: string, subtitle: string, generatedAt: string) {
    this.doc.info.Title = title;
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.doc.fillColor(ink).font('Helvetica-Bold').fontSize(16).text(title);
    this.doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(muted)
      .text(subtitle)
      .text(`Generado el ${generatedAt}`);
    this.doc.moveDown(0.8);
  }

  private get width() {
    return this.doc.page.width - margin * 2;
  }

  /** Label/value pairs in two columns (the report's totals). */
  figures(pairs: readonly [string, string][]): this {
    const { doc } = this;
    const half = this.width / 2;
    for (let i = 0; i < pairs.length; i += 2) {
      this.ensureSpace(rowHeight + 2);
      const y = doc.y;
      pairs.slice(i, i + 2).forEach(([label, value], j) => {
        const x = margin + j * half;
        doc
          .font('Helvetica')
          .fontSize(9)
          .fillColor(muted)
          .text(label, x, y, { width: half * 0.55 });
        doc
          .font('Helvetica-Bold')
          .fontSize(10)
          .fillColor(ink)
          .text(value, x + half * 0.55, y, { width: half * 0.4, align: 'right' });
      });
      doc.x = margin;
      doc.y = y + rowHeight + 2;
    }
    doc.moveDown(0.6);
    return this;
  }

  heading(text: string): this {
    this.ensureSpace(rowHeight * 3);
    this.doc.x = margin;
    this.doc.font('Helvetica-Bold').fontSize(12).fillColor(ink).text(text);
    this.doc.moveDown(0.3);
    return this;
  }

  note(text: string): this {
    this.doc.x = margin;
    this.doc
      .font('Helvetica-Oblique')
      .fontSize(8)
      .fillColor(muted)
      .text(text, { width: this.width });
    this.doc.moveDown(0.5);
    return this;
  }

  /** A table; the last row is drawn bold when `totalRow` is set. */
  table(
    columns: readonly PdfColumn[],
    body: readonly string[][],
    options: { totalRow?: boolean } = {},
  ): this {
    const header = () =>
      this.row(
        columns,
        columns.map((c) => c.header),
        true,
      );
    this.ensureSpace(rowHeight * 2);
    header();
    body.forEach((cells, index) => {
      if (this.ensureSpace(rowHeight)) header();
      this.row(columns, cells, options.totalRow === true && index === body.length - 1);
    });
    this.doc.moveDown(0.8);
    return this;
  }

  private row(columns: readonly PdfColumn[], cells: readonly string[], bold: boolean) {
    const { doc } = this;
    const y = doc.y;
    let x = margin;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8)
      .fillColor(ink);
    columns.forEach((column, i) => {
      const w = column.width * this.width;
      doc.text(cells[i] ?? '', x + 2, y + 4, {
        width: w - 4,
        align: column.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
      });
      x += w;
    });
    doc
      .moveTo(margin, y + rowHeight)
      .lineTo(margin + this.width, y + rowHeight)
      .lineWidth(0.5)
      .strokeColor(rule)
      .stroke();
    doc.x = margin;
    doc.y = y + rowHeight;
  }

  /** Adds a page when less than `height` is left; true when it did. */
  private ensureSpace(height: number): boolean {
    if (this.doc.y + height <= this.doc.page.height - margin) return false;
    this.doc.addPage();
    return true;
  }

  finish(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}
