import { apiFailure, stubPhone } from '@academias/shared/testing';
import { cleanup, screen } from '@testing-library/react';
import { expect, type Mock } from 'vitest';

interface ListStates {
  /** What the page says when the list call answers no rows. */
  empty: string;
  /** The test's stand-in for the list call, made to fail with `failure` as the server's message. */
  failing: Mock;
  failure: string;
}

/**
 * A list page's two Spanish states, in one test: opened while the call answers no rows, it says
 * `empty`; opened again while the call fails, it shows the server's message.
 */
export const expectEmptyThenFailure = async (open: () => unknown, states: ListStates) => {
  open();
  expect(await screen.findByText(states.empty)).toBeTruthy();
  cleanup();
  states.failing.mockImplementation(() => {
    throw apiFailure(500, { message: states.failure });
  });
  open();
  expect(await screen.findByText(states.failure)).toBeTruthy();
};

/** On a 390 px phone the list is cards, one per row, and no table: `shown` is a card's text. */
export const expectCardsOnPhone = async (open: () => unknown, shown: string, cards: number) => {
  stubPhone(true);
  open();
  expect(await screen.findByText(shown)).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.getAllByRole('listitem')).toHaveLength(cards);
};
