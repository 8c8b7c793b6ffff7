/**
 * The localStorage keys of @academias/shared/session, for the login page, which must not import
 * the shared entry (see app/app.tsx). session-keys.test.ts keeps them equal.
 */
export const SESSION_KEY = 'academias.session';
export const DATA_TYPE_KEY = 'dataType';

/** Logged in as far as the first load can tell: a session and its marker are stored. */
export const looksLoggedIn = (): boolean => {
  try {
    return (
      localStorage.getItem(SESSION_KEY) !== null && localStorage.getItem(DATA_TYPE_KEY) !== null
    );
  } catch {
    return false;
  }
};
