import { describe, expect, it } from 'vitest';
import { buildMessage, type MessageInput } from './build-message.ts';

const settings = {
  from: 'Academias <no-responder@academias.cl>',
  publicUrl: 'https://academias.example',
  unsubscribeSecret: 'x'.repeat(32),
};
const message = (kind: MessageInput['kind']) =>
  buildMessage(
    {
      kind,
      subject: 'Hola',
      html: '<p>Hola {{nombre}}</p>',
      to: { email: 'ana@correo.cl', name: 'Ana' },
      merge: { nombre: 'Ana' },
      messageId: '<1@academias>',
    },
    settings,
  );

describe('transactional e-mails', () => {
  it.each(['confirmacion', 'acceso'] as const)(
    '%s carries no unsubscribe link or header',
    (kind) => {
      const m = message(kind);
      expect(m.headers).not.toHaveProperty('List-Unsubscribe');
      expect(String(m.html)).not.toContain('Dejar de recibir');
    },
  );

  it.each(['masivo', 'recordatorio'] as const)('%s offers the one-click unsubscribe', (kind) => {
    const m = message(kind);
    expect(m.headers).toHaveProperty('List-Unsubscribe');
    expect(String(m.html)).toContain('Dejar de recibir estos correos');
  });
});
