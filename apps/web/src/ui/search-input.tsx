import { TextInput, type TextInputProps } from '@mantine/core';
import { SearchIcon } from './icons.tsx';

export type SearchInputProps = Omit<TextInputProps, 'type' | 'leftSection' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A search box: magnifier icon, `type="search"`, reports the typed text. Without a visible `label`
 * (or an `aria-label`) its placeholder names it.
 */
export function SearchInput({ onChange, ...rest }: SearchInputProps) {
  const named = rest.label !== undefined || rest['aria-label'] !== undefined;
  return (
    <TextInput
      aria-label={named || typeof rest.placeholder !== 'string' ? undefined : rest.placeholder}
      {...rest}
      type="search"
      leftSection={<SearchIcon size={16} />}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
