import { apiErrorMessage, callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import { formatClp, formatDate } from '@academias/shared/format';
import {
  Alert,
  Badge,
  Button,
  CompactTable,
  SectionCard,
  Stack,
  Text,
  toaster,
} from '@academias/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@academias/shared/query';
import { remindersTexts as texts } from './reminders-texts.ts';

const palette = { pendiente: 'blue', enviado: 'green', fallido: 'red', omitido: 'orange' } as const;

/**
 * What reminders went to this student's payer about them (or to them), delivered or not, and
 * whether their address bounces (an admin clears it after fixing the address).
 */
export const RemindersCard = ({ studentId }: { studentId: number }) => {
  const client = useQueryClient();
  const history = useQuery({
    queryKey: ['reminders', 'history', studentId],
    queryFn: () =>
      callApi(routes.getReminderHistory, {
        query: { userId: studentId, page: 1, pageSize: 10 } as never,
      }),
  });
  const bounces = useQuery({
    queryKey: ['email-bounces', studentId],
    queryFn: () =>
      callApi(routes.getEmailBounces, {
        query: { userId: studentId, page: 1, pageSize: 5 } as never,
      }),
  });
  const clear = useMutation({
    mutationFn: (email: string) => callApi(routes.clearEmailBounce, { body: { data: { email } } }),
    onSuccess: () => {
      toaster.create({ type: 'success', title: texts.cleared });
      return client.invalidateQueries({ queryKey: ['email-bounces', studentId] });
    },
    onError: (e) =>
      toaster.create({ type: 'error', title: texts.clearError, description: apiErrorMessage(e) }),
  });
  return (
    <SectionCard title={texts.title} query={history}>
      <Stack gap="3">
        {bounces.data?.items.map((b) => (
          <Alert.Root key={b.email} status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{texts.bounced(b.email)}</Alert.Title>
              <Alert.Description>{b.reason}</Alert.Description>
            </Alert.Content>
            <Button
              size="xs"
              variant="outline"
              onClick={() => clear.mutate(b.email)}
              loading={clear.isPending}
              aria-label={texts.clearLabel(b.email)}
            >
              {texts.clear}
            </Button>
          </Alert.Root>
        ))}
        {history.data && (
          <CompactTable
            caption={texts.caption}
            empty={texts.empty}
            rows={history.data.items}
            rowKey={(r) => r.id}
            columns={[
              {
                key: 'day',
                header: texts.day,
                cell: (r) => (
                  <>
                    {formatDate(r.day)}
                    <Text fontSize="xs" color="fg.muted">
                      {texts.origin[r.origin]}
                    </Text>
                  </>
                ),
              },
              {
                key: 'to',
                header: texts.to,
                cell: (r) => (
                  <>
                    {r.payerName}
                    <Text fontSize="xs" color="fg.muted">
                      {r.email ?? '—'}
                    </Text>
                  </>
                ),
              },
              {
                key: 'charges',
                header: texts.charges,
                hideOnMobile: true,
                cell: (r) =>
                  r.charges.map((c) => `${c.description} (${formatClp(c.amount)})`).join(', '),
              },
              {
                key: 'state',
                header: texts.state,
                cell: (r) => (
                  <Badge colorPalette={palette[r.state]} title={r.reason ?? undefined}>
                    {texts.states[r.state]}
                  </Badge>
                ),
              },
            ]}
          />
        )}
      </Stack>
    </SectionCard>
  );
};
