/** The Webpay simulator's test cards (as Transbank's integration environment's): VISA approves, Mastercard declines. */
export const APPROVING_CARD = '4051 8856 0044 6623';
export const REJECTING_CARD = '5186 0595 5959 0568';
