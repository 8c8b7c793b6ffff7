import { apiErrorMessage, statusOf } from '@academias/shared/api';
import type { EndpointResponse, contract } from '@academias/shared/contract';
import { Alert, Stack } from '@academias/shared/ui';
import { useMemo, useState } from 'react';
import { useHref } from '@academias/shared/router';
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

type PayerAnswer = EndpointResponse<typeof contract.getUserByRut>;

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
  // The result page of this same bundle (`/client/payments/result` or `/portal/result`).
  const resultPath = useHref('result');

  const person = people.find((p) => p.userId === personId) ?? null;
  const selectable = useMemo(() => person?.charges.filter(canPay) ?? [], [person]);
  // Charges that disappeared or got reserved after a refresh drop out of the selection.
  const selection = keepShownCharges(picked, selectable);
  const total = selectedTotal(selection, selectable);
  const resumes = selectable.some((c) => c.reserved && selection.has(c.id));

  const releaseHold = (chargeId: number) => {
    create.reset();
    release.mutate(
      { lookupToken: answer.lookupToken, chargeId },
      // Either way the charges shown may have changed: ask the server again.
      { onSettled: onStale },
    );
  };

  const choose = (id: number) => {
    setPersonId(id);
    setPicked(openChargesOf(people.find((p) => p.userId === id)?.charges ?? []));
    create.reset();
  };

  const pay = () => {
    if (!person || selection.size === 0) return;
    create.mutate(
      {
        orderId: newOrderId(),
        userId: person.userId,
        lookupToken: answer.lookupToken,
        sessionId: newSessionId(),
        totalAcum: total,
        returnUrl: new URL(resultPath, window.location.href).href,
        selectedPayments: [...selection],
      },
      {
        onError: (error) => {
          // 409: another tab or payer holds or paid one of these charges; show the current state.
          if (statusOf(error) === 409) onStale();
        },
      },
    );
  };

  return (
    <Stack gap="6">
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
            releasingId={release.isPending ? (release.variables?.chargeId ?? null) : null}
          />
          {release.isError && (
            <Alert.Root status="error" borderRadius="lg">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{holdTexts.releaseFailed}</Alert.Title>
                <Alert.Description>{apiErrorMessage(release.error)}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {create.isError && (
            <Alert.Root status="error" borderRadius="lg">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>No pudimos iniciar el pago</Alert.Title>
                <Alert.Description>{apiErrorMessage(create.error)}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
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
    </Stack>
  );
};
