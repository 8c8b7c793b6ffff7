import { Box, Card, Heading, Text } from '@academias/shared/ui';
import type { ReactNode } from 'react';

interface ChartFigureProps {
  title: string;
  /** What the chart shows in words, read by screen readers instead of the drawing. */
  summary: string;
  height?: number;
  children: ReactNode;
}

/**
 * A chart in a card: the drawing is hidden from assistive technology and replaced by `summary`;
 * the exact figures are in the table under each chart.
 */
export function ChartFigure({ title, summary, height = 280, children }: ChartFigureProps) {
  return (
    <Card.Root as="figure" size="sm" m="0">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Box role="img" aria-label={summary} height={`${height}px`} color="fg.muted" minW="0">
          {children}
        </Box>
        <Text as="figcaption" srOnly>
          {summary}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
