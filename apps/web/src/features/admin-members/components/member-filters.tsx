import type { AdminMemberListQuery } from '@booster/contracts';
import { PACKAGE_NAMES } from '@booster/domain';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '../../../i18n/keys.ts';
import { FieldRow } from '../../../ui/field-row.tsx';
import { SearchInput } from '../../../ui/index.ts';

export type MemberFilterValues = Pick<
  AdminMemberListQuery,
  'subscriptionPackage' | 'state' | 'verified' | 'expiry'
> & { search: string };

type Props = { value: MemberFilterValues; onChange: (next: MemberFilterValues) => void };

/** Search (name, e-mail, shop) and the package, status, verified and expiry filters of list-user. */
export function MemberFilters({ value, onChange }: Props) {
  const { t } = useTranslation('adminMembers');
  const set = <K extends keyof MemberFilterValues>(key: K, v: MemberFilterValues[K] | null) =>
    onChange({ ...value, [key]: v ?? undefined });
  const select = (key: 'state' | 'verified' | 'expiry', options: readonly string[]) => (
    <Select
      label={t(runtimeKey<'adminMembers'>(`filters.${key}`))}
      placeholder={t('filters.all')}
      data={options.map((o) => ({
        value: o,
        label: t(runtimeKey<'adminMembers'>(`filters.${key}Options.${o}`)),
      }))}
      value={value[key] ?? null}
      onChange={(v) => set(key, v as never)}
      clearable
      style={{ flex: '1 1 150px' }}
    />
  );
  return (
    <FieldRow>
      <SearchInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={value.search}
        onChange={(search) => onChange({ ...value, search })}
        style={{ flex: '2 1 240px' }}
      />
      <Select
        label={t('filters.package')}
        placeholder={t('filters.all')}
        data={PACKAGE_NAMES.map((p) => ({ value: p, label: t(runtimeKey<'adminMembers'>(`packages.${p}`)) }))}
        value={value.subscriptionPackage ?? null}
        onChange={(v) => set('subscriptionPackage', v as MemberFilterValues['subscriptionPackage'])}
        clearable
        style={{ flex: '1 1 150px' }}
      />
      {select('state', ['active', 'suspended'])}
      {select('verified', ['true', 'false'])}
      {select('expiry', ['expired', '7d', '30d', 'none'])}
    </FieldRow>
  );
}
