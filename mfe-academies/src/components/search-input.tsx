import { Input } from '@academias/shared/ui';

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
}

/** The list search box: labelled for screen readers, results follow as the user types. */
export const SearchInput = ({ value, onChange, label, placeholder }: SearchInputProps) => (
  <Input
    type="search"
    aria-label={label}
    placeholder={placeholder ?? label}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    maxW={{ base: 'full', md: 'sm' }}
    bg="bg"
  />
);
