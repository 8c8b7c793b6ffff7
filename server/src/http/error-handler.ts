import type { FastifyError, FastifyInstance } from 'fastify';
import { pgErrorOf } from '../db/pg-error.ts';
import { HttpError } from './http-error.ts';

/** Messages for the constraints a user can hit with valid-looking input. */
const constraintMessages: Record<string, { message: string; field?: string }> = {
  users_rut_unique: { message: 'Ya existe una persona registrada con ese RUT.', field: 'data.rut' },
  users_username_unique: {
    message: 'Ese nombre de usuario ya está en uso.',
    field: 'data.username',
  },
  academies_name_unique: { message: 'Ya existe una academia con ese nombre.', field: 'data.name' },
  plans_academy_name_unique: {
    message: 'La academia ya tiene un plan con ese nombre.',
    field: 'data.name',
  },
  enrolments_open_unique: { message: 'El alumno ya está inscrito en ese plan.' },
  academy_percents_unique_from: {
    message: 'Ese profesor ya tiene un porcentaje desde ese mes.',
    field: 'data.validFrom',
  },
  transbank_commissions_valid_from_unique: {
    message: 'Ya hay una comisión vigente desde esa fecha.',
    field: 'data.validFrom',
  },
};

/**
 * One error handler: Spanish `{ message, field?, code? }` for everything the client caused,
 * and a generic message for 5xx (details only in the log, with the request id).
 */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, field: error.field, code: error.code });
    }
    const pg = pgErrorOf(error);
    if (pg?.code === '23505') {
      const known = pg.constraint ? constraintMessages[pg.constraint] : undefined;
      return reply.status(409).send({
        message: known?.message ?? 'Ya existe un registro con esos datos.',
        field: known?.field,
        code: 'duplicado',
      });
    }
    if (pg?.code === '23503') {
      return reply.status(409).send({
        message: 'La operación no es posible: el registro está relacionado con otros datos.',
        code: 'en_uso',
      });
    }
    // Class 22 is "data exception" (a value the column cannot hold: out of range, bad date or
    // text, NUL): the input caused it, so it is a 400, never a 5xx. The contract should refuse
    // such values first; this keeps a value it missed from turning into an error page.
    // A write into a closed month (drizzle/0019_closed_month_guards.sql): its message is Spanish and names the month.
    if (pg?.constraint === 'month_closed') {
      return reply
        .status(409)
        .send({ message: pg.message ?? 'Ese mes está cerrado.', code: 'mes_cerrado' });
    }
    if (pg?.code === '23514' || pg?.code?.startsWith('22')) {
      return reply.status(400).send({
        message: 'Los datos enviados no cumplen las reglas del sistema.',
        code: 'validacion',
      });
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return reply
        .status(400)
        .send({ message: 'El cuerpo de la solicitud no es un JSON válido.', code: 'validacion' });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .status(413)
        .send({ message: 'La solicitud es demasiado grande.', code: 'demasiado_grande' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .status(415)
        .send({ message: 'Tipo de contenido no admitido.', code: 'tipo_no_admitido' });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({
        message: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
        code: 'demasiados_intentos',
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ message: 'La solicitud no es válida.', code: 'solicitud_invalida' });
    }
    request.log.error({ err: error }, 'error no controlado');
    return reply.status(500).send({
      message: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.',
      code: 'error_interno',
    });
  });
};
