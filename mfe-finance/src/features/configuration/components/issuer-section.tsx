import { toApiError } from '@academias/shared/api';
import {
  Alert,
  Button,
  Fieldset,
  Flex,
  FormField,
  Input,
  RadioGroup,
  SectionCard,
  SimpleGrid,
  Skeleton,
  Stack,
} from '@academias/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { notifySuccess } from '../../../api/notify.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { serverErrorTarget } from '../../../forms/server-field.ts';
import { useIssuerSettings, useUpdateIssuer } from '../api/configuration-queries.ts';
import {
  issuerFormDefaults,
  issuerFormSchema,
  type IssuerFormData,
  type IssuerFormValues,
} from '../configuration-schemas.ts';

const fields = [
  'rut',
  'businessName',
  'giro',
  'address',
  'comuna',
  'email',
  'phone',
  'documentType',
] as const;

/** Issuer data printed on boletas and the document type issued (39 afecta / 41 exenta). */
export const IssuerSection = () => {
  const issuer = useIssuerSettings();
  const update = useUpdateIssuer();
  const { control, register, handleSubmit, reset, setError, formState } = useForm<
    IssuerFormValues,
    unknown,
    IssuerFormData
  >({
    resolver: zodResolver(issuerFormSchema),
    defaultValues: issuerFormDefaults(undefined),
  });
  const { errors, isSubmitting } = formState;

  // What the admin already typed stays when the data arrives or refetches (see commission-section).
  useEffect(() => {
    if (issuer.data) reset(issuerFormDefaults(issuer.data), { keepDirtyValues: true });
  }, [issuer.data, reset]);

  const submit = handleSubmit(async (data) => {
    try {
      await update.mutateAsync(data);
      notifySuccess('Datos del emisor guardados', 'Las próximas boletas usarán estos datos.');
    } catch (error) {
      const { field, message } = serverErrorTarget(error, fields);
      setError(field, { message });
    }
  });

  return (
    <SectionCard
      title="Emisor de boletas"
      description="Datos que se imprimen en cada boleta y el tipo de documento que se emite."
    >
      {issuer.isLoading ? (
        <Skeleton height="40" />
      ) : issuer.error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{toApiError(issuer.error).message}</Alert.Title>
        </Alert.Root>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Datos del emisor">
          <Stack gap="4">
            <FormAlert message={errors.root?.message} />
            <Controller
              control={control}
              name="documentType"
              render={({ field }) => (
                <Fieldset.Root invalid={Boolean(errors.documentType)}>
                  <Fieldset.Legend>Tipo de documento</Fieldset.Legend>
                  <RadioGroup.Root
                    value={field.value}
                    onValueChange={(e) => field.onChange(e.value)}
                    name={field.name}
                    mt="2"
                  >
                    <Flex gap="6" wrap="wrap">
                      {[
                        { value: '41', label: 'Boleta exenta (41)' },
                        { value: '39', label: 'Boleta afecta (39)' },
                      ].map((o) => (
                        <RadioGroup.Item key={o.value} value={o.value}>
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </Flex>
                  </RadioGroup.Root>
                  {errors.documentType && (
                    <Fieldset.ErrorText color="fg.error">
                      {errors.documentType.message}
                    </Fieldset.ErrorText>
                  )}
                </Fieldset.Root>
              )}
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="RUT del emisor" error={errors.rut?.message} required>
                <Input autoComplete="off" {...register('rut')} />
              </FormField>
              <FormField label="Razón social" error={errors.businessName?.message} required>
                <Input {...register('businessName')} />
              </FormField>
              <FormField label="Giro" error={errors.giro?.message} required>
                <Input {...register('giro')} />
              </FormField>
              <FormField label="Dirección" error={errors.address?.message} required>
                <Input {...register('address')} />
              </FormField>
              <FormField label="Comuna" error={errors.comuna?.message} required>
                <Input {...register('comuna')} />
              </FormField>
              <FormField label="Correo" error={errors.email?.message}>
                <Input type="email" {...register('email')} />
              </FormField>
              <FormField label="Teléfono" error={errors.phone?.message}>
                <Input type="tel" {...register('phone')} />
              </FormField>
            </SimpleGrid>
            <Flex justify="flex-end">
              <Button type="submit" loading={isSubmitting} loadingText="Guardando…">
                Guardar datos del emisor
              </Button>
            </Flex>
          </Stack>
        </form>
      )}
    </SectionCard>
  );
};
