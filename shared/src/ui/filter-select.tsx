import { Field, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

/** A labelled select of a list's filter bar; full width on a phone. */
export const FilterSelect = ({ label, value, onChange, children }: FilterSelectProps) => (
  <Field.Root maxW={{ base: 'full', md: '56' }}>
    <Field.Label>{label}</Field.Label>
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  </Field.Root>
);
