import type { BlastInput } from '@booster/contracts';
import { PACKAGE_NAMES } from '@booster/domain';
import { MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '../../../i18n/keys.ts';
import { BoundNumberInput } from '../../../ui/bound-fields.tsx';

type Tri = 'any' | 'yes' | 'no';
const toTri = (value: boolean | null | undefined): Tri =>
  value === true ? 'yes' : value === false ? 'no' : 'any';
const fromTri = (value: string | null): boolean | null =>
  value === 'yes' ? true : value === 'no' ? false : null;

type Props = { control: Control<BlastInput> };

/** Who gets the blast: packages, paid, verified (each "any" or yes/no) and active within N days. */
export function BlastAudienceFields({ control }: Props) {
  const { t } = useTranslation('adminUsage');
  const { t: tb } = useTranslation('billing');

  /** A yes / no / any choice over an optional flag of the audience. */
  const triSelect = (name: 'audience.paid' | 'audience.verified', yes: string, no: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field: f }) => (
        <Select
          label={t(name === 'audience.paid' ? 'blast.paid' : 'blast.verified')}
          data={[
            { value: 'any', label: t('blast.any') },
            { value: 'yes', label: yes },
            { value: 'no', label: no },
          ]}
          value={toTri(f.value)}
          onChange={(v) => f.onChange(fromTri(v))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Controller
        control={control}
        name="audience.packages"
        render={({ field: f }) => (
          <MultiSelect
            label={t('blast.packages')}
            placeholder={f.value?.length ? undefined : t('blast.allPackages')}
            data={PACKAGE_NAMES.map((p) => ({
              value: p,
              label: tb(runtimeKey<'billing'>(`packages.${p}`)),
            }))}
            value={f.value ?? []}
            onChange={f.onChange}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      {triSelect('audience.paid', t('blast.paidYes'), t('blast.paidNo'))}
      {triSelect('audience.verified', t('blast.verifiedYes'), t('blast.verifiedNo'))}
      <BoundNumberInput
        control={control}
        name="audience.activeWithinDays"
        emptyValue={null}
        allowDecimal={false}
        label={t('blast.activeWithinDays')}
        description={t('blast.activeHint')}
        min={1}
        max={365}
      />
    </SimpleGrid>
  );
}
