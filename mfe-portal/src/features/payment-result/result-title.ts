import type { CommitView } from './commit-view.ts';
import { problemTexts } from './problem-texts.ts';
import type { ProviderReturn } from './provider-return.ts';

/** The outcome in a few words, for the browser tab (and screen readers announcing the page). */
export const resultTitle = (
  ret: ProviderReturn,
  view: CommitView | null,
  failed: boolean,
): string => {
  if (ret.kind === 'none') return problemTexts.none.title;
  if (ret.kind === 'unrecognised' || failed) return problemTexts.error.title;
  if (!view) return 'Confirmando tu pago';
  if (view.kind === 'approved') return 'Pago aprobado';
  if (view.kind === 'pending') return 'Pago por confirmar';
  return problemTexts[view.problem].title;
};
