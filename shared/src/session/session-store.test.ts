// @vitest-environment happy-dom
import { events } from '@academias/shared/events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../contract/users.ts';
import {
  DATA_TYPE_KEY,
  SESSION_KEY,
  hasStoredSession,
  readStoredSession,
  sessionStore,
  userKindOf,
} from './session-store.ts';

const teacher: Session = {
  token: 'access-token',
  refreshToken: 'refresh-token-0123456789',
  expiresAt: '2026-11-22T05:00:00.000Z',
  type: 1,
  data: { id: 7, name: 'Camila Rojas', username: 'profesor' },
  academies: [{ id_academy: 3, academy_name: 'Academia de Música Allegro' }],
};

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.setState({ session: null });
  });

  it('stores the payload itself under the fixed key and the type as the dataType marker', () => {
    sessionStore.getState().setSession(teacher);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')).toEqual(teacher);
    expect(localStorage.getItem(DATA_TYPE_KEY)).toBe('1');
    expect(hasStoredSession()).toBe(true);
  });

  it('clearSession removes both keys and announces it', () => {
    const changed = vi.fn();
    const off = events.on('session:changed', changed);
    sessionStore.getState().setSession(teacher);
    sessionStore.getState().clearSession();
    off();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(DATA_TYPE_KEY)).toBeNull();
    expect(sessionStore.getState().session).toBeNull();
    expect(changed).toHaveBeenLastCalledWith({ loggedIn: false, type: null });
  });

  it('is not a stored session without the dataType marker', () => {
    sessionStore.getState().setSession(teacher);
    localStorage.removeItem(DATA_TYPE_KEY);
    expect(hasStoredSession()).toBe(false);
  });

  it('reads back a stored session and rejects damaged entries', () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(teacher));
    expect(readStoredSession()).toEqual(teacher);
    localStorage.setItem(SESSION_KEY, '{not json');
    expect(readStoredSession()).toBeNull();
    localStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ token: 'x', type: '0', data: { name: 'A' } }),
    );
    expect(readStoredSession()).toBeNull();
    const { academies: _, ...withoutAcademies } = teacher;
    localStorage.setItem(SESSION_KEY, JSON.stringify(withoutAcademies));
    expect(readStoredSession()?.academies).toEqual([]);
  });

  it('maps user types: 0 admin, 1 teacher, anything else other', () => {
    expect(userKindOf(0)).toBe('admin');
    expect(userKindOf(1)).toBe('teacher');
    expect(userKindOf(2)).toBe('other');
    expect(userKindOf(5)).toBe('other');
  });
});
