import { sessionStore } from '@academias/shared/session';

/** Who is signed in for a page test: 0 admin, 1 teacher, 2 student, 3 guardian. */
export const signInAs = (type: number, name = 'Ana Administradora', id = 1) =>
  sessionStore.getState().setSession({
    token: 't',
    refreshToken: 'r'.repeat(30),
    expiresAt: '2099-01-01T00:00:00.000Z',
    type,
    data: { id, name, username: name.toLowerCase().replace(/\W/g, '') },
    academies: [],
  });

export const signOut = () => sessionStore.getState().clearSession();
