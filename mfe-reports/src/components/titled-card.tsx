import { Card, Heading } from '@academias/shared/ui';
import type { ReactNode } from 'react';

interface TitledCardProps {
  /** The card's h2. */
  title: string;
  /** Beside the title from `sm` up, under it on a phone (a pay button). */
  actions?: ReactNode;
  /** `figure` for a chart, whose caption is inside. */
  as?: 'figure';
  children: ReactNode;
}

/** A dashboard or report card headed by its title: a chart, a list of payments or charges. */
export function TitledCard({ title, actions, as, children }: TitledCardProps) {
  return (
    <Card.Root as={as} size="sm" m="0">
      <Card.Header
        flexDirection={{ base: 'column', sm: 'row' }}
        justifyContent="space-between"
        gap="3"
      >
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {actions}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
