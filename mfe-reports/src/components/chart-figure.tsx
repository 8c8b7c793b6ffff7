import { Box, Text } from '@academias/shared/ui';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { TitledCard } from './titled-card.tsx';

interface ChartFigureProps {
  title: string;
  /** What the chart shows in words, read by screen readers instead of the drawing. */
  summary: string;
  height?: number;
  /** The drawing: a lazily imported component, so the chart library loads only when it is drawn. */
  children: ReactNode;
}

/**
 * True once the element is on screen (stays true). Not "within a screen of it": on a phone the
 * admin's and the teacher's first chart sits just under the first screen (859 and 1,069 px down
 * at 390 x 844), so a screen's margin fetched and drew the charts with every phone's first load
 * (~18 KB gzip and their drawing on the main thread), for a card nobody had scrolled to yet.
 */
const useOnScreen = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [onScreen, setOnScreen] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (onScreen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setOnScreen(true),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onScreen]);
  return { ref, onScreen };
};

/**
 * A chart in a card: the drawing is hidden from assistive technology and replaced by `summary`;
 * the exact figures are in the table under each chart. The card keeps the drawing's height from
 * the first paint (nothing moves when it arrives), and the drawing (with the chart library) is
 * fetched only when the card comes on screen: a phone's first screen, where the cards sit
 * below the figures, loads no chart code (docs/performance.md).
 */
export function ChartFigure({ title, summary, height = 280, children }: ChartFigureProps) {
  const { ref, onScreen } = useOnScreen();
  return (
    <TitledCard as="figure" title={title}>
      <Box
        ref={ref}
        role="img"
        aria-label={summary}
        height={`${height}px`}
        color="fg.muted"
        minW="0"
      >
        {onScreen && <Suspense fallback={null}>{children}</Suspense>}
      </Box>
      <Text as="figcaption" srOnly>
        {summary}
      </Text>
    </TitledCard>
  );
}
