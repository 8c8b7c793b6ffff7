/**
 * Which pending charges the payer ticked, and what they add up to. Pure, so the total the payer
 * sees is always computed from the ticked charges themselves (the server recomputes it again
 * from the charge ids and never trusts this number).
 */
export interface SelectableCharge {
  id: number;
  amount: number;
}

export type Selection = ReadonlySet<number>;

export const emptySelection: Selection = new Set();

interface HoldState {
  reserved?: boolean;
  heldByYou?: boolean;
}

/** Free, or held by this same payer's payment in progress (paying again takes it over). */
export const canPay = (charge: HoldState): boolean => !charge.reserved || charge.heldByYou === true;

/** The charges a payer can tick now (not held by someone else's payment in progress), all ticked. */
export const openChargesOf = (charges: readonly (SelectableCharge & HoldState)[]): Selection =>
  new Set(charges.filter(canPay).map((c) => c.id));

export const toggleCharge = (selection: Selection, id: number): Selection => {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
};

/** Ticks every charge, or clears them all when every one is already ticked. */
export const toggleAllCharges = (
  selection: Selection,
  charges: readonly SelectableCharge[],
): Selection =>
  allChargesSelected(selection, charges) ? emptySelection : new Set(charges.map((c) => c.id));

export const allChargesSelected = (
  selection: Selection,
  charges: readonly SelectableCharge[],
): boolean => charges.length > 0 && charges.every((c) => selection.has(c.id));

/** Keeps only ids that are still among the charges shown (after a refresh or a change of student). */
export const keepShownCharges = (
  selection: Selection,
  charges: readonly SelectableCharge[],
): Selection => {
  const shown = new Set(charges.map((c) => c.id));
  const kept = [...selection].filter((id) => shown.has(id));
  return kept.length === selection.size ? selection : new Set(kept);
};

export const selectedCharges = <C extends SelectableCharge>(
  selection: Selection,
  charges: readonly C[],
): C[] => charges.filter((c) => selection.has(c.id));

export const selectedTotal = (selection: Selection, charges: readonly SelectableCharge[]): number =>
  selectedCharges(selection, charges).reduce((sum, c) => sum + c.amount, 0);
