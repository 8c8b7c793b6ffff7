import { Button, Text } from '@chakra-ui/react';

interface DatedEntryRemoveProps {
  /** Only an entry that has not started yet may be removed (money never changes the past). */
  editable: boolean;
  /** What the button removes, for screen readers ("Quitar porcentaje de Ana desde marzo 2027"). */
  label: string;
  onRemove: () => void;
}

/** The last cell of a dated rate's history (percents, commissions): "Quitar", or why not. */
export const DatedEntryRemove = ({ editable, label, onRemove }: DatedEntryRemoveProps) =>
  editable ? (
    <Button size="xs" variant="outline" colorPalette="red" onClick={onRemove} aria-label={label}>
      Quitar
    </Button>
  ) : (
    <Text as="span" color="fg.muted" fontSize="sm">
      Ya rigió: no se cambia
    </Text>
  );
