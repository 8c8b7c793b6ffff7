/**
 * Code fetched on demand, once: the first call starts `load()`, later calls share its promise,
 * and a failed fetch (a dropped connection) is forgotten so the next call tries again.
 * `loaded()` answers synchronously once it has arrived, so a component rendered after that
 * draws the real thing at once. Used by `lazyDialog` and the kit's `MenuButton`.
 */
export interface OnDemand<T> {
  (): Promise<T>;
  /** Starts the fetch and ignores its failure (hover and focus: the press will retry). */
  preload: () => void;
  loaded: () => T | undefined;
}

export const onDemand = <T>(load: () => Promise<T>): OnDemand<T> => {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const get = () =>
    (loading ??= load().then(
      (result) => (value = result),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(get, {
    preload: () => void get().catch(() => {}),
    loaded: () => value,
  });
};
