import { formatPeriod } from '@academias/shared/format';

/** One series of a drawing over time: a field of its rows, its name and colour. */
export interface Series {
  key: string;
  name: string;
  color: string;
  /** A line through the points instead of bars: 'monotone' (with dots) or 'step' (a balance). */
  line?: 'monotone' | 'step';
}

/** The space around a drawing's plot: room for the value labels on the left, the ticks below. */
export const timeMargin = { top: 8, right: 8, bottom: 24, left: 72 } as const;

/** A month tick that tells the year apart: 'ene25' for 2025-01. */
export const monthTick = (period: string) => formatPeriod(period).slice(0, 3) + period.slice(2, 4);
/** A day tick: '07-03' for 2025-03-07. */
export const dayTick = (date: string) => `${date.slice(8)}-${date.slice(5, 7)}`;

/** Every how many of `count` labels one is written so that each has `labelPx` along `length`. */
export const labelStep = (count: number, length: number, labelPx: number) =>
  Math.max(1, Math.ceil((count * labelPx) / Math.max(length, 1)));

/** The index of the band nearest to `position`, given the first band's centre and the step. */
export const nearestBand = (position: number, first: number, step: number, count: number) =>
  Math.min(count - 1, Math.max(0, Math.round((position - first) / Math.max(step, 1))));

/** The value axis' round numbers (about five), whole ones only for counts. */
export const valueTicks = (scale: { ticks: (count: number) => number[] }, whole = false) =>
  scale.ticks(5).filter((t) => !whole || Number.isInteger(t));

/** A name cut into at most two lines of `chars` characters, the second ending in '…' if cut. */
export const nameLines = (name: string, chars: number): string[] => {
  const lines: string[] = [];
  for (const word of name.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= chars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const [first = '', ...rest] = lines;
  const second = rest.join(' ');
  const cut = (s: string) => (s.length > chars ? `${s.slice(0, chars - 1)}…` : s);
  return second ? [cut(first), cut(second)] : [cut(first)];
};
