import { apiErrorMessage } from '@academias/shared/api';
import { Alert, Card, Flex, Heading, Skeleton } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SectionCardProps {
  /** The card's h2. */
  title: string;
  /** Beside the title (an add button, an export). */
  actions?: ReactNode;
  /** The query the card shows: a skeleton while it loads, its Spanish error when it fails. */
  query?: { isLoading: boolean; isError: boolean; error: unknown };
  children?: ReactNode;
}

/** One titled part of a detail page (an academy's plans, its own charges, its students). */
export const SectionCard = ({ title, actions, query, children }: SectionCardProps) => (
  <Card.Root size={{ base: 'sm', md: 'md' }}>
    <Card.Header>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {actions}
      </Flex>
    </Card.Header>
    <Card.Body>
      {query?.isLoading && <Skeleton height="16" />}
      {query?.isError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{apiErrorMessage(query.error)}</Alert.Title>
        </Alert.Root>
      )}
      {children}
    </Card.Body>
  </Card.Root>
);
