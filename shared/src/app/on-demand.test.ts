import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand.ts';

describe('onDemand', () => {
  it('loads once, shares the promise and answers synchronously once loaded', async () => {
    const load = vi.fn(async () => 'código');
    const get = onDemand(load);
    expect(get.loaded()).toBeUndefined();
    get.preload();
    expect(await get()).toBe('código');
    expect(get.loaded()).toBe('código');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch, so the next call tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('código');
    const get = onDemand(load);
    await expect(get()).rejects.toThrow('offline');
    expect(await get()).toBe('código');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
