import { describe, expect, it } from 'vitest';
import { checkEnvelope } from './verify-envelope.ts';

/** Well-formed, with a document, but not an EnvioBOLETA the schema admits (no Caratula, no TED). */
const invalidEnvelope = Buffer.from(
  '<?xml version="1.0" encoding="ISO-8859-1"?>' +
    '<EnvioBOLETA xmlns="http://www.sii.cl/SiiDte" version="1.0"><SetDTE ID="SetDoc">' +
    '<DTE version="1.0"><Documento ID="B1"><Encabezado><IdDoc><TipoDTE>39</TipoDTE>' +
    '<Folio>7</Folio></IdDoc><Emisor><RUTEmisor>76086428-5</RUTEmisor></Emisor></Encabezado>' +
    '</Documento></DTE></SetDTE></EnvioBOLETA>',
  'latin1',
);

describe("the SII simulator's check of an envelope", () => {
  it('rejects an envelope the SII schema does not admit, as a schema error, every document with it', async () => {
    const check = await checkEnvelope(invalidEnvelope, 'boleta');
    expect(check.errorKind).toBe('schema');
    expect(check.error).toMatch(/^Schema XML: .+/);
    expect(check.documents).toEqual([{ type: 39, folio: 7, error: null }]);
  });

  it('leaves the server free while xmllint reads the schemas: a timer set before it runs first', async () => {
    const order: string[] = [];
    const checked = checkEnvelope(invalidEnvelope, 'boleta').then(() => order.push('check'));
    setTimeout(() => order.push('timer'), 0);
    await checked;
    expect(order).toEqual(['timer', 'check']);
  });
});
