import { apiErrorMessage } from '@academias/shared/api';
import { Alert, Card, Flex, Heading, Skeleton, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  /** The card's h2. */
  title: string;
  /** Under the title: what the part is for (a setting's rule). */
  description?: ReactNode;
  /** Beside the title (an add button, an export). */
  actions?: ReactNode;
  /** The query the card shows: a skeleton while it loads, its Spanish error when it fails. */
  query?: { isLoading: boolean; isError: boolean; error: unknown };
  children?: ReactNode;
}

/**
 * One titled part of a page (an academy's plans, its own charges, a setting): a section named by
 * its heading.
 */
export const SectionCard = ({ title, description, actions, query, children }: SectionCardProps) => {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} size={{ base: 'sm', md: 'md' }}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="lg" id={headingId}>
            {title}
          </Heading>
          {actions}
        </Flex>
        {description && <Text color="fg.muted">{description}</Text>}
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
};
