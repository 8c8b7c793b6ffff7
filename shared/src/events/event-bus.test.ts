import { afterEach, describe, expect, it, vi } from 'vitest';
import { events, notifyDataChanged, showToast } from './app-events.ts';
import { createEventBus } from './event-bus.ts';

type TestEvents = { ping: { n: number }; pong: { s: string } };

describe('event bus', () => {
  afterEach(() => vi.restoreAllMocks());

  it('delivers a payload only to listeners of that event', () => {
    const bus = createEventBus<TestEvents>();
    const ping = vi.fn();
    const pong = vi.fn();
    bus.on('ping', ping);
    bus.on('pong', pong);
    bus.emit('ping', { n: 1 });
    expect(ping).toHaveBeenCalledWith({ n: 1 });
    expect(pong).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe (returned function and off)', () => {
    const bus = createEventBus<TestEvents>();
    const a = vi.fn();
    const b = vi.fn();
    const stopA = bus.on('ping', a);
    bus.on('ping', b);
    stopA();
    bus.off('ping', b);
    bus.emit('ping', { n: 2 });
    expect(a).not.toHaveBeenCalled();
    expect(b).not.toHaveBeenCalled();
  });

  it('keeps notifying the others when one listener throws, and logs the error', () => {
    const bus = createEventBus<TestEvents>();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    bus.on('ping', () => {
      throw new Error('boom');
    });
    bus.on('ping', after);
    bus.emit('ping', { n: 3 });
    expect(after).toHaveBeenCalledWith({ n: 3 });
    expect(log).toHaveBeenCalledWith('error generated', expect.any(Error));
  });

  it('lets a listener unsubscribe itself while the event is being delivered', () => {
    const bus = createEventBus<TestEvents>();
    const second = vi.fn();
    const stop = bus.on('ping', () => stop());
    bus.on('ping', second);
    bus.emit('ping', { n: 4 });
    bus.emit('ping', { n: 5 });
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('app helpers emit the product events', () => {
    const toast = vi.fn();
    const changed = vi.fn();
    const offToast = events.on('toast', toast);
    const offChanged = events.on('data:changed', changed);
    showToast({ type: 'success', title: 'Guardado' });
    notifyDataChanged('students', 7);
    notifyDataChanged('plans');
    offToast();
    offChanged();
    expect(toast).toHaveBeenCalledWith({ type: 'success', title: 'Guardado' });
    expect(changed).toHaveBeenNthCalledWith(1, { resource: 'students', id: 7 });
    expect(changed).toHaveBeenNthCalledWith(2, { resource: 'plans' });
  });
});
