import { Box, Button, Flex, Text } from '@academias/shared/ui';
import { useId } from 'react';
import type { Ward } from '../api/use-my-wards.ts';
import { wardTexts } from '../ward-texts.ts';

interface WardSelectorProps {
  wards: Ward[];
  /** The chosen ward, or null for all of them. */
  value: number | null;
  onChange: (wardId: number | null) => void;
}

/**
 * Segmented buttons "Todos | <each ward's name>" (a guardian with several wards): they wrap on a
 * phone, each at least 44 px tall, the chosen one filled and `aria-pressed`.
 */
export const WardSelector = ({ wards, value, onChange }: WardSelectorProps) => {
  const labelId = useId();
  const options: { id: number | null; name: string }[] = [
    { id: null, name: wardTexts.all },
    ...wards,
  ];
  return (
    <Box as="section" aria-labelledby={labelId}>
      <Text id={labelId} fontWeight="medium" mb="2">
        {wardTexts.label}
      </Text>
      <Flex role="group" aria-labelledby={labelId} gap="2" wrap="wrap">
        {options.map((option) => {
          const chosen = option.id === value;
          return (
            <Button
              key={option.id ?? 'todos'}
              minH="11"
              h="auto"
              py="2"
              whiteSpace="normal"
              textAlign="start"
              variant={chosen ? 'solid' : 'outline'}
              aria-pressed={chosen}
              onClick={() => onChange(option.id)}
            >
              {option.name}
            </Button>
          );
        })}
      </Flex>
    </Box>
  );
};
