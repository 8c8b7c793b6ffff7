import { createEventBus } from './event-bus.ts';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface ToastMessage {
  type: ToastType;
  title: string;
  description?: string;
}

/** Every cross-module signal of the product (docs/design.md §4). */
export interface AppEvents extends Record<string, unknown> {
  /** The stored session was set, refreshed or cleared. */
  'session:changed': { loggedIn: boolean; type: number | null };
  /** The server answered 401 and a refresh did not help: the session is gone. */
  'auth:unauthorized': { url: string };
  /** Turns the global loading overlay on; the shell hides it itself after 500 ms. */
  loading: { active: boolean };
  /** Requests the API client has in flight, for the thin request indicator. */
  'requests:changed': { inFlight: number };
  toast: ToastMessage;
  /** A module changed server data others may show (`resource` as the contract names it). */
  'data:changed': { resource: string; id?: number | string };
}

/** The one bus of the page: `@academias/shared/events` is a federation singleton. */
export const events = createEventBus<AppEvents>();

export const showToast = (toast: ToastMessage): void => events.emit('toast', toast);
export const setGlobalLoading = (active: boolean): void => events.emit('loading', { active });
export const notifyDataChanged = (resource: string, id?: number | string): void =>
  events.emit('data:changed', id === undefined ? { resource } : { resource, id });
