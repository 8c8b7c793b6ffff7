import { apiErrorMessage, callApi } from '@academias/shared/api';
import { clearEmailBounce, getEmailBounces } from '@academias/shared/contract/email-delivery';
import { getReminderHistory } from '@academias/shared/contract/reminders';
import { formatClp, formatDate } from '@academias/shared/format';
import {
  Alert,
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Table,
  Text,
  toaster,
} from '@academias/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
      callApi(getReminderHistory, { query: { userId: studentId, page: 1, pageSize: 10 } as never }),
  });
  const bounces = useQuery({
    queryKey: ['email-bounces', studentId],
    queryFn: () =>
      callApi(getEmailBounces, { query: { userId: studentId, page: 1, pageSize: 5 } as never }),
  });
  const clear = useMutation({
    mutationFn: (email: string) => callApi(clearEmailBounce, { body: { data: { email } } }),
    onSuccess: () => {
      toaster.create({ type: 'success', title: texts.cleared });
      return client.invalidateQueries({ queryKey: ['email-bounces', studentId] });
    },
    onError: (e) =>
      toaster.create({ type: 'error', title: texts.clearError, description: apiErrorMessage(e) }),
  });
  return (
    <Card.Root size={{ base: 'sm', md: 'md' }}>
      <Card.Header>
        <Heading as="h2" size="lg">
          {texts.title}
        </Heading>
      </Card.Header>
      <Card.Body>
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
          {history.isLoading && <Skeleton height="12" />}
          {history.isError && <Text color="fg.error">{apiErrorMessage(history.error)}</Text>}
          {history.data && history.data.items.length === 0 && (
            <Text color="fg.muted">{texts.empty}</Text>
          )}
          {history.data && history.data.items.length > 0 && (
            <Table.ScrollArea>
              <Table.Root size="sm">
                <Table.Caption srOnly>{texts.caption}</Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{texts.day}</Table.ColumnHeader>
                    <Table.ColumnHeader>{texts.to}</Table.ColumnHeader>
                    <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>
                      {texts.charges}
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>{texts.state}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {history.data.items.map((r) => (
                    <Table.Row key={r.id}>
                      <Table.Cell>
                        {formatDate(r.day)}
                        <Text fontSize="xs" color="fg.muted">
                          {texts.origin[r.origin]}
                        </Text>
                      </Table.Cell>
                      <Table.Cell>
                        {r.payerName}
                        <Text fontSize="xs" color="fg.muted">
                          {r.email ?? '—'}
                        </Text>
                      </Table.Cell>
                      <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                        {r.charges
                          .map((c) => `${c.description} (${formatClp(c.amount)})`)
                          .join(', ')}
                      </Table.Cell>
                      <Table.Cell>
                        <HStack gap="1" wrap="wrap">
                          <Badge colorPalette={palette[r.state]} title={r.reason ?? undefined}>
                            {texts.states[r.state]}
                          </Badge>
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};
