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

/** True once the element is within a screen of the viewport (stays true). */
const useNearViewport = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: '100% 0px',
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
};

/**
 * A chart in a card: the drawing is hidden from assistive technology and replaced by `summary`;
 * the exact figures are in the table under each chart. The card keeps the drawing's height from
 * the first paint (nothing moves when it arrives), and the drawing (with the chart library) is
 * fetched only when the card comes near the screen: a phone's first screen, where the cards sit
 * below the figures, loads no chart code (docs/performance.md).
 */
export function ChartFigure({ title, summary, height = 280, children }: ChartFigureProps) {
  const { ref, near } = useNearViewport();
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
        {near && <Suspense fallback={null}>{children}</Suspense>}
      </Box>
      <Text as="figcaption" srOnly>
        {summary}
      </Text>
    </TitledCard>
  );
}
