import type { RowSelection } from '@academias/shared/ui';
import { beforeEach, describe, expect, it } from 'vitest';
import { selectedPaymentRows } from './selected-payment-rows.ts';
import { spyOnCallApi } from '@academias/shared/testing';

const calls: Record<string, unknown>[] = [];

spyOnCallApi(async (_endpoint: unknown, input?: { query?: Record<string, unknown> }) => {
  const query = input?.query ?? {};
  calls.push(query);
  const ids = typeof query.ids === 'string' ? query.ids.split(',').map(Number) : [1, 2];
  return { items: ids.map((id) => ({ id })), total: ids.length, page: 1, pageSize: 100 };
});

const selection = (keys: number[], allOfFilter = false) =>
  ({ keys: new Set(keys), allOfFilter }) as unknown as Pick<RowSelection, 'keys' | 'allOfFilter'>;

beforeEach(() => {
  calls.length = 0;
});

describe('Centro de Pagos: the rows of "Exportar selección"', () => {
  it('asks the ticked payments by id, a page of ids per call, without the filter', async () => {
    const ticked = Array.from({ length: 150 }, (_, i) => i + 1);
    const rows = await selectedPaymentRows(selection(ticked), { state: 'autorizada' });
    expect(rows).toHaveLength(150);
    expect(calls).toHaveLength(2);
    expect(String(calls[0]!.ids).split(',')).toHaveLength(100);
    expect(String(calls[1]!.ids).split(',')).toHaveLength(50);
    expect(calls[0]).not.toHaveProperty('state');
  });

  it('"all of this filter" asks the filter itself', async () => {
    await selectedPaymentRows(selection([], true), { state: 'autorizada', method: 'efectivo' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ state: 'autorizada', method: 'efectivo' });
    expect(calls[0]).not.toHaveProperty('ids');
  });
});
