import { mergeFields } from '@academias/shared/contract/email-labels';
import { Button, Flex, Text } from '@academias/shared/ui';

/** Inserts `{{campo}}` where the cursor is; the server fills it per recipient. */
export const MergeFieldButtons = ({
  onInsert,
  label,
}: {
  onInsert: (token: string) => void;
  label: string;
}) => (
  <Flex
    role="group"
    aria-label={`Campos de combinación para ${label.toLowerCase()}`}
    gap="1"
    wrap="wrap"
    align="center"
  >
    <Text fontSize="xs" color="fg.muted" me="1">
      Insertar:
    </Text>
    {mergeFields.map((f) => (
      <Button
        key={f.key}
        size="2xs"
        variant="subtle"
        onClick={() => onInsert(`{{${f.key}}}`)}
        aria-label={`Insertar ${f.label} en ${label.toLowerCase()}`}
      >
        {f.label}
      </Button>
    ))}
  </Flex>
);
