import { useMemo, useState } from 'react';
import type { PortalAnswer } from '../../api/portal-calls.ts';
import { errorMessage, statusOf } from '@academias/shared/api/post-json';
import {
  canPay,
  keepShownCharges,
  openChargesOf,
  selectedTotal,
  toggleAllCharges,
  toggleCharge,
  type Selection,
} from '../../features/charges/charge-selection.ts';
import { ChargesPicker } from '../../features/charges/components/charges-picker.tsx';
import { StudentChooser } from '../../features/charges/components/student-chooser.tsx';
import { holdTexts } from '../../features/charges/hold-texts.ts';
import { useCreateWebpayPayment } from '../../features/checkout/api/use-create-webpay-payment.ts';
import { useReleaseHold } from '../../features/checkout/api/use-release-hold.ts';
import { PaySummary } from '../../features/checkout/components/pay-summary.tsx';
import { newOrderId, newSessionId } from '../../features/checkout/payment-ids.ts';
import { Notice } from '../../ui/notice.tsx';
import { usePortalNav } from '../../navigation/portal-nav.tsx';

type PayerAnswer = PortalAnswer<'getUserByRut'>;

interface PayerCheckoutProps {
  answer: PayerAnswer;
  /** Asks the server again (after a refusal, the charges shown may be out of date). */
  onStale: () => void;
}

/** Steps 2 and 3: choose whose charges (guardians), tick them, see the total and pay. */
export const PayerCheckout = ({ answer, onStale }: PayerCheckoutProps) => {
  const people = answer.people;
  const [personId, setPersonId] = useState<number | null>(
    people.length === 1 ? (people[0]?.userId ?? null) : null,
  );
  // Every open charge starts ticked (oldest first, as listed); the payer unticks what they leave for later.
  const [picked, setPicked] = useState<Selection>(() =>
    people.length === 1 ? openChargesOf(people[0]?.charges ?? []) : openChargesOf([]),
  );
  const create = useCreateWebpayPayment();
  const release = useReleaseHold();
  // The result page of this same portal (`/client/payments/result` or `/portal/result`).
  const resultPath = usePortalNav().href('result');

  const person = people.find((p) => p.userId === personId) ?? null;
  const selectable = useMemo(() => person?.charges.filter(canPay) ?? [], [person]);
  // Charges that disappeared or got reserved after a refresh drop out of the selection.
  const selection = keepShownCharges(picked, selectable);
  const total = selectedTotal(selection, selectable);
  const resumes = selectable.some((c) => c.reserved && selection.has(c.id));

  const releaseHold = (chargeId: number) => {
    create.reset();
    // Either way the charges shown may have changed: ask the server again.
    release.run({ lookupToken: answer.lookupToken, chargeId }).then(onStale, onStale);
  };

  const choose = (id: number) => {
    setPersonId(id);
    setPicked(openChargesOf(people.find((p) => p.userId === id)?.charges ?? []));
    create.reset();
  };

  const pay = () => {
    if (!person || selection.size === 0) return;
    create
      .run({
        orderId: newOrderId(),
        userId: person.userId,
        lookupToken: answer.lookupToken,
        sessionId: newSessionId(),
        totalAcum: total,
        returnUrl: new URL(resultPath, window.location.href).href,
        selectedPayments: [...selection],
      })
      .catch((error: unknown) => {
        // 409: another tab or payer holds or paid one of these charges; show the current state.
        if (statusOf(error) === 409) onStale();
      });
  };

  return (
    <div className="portal-stack">
      {people.length > 1 && (
        <StudentChooser
          students={people.map((p) => ({
            id: p.userId,
            name: p.displayName,
            pendingCount: p.charges.length,
            pendingTotal: p.charges.reduce((sum, c) => sum + c.amount, 0),
          }))}
          selectedId={personId}
          onSelect={choose}
        />
      )}
      {person && (
        <>
          <ChargesPicker
            personName={person.displayName}
            charges={person.charges}
            selection={selection}
            onToggle={(id) => setPicked(toggleCharge(selection, id))}
            onToggleAll={() => setPicked(toggleAllCharges(selection, selectable))}
            onRelease={releaseHold}
            releasingId={release.isPending ? (release.input?.chargeId ?? null) : null}
          />
          {release.isError && (
            <Notice tone="error" role="alert" title={holdTexts.releaseFailed}>
              <p>{errorMessage(release.error)}</p>
            </Notice>
          )}
          {create.isError && (
            <Notice tone="error" role="alert" title="No pudimos iniciar el pago">
              <p>{errorMessage(create.error)}</p>
            </Notice>
          )}
          {selectable.length > 0 && (
            <PaySummary
              count={selection.size}
              total={total}
              isPaying={create.isPending || create.isSuccess}
              onPay={pay}
              label={resumes ? holdTexts.resume : undefined}
            />
          )}
        </>
      )}
    </div>
  );
};
