import type { ReadinessCheck, ReadinessState } from '@academias/shared/contract/system';
import { Badge, Card, HStack, Heading, List } from '@academias/shared/ui';
import { statusTexts as t } from './system-status-texts.ts';

export const stateColor: Record<ReadinessState, string> = {
  ok: 'green',
  aviso: 'orange',
  error: 'red',
};

/** One service's readiness: its state and what the admin should know or do. */
export function ReadinessCard({ check }: { check: ReadinessCheck }) {
  return (
    <Card.Root
      size="sm"
      variant="outline"
      borderLeftWidth="4px"
      borderLeftColor={`${stateColor[check.state]}.solid`}
    >
      <Card.Header>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h3" size="sm">
            {check.title}
          </Heading>
          <Badge colorPalette={stateColor[check.state]} variant="subtle">
            {t.state[check.state]}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        <List.Root gap="1" ps="4" textStyle="sm">
          {check.messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
