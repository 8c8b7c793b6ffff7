import { Field, Input } from '@academias/shared/ui';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';

interface SearchInputProps {
  label: string;
  placeholder?: string;
  onSearch: (value: string) => void;
}

/** A labelled search box that asks the server once the user pauses typing. */
export const SearchInput = ({ label, placeholder, onSearch }: SearchInputProps) => {
  const [value, setValue] = useState('');
  const debounced = useDebouncedValue(value);
  useEffect(() => onSearch(debounced), [debounced, onSearch]);
  return (
    <Field.Root maxW={{ base: 'full', md: 'xs' }}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(e) => setValue(e.target.value)}
      />
    </Field.Root>
  );
};
