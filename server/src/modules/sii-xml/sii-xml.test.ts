import { beforeAll, describe, expect, it } from 'vitest';
import { tedError } from '../../sii-sim/verify-envelope.ts';
import { CafError, parseCaf, type Caf, type SiiDocumentType } from './caf.ts';
import { CertificateError, openPkcs12, type SigningCertificate } from './certificate.ts';
import { splitIva } from './dte-document.ts';
import { buildEnvelope, signDte } from './envelope.ts';
import { fromLatin1, toLatin1 } from './latin1.ts';
import { xmllintValidate, xmlsecVerify } from './sii-test-tools.ts';
import { createTestCaf, createTestCertificate } from './test-material.ts';

const issuer = {
  rut: '76.086.428-5',
  name: 'Academia Ñuñoa & Cía',
  giro: 'Enseñanza de música',
  acteco: '855000',
  address: 'Av. Irarrázaval 1234',
  commune: 'Ñuñoa',
};
const at = new Date('2026-03-10T15:00:00Z');

let cert: SigningCertificate;
const cafs = new Map<SiiDocumentType, Caf>();

beforeAll(() => {
  cert = openPkcs12(
    createTestCertificate({ name: 'Ana Pérez', rut: '11111111-1', password: 'clave' }),
    'clave',
  );
  for (const type of [39, 41, 61] as const) {
    cafs.set(
      type,
      parseCaf(
        createTestCaf({
          rut: issuer.rut,
          businessName: issuer.name,
          type,
          from: 1,
          to: 50,
          authorizedOn: '2026-01-02',
        }),
      ),
    );
  }
});

const envelopeOf = (type: SiiDocumentType) => {
  const signed = signDte(
    {
      type,
      folio: 7,
      issuedAt: at,
      issuer,
      receiver: {
        rut: '12.345.678-5',
        name: 'José Muñoz — apoderado',
        address: 'Los Aromos 5',
        commune: 'Maipú',
      },
      items: [
        { name: 'Mensualidad piano marzo 2026', amount: 45000 },
        { name: 'Matrícula', amount: 10000 },
      ],
      reference:
        type === 61
          ? { type: 41, folio: 3, date: '2026-03-01', reason: 'Anula boleta por pago anulado' }
          : undefined,
      caf: cafs.get(type)!,
    },
    cert,
  );
  const xml = buildEnvelope(
    type === 61 ? 'dte' : 'boleta',
    [{ type, xml: signed.dte }],
    {
      issuerRut: issuer.rut,
      senderRut: '11111111-1',
      resolution: { number: 80, date: '2014-08-22' },
      certificate: cert,
    },
    at,
  );
  return { signed, bytes: toLatin1(xml) };
};

/** The TED checked from the file bytes alone: DD as written, FRMT, and the key inside the DD's CAF. */
const tedVerifies = (bytes: Buffer): boolean => tedError(bytes.toString('latin1')) === null;

describe('SII documents', () => {
  it.each([39, 41, 61] as const)(
    'type %i: schema-valid, TED and both signatures verify independently',
    (type) => {
      const { bytes } = envelopeOf(type);
      expect(bytes.toString('latin1')).toMatch(/^<\?xml version="1.0" encoding="ISO-8859-1"\?>/);
      expect(bytes.includes(Buffer.from('Ñuñoa', 'latin1'))).toBe(true);
      const schema = xmllintValidate(bytes, type === 61 ? 'dte' : 'boleta');
      expect(schema.output).toContain('validates');
      expect(schema.ok).toBe(true);
      expect(tedVerifies(bytes)).toBe(true);
      expect(xmlsecVerify(bytes, cert.certificatePem, 1)).toMatchObject({ ok: true });
      expect(xmlsecVerify(bytes, cert.certificatePem, 2)).toMatchObject({ ok: true });
    },
  );

  it('a changed amount breaks the Documento signature and the TED, not the schema', () => {
    const { bytes } = envelopeOf(41);
    const tampered = toLatin1(fromLatin1(bytes).replace('<MNT>55000</MNT>', '<MNT>55001</MNT>'));
    expect(xmllintValidate(tampered, 'boleta').ok).toBe(true);
    expect(tedVerifies(tampered)).toBe(false);
    expect(xmlsecVerify(tampered, cert.certificatePem, 1).ok).toBe(false);
  });

  it('splits IVA of a boleta afecta in whole pesos that add up', () => {
    expect(splitIva(55000)).toEqual({ net: 46218, iva: 8782 });
    const text = envelopeOf(39).bytes.toString('latin1');
    expect(text).toContain('<MntNeto>46218</MntNeto><IVA>8782</IVA><MntTotal>55000</MntTotal>');
  });

  it('refuses broken CAF files with Spanish messages', () => {
    // Two CAFs of the same range, each with its own key pair.
    const range = { rut: issuer.rut, businessName: 'X', type: 41, from: 1, to: 5 } as const;
    const good = createTestCaf({ ...range, authorizedOn: '2026-01-02' });
    const other = createTestCaf({ ...range, authorizedOn: '2026-01-02' });
    const swappedKey = good.replace(
      /<RSASK>[\s\S]*<\/RSASK>/,
      /<RSASK>[\s\S]*<\/RSASK>/.exec(other)![0],
    );
    expect(() => parseCaf(swappedKey)).toThrow(
      new CafError('La clave privada del CAF no corresponde a su clave pública.'),
    );
    expect(() => parseCaf('<hola>')).toThrow(CafError);
    expect(() => parseCaf(good.replace('<TD>41</TD>', '<TD>33</TD>'))).toThrow(/tipo 33/);
    expect(() => parseCaf(good.replace('<D>1</D>', '<D>9</D>'))).toThrow(/rango/);
  });

  it('refuses a wrong password and an expired certificate', () => {
    const p12 = createTestCertificate({ name: 'Ana', rut: '11111111-1', password: 'buena' });
    expect(() => openPkcs12(p12, 'mala')).toThrow(
      new CertificateError('La contraseña del certificado no es correcta.'),
    );
    expect(() => openPkcs12(Buffer.from('no soy un p12'), 'x')).toThrow(CertificateError);
    expect(() => openPkcs12(p12, 'buena', new Date('2040-01-01'))).toThrow(/venció/);
  });
});
