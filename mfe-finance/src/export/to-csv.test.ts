import { describe, expect, it } from 'vitest';
import { toCsv } from './to-csv.ts';

describe('toCsv', () => {
  it('writes a BOM, ; separators and quotes where needed', () => {
    const csv = toCsv(
      [
        { header: 'Descripción', value: (r: { d: string; a: number }) => r.d },
        { header: 'Monto', value: (r) => r.a },
      ],
      [
        { d: 'Arriendo; sala "A"', a: 250000 },
        { d: '=HYPERLINK("x")', a: 1 },
      ],
    );
    expect(csv).toBe(
      '\uFEFFDescripción;Monto\r\n"Arriendo; sala ""A""";250000\r\n"\'=HYPERLINK(""x"")";1',
    );
  });
});
