import { toApiError } from '@academias/shared/api';
import {
  Button,
  Code,
  FormField,
  HStack,
  Input,
  Stack,
  Text,
  Textarea,
} from '@academias/shared/ui';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../api/notify.ts';
import { useReminderTemplate, useSaveReminderTemplate } from '../api/reminder-queries.ts';
import { texts } from '../texts.ts';
import { PersonPreview } from './person-preview.tsx';

/** The one reminder template; the person preview below renders the draft as typed. */
export const TemplateForm = () => {
  const template = useReminderTemplate();
  if (!template.data) return null;
  return (
    <TemplateFields
      key={`${template.data.subject}|${template.data.html}`}
      initial={template.data}
    />
  );
};

const TemplateFields = ({
  initial,
}: {
  initial: { subject: string; html: string; mergeFields: string[]; isDefault: boolean };
}) => {
  const [subject, setSubject] = useState(initial.subject);
  const [html, setHtml] = useState(initial.html);
  const save = useSaveReminderTemplate();
  const error = save.error ? toApiError(save.error) : null;
  return (
    <Stack gap="4">
      {initial.isDefault && <Text color="fg.muted">{texts.template.isDefault}</Text>}
      <FormField
        label={texts.template.subject}
        error={error?.field === 'data.subject' ? error.message : null}
      >
        <Input value={subject} onChange={(e) => setSubject(e.target.value)} />
      </FormField>
      <FormField
        label={texts.template.html}
        error={error?.field === 'data.html' ? error.message : null}
        helperText={texts.template.fieldsHelp}
      >
        <Textarea
          value={html}
          onChange={(e) => setHtml(e.target.value)}
          rows={8}
          fontFamily="mono"
          fontSize="sm"
        />
      </FormField>
      <HStack gap="1" wrap="wrap" aria-label={texts.template.fields}>
        <Text fontSize="sm">{texts.template.fields}:</Text>
        {initial.mergeFields.map((f) => (
          <Code key={f}>{`{{${f}}}`}</Code>
        ))}
      </HStack>
      <HStack>
        <Button
          onClick={() =>
            save.mutate(
              { subject, html },
              {
                onSuccess: () => notifySuccess(texts.template.saved),
                onError: (e) => notifyError(texts.template.saveError, e),
              },
            )
          }
          loading={save.isPending}
        >
          {texts.template.save}
        </Button>
      </HStack>
      <PersonPreview draft={{ subject, html }} />
    </Stack>
  );
};
