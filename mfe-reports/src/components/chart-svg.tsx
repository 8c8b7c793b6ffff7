import type { ReactNode } from 'react';
import { nearestBand } from '../lib/chart-parts.ts';

interface ChartSvgProps {
  width: number;
  height: number;
  /** The axis the bands (months, rows) run along, their first centre, their step and count. */
  along: 'x' | 'y';
  first: number;
  step: number;
  count: number;
  /** The band nearest to the pointer, or null once it leaves: what the tooltip names. */
  onActive: (index: number | null) => void;
  children: ReactNode;
}

/**
 * A drawing's SVG, hidden from assistive technology (the figure's summary and table say it in
 * words); a vertical swipe still scrolls the page on a phone.
 */
export function ChartSvg({
  width,
  height,
  along,
  first,
  step,
  count,
  onActive,
  children,
}: ChartSvgProps) {
  return (
    <svg
      width={width}
      height={height}
      aria-hidden="true"
      style={{ display: 'block', touchAction: 'pan-y' }}
      onPointerLeave={() => onActive(null)}
      onPointerMove={(e) => {
        const box = e.currentTarget.getBoundingClientRect();
        const position = along === 'x' ? e.clientX - box.left : e.clientY - box.top;
        if (count > 0) onActive(nearestBand(position, first, step, count));
      }}
    >
      {children}
    </svg>
  );
}
