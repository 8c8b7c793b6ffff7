/**
 * Cost of issuing one boleta at the SII: the timbre (CAF key), the Documento signature and the
 * signed EnvioBOLETA, as done inside the payment's transaction (without the database).
 * `pnpm --filter @academias/server bench:sii [count]`; prints ms per boleta (mean, p50, p95).
 */
import { parseCaf } from '../src/modules/sii-xml/caf.ts';
import { openPkcs12 } from '../src/modules/sii-xml/certificate.ts';
import { buildEnvelope, signDte } from '../src/modules/sii-xml/envelope.ts';
import { toLatin1 } from '../src/modules/sii-xml/latin1.ts';
import { createTestCaf, createTestCertificate } from '../src/modules/sii-xml/test-material.ts';

const count = Number(process.argv[2] ?? 300);
const issuer = {
  rut: '76543210-3',
  name: 'Academias Demo SpA',
  giro: 'Enseñanza de artes y deportes',
  acteco: '855000',
  address: 'Av. Providencia 1234',
  commune: 'Providencia',
};
const certificate = openPkcs12(
  createTestCertificate({ name: 'Bench', rut: '11111111-1', password: 'x' }),
  'x',
);
const caf = parseCaf(
  createTestCaf({
    rut: issuer.rut,
    businessName: issuer.name,
    type: 41,
    from: 1,
    to: count + 10,
    authorizedOn: '2026-01-02',
  }),
);
const sender = {
  issuerRut: issuer.rut,
  senderRut: '11111111-1',
  resolution: { number: 80, date: '2014-08-22' },
  certificate,
};

const issueOne = (folio: number) => {
  const signed = signDte(
    {
      type: 41,
      folio,
      issuedAt: new Date(),
      issuer,
      receiver: { rut: '12345678-5', name: 'José Muñoz' },
      items: [
        { name: 'Mensualidad piano 2026-03', amount: 45_000 },
        { name: 'Matrícula', amount: 10_000 },
      ],
      caf,
    },
    certificate,
  );
  return toLatin1(buildEnvelope('boleta', [{ type: 41, xml: signed.dte }], sender, new Date()));
};

for (let i = 0; i < 20; i++) issueOne(1); // warm-up (JIT, key caches)
const times: number[] = [];
for (let folio = 1; folio <= count; folio++) {
  const start = performance.now();
  issueOne(folio);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const mean = times.reduce((s, v) => s + v, 0) / times.length;
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
console.log(
  `boleta emitida y firmada (timbre + firma Documento + sobre firmado), ${count} boletas:`,
);
console.log(
  `  media ${mean.toFixed(1)} ms · p50 ${at(0.5).toFixed(1)} ms · p95 ${at(0.95).toFixed(1)} ms`,
);
console.log(`  2.000 boletas al mes: ${((mean * 2000) / 1000).toFixed(1)} s de CPU en total`);
