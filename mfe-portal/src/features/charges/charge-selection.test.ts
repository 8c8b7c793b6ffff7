import { describe, expect, it } from 'vitest';
import {
  allChargesSelected,
  emptySelection,
  keepShownCharges,
  selectedCharges,
  selectedTotal,
  toggleAllCharges,
  toggleCharge,
} from './charge-selection.ts';

const charges = [
  { id: 11, amount: 45_000 },
  { id: 12, amount: 45_000 },
  { id: 13, amount: 12_500 },
];

describe('charge selection', () => {
  it('starts empty with a zero total', () => {
    expect(selectedTotal(emptySelection, charges)).toBe(0);
    expect(allChargesSelected(emptySelection, charges)).toBe(false);
  });

  it('adds up only the ticked charges', () => {
    const two = toggleCharge(toggleCharge(emptySelection, 11), 13);
    expect(selectedTotal(two, charges)).toBe(57_500);
    expect(selectedCharges(two, charges).map((c) => c.id)).toEqual([11, 13]);
  });

  it('unticks a ticked charge without touching the previous selection object', () => {
    const one = toggleCharge(emptySelection, 12);
    const none = toggleCharge(one, 12);
    expect(one.has(12)).toBe(true);
    expect(none.size).toBe(0);
  });

  it('ignores ticked ids that are not shown when adding up', () => {
    expect(selectedTotal(new Set([11, 99]), charges)).toBe(45_000);
  });

  it('ticks all, then clears all', () => {
    const all = toggleAllCharges(emptySelection, charges);
    expect(allChargesSelected(all, charges)).toBe(true);
    expect(selectedTotal(all, charges)).toBe(102_500);
    expect(toggleAllCharges(all, charges).size).toBe(0);
    expect(toggleAllCharges(new Set([11]), charges).size).toBe(3);
  });

  it('is never "all selected" when there is nothing to select', () => {
    expect(allChargesSelected(new Set([1]), [])).toBe(false);
  });

  it('drops charges that are no longer shown, keeping identity when nothing changes', () => {
    const sel = new Set([11, 13]);
    expect(keepShownCharges(sel, charges)).toBe(sel);
    expect([...keepShownCharges(sel, charges.slice(0, 2))]).toEqual([11]);
  });
});
