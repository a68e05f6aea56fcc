import type { Shop } from '@booster/contracts';
import { marketplaceLabel } from '@booster/domain';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type ChatShopPickerProps = {
  shops: readonly Shop[];
  value: string | null;
  onChange: (id: string) => void;
};

/** Which chat shop the settings are for (auto-reply and reminders are per shop). */
export function ChatShopPicker({ shops, value, onChange }: ChatShopPickerProps) {
  const { t } = useTranslation('chatSettings');
  return (
    <Select
      label={t('shop.label')}
      data={shops.map((s) => ({ value: s._id, label: `${s.shopname} (${marketplaceLabel(s.marketplace)})` }))}
      value={value}
      onChange={(id) => id && onChange(id)}
      allowDeselect={false}
      searchable
      maw={420}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
