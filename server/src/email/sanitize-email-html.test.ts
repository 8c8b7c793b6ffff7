import { describe, expect, it } from 'vitest';
import { sanitizeEmailHtml, sanitizeSubject } from './sanitize-email-html.ts';

describe('sanitizeEmailHtml', () => {
  it('strips scripts, event handlers, javascript: and data: URLs, iframes and forms', () => {
    const hostile = [
      '<p onclick="steal()">Hola <script>alert(1)</script>{{nombre}}</p>',
      '<a href="javascript:alert(1)">clic</a>',
      '<a href="JaVaScRiPt:alert(1)">clic2</a>',
      '<img src="data:image/png;base64,AAAA" onerror="x()">',
      '<img src="x" onerror="alert(1)">',
      '<iframe src="https://evil.example"></iframe>',
      '<form action="https://evil.example"><input name="rut"></form>',
      '<style>body{display:none}</style>',
      '<svg onload="alert(1)"><circle/></svg>',
      '<p style="position:fixed;background:url(javascript:x)">estilo</p>',
    ].join('');
    const clean = sanitizeEmailHtml(hostile);
    expect(clean).not.toMatch(
      /script|onclick|onerror|onload|javascript:|data:|iframe|form|input|style>|svg|position|url\(/i,
    );
    expect(clean).toContain('Hola {{nombre}}');
    expect(clean).toContain('<a target="_blank" rel="noopener noreferrer">clic</a>');
  });

  it('keeps images, links and basic formatting', () => {
    const html =
      '<h2 style="text-align: center">Aviso</h2><p><strong>Hola</strong> <em>{{nombre}}</em> <u>u</u> <s>s</s></p>' +
      '<ul><li>uno</li></ul><ol><li>dos</li></ol><blockquote>cita</blockquote>' +
      '<p><a href="https://academia.cl/pago">Pagar</a> <a href="mailto:hola@academia.cl">escribir</a></p>' +
      '<img src="https://academia.cl/api/v1/emailImages/abc.png" alt="logo" width="200">';
    const clean = sanitizeEmailHtml(html);
    expect(clean).toContain('<h2 style="text-align:center">Aviso</h2>');
    expect(clean).toContain('<strong>Hola</strong> <em>{{nombre}}</em> <u>u</u> <s>s</s>');
    expect(clean).toContain(
      '<ul><li>uno</li></ul><ol><li>dos</li></ol><blockquote>cita</blockquote>',
    );
    expect(clean).toContain('href="https://academia.cl/pago"');
    expect(clean).toContain('href="mailto:hola@academia.cl"');
    expect(clean).toContain(
      '<img src="https://academia.cl/api/v1/emailImages/abc.png" alt="logo" width="200" />',
    );
  });
});

describe('sanitizeSubject', () => {
  it('removes tags and line breaks (no header injection)', () => {
    expect(sanitizeSubject('Hola <b>{{nombre}}</b>\r\nBcc: todos@example.cl')).toBe(
      'Hola {{nombre}} Bcc: todos@example.cl',
    );
    expect(sanitizeSubject('Pago & cuotas')).toBe('Pago & cuotas');
  });
});
