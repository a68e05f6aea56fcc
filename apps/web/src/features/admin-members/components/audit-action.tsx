import type { AuditEntry } from '@booster/contracts';
import { formatDateTimeDashed } from '@booster/domain';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '../../../i18n/keys.ts';

/** An action's label: known member actions by name, others (billing, content…) as recorded. */
export function AuditActionBadge({ action }: { action: string }) {
  const { t } = useTranslation('adminMembers');
  const key = runtimeKey<'adminMembers'>(`auditActions.${action.replaceAll('.', '_')}`);
  return (
    <Badge
      variant="light"
      color={action.includes('suspend') ? 'red' : 'blue'}
      h="auto"
      py={2}
      styles={{ label: { whiteSpace: 'normal', textTransform: 'none', overflow: 'visible' } }}
    >
      {t(key, { defaultValue: action })}
    </Badge>
  );
}

export function AuditTime({ entry }: { entry: AuditEntry }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDateTimeDashed(new Date(entry.createdAt))}
    </Text>
  );
}
