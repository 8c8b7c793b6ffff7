/**
 * A pending charge as the portal shows it: only what a payer needs to recognise it. The API
 * answer is mapped to this in one place (the page's adapter), so the components do not change
 * when the answer gains fields.
 */
export interface PayableCharge {
  id: number;
  description: string;
  /** Billing period `yyyy-mm`, absent for one-off charges (special classes). */
  period: string | null;
  /** Calendar date `yyyy-mm-dd`. */
  dueDate: string | null;
  amount: number;
}

/** True when the due date is before today (both `yyyy-mm-dd`, so they compare as text). */
export const isOverdue = (charge: Pick<PayableCharge, 'dueDate'>, today: string): boolean =>
  charge.dueDate !== null && charge.dueDate < today;
