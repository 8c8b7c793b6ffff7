import { Box, Flex, Text } from '@academias/shared/ui';
import { useLayoutEffect, useRef, useState } from 'react';

export interface TooltipRow {
  name: string;
  color: string;
  value: string;
}

interface ChartTooltipProps {
  /** Where the pointed mark is, in the drawing's pixels; the box opens to its left when `flip`. */
  x: number;
  y: number;
  flip: boolean;
  /** The drawing's width: the box stays inside it (a phone has no room on either side). */
  bound: number;
  title: string;
  rows: TooltipRow[];
}

/** The box that names the pointed month or row and its values (series colours as swatches). */
export function ChartTooltip({ x, y, flip, bound, title, rows }: ChartTooltipProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  // the box is measured again when it names another point (its content, so its width, changes)
  useLayoutEffect(() => setWidth(ref.current?.offsetWidth ?? 0), [title]);
  return (
    <Box
      ref={ref}
      position="absolute"
      left={`${Math.max(0, Math.min(flip ? x - width : x, bound - width))}px`}
      top={`${y}px`}
      pointerEvents="none"
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      boxShadow="sm"
      px="2.5"
      py="1.5"
      fontSize="sm"
      whiteSpace="nowrap"
      zIndex="1"
    >
      <Text fontWeight="semibold">{title}</Text>
      {rows.map((r) => (
        <Flex key={r.name} align="center" gap="1.5">
          <Box boxSize="2.5" borderRadius="sm" flexShrink="0" style={{ background: r.color }} />
          {r.name}: {r.value}
        </Flex>
      ))}
    </Box>
  );
}
