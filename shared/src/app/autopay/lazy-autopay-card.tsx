import { type ComponentProps, lazy, Suspense } from 'react';
import type { AutopayCard as EagerAutopayCard } from './autopay-card.tsx';

const Card = lazy(() =>
  import('./autopay-card.tsx').then((module) => ({ default: module.AutopayCard })),
);

/**
 * The autopay card, fetched when a page shows it: every remote loads `@academias/shared/app` on
 * its first screen, and the card's contract calls would bring zod (~59 KB gzip) with it. The card
 * draws nothing until its data arrives either way, so loading it lazily moves nothing on screen.
 */
export function AutopayCard(props: ComponentProps<typeof EagerAutopayCard>) {
  return (
    <Suspense fallback={null}>
      <Card {...props} />
    </Suspense>
  );
}
