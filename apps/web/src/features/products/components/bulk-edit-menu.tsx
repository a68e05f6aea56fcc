import { BULK_EDIT_KINDS, type BulkEditKind, bulkEditAvailable, type Marketplace } from '@booster/domain';
import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bulkEditPath } from '../lib/product-paths.ts';

export type BulkEditMenuProps = { marketplace: Marketplace; selectedIds: readonly string[] };

/** "Ubah Massal": the bulk kinds this marketplace offers, opened over the selected products. */
export function BulkEditMenu({ marketplace, selectedIds }: BulkEditMenuProps) {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const kinds = BULK_EDIT_KINDS.filter((kind) => bulkEditAvailable(kind, marketplace));
  const open = (kind: BulkEditKind) => navigate(bulkEditPath(marketplace, kind, selectedIds));
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default">
          {selectedIds.length > 0
            ? t('toolbar.bulkEditCount', { count: selectedIds.length })
            : t('toolbar.bulkEdit')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {kinds.map((kind) => (
          <Menu.Item key={kind} onClick={() => open(kind)}>
            {t(`bulk.kinds.${kind}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
