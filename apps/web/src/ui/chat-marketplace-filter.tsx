import { CHAT_MARKETPLACES, type ChatMarketplace, marketplaceLabel } from '@booster/domain';
import { SegmentedControl } from '@mantine/core';

/** Every chat marketplace, or one of them. */
export type ChatMarketplaceFilterValue = 'all' | ChatMarketplace;

export type ChatMarketplaceFilterProps = {
  /** The control's accessible name. */
  label: string;
  /** The first choice, which filters by no marketplace. */
  allLabel: string;
  value: ChatMarketplaceFilterValue;
  onChange: (value: ChatMarketplaceFilterValue) => void;
};

/** A segmented choice between every chat marketplace and one of them (chat monitor, templates). */
export function ChatMarketplaceFilter({ label, allLabel, value, onChange }: ChatMarketplaceFilterProps) {
  return (
    <SegmentedControl
      aria-label={label}
      value={value}
      onChange={(v) => onChange(v as ChatMarketplaceFilterValue)}
      data={[
        { value: 'all', label: allLabel },
        ...CHAT_MARKETPLACES.map((m) => ({ value: m, label: marketplaceLabel(m) })),
      ]}
    />
  );
}
