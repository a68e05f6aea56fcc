import { TextInput, type TextInputProps } from '@mantine/core';
import { SearchIcon } from './icons.tsx';

export type SearchInputProps = Omit<TextInputProps, 'type' | 'leftSection' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A search box: magnifier icon, `type="search"`, reports the typed text. */
export function SearchInput({ onChange, ...rest }: SearchInputProps) {
  return (
    <TextInput
      {...rest}
      type="search"
      leftSection={<SearchIcon size={16} />}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
