import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRemoteData } from './use-remote-data.ts';

describe('useRemoteData', () => {
  it('asks nothing without a key, then asks for each key and again on refetch', async () => {
    const load = vi.fn(async () => 'respuesta');
    const { result, rerender } = renderHook(({ key }) => useRemoteData(key, load), {
      initialProps: { key: null as string | null },
    });
    expect(result.current.isFetching).toBe(false);
    expect(load).not.toHaveBeenCalled();

    rerender({ key: 'a' });
    expect(result.current.isFetching).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('respuesta'));
    expect(result.current.isFetching).toBe(false);

    act(() => result.current.refetch());
    // The last answer stays while asking again.
    expect(result.current).toMatchObject({ isFetching: true, data: 'respuesta' });
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps an error until an answer arrives; another key starts clean', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('no')).mockResolvedValue('bien');
    const { result, rerender } = renderHook(({ key }) => useRemoteData(key, load), {
      initialProps: { key: 'a' as string | null },
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    act(() => result.current.refetch());
    expect(result.current).toMatchObject({ isError: true, isFetching: true });
    await waitFor(() => expect(result.current.data).toBe('bien'));
    expect(result.current.isError).toBe(false);
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ data: undefined, isError: false, isFetching: true });
  });

  it('tries again only when told to, and gives up when told so', async () => {
    const load = vi.fn().mockRejectedValue(new Error('caído'));
    const retry = vi.fn((failures: number) => failures < 3);
    const { result } = renderHook(() => useRemoteData('a', load, { retry, retryDelayMs: 1 }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(load).toHaveBeenCalledTimes(3);
    expect(retry.mock.calls.map(([n]) => n)).toEqual([1, 2, 3]);
  });
});
