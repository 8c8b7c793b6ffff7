// Package specifiers: each entry is its own federation singleton.
import { apiErrorMessage } from '@academias/shared/api';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  ConfirmDialog,
  FactList,
  Fieldset,
  FormDialog,
  Heading,
  preloadCheckbox,
  Stack,
  Text,
} from '@academias/shared/ui';
import { type BaseSyntheticEvent, useState } from 'react';
import type { AutopayStatus } from '../../contract/autopay.ts';
import { autopayResultLabel } from '../../contract/autopay-labels.ts';
// Calls by method and path: the card's chunk carries none of the contract's zod schemas, so a
// shell that no longer loads zod at start can show it (docs/performance.md, issue 19).
import { routes } from '../../contract/routes.ts';
import { formatDate } from '../../format/index.ts';
import { notify, useContractMutation, useContractQuery } from '../contract-queries.ts';
import { autopayTexts as t } from './autopay-texts.ts';
import { postToWebpay } from './post-to-webpay.ts';

/** Who looks at the card: the payer on their own dashboard, or an admin on the person's page. */
type Viewer = 'payer' | 'admin';
const textFor = (text: string | Record<Viewer, string>, viewer: Viewer) =>
  typeof text === 'string' ? text : text[viewer];

type Outcome = keyof typeof t.results;
const isOutcome = (value: string | null): value is Outcome => value !== null && value in t.results;

/** The outcome Transbank's return left in the address (`?autopay=activa`), shown once. */
const readOutcome = (): Outcome | null => {
  const value = new URLSearchParams(window.location.search).get('autopay');
  return isOutcome(value) ? value : null;
};

interface EnrolDialogProps {
  status: AutopayStatus;
  viewer: Viewer;
  onClose: () => void;
}

function EnrolDialog({ status, viewer, onClose }: EnrolDialogProps) {
  const start = useContractMutation(routes.startAutopay, []);
  const [chosen, setChosen] = useState<number[]>(
    status.card?.wards.map((w) => w.id) ?? status.eligibleWards.map((w) => w.id),
  );
  const [error, setError] = useState<string | null>(null);
  const toggle = (id: number, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
  const submit = async (event?: BaseSyntheticEvent) => {
    // The dialog is a <form>: without this the browser would also submit it and reload the page.
    event?.preventDefault();
    if (chosen.length === 0) return setError(t.noWards);
    setError(null);
    try {
      postToWebpay(await start.mutateAsync({ body: { payerId: status.payerId, wardIds: chosen } }));
    } catch (e) {
      setError(apiErrorMessage(e));
    }
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t.dialogTitle}
      formError={error}
      saving={start.isPending || start.isSuccess}
      submitLabel={t.submit}
      onSubmit={submit}
    >
      <Stack gap="4">
        <Text>{textFor(t.dialogIntro, viewer)}</Text>
        <Fieldset.Root>
          <Fieldset.Legend>{t.wardsLabel}</Fieldset.Legend>
          <Stack gap="2" mt="2">
            {status.eligibleWards.map((w) => (
              <Checkbox.Root
                key={w.id}
                checked={chosen.includes(w.id)}
                onCheckedChange={(e) => toggle(w.id, !!e.checked)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{w.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </Fieldset.Root>
      </Stack>
    </FormDialog>
  );
}

/**
 * "Pago automático activo" with the card, wards and next date, or the way to enrol one; removal
 * too. The payer's dashboard and an admin on the person's page show the same card.
 */
export function AutopayCard({ payerId, viewer }: { payerId: number; viewer: Viewer }) {
  const query = useContractQuery('autopay', routes.getAutopay, { params: { payerId } });
  const remove = useContractMutation(routes.removeAutopay, ['autopay']);
  const [enrolling, setEnrolling] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [outcome] = useState(readOutcome);
  const status = query.data;
  if (!status || status.eligibleWards.length === 0) return null;
  const card = status.card;
  const facts: [string, string][] = card
    ? [
        [t.covers, card.wards.map((w) => w.name).join(', ')],
        [t.next, card.nextChargeDate ? formatDate(card.nextChargeDate) : t.noNext],
        ...(card.lastResult
          ? [
              [
                t.last,
                `${autopayResultLabel[card.lastResult]}${card.lastResultAt ? ` (${formatDate(card.lastResultAt.slice(0, 10))})` : ''}`,
              ] as [string, string],
            ]
          : []),
      ]
    : [];
  return (
    <Card.Root size="sm">
      <Card.Header
        flexDirection={{ base: 'column', sm: 'row' }}
        justifyContent="space-between"
        gap="3"
      >
        <Heading as="h2" size="md">
          {t.title}{' '}
          {card && (
            <Badge colorPalette="green" ms="2">
              {t.activeBadge}
            </Badge>
          )}
        </Heading>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
          <Button
            size="sm"
            colorPalette="blue"
            variant={card ? 'outline' : 'solid'}
            onClick={() => setEnrolling(true)}
            // The dialog's ticks (lazy-controls.ts), fetched on the way to the click.
            onPointerEnter={preloadCheckbox}
            onFocus={preloadCheckbox}
          >
            {card ? t.change : t.enrol}
          </Button>
          {card && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => setRemoving(true)}
            >
              {t.remove}
            </Button>
          )}
        </Stack>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {outcome && (
            <Alert.Root status={t.results[outcome].type} role="status">
              <Alert.Indicator />
              <Alert.Title>{textFor(t.results[outcome].text, viewer)}</Alert.Title>
            </Alert.Root>
          )}
          {card ? (
            <>
              <Text fontWeight="semibold">{t.card(card.cardType, card.cardLast4)}</Text>
              <FactList facts={facts} columns={3} />
            </>
          ) : (
            <Text color="fg.muted">{textFor(t.inactive, viewer)}</Text>
          )}
        </Stack>
      </Card.Body>
      {enrolling && (
        <EnrolDialog status={status} viewer={viewer} onClose={() => setEnrolling(false)} />
      )}
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={t.removeTitle}
        description={t.removeBody}
        confirmLabel={t.remove}
        destructive
        describeError={apiErrorMessage}
        onConfirm={async () => {
          await remove.mutateAsync({ body: { payerId } });
          notify.success(t.removed);
        }}
      />
    </Card.Root>
  );
}
