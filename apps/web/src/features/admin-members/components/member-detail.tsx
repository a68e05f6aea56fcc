import { formatDate, formatDateTimeDashed, marketplaceLabel } from '@booster/domain';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { runtimeKey } from '../../../i18n/keys.ts';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { paths } from '../../../lib/paths.ts';
import { EmptyState, ErrorState, PageHeader } from '../../../ui/index.ts';
import { memberDetailQuery } from '../api.ts';
import { AuditActionBadge, AuditTime } from './audit-action.tsx';
import { MemberActions } from './member-actions.tsx';
import { ExpiryText, MemberBadges } from './member-badges.tsx';

/** A member's page inside list-user: package and expiry, actions, shops, sub-members, invoices, activity. */
export function MemberDetail({ id }: { id: string }) {
  const { t } = useTranslation('adminMembers');
  const query = useQuery(memberDetailQuery(id));
  const back = (
    <Anchor component={Link} to={paths.admin.child('list-user')} size="sm">
      ← {t('detail.back')}
    </Anchor>
  );
  if (query.isError)
    return (
      <Stack>
        {back}
        <ErrorState onRetry={() => void query.refetch()} />
      </Stack>
    );
  if (!query.data) return back;
  const { member, shops, subMembers, invoices, activity } = query.data;
  return (
    <Stack gap="md">
      {back}
      <PageHeader title={member.name} description={member.email} />
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Fact label={t('columns.package')}>
              <MemberBadges member={member} />
            </Fact>
            <Fact label={t('columns.expiry')}>
              <ExpiryText expiredAt={member.expiredAt} />
            </Fact>
            <Fact label={t('columns.joined')}>
              <Text size="sm">{formatDate(new Date(member.createdAt))}</Text>
            </Fact>
          </SimpleGrid>
          {member.suspendedAt && (
            <Text size="sm" c="red">
              {t('detail.suspendedSince', { time: formatDateTimeDashed(new Date(member.suspendedAt)) })}
            </Text>
          )}
          <MemberActions member={member} />
        </Stack>
      </Card>
      <Section title={t('detail.shops')} count={shops.length}>
        <Rows
          empty={t('detail.noShops')}
          head={[t('detail.shop'), t('detail.marketplace'), t('detail.status')]}
          rows={shops.map((s) => [
            s.shopname,
            `${marketplaceLabel(s.marketplace)} · ${t(runtimeKey<'adminMembers'>(`detail.category.${s.appCategory}`))}`,
            <Badge key="s" color={s.status === 'connect' ? 'teal' : 'gray'} variant="light">
              {t(runtimeKey<'adminMembers'>(`detail.shopStatus.${s.status}`))}
            </Badge>,
          ])}
        />
      </Section>
      <Section title={t('detail.subMembers')} count={subMembers.length}>
        <Rows
          empty={t('detail.noSubMembers')}
          head={[t('columns.member'), t('detail.role'), t('detail.status')]}
          rows={subMembers.map((s) => [
            `${s.name} · ${s.email}`,
            s.roleName,
            t(runtimeKey<'adminMembers'>(`detail.subStatus.${s.status}`)),
          ])}
        />
      </Section>
      <Section title={t('detail.invoices')} count={invoices.length}>
        <Rows
          empty={t('detail.noInvoices')}
          head={[t('detail.invoice'), t('columns.package'), t('detail.amount'), t('detail.status')]}
          rows={invoices.map((i) => [
            `${i.number} · ${formatDate(new Date(i.createdAt))}`,
            `${t(runtimeKey<'adminMembers'>(`packages.${i.packageName}`))} · ${i.months} ${t('detail.months')}`,
            formatRupiah(i.amount),
            i.status,
          ])}
        />
      </Section>
      <Section title={t('detail.activity')} count={activity.length}>
        <Rows
          empty={t('detail.noActivity')}
          head={[t('audit.time'), t('audit.action'), t('audit.actor'), t('audit.reason')]}
          rows={activity.map((a) => [
            <AuditTime key="t" entry={a} />,
            <AuditActionBadge key="a" action={a.action} />,
            a.actor.email,
            a.reason ?? '–',
          ])}
        />
        <Anchor component={Link} to={`${paths.admin.child('audit-log')}?memberId=${member._id}`} size="sm">
          {t('detail.allActivity')}
        </Anchor>
      </Section>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </div>
  );
}

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Badge variant="default">{count}</Badge>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** A small table that scrolls sideways inside its card on phones. */
function Rows({ head, rows, empty }: { head: string[]; rows: ReactNode[][]; empty: string }) {
  if (rows.length === 0) return <EmptyState description={empty} />;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a read-only list in server order
            <Table.Tr key={i}>
              {cells.map((c, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                <Table.Td key={j}>{c}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
