import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/db-handle.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailImages,
  emailOptOuts,
  emailOutbox,
  emailSends,
  emailTemplates,
  payments,
} from '../../db/schema/index.ts';
import { createSmtpTransport } from '../../email/email-transport.ts';
import { createOutboxWorker } from '../../email/outbox-worker.ts';
import {
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../email/test-support/test-smtp-server.ts';
import { createUnsubscribeToken } from '../../email/unsubscribe-token.ts';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/test-app.ts';
import { emailModule } from './routes.ts';

const png =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

let t: TestApp;
let smtp: TestSmtpServer;

const post = (as: FixtureUser | null, url: string, payload: unknown) =>
  t.call(as, { method: 'POST', url, payload: payload as object });
const get = (as: FixtureUser | null, url: string) => t.call(as, { method: 'GET', url });

const saveTemplate = async (as: FixtureUser, data: object) => {
  const response = await post(as, '/api/v1/saveEmailDB', { data });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; html: string; subject: string; canEdit: boolean };
};

beforeAll(async () => {
  t = await createTestApp({
    modules: [emailModule],
    env: { PUBLIC_URL: 'https://academias.example' },
  });
  smtp = await startTestSmtpServer(2526);
});

afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

describe('e-mail API: access', () => {
  it('refuses students, guardians and anonymous callers on every e-mail call', async () => {
    const calls: [string, string, object?][] = [
      ['GET', '/api/v1/getEmails/'],
      ['GET', '/api/v1/getallRecipients/?mode=todos'],
      ['GET', '/api/v1/getHistoryEmails/'],
      ['GET', '/api/v1/getEmailsByTemplates/?id=1'],
      ['POST', '/api/v1/saveEmailDB', { data: { name: 'x', subject: 'x', html: '<p>x</p>' } }],
      [
        'POST',
        '/api/v1/sendEmailByRecipients',
        { data: { templateId: 1, recipients: { mode: 'todos' } } },
      ],
      ['POST', '/api/v1/saveEmailImgs', { data: { content: png } }],
      ['POST', '/api/v1/deleteEmailDB', { data: { id: 1 } }],
      ['POST', '/api/v1/sendEmailConfirmation', { data: { paymentId: 1 } }],
    ];
    for (const [method, url, payload] of calls) {
      for (const as of ['studentA', 'guardian'] as const) {
        const response = await t.call(as, { method: method as 'GET', url, payload });
        expect(response.statusCode, `${as} ${url}`).toBe(403);
      }
      expect((await t.call(null, { method: method as 'GET', url, payload })).statusCode, url).toBe(
        401,
      );
    }
    // Confirmations are for administrators (and the payment flow), not teachers.
    expect(
      (await post('teacherA', '/api/v1/sendEmailConfirmation', { data: { paymentId: 1 } }))
        .statusCode,
    ).toBe(403);
    expect(await t.count(emailTemplates)).toBe(0);
  });
});

describe('e-mail API: templates', () => {
  it('stores templates sanitised: no script, handlers or javascript: links; formatting and images kept', async () => {
    const saved = await saveTemplate('admin', {
      name: 'Bienvenida',
      subject: 'Hola {{nombre}}<script>x</script>',
      html: '<p onmouseover="x()">Hola <strong>{{nombre}}</strong></p><script>alert(1)</script><a href="javascript:alert(1)">mal</a><img src="https://academias.example/a.png" onerror="x()" alt="logo">',
    });
    expect(saved.html).toBe(
      '<p>Hola <strong>{{nombre}}</strong></p><a target="_blank" rel="noopener noreferrer">mal</a><img src="https://academias.example/a.png" alt="logo" />',
    );
    expect(saved.subject).toBe('Hola {{nombre}}');
  });

  it('rejects unknown merge fields and bad input with a Spanish 400 naming the field, writing nothing', async () => {
    const before = await t.count(emailTemplates);
    const unknown = await post('admin', '/api/v1/saveEmailDB', {
      data: { name: 'X', subject: 'Hola', html: '<p>{{apellido}}</p>' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      field: 'data.html',
      message: expect.stringContaining('{{apellido}}'),
    });
    const onlyScript = await post('admin', '/api/v1/saveEmailDB', {
      data: { name: 'X', subject: 'Hola', html: '<script>x</script>' },
    });
    expect(onlyScript.statusCode).toBe(400);
    const noName = await post('admin', '/api/v1/saveEmailDB', {
      data: { subject: 'Hola', html: '<p>x</p>' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().field).toContain('name');
    expect(await t.count(emailTemplates)).toBe(before);
  });

  it('searches templates by name or subject, `%` and `_` as letters', async () => {
    const sale = await saveTemplate('admin', {
      name: 'Descuento 50% marzo',
      subject: 'Matrícula',
      html: '<p>x</p>',
    });
    await saveTemplate('admin', { name: 'Descuento 500 marzo', subject: 'Otro', html: '<p>x</p>' });
    const found = async (search: string) =>
      (
        (await get('admin', `/api/v1/getEmails/?search=${encodeURIComponent(search)}`)).json() as {
          items: { id: number }[];
        }
      ).items.map((i) => i.id);
    expect(await found('50%')).toEqual([sale.id]);
    expect(await found('MATRÍ')).toContain(sale.id);
    expect(await found('descuento_5')).toEqual([]);
  });

  it("shares admin templates with teachers read-only; a teacher's own are hidden from other teachers", async () => {
    const adminTemplate = await saveTemplate('admin', {
      name: 'Aviso general',
      subject: 'Aviso',
      html: '<p>Aviso</p>',
    });
    const own = await saveTemplate('teacherA', {
      name: 'Ensayo',
      subject: 'Ensayo',
      html: '<p>Ensayo {{academia}}</p>',
    });
    const listA = (await get('teacherA', '/api/v1/getEmails/')).json() as {
      items: { id: number; canEdit: boolean }[];
    };
    expect(listA.items.find((i) => i.id === adminTemplate.id)?.canEdit).toBe(false);
    expect(listA.items.find((i) => i.id === own.id)?.canEdit).toBe(true);
    const edit = await post('teacherA', '/api/v1/saveEmailDB', {
      data: { id: adminTemplate.id, name: 'Mío', subject: 'x', html: '<p>x</p>' },
    });
    expect(edit.statusCode).toBe(403);
    expect(
      (await post('teacherA', '/api/v1/deleteEmailDB', { data: { id: adminTemplate.id } }))
        .statusCode,
    ).toBe(403);
    const listB = (await get('teacherB', '/api/v1/getEmails/')).json() as {
      items: { id: number }[];
    };
    expect(listB.items.map((i) => i.id)).not.toContain(own.id);
    expect((await get('teacherB', `/api/v1/getEmailsByTemplates/?id=${own.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await post('teacherB', '/api/v1/deleteEmailDB', { data: { id: own.id } })).statusCode,
    ).toBe(404);
    expect(
      (await post('teacherA', '/api/v1/deleteEmailDB', { data: { id: own.id } })).statusCode,
    ).toBe(200);
    expect((await get('teacherA', `/api/v1/getEmailsByTemplates/?id=${own.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('e-mail API: recipients and preview', () => {
  it("counts recipients per filter within the caller's scope and lists the skipped ones", async () => {
    const all = (await get('admin', '/api/v1/getallRecipients/?mode=todos')).json();
    expect(all).toMatchObject({ total: 2, sendable: 2, skipped: 0 });
    const teacher = (await get('teacherA', '/api/v1/getallRecipients/?mode=todos')).json();
    expect(teacher.items.map((i: { name: string }) => i.name)).toEqual(['Camila Castro']);
    const pending = (
      await get(
        'admin',
        `/api/v1/getallRecipients/?mode=academia&academyId=${t.fixture.academies.academyB.id}`,
      )
    ).json();
    expect(pending.items.map((i: { name: string }) => i.name)).toEqual(['Diego Díaz']);
    // `%` and `_` in the search are letters, not wildcards.
    for (const search of ['%25', '_'])
      expect(
        (await get('admin', `/api/v1/getallRecipients/?mode=todos&search=${search}`)).json(),
      ).toMatchObject({ total: 0 });

    await t.database.db.insert(emailOptOuts).values({ email: 'alumno.b@correo.cl' });
    const withOptOut = (await get('admin', '/api/v1/getallRecipients/?mode=todos')).json();
    expect(withOptOut).toMatchObject({ total: 2, sendable: 1, skipped: 1 });
    expect(withOptOut.skippedItems).toEqual([
      expect.objectContaining({ name: 'Diego Díaz', skipReason: 'Se dio de baja de los correos' }),
    ]);
    await t.database.db.execute(sql`delete from email_opt_outs`);
  });

  it('keeps teachers inside their academies: other academies, plans and students answer 404', async () => {
    const { academyB } = t.fixture.academies;
    expect(
      (await get('teacherA', `/api/v1/getallRecipients/?mode=academia&academyId=${academyB.id}`))
        .statusCode,
    ).toBe(200);
    const tpl = await saveTemplate('teacherA', { name: 'Propio', subject: 'x', html: '<p>x</p>' });
    const before = await t.count(emailOutbox);
    const otherAcademy = await post('teacherA', '/api/v1/sendEmailByRecipients', {
      data: { templateId: tpl.id, recipients: { mode: 'academia', academyId: academyB.id } },
    });
    expect(otherAcademy.statusCode).toBe(404);
    const otherPlan = await post('teacherA', '/api/v1/sendEmailByRecipients', {
      data: { templateId: tpl.id, recipients: { mode: 'plan', planId: t.fixture.plans.planB.id } },
    });
    expect(otherPlan.statusCode).toBe(404);
    const otherStudent = await post('teacherA', '/api/v1/sendEmailByRecipients', {
      data: {
        templateId: tpl.id,
        recipients: { mode: 'seleccion', userIds: [t.fixture.users.studentB.id] },
      },
    });
    expect(otherStudent.statusCode).toBe(404);
    const preview = await post('teacherA', '/api/v1/previewEmail', {
      data: { subject: 'x', html: '<p>{{nombre}}</p>', userId: t.fixture.users.studentB.id },
    });
    expect(preview.statusCode).toBe(404);
    expect(await t.count(emailOutbox)).toBe(before);
  });

  it("previews a draft with a real recipient's data, escaped and sanitised", async () => {
    const response = await post('admin', '/api/v1/previewEmail', {
      data: {
        subject: 'Saldo de {{nombre}}',
        html: '<p>{{nombre}} ({{rut}}) debe {{monto_pendiente}} en {{academia}}, plan {{plan}}</p><img src=x onerror=alert(1)>',
        userId: t.fixture.users.studentA.id,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      subject: 'Saldo de Camila Castro',
      html: '<p>Camila Castro (15.555.555-6) debe $30.000 en Academia de Música, plan Piano mensual</p><img src="x" />',
      recipientName: 'Camila Castro',
    });
  });

  it('validates filters: a mode needs its field, ids must be numbers', async () => {
    const missing = await get('admin', '/api/v1/getallRecipients/?mode=plan');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/plan/);
    expect((await get('admin', '/api/v1/getallRecipients/?mode=nadie')).statusCode).toBe(400);
    expect(
      (await get('admin', '/api/v1/getallRecipients/?mode=seleccion&userIds=a,b')).statusCode,
    ).toBe(400);
  });
});

describe('e-mail API: sending, history and delivery', () => {
  it('queues one row per recipient, delivers them over SMTP and shows the counts in the history', async () => {
    const tpl = await saveTemplate('admin', {
      name: 'Cobranza',
      subject: 'Saldo pendiente {{nombre}}',
      html: '<p>Hola {{nombre}}, tu saldo es {{monto_pendiente}}.</p>',
    });
    const sent = await post('admin', '/api/v1/sendEmailByRecipients', {
      data: { templateId: tpl.id, recipients: { mode: 'todos' } },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ queued: 2, skipped: 0 });
    const { sendId } = sent.json() as { sendId: number };

    const pendingHistory = (await get('admin', '/api/v1/getHistoryEmails/')).json();
    expect(pendingHistory.items[0]).toMatchObject({
      id: sendId,
      templateName: 'Cobranza',
      authorName: 'Ana Administradora',
      counts: { pendiente: 2, enviado: 0 },
    });

    // A permanent refusal that is not about the address (554): failed, retried on request. A 550-553
    // would mark the address as bouncing instead (modules/email-delivery).
    smtp.setRule((addr) =>
      addr === 'alumno.b@correo.cl' ? { code: 554, message: 'Rechazado por politica' } : null,
    );
    const worker = createOutboxWorker({
      db: t.database.db,
      transport: createSmtpTransport(smtp.url),
      ratePerSecond: 100,
      maxAttempts: 3,
      from: 'Academias <no-responder@academias.local>',
      publicUrl: 'https://academias.example',
      unsubscribeSecret: t.app.emailConfig.unsubscribeSecret,
    });
    await worker.runOnce();
    expect(smtp.received.map((m) => m.to)).toEqual(['alumno.a@correo.cl']);
    expect(smtp.received[0]?.raw).toContain('Hola Camila Castro, tu saldo es $30.000.');

    const history = (await get('admin', '/api/v1/getHistoryEmails/')).json();
    expect(history.items[0]).toMatchObject({
      id: sendId,
      total: 2,
      counts: { pendiente: 0, enviado: 1, fallido: 1, omitido: 0 },
    });
    const recipients = (
      await get('admin', `/api/v1/getHistoryEmailRecipients/${sendId}?state=fallido`)
    ).json();
    expect(recipients.items).toEqual([
      expect.objectContaining({
        name: 'Diego Díaz',
        state: 'fallido',
        reason: expect.stringContaining('554'),
      }),
    ]);

    // Teachers do not see the administrator's sends.
    expect((await get('teacherA', `/api/v1/getHistoryEmailRecipients/${sendId}`)).statusCode).toBe(
      404,
    );
    expect(
      (await post('teacherA', '/api/v1/resendFailedEmails', { data: { sendId } })).statusCode,
    ).toBe(404);

    smtp.setRule(() => null);
    const resend = await post('admin', '/api/v1/resendFailedEmails', { data: { sendId } });
    expect(resend.json()).toEqual({ requeued: 1 });
    await worker.runOnce();
    expect(smtp.received.map((m) => m.to).sort()).toEqual([
      'alumno.a@correo.cl',
      'alumno.b@correo.cl',
    ]);
    const after = (await get('admin', '/api/v1/getHistoryEmails/')).json();
    expect(after.items[0].counts).toMatchObject({ enviado: 2, fallido: 0 });
    // Delivered rows were not touched by the resend.
    expect(smtp.received.filter((m) => m.to === 'alumno.a@correo.cl')).toHaveLength(1);
  });

  it("sends a test to the caller's own address with a real recipient's data", async () => {
    const response = await post('teacherA', '/api/v1/sendTestEmail', {
      data: { subject: 'Prueba {{nombre}}', html: '<p>{{nombre}}</p>' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().to).toBe('profe.a@correo.cl');
    const [row] = await selectRows<{ email: string; merge: { nombre: string } }>(
      t.database.db,
      sql`select email, merge from email_outbox where send_id = ${response.json().sendId}`,
    );
    expect(row).toMatchObject({ email: 'profe.a@correo.cl', merge: { nombre: 'Camila Castro' } });
  });

  it('refuses a send that cannot reach anybody or names a missing template, writing nothing', async () => {
    const sends = await t.count(emailSends);
    const missing = await post('admin', '/api/v1/sendEmailByRecipients', {
      data: { templateId: 999999, recipients: { mode: 'todos' } },
    });
    expect(missing.statusCode).toBe(404);
    const noTemplateId = await post('admin', '/api/v1/sendEmailByRecipients', {
      data: { recipients: { mode: 'todos' } },
    });
    expect(noTemplateId.statusCode).toBe(400);
    const tpl = await saveTemplate('admin', { name: 'Vacío', subject: 'x', html: '<p>x</p>' });
    await t.database.db.execute(
      sql`update users set email = null where id = ${t.fixture.users.studentB.id}`,
    );
    const nobody = await post('admin', '/api/v1/sendEmailByRecipients', {
      data: {
        templateId: tpl.id,
        recipients: { mode: 'seleccion', userIds: [t.fixture.users.studentB.id] },
      },
    });
    expect(nobody.statusCode).toBe(400);
    await t.database.db.execute(
      sql`update users set email = 'alumno.b@correo.cl' where id = ${t.fixture.users.studentB.id}`,
    );
    expect(await t.count(emailSends)).toBe(sends);
  });
});

describe('e-mail API: images', () => {
  it('stores a real image once and serves it publicly by URL', async () => {
    const first = await post('teacherA', '/api/v1/saveEmailImgs', {
      data: { name: 'logo.png', content: `data:image/png;base64,${png}` },
    });
    expect(first.statusCode, first.body).toBe(200);
    const { url, mime } = first.json() as { url: string; mime: string };
    expect(mime).toBe('image/png');
    expect(url).toMatch(/^https:\/\/academias\.example\/api\/v1\/emailImages\/[0-9a-f]{64}\.png$/);
    const again = await post('admin', '/api/v1/saveEmailImgs', { data: { content: png } });
    expect(again.json().url).toBe(url);
    expect(await t.count(emailImages)).toBe(1);
    const served = await get(null, new URL(url).pathname);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(Buffer.from(png, 'base64'))).toBe(true);
    expect((await get(null, '/api/v1/emailImages/' + '0'.repeat(64) + '.png')).statusCode).toBe(
      404,
    );
  });

  it('refuses SVG, HTML, bad base64 and oversized files', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString(
      'base64',
    );
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    const big = Buffer.concat([Buffer.from(png, 'base64'), Buffer.alloc(720 * 1024)]).toString(
      'base64',
    );
    for (const content of [svg, html, 'esto no es base64', big]) {
      const response = await post('admin', '/api/v1/saveEmailImgs', { data: { content } });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().message).toBeTruthy();
    }
    expect(await t.count(emailImages)).toBe(1);
  });
});

describe('e-mail API: unsubscribe and payment confirmation', () => {
  it('opts out only with a valid signed token, after a confirmation click', async () => {
    const secret = t.app.emailConfig.unsubscribeSecret;
    const token = encodeURIComponent(createUnsubscribeToken('alumno.a@correo.cl', secret));
    const page = await get(null, `/api/v1/unsubscribeEmail?token=${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Darme de baja');
    expect(await t.count(emailOptOuts)).toBe(0);
    const forged = encodeURIComponent(
      createUnsubscribeToken('alumno.a@correo.cl', 'otro-secreto-cualquiera'),
    );
    expect(
      (await t.call(null, { method: 'POST', url: `/api/v1/unsubscribeEmail?token=${forged}` }))
        .statusCode,
    ).toBe(400);
    const oneClick = await t.call(null, {
      method: 'POST',
      url: `/api/v1/unsubscribeEmail?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await t.count(emailOptOuts)).toBe(1);
    const recipients = (await get('admin', '/api/v1/getallRecipients/?mode=todos')).json();
    expect(recipients.skippedItems.map((r: { name: string }) => r.name)).toEqual(['Camila Castro']);
    await t.database.db.execute(sql`delete from email_opt_outs`);
  });

  it('queues one confirmation per approved payment, however often it is asked', async () => {
    const { studentA } = t.fixture.users;
    const [payment] = await t.database.db
      .insert(payments)
      .values({
        buyOrder: 'OC-EMAIL-1',
        sessionId: 's',
        userId: studentA.id,
        method: 'efectivo',
        state: 'autorizada',
        amount: 30_000,
        paidAt: new Date('2026-03-01T15:00:00Z'),
      })
      .returning();
    await t.database.db.execute(
      sql`insert into payment_items (payment_id, charge_id, amount) values (${payment!.id}, ${t.fixture.charges.chargeA1.id}, 30000)`,
    );
    const first = await post('admin', '/api/v1/sendEmailConfirmation', {
      data: { paymentId: payment!.id },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().alreadyQueued).toBe(false);
    const second = await post('admin', '/api/v1/sendEmailConfirmation', {
      data: { paymentId: payment!.id },
    });
    expect(second.json()).toEqual({ sendId: first.json().sendId, alreadyQueued: true });
    const queued = await selectRows<{ email: string; html: string }>(
      t.database.db,
      sql`select o.email, s.html from email_outbox o join email_sends s on s.id = o.send_id where s.payment_id = ${payment!.id}`,
    );
    expect(queued).toHaveLength(1);
    expect(queued[0]?.email).toBe('alumno.a@correo.cl');
    expect(queued[0]?.html).toContain('$30.000');
    expect(queued[0]?.html).toContain('Mensualidad 2026-01');
    const [pendingPayment] = await t.database.db
      .insert(payments)
      .values({
        buyOrder: 'OC-EMAIL-2',
        sessionId: 's',
        userId: studentA.id,
        method: 'efectivo',
        state: 'creada',
        amount: 1000,
      })
      .returning();
    expect(
      (
        await post('admin', '/api/v1/sendEmailConfirmation', {
          data: { paymentId: pendingPayment!.id },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await post('admin', '/api/v1/sendEmailConfirmation', { data: { paymentId: 999999 } }))
        .statusCode,
    ).toBe(404);
  });
});
