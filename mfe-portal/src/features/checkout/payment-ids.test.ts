import { describe, expect, it } from 'vitest';
import { newOrderId, newSessionId } from './payment-ids.ts';

describe('payment ids', () => {
  it('keeps the order id within Webpay buy_order limits', () => {
    const id = newOrderId();
    expect(id.length).toBeLessThanOrEqual(26);
    expect(id).toMatch(/^P[0-9A-Z]+$/);
  });
  it('keeps the session id within Webpay session_id limits', () => {
    const id = newSessionId();
    expect(id.length).toBeLessThanOrEqual(61);
    expect(id).toMatch(/^portal-[0-9A-Z]{24}$/);
  });
  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 500 }, () => newOrderId(1_780_000_000_000)));
    expect(ids.size).toBe(500);
  });
});
