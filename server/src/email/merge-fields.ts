/**
 * Merge fields a template may use. Values are captured per recipient when a send is queued and
 * escaped when rendered into HTML, so a student's name cannot inject markup.
 */
export const mergeFieldNames = ['nombre', 'rut', 'correo', 'academia', 'plan', 'monto_pendiente', 'link_pago', 'detalle_deuda'] as const;
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

const isKnown = (name: string): name is MergeFieldName => (mergeFieldNames as readonly string[]).includes(name);

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
  text.replace(fieldPattern, (whole, name: string) => (isKnown(name) ? escape(data[name] ?? '') : whole));

/** Values may span lines (`detalle_deuda`, one charge a line): escaped, then each line break kept as <br>. */
export const renderMergeHtml = (html: string, data: MergeData): string => render(html, data, (v) => escapeHtml(v).replace(/\r?\n/g, '<br>'));

/** Subject is a header: plain text, no line breaks. */
export const renderMergeSubject = (subject: string, data: MergeData): string =>
  render(subject, data, (v) => v.replace(/[\r\n]+/g, ' '));
