import { Button, Card, Flex, Stack } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { useNarrowScreen } from './use-narrow-screen.ts';

interface ListFiltersProps {
  /** "Filtros de pagos": names the region for screen readers. */
  label: string;
  /** How many filters differ from their default; shown on the phone's button. */
  active: number;
  children: ReactNode;
}

/**
 * A list's filters. From 600 px up they are always in view; on a phone they fold behind
 * "Filtros (n)", n the filters in use, so the list starts on the first screen.
 */
export const ListFilters = ({ label, active, children }: ListFiltersProps) => {
  const narrow = useNarrowScreen();
  const [open, setOpen] = useState(false);
  const id = useId();
  const body = (
    <Card.Root as="section" aria-label={label} id={id}>
      <Card.Body>
        <Flex gap="4" wrap="wrap" align="flex-start" direction={{ base: 'column', sm: 'row' }}>
          {children}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
  if (!narrow) return body;
  return (
    <Stack gap="2">
      <Button
        variant="outline"
        minH="11"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {active > 0 ? `Filtros (${active})` : 'Filtros'}
      </Button>
      {open && body}
    </Stack>
  );
};
