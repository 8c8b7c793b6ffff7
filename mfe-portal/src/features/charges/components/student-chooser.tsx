import { RadioGroup, Stack, Text } from '@academias/shared/ui';
import { formatClp } from '@academias/shared/format';

export interface StudentChoice {
  id: number;
  /** First name and initial only (`María G.`), as the server sends it. */
  name: string;
  pendingCount: number;
  pendingTotal: number;
}

interface StudentChooserProps {
  students: readonly StudentChoice[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

const pendingText = (s: StudentChoice) =>
  s.pendingCount === 0
    ? 'Sin cobros pendientes'
    : `${s.pendingCount} ${s.pendingCount === 1 ? 'cobro pendiente' : 'cobros pendientes'} · ${formatClp(s.pendingTotal)}`;

/** A guardian with several students picks whose charges to pay. */
export const StudentChooser = ({ students, selectedId, onSelect }: StudentChooserProps) => (
  <RadioGroup.Root
    value={selectedId === null ? null : String(selectedId)}
    onValueChange={(details) => details.value && onSelect(Number(details.value))}
    size="lg"
  >
    <RadioGroup.Label fontSize="lg" fontWeight="semibold" mb="3" display="block">
      ¿De quién quieres pagar?
    </RadioGroup.Label>
    <Stack gap="3">
      {students.map((s) => {
        const checked = selectedId === s.id;
        return (
          <RadioGroup.Item
            key={s.id}
            value={String(s.id)}
            alignItems="flex-start"
            gap="3"
            p="4"
            borderWidth="2px"
            borderRadius="lg"
            borderColor={checked ? 'colorPalette.solid' : 'border'}
            bg={checked ? 'colorPalette.subtle' : 'bg'}
            cursor="pointer"
            _focusWithin={{
              outline: '2px solid',
              outlineColor: 'colorPalette.focusRing',
              outlineOffset: '2px',
            }}
          >
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator mt="0.5" />
            <RadioGroup.ItemText flex="1">
              <Text as="span" display="block" fontWeight="semibold" fontSize="md">
                {s.name}
              </Text>
              <Text as="span" display="block" color="fg.muted">
                {pendingText(s)}
              </Text>
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        );
      })}
    </Stack>
  </RadioGroup.Root>
);
