/** A small typed publish/subscribe bus: modules signal each other without importing each other. */
export type Listener<T> = (payload: T) => void;

export interface EventBus<E extends Record<string, unknown>> {
  on<K extends keyof E>(name: K, listener: Listener<E[K]>): () => void;
  off<K extends keyof E>(name: K, listener: Listener<E[K]>): void;
  emit<K extends keyof E>(name: K, payload: E[K]): void;
}

export const createEventBus = <E extends Record<string, unknown>>(): EventBus<E> => {
  const listeners = new Map<keyof E, Set<Listener<never>>>();
  const off: EventBus<E>['off'] = (name, listener) => {
    listeners.get(name)?.delete(listener as Listener<never>);
  };
  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(name, set);
      return () => off(name, listener);
    },
    off,
    emit(name, payload) {
      // Copy first: a listener may unsubscribe while we iterate. One failing listener must not
      // stop the others, so errors are reported and the loop goes on.
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          (listener as Listener<E[typeof name]>)(payload);
        } catch (error) {
          console.error('error generated', error);
        }
      }
    },
  };
};
