import { formatClp } from '@academias/shared/format';
import { Button, Card, HStack, SearchInput, Stack, Text } from '@academias/shared/ui';
import { useState } from 'react';
import { notifyError } from '../../../api/notify.ts';
import { useRecipients } from '../../compose/api/recipient-queries.ts';
import { PreviewDialog } from '../../compose/components/preview-dialog.tsx';
import { usePersonPreview } from '../api/reminder-queries.ts';
import { texts } from '../texts.ts';

/** Search a student and see the exact reminder their payer would get today (draft template optional). */
export const PersonPreview = ({
  draft,
}: {
  draft?: { subject: string; html: string } | undefined;
}) => {
  const [search, setSearch] = useState('');
  const found = useRecipients({ mode: 'todos' }, { page: 1, pageSize: 6, search });
  const preview = usePersonPreview();
  const [open, setOpen] = useState(false);
  const show = (userId: number) => {
    setOpen(true);
    preview.mutate(
      { userId, ...(draft ?? {}) },
      {
        onError: (e) => {
          setOpen(false);
          notifyError(texts.person.error, e);
        },
      },
    );
  };
  const data = preview.data;
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title>{texts.person.title}</Card.Title>
        <Text fontSize="sm" color="fg.muted">
          {texts.person.help}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="2">
          <SearchInput value={search} onChange={setSearch} label={texts.person.search} />
          {search &&
            found.data?.items.map((p) => (
              <HStack key={p.id} justify="space-between" gap="2" wrap="wrap">
                <Text>
                  {p.name}
                  {p.academies ? (
                    <Text as="span" color="fg.muted">{` · ${p.academies}`}</Text>
                  ) : null}
                </Text>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => show(p.id)}
                  aria-label={texts.person.previewOf(p.name)}
                >
                  {texts.person.preview}
                </Button>
              </HStack>
            ))}
        </Stack>
      </Card.Body>
      <PreviewDialog
        open={open}
        loading={preview.isPending}
        preview={
          data
            ? { subject: data.subject, html: data.html, recipientName: data.recipientName }
            : undefined
        }
        note={
          data
            ? data.total === 0
              ? texts.person.owesNothing
              : !data.email
                ? texts.person.noEmail
                : texts.person.owes(formatClp(data.total))
            : undefined
        }
        onClose={() => setOpen(false)}
      />
    </Card.Root>
  );
};
