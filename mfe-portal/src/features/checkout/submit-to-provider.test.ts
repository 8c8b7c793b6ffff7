// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { submitToProvider } from './submit-to-provider.ts';

describe('submitToProvider', () => {
  it('posts token_ws to the provider URL in a hidden form', () => {
    const submit = vi
      .spyOn(HTMLFormElement.prototype, 'submit')
      .mockImplementation(() => undefined);
    const form = submitToProvider(
      'http://localhost:8170/webpay-sim/webpayserver/initTransaction',
      'a'.repeat(64),
    );
    expect(submit).toHaveBeenCalledTimes(1);
    expect(form.method.toUpperCase()).toBe('POST');
    expect(form.action).toBe('http://localhost:8170/webpay-sim/webpayserver/initTransaction');
    const field = form.querySelector('input');
    expect(field?.name).toBe('token_ws');
    expect(field?.value).toBe('a'.repeat(64));
    expect(document.body.contains(form)).toBe(true);
    submit.mockRestore();
  });

  it('refuses a URL that is not http(s)', () => {
    expect(() => submitToProvider('javascript:alert(1)', 'x')).toThrow(/no es válida/);
  });
});
