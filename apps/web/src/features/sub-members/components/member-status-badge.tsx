import type { SubMember } from '@booster/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** 'Diundang' until the invitation is accepted, then 'Aktif'. */
export function MemberStatusBadge({ status }: { status: SubMember['status'] }) {
  const { t } = useTranslation('subMembers');
  return (
    <Badge variant="dot" color={status === 'active' ? 'teal' : 'orange'} size="md" tt="none">
      {t(`members.status.${status}`)}
    </Badge>
  );
}
