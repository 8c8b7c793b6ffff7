import { QueryClient } from '@academias/shared/query';
import { describe, expect, it } from 'vitest';
import { getPayments } from '../contract/payments.ts';
import { invalidateResources, queryKeys } from './contract-queries.ts';

describe('query keys by resource', () => {
  it('a call key starts with its resource, so invalidating the resource reaches it', async () => {
    const key = queryKeys.call('payments', getPayments, { query: { page: 2 } });
    expect(key).toEqual(['payments', getPayments.name, { query: { page: 2 } }]);
    const client = new QueryClient();
    client.setQueryData(key, { items: [] });
    client.setQueryData(['students', 'x', null], { items: [] });
    await invalidateResources(client, ['payments']);
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(client.getQueryState(['students', 'x', null])?.isInvalidated).toBe(false);
  });
});
