import { Input, type InputProps } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

type SearchInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value: string;
  /** Called once the user stops typing for `delayMs`, so a list is not fetched per keystroke. */
  onChange: (value: string) => void;
  delayMs?: number;
  /** Names the box for screen readers and is its placeholder. */
  label?: string;
};

export const SearchInput = ({
  value,
  onChange,
  delayMs = 300,
  label,
  ...rest
}: SearchInputProps) => {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  // The parent reset the search (e.g. "clear filters"): show its value.
  if (value !== synced) {
    setSynced(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const t = setTimeout(() => onChange(text.trim()), delayMs);
    return () => clearTimeout(t);
  }, [text, value, delayMs, onChange]);
  return (
    <Input
      type="search"
      placeholder={label ?? 'Buscar…'}
      aria-label={label ?? 'Buscar'}
      maxW={{ base: 'full', md: 'sm' }}
      bg="bg"
      {...rest}
      value={text}
      onChange={(e) => setText(e.target.value)}
    />
  );
};
