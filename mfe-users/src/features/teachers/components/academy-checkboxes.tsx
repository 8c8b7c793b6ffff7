import { Checkbox, SimpleGrid, Text } from '@academias/shared/ui';

interface AcademyCheckboxesProps {
  academies: readonly { id: number; name: string }[] | undefined;
  value: readonly unknown[] | undefined;
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}

/** The academies a staff member belongs to, as checkboxes (saved with the form). */
export const AcademyCheckboxes = ({
  academies,
  value,
  onChange,
  error,
}: AcademyCheckboxesProps) => {
  const selected = new Set((value ?? []).map(Number));
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...selected, id] : [...selected].filter((x) => x !== id));
  return (
    <fieldset>
      <Text as="legend" fontWeight="medium" mb="2">
        Academias
      </Text>
      {academies?.length === 0 && <Text color="fg.muted">Aún no hay academias.</Text>}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
        {academies?.map((a) => (
          <Checkbox.Root
            key={a.id}
            checked={selected.has(a.id)}
            onCheckedChange={(e) => toggle(a.id, !!e.checked)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{a.name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      {error && (
        <Text color={{ base: 'red.700', _dark: 'red.300' }} fontSize="sm" mt="1">
          {error}
        </Text>
      )}
    </fieldset>
  );
};
