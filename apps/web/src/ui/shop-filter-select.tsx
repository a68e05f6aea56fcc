import type { Shop } from '@booster/contracts';
import { Select } from '@mantine/core';

const ALL_SHOPS = 'all';

export type ShopFilterSelectProps = {
  label: string;
  /** The first option, which filters by no shop. */
  allLabel: string;
  shops: readonly Shop[];
  /** The chosen shop's id; null for every shop. */
  value: string | null;
  onChange: (shopId: string | null) => void;
  w?: number;
};

/** A list filter's shop picker: every shop, or one of the given shops. */
export function ShopFilterSelect({ label, allLabel, shops, value, onChange, w }: ShopFilterSelectProps) {
  return (
    <Select
      label={label}
      data={[
        { value: ALL_SHOPS, label: allLabel },
        ...shops.map((s) => ({ value: s._id, label: s.shopname })),
      ]}
      value={value ?? ALL_SHOPS}
      onChange={(v) => onChange(!v || v === ALL_SHOPS ? null : v)}
      allowDeselect={false}
      w={w}
    />
  );
}
