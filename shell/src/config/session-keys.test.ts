import * as shared from '@academias/shared/session';
import { describe, expect, it } from 'vitest';
import { DATA_TYPE_KEY, SESSION_KEY } from './session-keys.ts';

describe('first-load copies of shared constants', () => {
  it('use the same localStorage keys as the shared session store', () => {
    expect(SESSION_KEY).toBe(shared.SESSION_KEY);
    expect(DATA_TYPE_KEY).toBe(shared.DATA_TYPE_KEY);
  });
});
