import type { MantineStyleProp } from '@mantine/core';
import type { FieldValues, Path } from 'react-hook-form';
import { MARKETPLACE_OPTIONS } from '../../../lib/marketplace-connect.ts';
import { type BoundFieldProps, BoundSelect } from '../../../ui/bound-fields.tsx';

export type MarketplaceFieldProps<T extends FieldValues> = Pick<BoundFieldProps<T>, 'control'> & {
  label: string;
  style?: MantineStyleProp;
};

/** The marketplace a research is for: a picker of every marketplace bound to the form's `marketplace`. */
export function MarketplaceField<T extends FieldValues>({ control, label, style }: MarketplaceFieldProps<T>) {
  return (
    <BoundSelect
      control={control}
      name={'marketplace' as Path<T>}
      label={label}
      data={MARKETPLACE_OPTIONS}
      allowDeselect={false}
      style={style}
    />
  );
}
