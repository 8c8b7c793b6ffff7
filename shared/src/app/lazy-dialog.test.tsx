// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog.tsx';

const Hello = ({ name }: { name: string }) => <p>Hola {name}</p>;

describe('lazyDialog', () => {
  afterEach(cleanup);

  it('fetches the code once, on the first preload, and renders it with its props', async () => {
    const load = vi.fn(async () => Hello);
    const Dialog = lazyDialog(load);
    expect(load).not.toHaveBeenCalled();
    Dialog.preloadProps.onPointerEnter();
    Dialog.preloadProps.onFocus();
    render(<Dialog name="Ana" />);
    expect(await screen.findByText('Hola Ana')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed preload (a dropped connection is not kept)', async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Hello);
    const Dialog = lazyDialog(load);
    Dialog.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    render(<Dialog name="Luis" />);
    expect(await screen.findByText('Hola Luis')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
