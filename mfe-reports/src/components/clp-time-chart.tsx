import { formatClp } from '@academias/shared/format';
import { Box, Flex } from '@academias/shared/ui';
import { curveMonotoneX, curveStepAfter } from '@visx/curve';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useState } from 'react';
import { compactClp, gridStroke } from '../lib/chart-palette.ts';
import { labelStep, type Series, timeMargin as m, valueTicks } from '../lib/chart-parts.ts';
import { ChartLegend } from './chart-legend.tsx';
import { ChartSvg } from './chart-svg.tsx';
import { ChartTooltip } from './chart-tooltip.tsx';

interface Props<Row> {
  data: Row[];
  /** The field on the time axis, how its ticks read and how the tooltip names a point. */
  timeKey: keyof Row & string;
  tick: (value: string) => string;
  label: (value: string) => string;
  series: Series[];
  /** Bars on top of each other (the bar's height is their sum) instead of side by side. */
  stacked?: boolean;
  /** The series' names under the chart (off for a single series). */
  legend?: boolean;
}

/** A report drawing over time with values in pesos (SVG): one look for every such chart. */
export function ClpTimeChart<Row extends object>(props: Props<Row>) {
  const { data, timeKey, tick, label, series, stacked = false, legend = true } = props;
  const { parentRef, width, height } = useParentSize({ debounceTime: 50 });
  const [active, setActive] = useState<number | null>(null);
  const at = (row: Row, key: string) => (row as Record<string, unknown>)[key];
  const keys = data.map((row) => String(at(row, timeKey)));
  const value = (i: number, key: string) => Number(at(data[i]!, key) ?? 0);
  const bars = series.filter((s) => !s.line);
  const lines = series.filter((s) => s.line);
  const x = scaleBand({ domain: keys, range: [m.left, Math.max(m.left, width - m.right)] });
  x.padding(0.2);
  const band = x.bandwidth();
  const left = (i: number) => x(keys[i]!) ?? 0;
  const extent = keys.flatMap((_, i) => {
    const own = bars.map((s) => value(i, s.key));
    const stack = stacked ? [own.reduce((a, b) => a + b, 0)] : own;
    return [...stack, ...lines.map((s) => value(i, s.key))];
  });
  const bottom = Math.max(m.top, height - m.bottom);
  const y = scaleLinear({
    domain: [Math.min(0, ...extent), Math.max(0, ...extent)],
    range: [bottom, m.top],
    nice: true,
  });
  const longest = Math.max(0, ...keys.map((k) => tick(k).length));
  const every = labelStep(keys.length, width - m.left - m.right, longest * 7 + 12);
  const barWidth = stacked ? band : band / Math.max(bars.length, 1);
  const rect = (i: number, j: number, from: number, to: number, color: string) => (
    <rect
      key={`${i}-${j}`}
      x={left(i) + (stacked ? 0 : j * barWidth)}
      width={Math.max(stacked ? barWidth : barWidth - 2, 1)}
      y={Math.min(y(from), y(to))}
      height={Math.abs(y(from) - y(to))}
      fill={color}
    />
  );
  const center = active === null ? 0 : left(active) + band / 2;
  return (
    <Flex direction="column" height="100%">
      <Box ref={parentRef} flex="1" minH="0" position="relative">
        <ChartSvg
          width={width}
          height={height}
          along="x"
          first={left(0) + band / 2}
          step={x.step()}
          count={keys.length}
          onActive={setActive}
        >
          {active !== null &&
            (bars.length > 0 ? (
              <rect
                x={center - x.step() / 2}
                width={x.step()}
                y={m.top}
                height={bottom - m.top}
                fill="var(--chakra-colors-bg-muted)"
              />
            ) : (
              <line x1={center} x2={center} y1={m.top} y2={bottom} stroke="currentColor" />
            ))}
          {valueTicks(y).map((t) => (
            <g key={t}>
              <line
                x1={m.left}
                x2={width - m.right}
                y1={y(t)}
                y2={y(t)}
                stroke={gridStroke}
                strokeDasharray="3 3"
              />
              <text
                x={m.left - 6}
                y={y(t)}
                dy="0.32em"
                textAnchor="end"
                fontSize={12}
                fill="currentColor"
              >
                {compactClp(t)}
              </text>
            </g>
          ))}
          <line x1={m.left} x2={width - m.right} y1={bottom} y2={bottom} stroke="currentColor" />
          {keys.map(
            (k, i) =>
              i % every === 0 && (
                <text
                  key={k}
                  x={left(i) + band / 2}
                  y={bottom + 16}
                  textAnchor="middle"
                  fontSize={12}
                  fill="currentColor"
                >
                  {tick(k)}
                </text>
              ),
          )}
          {keys.map((_, i) => {
            let base = 0;
            return bars.map((s, j) => {
              const from = stacked ? base : 0;
              base = from + value(i, s.key);
              return rect(i, j, from, base, s.color);
            });
          })}
          {lines.map((s) => (
            <g key={s.key}>
              <LinePath
                data={keys}
                x={(_, i) => left(i) + band / 2}
                y={(_, i) => y(value(i, s.key))}
                curve={s.line === 'step' ? curveStepAfter : curveMonotoneX}
                stroke={s.color}
                strokeWidth={2}
                fill="none"
              />
              {s.line === 'monotone' &&
                keys.map((k, i) => (
                  <circle
                    key={k}
                    cx={left(i) + band / 2}
                    cy={y(value(i, s.key))}
                    r={3}
                    fill="var(--chakra-colors-bg-panel)"
                    stroke={s.color}
                    strokeWidth={2}
                  />
                ))}
            </g>
          ))}
        </ChartSvg>
        {active !== null && (
          <ChartTooltip
            bound={width}
            x={center + (center < width / 2 ? 12 : -12)}
            y={m.top}
            flip={center >= width / 2}
            title={label(keys[active]!)}
            rows={series.map((s) => ({
              name: s.name,
              color: s.color,
              value: formatClp(value(active, s.key)),
            }))}
          />
        )}
      </Box>
      {legend && <ChartLegend series={series} />}
    </Flex>
  );
}
