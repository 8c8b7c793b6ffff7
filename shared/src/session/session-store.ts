// `zustand` alone (not also `zustand/vanilla`): each shared subpath is one more request.
import { createStore, useStore } from 'zustand';
import type { Session } from '../contract/users.ts';
// Package specifier: the event bus is its own federation singleton (see shared/src/app).
import { events } from '@academias/shared/events';

/** Fixed localStorage keys (docs/spec.md §3, docs/architecture.md). */
export const SESSION_KEY = 'academias.session';
/** The session marker: holds the user type; cleared on a 401. */
export const DATA_TYPE_KEY = 'dataType';

export type { Session };
export type UserKind = 'admin' | 'teacher' | 'other';

/** Type 0 is admin, 1 teacher, any other value the reduced "other" menu (docs/spec.md §1). */
export const userKindOf = (type: number): UserKind =>
  type === 0 ? 'admin' : type === 1 ? 'teacher' : 'other';

interface SessionState {
  session: Session | null;
  /** After login or refresh: stores the payload as is under SESSION_KEY and the marker. */
  setSession: (session: Session) => void;
  /** Logout or a final 401: removes both keys. */
  clearSession: () => void;
}

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

/** A stored value is trusted only if it has the shape the app relies on; anything else is dropped. */
const isSession = (value: unknown): value is Session => {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const data = v.data as Record<string, unknown> | undefined;
  return (
    typeof v.token === 'string' &&
    typeof v.type === 'number' &&
    !!data &&
    typeof data.name === 'string' &&
    (v.academies === undefined || Array.isArray(v.academies))
  );
};

export const readStoredSession = (): Session | null => {
  const raw = storage()?.getItem(SESSION_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isSession(parsed)) return null;
    return { ...parsed, academies: parsed.academies ?? [] };
  } catch {
    return null;
  }
};

/**
 * A vanilla store, so the API client (not React) can read the token and clear it on a 401.
 * The payload is stored as plain JSON under the fixed key, not in zustand's persist envelope,
 * so the stored entry is exactly the session and is absent when logged out.
 */
export const sessionStore = createStore<SessionState>()((set) => ({
  session: readStoredSession(),
  setSession: (session) => {
    storage()?.setItem(SESSION_KEY, JSON.stringify(session));
    storage()?.setItem(DATA_TYPE_KEY, String(session.type));
    set({ session });
    events.emit('session:changed', { loggedIn: true, type: session.type });
  },
  clearSession: () => {
    storage()?.removeItem(SESSION_KEY);
    storage()?.removeItem(DATA_TYPE_KEY);
    set({ session: null });
    events.emit('session:changed', { loggedIn: false, type: null });
  },
}));

/** Another tab logged in or out: follow it, so a stale tab never sends an old token. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== SESSION_KEY && e.key !== null) return;
    const session = readStoredSession();
    sessionStore.setState({ session });
    events.emit('session:changed', { loggedIn: !!session, type: session?.type ?? null });
  });
}

/** "Stored session" for the route guard: the session and its marker must both be present. */
export const hasStoredSession = (): boolean =>
  sessionStore.getState().session !== null && storage()?.getItem(DATA_TYPE_KEY) !== null;

export const useSession = <T>(selector: (state: SessionState) => T): T =>
  useStore(sessionStore, selector);
