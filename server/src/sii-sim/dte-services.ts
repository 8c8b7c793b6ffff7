import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ENVIO_STATES,
  readSoapCall,
  siiRespuesta,
  soapFault,
  soapReturn,
} from '../sii-protocol/wire-format.ts';
import type { SiiSimState } from './state.ts';
import { cookieToken, receiveEnvelope, uploadOf } from './receive.ts';
import { tokenFor } from './token-request.ts';

type Operation = { params: string[]; answer: (params: Record<string, string>) => string };

/** The SII's `2026-11-26 10:22:23` (the simulator's clock, UTC). */
const stamp = () => new Date().toISOString().slice(0, 19).replace('T', ' ');
const header = (...fields: [string, string | number][]) => fields;
const attention = () => `${randomInt(1, 1e6)} (${stamp()})`;

/** The answer of the SOAP queries to a token the simulator did not issue (or that expired). */
const noToken = () =>
  siiRespuesta(
    header(['ESTADO', '001'], ['GLOSA', 'TOKEN NO EXISTE (simulador)']),
    [],
    'header-first',
  );

const body = (reply: FastifyReply, status: number, type: string, text: string) =>
  reply.code(status).type(type).send(text);

/**
 * The SII's classic DTE services, offline, at their real paths: CrSeed (getSeed),
 * GetTokenFromSeed (getToken: the signed semilla checked against the certificate in it),
 * QueryEstUp (getEstUp: SOK on the first query of a good envío, then EPR with the counts; RSC,
 * RFR or RCT for an envelope rejected whole), QueryEstDte (getEstDte: DOK when the folio was
 * received, FAU when not) and the DTEUpload CGI (multipart with the token as cookie TOKEN,
 * answering RECEPCIONDTE with STATUS 0 and a TRACKID, or STATUS 5 without a valid token).
 */
export const dteServices = async (app: FastifyInstance, state: SiiSimState): Promise<void> => {
  const jws = (service: string, operations: Record<string, Operation>) =>
    app.post(`/DTEWS/${service}.jws`, async (request: FastifyRequest, reply) => {
      const xml = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
      const call = readSoapCall(xml);
      const operation = call ? operations[call.operation] : undefined;
      if (!call || !operation)
        return body(
          reply,
          500,
          'text/xml; charset=utf-8',
          soapFault(`No such operation '${call?.operation ?? ''}'`),
        );
      state.dteCalls.push({ service, operation: call.operation, params: call.params });
      const missing = operation.params.filter((p) => !(p in call.params));
      if (missing.length)
        return body(
          reply,
          500,
          'text/xml; charset=utf-8',
          soapFault(`Faltan parámetros: ${missing.join(', ')}`),
        );
      return body(
        reply,
        200,
        'text/xml; charset=utf-8',
        soapReturn(call.operation, operation.answer(call.params)),
      );
    });

  jws('CrSeed', {
    getSeed: {
      params: [],
      answer: () => {
        const seed = String(randomInt(1e11, 1e12)).padStart(12, '0');
        state.dteSeeds.add(seed);
        return siiRespuesta(header(['ESTADO', '00']), [['SEMILLA', seed]]);
      },
    },
  });

  jws('GetTokenFromSeed', {
    getToken: {
      params: ['pszXml'],
      answer: ({ pszXml }) => {
        const token = tokenFor(pszXml ?? '', state.dteSeeds, state.dteTokens);
        return token
          ? siiRespuesta(header(['ESTADO', '00'], ['GLOSA', 'Token Creado']), [['TOKEN', token]])
          : siiRespuesta(
              header(
                ['ESTADO', '10'],
                ['GLOSA', 'Semilla inválida o firma incorrecta (simulador)'],
              ),
            );
      },
    },
  });

  jws('QueryEstUp', {
    getEstUp: {
      params: ['RutCompania', 'DvCompania', 'TrackId', 'Token'],
      answer: (p) => {
        if (!state.dteTokens.has(p.Token ?? '')) return noToken();
        const envio = state.envios.get(String(Number(p.TrackId)));
        if (!envio || envio.kind !== 'dte' || envio.rut !== `${p.RutCompania}-${p.DvCompania}`)
          return siiRespuesta(
            header(['ESTADO', '-11'], ['GLOSA', 'TrackId no corresponde a la empresa (simulador)']),
            [],
            'header-first',
          );
        envio.queries += 1;
        const code = { schema: 'RSC', firma: 'RFR', caratula: 'RCT' } as const;
        const estado = envio.errorKind
          ? code[envio.errorKind]
          : envio.queries === 1
            ? 'SOK'
            : 'EPR';
        const hdr = header(
          ['TRACKID', envio.trackId],
          ['ESTADO', estado],
          ['GLOSA', ENVIO_STATES[estado]],
          ['NUM_ATENCION', attention()],
        );
        if (estado !== 'EPR') return siiRespuesta(hdr, [], 'header-first');
        const rejected = envio.documents.filter((d) => envio.error || d.error).length;
        return siiRespuesta(
          hdr,
          [
            ['TIPO_DOCTO', envio.documents[0]?.type ?? 61],
            ['INFORMADOS', envio.documents.length],
            ['ACEPTADOS', envio.documents.length - rejected],
            ['RECHAZADOS', rejected],
            ['REPAROS', 0],
          ],
          'header-first',
        );
      },
    },
  });

  jws('QueryEstDte', {
    getEstDte: {
      params: [
        'RutConsultante',
        'DvConsultante',
        'RutCompania',
        'DvCompania',
        'RutReceptor',
        'DvReceptor',
        'TipoDte',
        'FolioDte',
        'FechaEmisionDte',
        'MontoDte',
        'Token',
      ],
      answer: (p) => {
        if (!state.dteTokens.has(p.Token ?? '')) return noToken();
        const held = state.byFolio.has(
          `${p.RutCompania}-${p.DvCompania}-${p.TipoDte}-${p.FolioDte}`,
        );
        const [estado, glosa] = held
          ? ['DOK', 'Documento Recibido por el SII. Datos Coinciden con los Registrados']
          : ['FAU', 'Documento No Recibido por el SII'];
        return siiRespuesta(
          header(
            ['ESTADO', estado],
            ['GLOSA_ESTADO', glosa],
            ['ERR_CODE', 0],
            ['NUM_ATENCION', attention()],
          ),
          [],
          'header-first',
        );
      },
    },
  });

  app.post('/cgi_dte/UPL/DTEUpload', async (request, reply) => {
    const token = cookieToken(request);
    state.dteCalls.push({ service: 'DTEUpload', operation: 'upload', params: {}, cookie: token });
    const upload = await uploadOf(request.body);
    const fields = (list: [string, string][]) =>
      `<?xml version="1.0"?><RECEPCIONDTE>${list.map(([k, v]) => `<${k}>${v}</${k}>`).join('')}</RECEPCIONDTE>`;
    const answer = (list: [string, string][]) =>
      body(reply, 200, 'text/xml; charset=ISO-8859-1', fields(list));
    if (!state.dteTokens.has(token ?? '')) return answer([['STATUS', '5']]);
    if (!upload)
      return answer([
        ['STATUS', '2'],
        [
          'DETAIL',
          '<ERROR>Se espera multipart/form-data con rutSender, dvSender, rutCompany, dvCompany y archivo</ERROR>',
        ],
      ]);
    const { trackId } = await receiveEnvelope(state, 'dte', upload);
    return answer([
      ['RUTSENDER', upload.sender],
      ['RUTCOMPANY', upload.company],
      ['FILE', upload.filename],
      ['TIMESTAMP', stamp()],
      ['STATUS', '0'],
      ['TRACKID', trackId.padStart(10, '0')],
    ]);
  });
};
