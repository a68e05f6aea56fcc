import { ORDER_STATUSES } from '@booster/contracts';
import { MARKETPLACES } from '@booster/domain';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { marketplaceLabel } from '../../../lib/marketplace-connect.ts';
import { FieldRow } from '../../../ui/field-row.tsx';
import type { NotificationFilters as Filters } from '../api/notification-api.ts';
import { OWN_MARKETPLACE } from '../lib/notification-target.ts';

export type NotificationFiltersProps = {
  value: Filters;
  onChange: (next: Filters) => void;
  /** Shop names offered by the shop filter. */
  shopNames: string[];
};

const READ_UNREAD = 'unread';
const READ_READ = 'read';

function readValue(read: boolean | undefined): string | null {
  if (read === undefined) return null;
  return read ? READ_READ : READ_UNREAD;
}

/** Marketplace, read/unread, shop name and order status (spec 3 notification filter). */
export function NotificationFilters({ value, onChange, shopNames }: NotificationFiltersProps) {
  const { t } = useTranslation('notifications');
  const set = (patch: Filters) => onChange({ ...value, ...patch });
  return (
    <FieldRow>
      <Select
        label={t('filters.marketplace')}
        placeholder={t('filters.allMarketplaces')}
        data={[
          ...MARKETPLACES.map((mp) => ({ value: mp, label: marketplaceLabel(mp) })),
          { value: OWN_MARKETPLACE, label: t('filters.ownMarketplace') },
        ]}
        value={value.marketplace ?? null}
        onChange={(mp) => set({ marketplace: mp ?? undefined })}
        clearable
        w={200}
      />
      <Select
        label={t('filters.read')}
        placeholder={t('filters.allReadStates')}
        data={[
          { value: READ_UNREAD, label: t('filters.unread') },
          { value: READ_READ, label: t('filters.readOnly') },
        ]}
        value={readValue(value.read)}
        onChange={(v) => set({ read: v === null ? undefined : v === READ_READ })}
        clearable
        w={170}
      />
      <Select
        label={t('filters.shop')}
        placeholder={t('filters.allShops')}
        data={shopNames}
        value={value.shopname ?? null}
        onChange={(name) => set({ shopname: name ?? undefined })}
        searchable
        clearable
        w={220}
      />
      <Select
        label={t('filters.orderStatus')}
        placeholder={t('filters.allOrderStatuses')}
        data={ORDER_STATUSES.map((status) => ({ value: status, label: t(`orderStatus.${status}`) }))}
        value={value.orderStatus ?? null}
        onChange={(status) => set({ orderStatus: status ?? undefined })}
        clearable
        w={190}
      />
    </FieldRow>
  );
}
