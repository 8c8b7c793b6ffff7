import { describe, expect, it } from 'vitest';
import { generateResultText } from './generate-charges-form.tsx';

describe('generateResultText', () => {
  it('tells how many charges a run created, and that a repeat created none', () => {
    expect(generateResultText({ period: '2026-11', created: 12, markedOverdue: 0 })).toBe(
      'Se crearon 12 cobros para noviembre 2026.',
    );
    expect(generateResultText({ period: '2026-11', created: 1, markedOverdue: 2 })).toBe(
      'Se creó 1 cobro para noviembre 2026. 2 cobros quedaron vencidos.',
    );
    expect(generateResultText({ period: '2026-11', created: 0, markedOverdue: 0 })).toBe(
      'No había cobros nuevos que generar para noviembre 2026; los ya generados no se duplican.',
    );
  });
});
