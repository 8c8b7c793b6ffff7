import { toApiError } from '@academias/shared/api';
import type { SiiSettings } from '@academias/shared/contract/sii';
import { Button, Fieldset, Flex, FormField, Input, Text } from '@academias/shared/ui';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { notifySuccess } from '../../../api/notify.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useUploadCaf, useUploadCertificate } from '../api/sii-queries.ts';
import { siiTexts as t } from '../sii-texts.ts';

const toBase64 = async (file: File): Promise<string> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
};

/**
 * An upload form's file input (`fileInput`, spread into an Input) and its submit, which sends the
 * chosen file: "choose a file" when there is none, the server's refusal above the form.
 */
const useFileUpload = (send: (file: File) => Promise<void>) => {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!file) return setError(t.chooseFile);
    try {
      await send(file);
    } catch (e) {
      setError(toApiError(e).message);
    }
  };
  const fileInput = {
    type: 'file',
    p: '1',
    onChange: (e: ChangeEvent<HTMLInputElement>) => setFile(e.target.files?.[0] ?? null),
  } as const;
  return { fileInput, error, submit };
};

/** The PKCS#12 and its password; the server checks both and keeps them sealed. */
export const CertificateForm = ({ settings }: { settings: SiiSettings }) => {
  const upload = useUploadCertificate();
  const [password, setPassword] = useState('');
  const { fileInput, error, submit } = useFileUpload(async (file) => {
    await upload.mutateAsync({ fileBase64: await toBase64(file), password });
    setPassword('');
    notifySuccess(t.certificateSaved);
  });
  const cert = settings.certificate;
  return (
    <form onSubmit={submit} noValidate aria-label={t.certificateLegend}>
      <Fieldset.Root>
        <Fieldset.Legend>{t.certificateLegend}</Fieldset.Legend>
        <Text color="fg.muted" fontSize="sm">
          {cert ? t.certificateLoaded(cert.subject, cert.validTo.slice(0, 10)) : t.certificateNone}
        </Text>
        <FormAlert message={error ?? undefined} />
        <Flex gap="4" wrap="wrap" align="flex-end" mt="2">
          <FormField label={t.certificateFile} helperText={t.certificateHelp}>
            <Input accept=".p12,.pfx,application/x-pkcs12" {...fileInput} />
          </FormField>
          <FormField label={t.certificatePassword}>
            <Input
              type="password"
              autoComplete="off"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </FormField>
          <Button type="submit" loading={upload.isPending}>
            {t.uploadCertificate}
          </Button>
        </Flex>
      </Fieldset.Root>
    </form>
  );
};

/** A CAF file as the SII delivers it; refused with the reason when it does not fit. */
export const CafForm = () => {
  const upload = useUploadCaf();
  const { fileInput, error, submit } = useFileUpload(async (file) => {
    // CAF files are ISO-8859-1: read them as such so the razón social keeps its accents.
    const xml = new TextDecoder('iso-8859-1').decode(await file.arrayBuffer());
    await upload.mutateAsync({ xml });
    notifySuccess(t.cafSaved);
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t.cafLegend}>
      <FormAlert message={error ?? undefined} />
      <Flex gap="4" wrap="wrap" align="flex-end">
        <FormField label={t.cafFile}>
          <Input accept=".xml,text/xml,application/xml" {...fileInput} />
        </FormField>
        <Button type="submit" loading={upload.isPending}>
          {t.uploadCaf}
        </Button>
      </Flex>
    </form>
  );
};
