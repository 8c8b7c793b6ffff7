import { Box } from '@academias/shared/ui';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { useState } from 'react';
import { gridStroke } from '../lib/chart-palette.ts';
import { labelStep, nameLines, valueTicks } from '../lib/chart-parts.ts';
import { ChartSvg } from './chart-svg.tsx';
import { ChartTooltip } from './chart-tooltip.tsx';

interface Props {
  rows: { label: string; value: number }[];
  /** The series' name in the tooltip, and its colour. */
  name: string;
  color: string;
  /** How the value axis and the tooltip write a value; `whole` keeps the axis to whole numbers. */
  axis: (value: number) => string;
  format: (value: number) => string;
  whole?: boolean;
}

const m = { top: 4, right: 16, bottom: 24 } as const;

/** One horizontal bar per named row (an academy, a person), the names on the left (SVG). */
export function CategoryBars({ rows, name, color, axis, format, whole = false }: Props) {
  const { parentRef, width, height } = useParentSize({ debounceTime: 50 });
  const [active, setActive] = useState<number | null>(null);
  // the names take up to 150 px, less on a phone so that the bars keep most of the width
  const names = Math.min(158, Math.round(width * 0.4));
  const bottom = Math.max(m.top, height - m.bottom);
  const y = scaleBand({ domain: rows.map((_, i) => i), range: [m.top, bottom] });
  y.padding(0.2);
  const x = scaleLinear({
    domain: [0, Math.max(0, ...rows.map((r) => r.value))],
    range: [names, Math.max(names, width - m.right)],
    nice: true,
  });
  const ticks = valueTicks(x, whole);
  const every = labelStep(ticks.length, width - names - m.right, 64);
  const chars = Math.floor((names - 8) / 7.5);
  const row = active === null ? undefined : rows[active];
  const end = row ? x(row.value) : 0;
  return (
    <Box ref={parentRef} height="100%" position="relative">
      <ChartSvg
        width={width}
        height={height}
        along="y"
        first={(y(0) ?? 0) + y.bandwidth() / 2}
        step={y.step()}
        count={rows.length}
        onActive={setActive}
      >
        {active !== null && (
          <rect
            x={names}
            width={width - names - m.right}
            y={(y(active) ?? 0) - (y.step() - y.bandwidth()) / 2}
            height={y.step()}
            fill="var(--chakra-colors-bg-muted)"
          />
        )}
        {ticks.map((t, i) => (
          <g key={t}>
            <line
              x1={x(t)}
              x2={x(t)}
              y1={m.top}
              y2={bottom}
              stroke={gridStroke}
              strokeDasharray="3 3"
            />
            {i % every === 0 && (
              <text x={x(t)} y={bottom + 16} textAnchor="middle" fontSize={12} fill="currentColor">
                {axis(t)}
              </text>
            )}
          </g>
        ))}
        <line x1={names} x2={names} y1={m.top} y2={bottom} stroke="currentColor" />
        {rows.map((r, i) => (
          <g key={i}>
            <text
              x={names - 6}
              y={(y(i) ?? 0) + y.bandwidth() / 2}
              textAnchor="end"
              fontSize={12}
              fill="currentColor"
            >
              {nameLines(r.label, chars).map((line, n, all) => (
                <tspan
                  key={n}
                  x={names - 6}
                  dy={n > 0 ? '1.2em' : `${0.32 - (all.length - 1) * 0.6}em`}
                >
                  {line}
                </tspan>
              ))}
            </text>
            <rect
              x={names}
              width={Math.max(x(r.value) - names, 0)}
              y={y(i)}
              height={y.bandwidth()}
              fill={color}
            />
          </g>
        ))}
      </ChartSvg>
      {row && active !== null && (
        <ChartTooltip
          bound={width}
          x={end + (end < width / 2 ? 8 : -8)}
          y={y(active) ?? 0}
          flip={end >= width / 2}
          title={row.label}
          rows={[{ name, color, value: format(row.value) }]}
        />
      )}
    </Box>
  );
}
