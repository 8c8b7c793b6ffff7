import { FormDialog, useDialogSubmit } from '@academias/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ReactNode } from 'react';
import { useForm, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

interface Academy {
  academyName: string;
}

/** The form of one academy's rule, filled from that academy (`valuesOf`) each time it opens. */
export const useAcademyRuleForm = <A extends Academy, Values extends FieldValues, Data>(
  schema: z.ZodType<Data, Values>,
  academy: A | null,
  valuesOf: (academy: A | null) => Values,
) => {
  const form = useForm<Values, unknown, Data>({ resolver: zodResolver(schema) });
  const { reset } = form;
  useEffect(() => {
    reset(valuesOf(academy));
  }, [academy, reset, valuesOf]);
  return form;
};

interface AcademyRuleDialogProps<Values extends FieldValues, Data> {
  /** The academy whose rule is set; null while the dialog is closed. */
  academy: Academy | null;
  texts: { formTitle: (academy: string) => string; submit: string };
  form: UseFormReturn<Values, unknown, Data>;
  /** The fields a refusal of the server may name. */
  fields: readonly FieldPath<Values>[];
  onSave: (data: Data) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}

/** "Configurar" one academy's rule (late fee, sibling discount): named by the academy, saves and closes. */
export const AcademyRuleDialog = <Values extends FieldValues, Data>(
  p: AcademyRuleDialogProps<Values, Data>,
) => {
  const submit = useDialogSubmit(p.form, p.fields, p.onSave, p.onClose);
  return (
    <FormDialog
      open={p.academy !== null}
      onClose={p.onClose}
      title={p.texts.formTitle(p.academy?.academyName ?? '')}
      submitLabel={p.texts.submit}
      {...submit}
      size="md"
    >
      {p.children}
    </FormDialog>
  );
};
