import { describe, expect, it } from 'vitest';
import { unknownMergeFields } from '../email/merge-fields.ts';
import { sanitizeEmailHtml } from '../email/sanitize-email-html.ts';
import { demoEmailTemplates } from './email-templates.ts';

describe('demo e-mail templates', () => {
  it('use only known merge fields and survive sanitising unchanged in meaning', () => {
    for (const t of demoEmailTemplates) {
      expect(unknownMergeFields(t.subject + t.html), t.name).toEqual([]);
      const clean = sanitizeEmailHtml(t.html);
      expect(clean.match(/\{\{\w+\}\}/g), t.name).toEqual(t.html.match(/\{\{\w+\}\}/g));
    }
    expect(sanitizeEmailHtml(demoEmailTemplates[0]!.html)).toContain('href="{{link_pago}}"');
  });
});
