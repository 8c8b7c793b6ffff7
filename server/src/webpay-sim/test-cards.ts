/** Test cards of Transbank's integration environment that the simulator recognises. */
export const APPROVING_CARD = '4051885600446623';
export const REJECTING_CARD = '5186059559590568';

/** A card number as printed, in groups of four digits. */
export const groups = (card: string) => card.replace(/(\d{4})(?=\d)/g, '$1 ');

export type CardOutcome = 'approved' | 'rejected';

/** Digits only, so `4051 8856 0044 6623` works as typed. */
export const cardOutcome = (raw: string): CardOutcome | null => {
  const digits = raw.replace(/\D/g, '');
  if (digits === APPROVING_CARD) return 'approved';
  if (digits === REJECTING_CARD) return 'rejected';
  return null;
};
