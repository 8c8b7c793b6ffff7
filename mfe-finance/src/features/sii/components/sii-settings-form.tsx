import { toApiError } from '@academias/shared/api';
import type { SiiSettings } from '@academias/shared/contract/sii';
import { Button, Fieldset, Flex, FormField, Input, SimpleGrid } from '@academias/shared/ui';
import { useState, type FormEvent } from 'react';
import { notifySuccess } from '../../../api/notify.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useSaveSiiSettings } from '../api/sii-queries.ts';
import { siiTexts as t } from '../sii-texts.ts';

/** Actividad económica, resolución, sender and the low-folio threshold. */
export const SiiSettingsForm = ({ settings }: { settings: SiiSettings }) => {
  const save = useSaveSiiSettings();
  const [values, setValues] = useState({
    acteco: settings.acteco ?? '',
    resolutionNumber: String(settings.resolutionNumber ?? ''),
    resolutionDate: settings.resolutionDate ?? '',
    senderRut: settings.senderRut ?? '',
    lowFolioWarning: String(settings.lowFolioWarning),
  });
  const [error, setError] = useState<{ field?: string | undefined; message: string } | null>(null);
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const fieldError = (name: string) => (error?.field === name ? error.message : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({
        acteco: values.acteco,
        resolutionNumber: Number(values.resolutionNumber),
        resolutionDate: values.resolutionDate,
        senderRut: values.senderRut,
        lowFolioWarning: Number(values.lowFolioWarning),
      });
      notifySuccess(t.saved);
    } catch (e) {
      const apiError = toApiError(e);
      setError({ field: apiError.field?.split('.').pop(), message: apiError.message });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t.settingsLegend}>
      <Fieldset.Root>
        <Fieldset.Legend>{t.settingsLegend}</Fieldset.Legend>
        <FormAlert message={error && !error.field ? error.message : undefined} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="2">
          <FormField
            label={t.acteco}
            helperText={t.actecoHelp}
            error={fieldError('acteco')}
            required
          >
            <Input inputMode="numeric" value={values.acteco} onChange={set('acteco')} />
          </FormField>
          <FormField label={t.senderRut} error={fieldError('senderRut')} required>
            <Input value={values.senderRut} onChange={set('senderRut')} autoComplete="off" />
          </FormField>
          <FormField label={t.resolutionNumber} error={fieldError('resolutionNumber')} required>
            <Input
              inputMode="numeric"
              value={values.resolutionNumber}
              onChange={set('resolutionNumber')}
            />
          </FormField>
          <FormField label={t.resolutionDate} error={fieldError('resolutionDate')} required>
            <Input type="date" value={values.resolutionDate} onChange={set('resolutionDate')} />
          </FormField>
          <FormField label={t.lowFolioWarning} error={fieldError('lowFolioWarning')}>
            <Input
              inputMode="numeric"
              value={values.lowFolioWarning}
              onChange={set('lowFolioWarning')}
            />
          </FormField>
        </SimpleGrid>
        <Flex justify="flex-end" mt="3">
          <Button type="submit" loading={save.isPending}>
            {t.saveSettings}
          </Button>
        </Flex>
      </Fieldset.Root>
    </form>
  );
};
