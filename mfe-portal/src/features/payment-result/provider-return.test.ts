import { describe, expect, it } from 'vitest';
import { readProviderReturn } from './provider-return.ts';

const read = (query: string) => readProviderReturn(new URLSearchParams(query));

describe('readProviderReturn', () => {
  it('commits only a plain token_ws return', () => {
    expect(read('token_ws=abc')).toEqual({ kind: 'finished', token: 'abc' });
  });
  it('reads an abort', () => {
    expect(read('TBK_TOKEN=t1&TBK_ORDEN_COMPRA=O-1&TBK_ID_SESION=s1')).toEqual({
      kind: 'aborted',
      token: 't1',
      buyOrder: 'O-1',
      sessionId: 's1',
    });
  });
  it('reads a timeout (no token at all)', () => {
    expect(read('TBK_ORDEN_COMPRA=O-1&TBK_ID_SESION=s1')).toEqual({
      kind: 'timeout',
      buyOrder: 'O-1',
      sessionId: 's1',
    });
  });
  it('treats token_ws together with TBK_TOKEN as a form error, never as a commit', () => {
    expect(read('token_ws=abc&TBK_TOKEN=abc&TBK_ORDEN_COMPRA=O-1&TBK_ID_SESION=s1').kind).toBe(
      'form-error',
    );
  });
  it('reads the server saying the return matched no payment', () => {
    expect(read('error=no_encontrado')).toEqual({ kind: 'unrecognised' });
  });
  it('says there is nothing to show for a bare visit or blank values', () => {
    expect(read('')).toEqual({ kind: 'none' });
    expect(read('token_ws=%20')).toEqual({ kind: 'none' });
  });
});
