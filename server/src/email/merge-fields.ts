/**
 * Merge fields a template may use. Values are captured per recipient when a send is queued and
 * escaped when rendered into HTML, so a student's name cannot inject markup.
 */
export const mergeFieldNames = [
  'nombre',
  'rut',
  'correo',
  'academia',
  'plan',
  'monto_pendiente',
  'link_pago',
  'detalle_deuda',
] as const;
export type MergeFieldName = (typeof mergeFieldNames)[number];
export type MergeData = Partial<Record<MergeFieldName, string>>;

const fieldPattern = /\{\{\s*([a-zA-Z_]+)\s*\}\}/g;

export const escapeHtml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const isKnown = (name: string): name is MergeFieldName =>
  (mergeFieldNames as readonly string[]).includes(name);

/** Names used in a text that are not merge fields, to reject a template before it is saved. */
export const unknownMergeFields = (text: string): string[] => {
  const unknown = new Set<string>();
  for (const match of text.matchAll(fieldPattern)) {
    const name = match[1] ?? '';
    if (!isKnown(name)) unknown.add(name);
  }
  return [...unknown];
};

const render = (text: string, data: MergeData, escape: (v: string) => string): string =>
  text.replace(fieldPattern, (whole, name: string) =>
    isKnown(name) ? escape(data[name] ?? '') : whole,
  );

/** True when `offset` sits inside a tag (an attribute such as href="{{link_pago}}"), not in the text. */
const insideTag = (html: string, offset: number) =>
  html.lastIndexOf('<', offset) > html.lastIndexOf('>', offset);

/**
 * Values may span lines (`detalle_deuda`, one charge a line): escaped, then each line break kept as <br>.
 * `{{link_pago}}` written in the text becomes a link the payer can tap (a signed pay link's bare URL
 * is long and unreadable); inside an attribute it stays the plain escaped URL.
 */
export const renderMergeHtml = (html: string, data: MergeData): string =>
  html.replace(fieldPattern, (whole, name: string, offset: number) => {
    if (!isKnown(name)) return whole;
    const value = escapeHtml(data[name] ?? '').replace(/\r?\n/g, '<br>');
    if (name !== 'link_pago' || !value || insideTag(html, offset)) return value;
    return `<a href="${value}"><strong>Pagar en línea</strong></a>`;
  });

/** Subject is a header: plain text, no line breaks. */
export const renderMergeSubject = (subject: string, data: MergeData): string =>
  render(subject, data, (v) => v.replace(/[\r\n]+/g, ' '));
