import type { Charge } from '@academias/shared/contract/charges';
import { formatClp, formatPeriod, todayInChile } from '@academias/shared/format';
import {
  DateInput,
  dateInputError,
  FormDialog,
  FormField,
  Input,
  List,
  NativeSelect,
  Skeleton,
  Stack,
  Stat,
  Text,
  isIsoDate,
} from '@academias/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../../../components/form-alert.tsx';
import { serverErrorTarget } from '../../../forms/server-field.ts';
import { useRegisterBulkPayments } from '../api/bulk-payment-queries.ts';
import { bulkPaymentTexts as texts } from './bulk-payment-texts.ts';

/** The server's limit per call (registerBulkManualPayments). */
export const BULK_PAYMENT_MAX = 200;

const formSchema = (today: string) =>
  z.object({
    method: z.enum(['efectivo', 'transferencia'], { error: texts.chooseMethod }),
    paidOn: z
      .string()
      .min(1, texts.dateRequired)
      .refine(isIsoDate, 'Fecha inválida: usa dd-mm-aaaa')
      .refine((d) => d <= today, texts.dateFuture),
    reference: z
      .string()
      .trim()
      .max(120, 'Admite hasta 120 caracteres')
      .transform((v) => (v ? v : null)),
  });
type FormValues = z.input<ReturnType<typeof formSchema>>;
type FormData = z.output<ReturnType<typeof formSchema>>;
const fields = ['method', 'paidOn', 'reference'] as const;

const isOpen = (c: Charge) => c.state === 'pendiente' || c.state === 'vencido';

/** Count and amount per student, in the order they first appear. */
const perPerson = (charges: readonly Charge[]) => {
  const by = new Map<number, { id: number; name: string; count: number; total: number }>();
  for (const c of charges) {
    const row = by.get(c.studentId) ?? {
      id: c.studentId,
      name: c.studentName,
      count: 0,
      total: 0,
    };
    row.count += 1;
    row.total += c.amount;
    by.set(c.studentId, row);
  }
  return [...by.values()];
};

interface BulkPaymentDialogProps {
  /** The ticked charges (undefined while they load). */
  charges: readonly Charge[] | undefined;
  loadError?: string | null;
  onClose: () => void;
  onDone: (result: { count: number; total: number }) => void;
}

/**
 * "Registrar pagos": method, day and a summary (how many, total, per student) of the ticked
 * charges, then one call that pays each with its own boleta. Mounted on opening: its idempotency
 * key lives as long as the dialog, so a double click or a retry never pays twice.
 */
export const BulkPaymentDialog = ({
  charges,
  loadError,
  onClose,
  onDone,
}: BulkPaymentDialogProps) => {
  const [today] = useState(() => todayInChile());
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const register = useRegisterBulkPayments();
  const {
    register: field,
    control,
    handleSubmit,
    setError,
    formState,
  } = useForm<FormValues, unknown, FormData>({
    resolver: zodResolver(formSchema(today)),
    defaultValues: { method: '' as 'efectivo', paidOn: today, reference: '' },
  });
  const { errors, isSubmitting } = formState;
  const closed = charges?.filter((c) => !isOpen(c)) ?? [];
  const tooMany = (charges?.length ?? 0) > BULK_PAYMENT_MAX;
  const total = charges?.reduce((sum, c) => sum + c.amount, 0) ?? 0;
  const blocked = !charges || charges.length === 0 || closed.length > 0 || tooMany;

  const submit = handleSubmit(async (data) => {
    if (blocked) return;
    try {
      const result = await register.mutateAsync({
        idempotencyKey,
        chargeIds: charges.map((c) => c.id),
        ...data,
      });
      onDone(result);
      onClose();
    } catch (error) {
      const { field: target, message } = serverErrorTarget(error, fields);
      setError(target, { message });
    }
  });

  return (
    <FormDialog
      open
      title={texts.title}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={texts.submit(charges?.length ?? 0)}
      saving={isSubmitting}
      size="lg"
    >
      <FormAlert message={errors.root?.message ?? loadError ?? undefined} />
      <Text fontSize="sm" color="fg.muted">
        {texts.intro}
      </Text>
      {!charges ? (
        loadError ? null : (
          <Skeleton height="16" aria-label={texts.loading} />
        )
      ) : (
        <>
          {tooMany && <FormAlert message={texts.tooMany(BULK_PAYMENT_MAX)} />}
          {closed.length > 0 && (
            <Stack gap="1" role="alert">
              <Text color="fg.error">{texts.notOpen(closed.length)}</Text>
              <List.Root ps="5">
                {closed.map((c) => (
                  <List.Item key={c.id}>
                    {c.studentName} · {c.description} ({formatPeriod(c.period)})
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
          )}
          <Stat.Root aria-live="polite">
            <Stat.Label>Total a registrar</Stat.Label>
            <Stat.ValueText>{formatClp(total)}</Stat.ValueText>
          </Stat.Root>
          {/* outside the Stat: its <dl> may only hold label and value */}
          <Text fontSize="sm" aria-live="polite">
            {texts.summary(charges.length, total)}
          </Text>
          <Stack gap="1" as="section" aria-label={texts.perPerson}>
            <Text fontWeight="semibold">{texts.perPerson}</Text>
            <List.Root ps="5" maxH="40" overflowY="auto">
              {perPerson(charges).map((p) => (
                <List.Item key={p.id}>
                  {p.name}: {texts.personLine(p.count, p.total)}
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        </>
      )}
      <FormField label={texts.method} error={errors.method?.message} required>
        <NativeSelect.Root>
          <NativeSelect.Field {...field('method')}>
            <option value="">Elige…</option>
            <option value="efectivo">Efectivo</option>
            <option value="transferencia">Transferencia</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <Controller
        control={control}
        name="paidOn"
        render={({ field: date }) => (
          <FormField
            label={texts.date}
            error={dateInputError(date.value, errors.paidOn?.message)}
            helperText={texts.dateHelp}
            required
          >
            <DateInput {...date} />
          </FormField>
        )}
      />
      <FormField
        label={texts.reference}
        error={errors.reference?.message}
        helperText={texts.referenceHelp}
      >
        <Input autoComplete="off" {...field('reference')} />
      </FormField>
    </FormDialog>
  );
};
