import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/db-handle.ts';
import { sanitizeEmailHtml } from '../email/sanitize-email-html.ts';
import { emailTemplates } from '../db/schema/email.ts';

/** Templates an academy actually starts from; written by the first administrator. */
export const demoEmailTemplates = [
  {
    name: 'Recordatorio de pago',
    subject: 'Recordatorio: tienes {{monto_pendiente}} pendiente en {{academia}}',
    html:
      '<p>Hola {{nombre}},</p>' +
      '<p>Te recordamos que tienes un saldo pendiente de <strong>{{monto_pendiente}}</strong> en {{academia}} ({{plan}}).</p>' +
      '<p>Puedes pagar con tarjeta en nuestro portal, buscando tu RUT ({{rut}}): <a href="{{link_pago}}">ir al portal de pagos</a>.</p>' +
      '<p>Si ya pagaste, no consideres este mensaje.</p><p>Saludos cordiales.</p>',
  },
  {
    name: 'Bienvenida',
    subject: '¡Bienvenid@ a {{academia}}, {{nombre}}!',
    html:
      '<h2>¡Te damos la bienvenida!</h2>' +
      '<p>Hola {{nombre}}, nos alegra que te sumes a {{academia}} en el plan <strong>{{plan}}</strong>.</p>' +
      '<ul><li>Llega 10 minutos antes de tu primera clase.</li><li>Trae ropa cómoda y una botella de agua.</li></ul>' +
      '<p>Cualquier duda, responde este correo.</p>',
  },
  {
    name: 'Suspensión de clases',
    subject: 'Aviso: suspensión de clases en {{academia}}',
    html:
      '<p>Estimada familia de {{nombre}}:</p>' +
      '<p>Les informamos que las clases de {{academia}} se suspenden esta semana por mantención del recinto. ' +
      'Las clases se recuperarán durante el mes; les avisaremos las nuevas fechas.</p><p>Gracias por su comprensión.</p>',
  },
];

export const seedEmailTemplates = async (db: Db): Promise<void> => {
  const [admin] = await selectRows<{ id: number }>(
    db,
    sql`select id from users where type = 0 order by id limit 1`,
  );
  if (!admin) return;
  await db.insert(emailTemplates).values(
    demoEmailTemplates.map((t) => ({
      ...t,
      html: sanitizeEmailHtml(t.html),
      createdBy: admin.id,
    })),
  );
};
