import { cleanup, screen } from '@testing-library/react';
import { spyOnCallApi } from '@academias/shared/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { PORTAL_PATH, useMyPayLinkPath } from './my-pay-link.ts';

type Settle = (value: unknown) => void;
const answer = { resolve: (() => {}) as Settle, reject: (() => {}) as Settle };
spyOnCallApi(
  () =>
    new Promise((resolve, reject) => {
      answer.resolve = resolve;
      answer.reject = reject;
    }),
);

const Probe = ({ enabled }: { enabled: boolean }) => {
  const { path, pending } = useMyPayLinkPath(enabled);
  return <output aria-label="enlace">{`${pending ? 'esperando' : 'listo'} ${path}`}</output>;
};
const shown = () => screen.getByLabelText('enlace').textContent;

afterEach(cleanup);

describe("'Pagar en el portal': the payer's personal link", () => {
  it('is pending until the link arrives, then the portal path with the link', async () => {
    renderWithProviders(<Probe enabled />);
    expect(shown()).toBe(`esperando ${PORTAL_PATH}`);
    answer.resolve({ url: 'http://localhost/client/payments#enlace=p1.abc' });
    expect(await screen.findByText('listo /client/payments#enlace=p1.abc')).toBeTruthy();
  });

  it('falls back to the plain portal when the link fails, and waits for nothing when off', async () => {
    renderWithProviders(<Probe enabled />);
    answer.reject(new Error('sin enlace'));
    expect(await screen.findByText(`listo ${PORTAL_PATH}`)).toBeTruthy();
    cleanup();
    renderWithProviders(<Probe enabled={false} />);
    expect(shown()).toBe(`listo ${PORTAL_PATH}`);
  });
});
