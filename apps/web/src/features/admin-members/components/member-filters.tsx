import type { AdminMemberListQuery } from '@booster/contracts';
import { PACKAGE_NAMES } from '@booster/domain';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '../../../i18n/keys.ts';
import { FieldRow } from '../../../ui/field-row.tsx';
import { SearchInput } from '../../../ui/index.ts';
import { FilterSelect } from '../../../ui/option-select.tsx';

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
    <FilterSelect
      label={t(runtimeKey<'adminMembers'>(`filters.${key}`))}
      allLabel={t('filters.all')}
      options={options}
      optionLabel={(o) => t(runtimeKey<'adminMembers'>(`filters.${key}Options.${o}`))}
      value={value[key] ?? null}
      onChange={(v) => set(key, v as never)}
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
      <FilterSelect
        label={t('filters.package')}
        allLabel={t('filters.all')}
        options={PACKAGE_NAMES}
        optionLabel={(p) => t(runtimeKey<'adminMembers'>(`packages.${p}`))}
        value={value.subscriptionPackage ?? null}
        onChange={(v) => set('subscriptionPackage', v)}
        style={{ flex: '1 1 150px' }}
      />
      {select('state', ['active', 'suspended'])}
      {select('verified', ['true', 'false'])}
      {select('expiry', ['expired', '7d', '30d', 'none'])}
    </FieldRow>
  );
}
