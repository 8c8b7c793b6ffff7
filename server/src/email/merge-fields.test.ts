import { describe, expect, it } from 'vitest';
import { renderMergeHtml, renderMergeSubject, unknownMergeFields } from './merge-fields.ts';

describe('merge fields', () => {
  it('fills known fields and escapes their values in HTML', () => {
    const html = renderMergeHtml(
      '<p>Hola {{ nombre }}, debes {{monto_pendiente}} en {{academia}}</p>',
      {
        nombre: '<img src=x onerror=alert(1)> & "Ana"',
        monto_pendiente: '$12.345',
        academia: 'Sol',
      },
    );
    expect(html).toBe(
      '<p>Hola &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Ana&quot;, debes $12.345 en Sol</p>',
    );
  });

  it('renders a missing value as empty and leaves unknown fields untouched', () => {
    expect(renderMergeHtml('{{plan}}|{{otro}}', {})).toBe('|{{otro}}');
  });

  it('keeps subjects on one line', () => {
    expect(renderMergeSubject('Hola {{nombre}}', { nombre: 'Ana\r\nBcc: x@y.cl' })).toBe(
      'Hola Ana Bcc: x@y.cl',
    );
  });

  it('{{link_pago}} in the text is a link to tap; inside href it stays the URL', () => {
    const merge = { link_pago: 'https://a.cl/client/payments#enlace=p1.a.b.c' };
    expect(renderMergeHtml('<p>Paga aquí: {{link_pago}}</p>', merge)).toBe(
      '<p>Paga aquí: <a href="https://a.cl/client/payments#enlace=p1.a.b.c"><strong>Pagar en línea</strong></a></p>',
    );
    expect(renderMergeHtml('<a href="{{ link_pago }}">pagar</a>', merge)).toBe(
      '<a href="https://a.cl/client/payments#enlace=p1.a.b.c">pagar</a>',
    );
    expect(renderMergeHtml('<p>{{link_pago}}</p>', {})).toBe('<p></p>');
  });

  it('lists unknown fields once', () => {
    expect(unknownMergeFields('{{nombre}} {{apellido}} {{apellido}} {{ saldo }}')).toEqual([
      'apellido',
      'saldo',
    ]);
  });
});

describe('merged values inside attributes', () => {
  it('cannot become a javascript: link once the message is built', async () => {
    const { buildMessage } = await import('./build-message.ts');
    const message = buildMessage(
      {
        kind: 'masivo',
        subject: 'x',
        html: '<p><a href="{{nombre}}">clic</a></p>',
        to: { email: 'a@b.cl', name: 'A' },
        merge: { nombre: 'javascript:alert(1)' },
        messageId: '<m@x>',
      },
      { from: 'x@y.cl', publicUrl: 'https://a.cl', unsubscribeSecret: 'secret-secret-secret' },
    );
    expect(String(message.html)).not.toContain('javascript:');
    expect(String(message.html)).toContain('>clic</a>');
  });
});
