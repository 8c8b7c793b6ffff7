import { importColumns } from './import-columns.ts';

/** A CSV with the headers the import understands and one example row. */
export const importTemplateCsv = (): string =>
  '\uFEFF' +
  [
    importColumns.map((c) => c.label).join(';'),
    '12.345.678-5;Ana María;Pérez Soto;ana@correo.cl;+56 9 1234 5678;31-12-2012;Av. Siempre Viva 123, Santiago;11.111.111-1;Rosa Soto Díaz;rosa@correo.cl;+56 9 8765 4321',
  ].join('\r\n') +
  '\r\n';
