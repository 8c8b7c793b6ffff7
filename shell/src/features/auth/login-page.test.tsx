import { CallError } from '@academias/shared/api/post-json';
import { sessionStore } from '@academias/shared/session';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSession } from '../../test/admin-session.test-helper.ts';
import { renderAt, whereNow } from '../../test/render-at.test-helper.tsx';
import { LoginPage } from './login-page.tsx';
import { WRONG_CREDENTIALS } from './login-messages.ts';

const login = vi.hoisted(() => vi.fn());
vi.mock('./login-call.ts', () => ({ login }));

const admin = adminSession;

const open = (from?: string) => renderAt(<LoginPage />, '/auth/login', from ? { from } : null);
const fill = (username: string, password: string) => {
  fireEvent.change(screen.getByLabelText('Usuario'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
};

beforeEach(() => {
  login.mockReset();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  sessionStore.getState().clearSession();
});

describe('Iniciar sesión', { timeout: 30_000 }, () => {
  it('shows the form and the way to the payment portal', () => {
    open();
    expect(screen.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeTruthy();
    expect(screen.getByText('Ingresa con tu usuario de la academia.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al portal de pagos' })).toBeTruthy();
  });

  it('empty fields are named in Spanish and nothing is sent', async () => {
    open();
    fill('', '');
    expect(await screen.findByText('Ingresa tu usuario.')).toBeTruthy();
    expect(screen.getByText('Ingresa tu contraseña.')).toBeTruthy();
    expect(screen.getByLabelText('Usuario').getAttribute('aria-invalid')).toBe('true');
    expect(login).not.toHaveBeenCalled();
  });

  it('logs in, stores the session and goes back to the page that asked for it', async () => {
    login.mockResolvedValue(admin);
    open('/app/modules/charges');
    fill('  admin ', 'secreto');
    expect(await whereNow()).toBe('/app/modules/charges');
    expect(login).toHaveBeenCalledWith({ username: 'admin', password: 'secreto' });
    expect(sessionStore.getState().session?.data.name).toBe('Valentina Soto');
  });

  it('without a page to go back to, the dashboard', async () => {
    login.mockResolvedValue(admin);
    open();
    fill('admin', 'secreto');
    expect(await whereNow()).toBe('/app/dashboard');
  });

  it('wrong credentials are an alert in Spanish and the password is cleared', async () => {
    login.mockRejectedValue(new CallError('No autorizado', 401));
    open();
    fill('admin', 'mala');
    expect((await screen.findByRole('alert')).textContent).toBe(WRONG_CREDENTIALS);
    await waitFor(() => expect(screen.getByLabelText('Contraseña')).toHaveProperty('value', ''));
    expect(screen.getByLabelText('Usuario')).toHaveProperty('value', 'admin');
  });
});
