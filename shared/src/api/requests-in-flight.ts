// `zustand` alone (not also `zustand/vanilla`): each shared subpath is one more request.
import { createStore, useStore } from 'zustand';
import { events } from '@academias/shared/events';

interface RequestsState {
  inFlight: number;
}

/** How many API requests are open right now; drives the shell's thin request indicator. */
export const requestsStore = createStore<RequestsState>()(() => ({ inFlight: 0 }));

const change = (delta: 1 | -1): void => {
  const inFlight = Math.max(0, requestsStore.getState().inFlight + delta);
  requestsStore.setState({ inFlight });
  events.emit('requests:changed', { inFlight });
};

export const requestStarted = (): void => change(1);
export const requestEnded = (): void => change(-1);

export const useRequestsInFlight = (): number => useStore(requestsStore, (s) => s.inFlight);
