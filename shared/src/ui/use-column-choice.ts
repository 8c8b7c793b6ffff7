import { useCallback, useState } from 'react';

const keyOf = (id: string) => `academias.columns.${id}`;

const read = (id: string | undefined): string[] => {
  if (!id || typeof localStorage === 'undefined') return [];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(id)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
};

/** The columns a user hid on one list, kept in this browser (localStorage) under the list's id. */
export const useColumnChoice = (id: string | undefined) => {
  const [hidden, setHidden] = useState<string[]>(() => read(id));
  const toggle = useCallback(
    (key: string) =>
      setHidden((prev) => {
        const next = prev.includes(key) ? prev.filter((k) => k !== key) : [...prev, key];
        if (id && typeof localStorage !== 'undefined')
          localStorage.setItem(keyOf(id), JSON.stringify(next));
        return next;
      }),
    [id],
  );
  return { hidden, toggle };
};
