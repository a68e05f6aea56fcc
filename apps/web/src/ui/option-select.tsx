import { Select, type SelectProps } from '@mantine/core';

type Choice<V> =
  | { clearable?: false; value: V; onChange: (option: V) => void }
  | { clearable: true; value: V | null; onChange: (option: V | null) => void };

export type OptionSelectProps<V extends string | number> = Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'clearable' | 'allowDeselect'
> &
  Choice<V> & {
    /** The values offered, in order. */
    options: readonly V[];
    optionLabel: (option: V) => string;
  };

/**
 * A select over a fixed list of values, typed as those values: always one chosen, or with `clearable`
 * none (a filter's "all"; say so in `placeholder`).
 */
export function OptionSelect<V extends string | number>(props: OptionSelectProps<V>) {
  const { options, optionLabel, value, onChange: _onChange, clearable, ...rest } = props;
  function change(picked: string | null) {
    const option = options.find((o) => String(o) === picked) ?? null;
    if (props.clearable) props.onChange(option);
    else if (option !== null) props.onChange(option);
  }
  return (
    <Select
      {...rest}
      data={options.map((o) => ({ value: String(o), label: optionLabel(o) }))}
      value={value === null ? null : String(value)}
      onChange={change}
      clearable={clearable}
      allowDeselect={clearable ? undefined : false}
    />
  );
}

export type FilterSelectProps<V extends string | number> = Omit<
  OptionSelectProps<V>,
  'clearable' | 'value' | 'onChange' | 'placeholder'
> & {
  value: V | null;
  onChange: (option: V | null) => void;
  /** What no choice means ("Semua status"), shown while none is chosen. */
  allLabel: string;
};

/** A list filter: one of the values, or none for every row. */
export function FilterSelect<V extends string | number>({ allLabel, ...props }: FilterSelectProps<V>) {
  return <OptionSelect {...props} clearable placeholder={allLabel} />;
}
