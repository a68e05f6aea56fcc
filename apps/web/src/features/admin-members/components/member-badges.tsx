import type { AdminMember } from '@booster/contracts';
import { formatDate } from '@booster/domain';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '../../../i18n/keys.ts';

/** Package, paid, verified and suspended flags of a member, as badges. */
export function MemberBadges({ member }: { member: AdminMember }) {
  const { t } = useTranslation('adminMembers');
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="light">{t(runtimeKey<'adminMembers'>(`packages.${member.subscriptionPackage}`))}</Badge>
      {!member.hasVerifiedEmail && (
        <Badge variant="outline" color="yellow">
          {t('flags.unverified')}
        </Badge>
      )}
      {member.suspended && <Badge color="red">{t('flags.suspended')}</Badge>}
    </Group>
  );
}

/** DD/MM/YYYY of the expiry, red once past; a dash without one. */
export function ExpiryText({ expiredAt }: { expiredAt: string | null }) {
  if (!expiredAt) return <Text size="sm">–</Text>;
  const date = new Date(expiredAt);
  return (
    <Text size="sm" c={date.getTime() <= Date.now() ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
      {formatDate(date)}
    </Text>
  );
}
