import type { Caf, SiiDocumentType } from './caf.ts';
import { buildTed } from './ted.ts';
import { el, fit, node, siiDate, siiRut, siiTimestamp } from './xml-text.ts';

export const SII_NAMESPACE = 'http://www.sii.cl/SiiDte';

export interface DteIssuer {
  rut: string;
  name: string;
  giro: string;
  /** Código de actividad económica (required on a nota de crédito). */
  acteco: string;
  address: string;
  commune: string;
}

export interface DteInput {
  type: SiiDocumentType;
  folio: number;
  issuedAt: Date;
  issuer: DteIssuer;
  receiver: {
    rut: string;
    name: string;
    address?: string | undefined;
    commune?: string | undefined;
  };
  /** exempt: a line of an exempt plan inside a boleta afecta (IndExe 1, counted in MntExe). */
  items: { name: string; amount: number; exempt?: boolean | undefined }[];
  /** The boleta a nota de crédito cancels (CodRef 1: anula documento). */
  reference?: { type: 39 | 41; folio: number; date: string; reason: string } | undefined;
  caf: Caf;
}

/** Net and IVA of a gross (IVA included) amount in whole CLP; the IVA absorbs the rounding. */
export const splitIva = (total: number): { net: number; iva: number } => {
  const net = Math.round(total / 1.19);
  return { net, iva: total - net };
};

export const documentId = (type: number, folio: number): string => `T${type}F${folio}`;

const isExempt = (input: DteInput): boolean =>
  input.type === 41 || (input.type === 61 && input.reference?.type === 41);

/** The exempt part of an afecta document: its lines marked exempt. */
const exemptAmount = (input: DteInput): number =>
  input.items.reduce((sum, item) => sum + (item.exempt ? item.amount : 0), 0);

const totals = (input: DteInput, total: number): string => {
  if (isExempt(input)) return node('Totales', el('MntExe', total), el('MntTotal', total));
  const exempt = exemptAmount(input);
  const { net, iva } = splitIva(total - exempt);
  const mntExe = exempt > 0 ? el('MntExe', exempt) : '';
  if (input.type === 61)
    return node(
      'Totales',
      el('MntNeto', net),
      mntExe,
      el('TasaIVA', '19'),
      el('IVA', iva),
      el('MntTotal', total),
    );
  return node('Totales', el('MntNeto', net), mntExe, el('IVA', iva), el('MntTotal', total));
};

const boletaHeader = (input: DteInput, total: number, date: string): string =>
  node(
    'Encabezado',
    // IndServicio 3: boleta de ventas y servicios.
    node(
      'IdDoc',
      el('TipoDTE', input.type),
      el('Folio', input.folio),
      el('FchEmis', date),
      el('IndServicio', 3),
    ),
    node(
      'Emisor',
      el('RUTEmisor', siiRut(input.issuer.rut)),
      el('RznSocEmisor', fit(input.issuer.name, 100)),
      el('GiroEmisor', fit(input.issuer.giro, 80)),
      el('DirOrigen', fit(input.issuer.address, 70)),
      el('CmnaOrigen', fit(input.issuer.commune, 20)),
    ),
    receiver(input),
    totals(input, total),
  );

const creditNoteHeader = (input: DteInput, total: number, date: string): string =>
  node(
    'Encabezado',
    // MntBruto 1: line amounts include IVA, as the boleta's did.
    node(
      'IdDoc',
      el('TipoDTE', 61),
      el('Folio', input.folio),
      el('FchEmis', date),
      isExempt(input) ? '' : el('MntBruto', 1),
    ),
    node(
      'Emisor',
      el('RUTEmisor', siiRut(input.issuer.rut)),
      el('RznSoc', fit(input.issuer.name, 100)),
      el('GiroEmis', fit(input.issuer.giro, 80)),
      el('Acteco', input.issuer.acteco),
      el('DirOrigen', fit(input.issuer.address, 70)),
      el('CmnaOrigen', fit(input.issuer.commune, 20)),
    ),
    receiver(input),
    totals(input, total),
  );

const receiver = (input: DteInput): string =>
  node(
    'Receptor',
    el('RUTRecep', siiRut(input.receiver.rut)),
    el('RznSocRecep', fit(input.receiver.name, 100)),
    el('DirRecep', input.receiver.address ? fit(input.receiver.address, 70) : undefined),
    el('CmnaRecep', input.receiver.commune ? fit(input.receiver.commune, 20) : undefined),
  );

const details = (input: DteInput): string =>
  input.items
    .map((item, index) =>
      node(
        'Detalle',
        el('NroLinDet', index + 1),
        (input.type === 61 && isExempt(input)) || item.exempt ? el('IndExe', 1) : '',
        el('NmbItem', fit(item.name, 80)),
        el('QtyItem', 1),
        el('PrcItem', item.amount),
        el('MontoItem', item.amount),
      ),
    )
    .join('');

const references = (input: DteInput): string => {
  const ref = input.reference;
  if (!ref) return '';
  const fields = [el('NroLinRef', 1), el('TpoDocRef', ref.type), el('FolioRef', ref.folio)];
  if (input.type === 61) fields.push(el('FchRef', ref.date));
  fields.push(el('CodRef', 1), el('RazonRef', fit(ref.reason, 90)));
  return node('Referencia', ...fields);
};

/**
 * The unsigned `<DTE>` (Documento with its timbre) of a boleta 39/41 or a nota de crédito 61.
 * Boletas follow EnvioBOLETA_v11.xsd; a 61 follows DTE_v10.xsd.
 */
export const buildDte = (input: DteInput): { xml: string; dd: string; id: string } => {
  if (input.items.length === 0) throw new Error('a DTE needs at least one line');
  const total = input.items.reduce((sum, item) => sum + item.amount, 0);
  const date = siiDate(input.issuedAt);
  const timestamp = siiTimestamp(input.issuedAt);
  const { ted, dd } = buildTed({
    caf: input.caf,
    issuerRut: input.issuer.rut,
    folio: input.folio,
    date,
    receiverRut: input.receiver.rut,
    receiverName: input.receiver.name,
    total,
    firstItem: input.items[0]!.name,
    timestamp,
  });
  const header =
    input.type === 61 ? creditNoteHeader(input, total, date) : boletaHeader(input, total, date);
  const id = documentId(input.type, input.folio);
  const documento = `<Documento ID="${id}">${header}${details(input)}${references(input)}${ted}${el('TmstFirma', timestamp)}</Documento>`;
  return { xml: `<DTE xmlns="${SII_NAMESPACE}" version="1.0">${documento}</DTE>`, dd, id };
};
