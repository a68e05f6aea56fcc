import type { Shop, StockSetting } from '@booster/contracts';
import { Alert, Button, Checkbox, Group, NumberInput, Radio, Stack, Switch, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, reportActionError } from '../../../lib/api-errors.ts';
import { marketplaceLabel } from '../../../lib/marketplace-connect.ts';
import { notify } from '../../../ui/index.ts';
import { useSaveStockSetting } from '../api/stock-mutations.ts';

export type StockSettingFormProps = { setting: StockSetting; shops: readonly Shop[] };

type Scope = 'all' | 'chosen';

/** Automatic push, the buffer kept back from marketplaces, and which shops receive pushes. */
export function StockSettingForm({ setting, shops }: StockSettingFormProps) {
  const { t } = useTranslation('stock');
  const save = useSaveStockSetting();
  const [autoPush, setAutoPush] = useState(setting.autoPush);
  const [buffer, setBuffer] = useState<number>(setting.buffer);
  const [scope, setScope] = useState<Scope>(setting.shopIds === null ? 'all' : 'chosen');
  const [shopIds, setShopIds] = useState<string[]>(setting.shopIds ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (scope === 'chosen' && shopIds.length === 0)
      return setErrors({ shopIds: t('validation.shopsRequired') });
    setErrors({});
    save.mutate(
      { autoPush, buffer, shopIds: scope === 'all' ? null : shopIds },
      {
        onSuccess: () => notify.success(t('setting.saved')),
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (Object.keys(fields).length === 0) return reportActionError(error, t('errors.generic'));
          setErrors(fields);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={640}>
        <Switch
          label={t('setting.autoPush')}
          description={t('setting.autoPushHint')}
          checked={autoPush}
          onChange={(e) => setAutoPush(e.currentTarget.checked)}
        />
        <NumberInput
          label={t('setting.buffer')}
          description={t('setting.bufferHint')}
          allowNegative={false}
          allowDecimal={false}
          max={100_000}
          value={buffer}
          onChange={(value) => setBuffer(typeof value === 'number' ? value : 0)}
          error={errors.buffer}
          maw={240}
        />
        <Radio.Group
          label={t('setting.shops')}
          value={scope}
          onChange={(value) => setScope(value === 'chosen' ? 'chosen' : 'all')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="all" label={t('setting.allShops')} />
            <Radio value="chosen" label={t('setting.chosenShops')} />
          </Stack>
        </Radio.Group>
        {scope === 'chosen' &&
          (shops.length === 0 ? (
            <Alert variant="light" color="gray">
              {t('setting.noShops')}
            </Alert>
          ) : (
            <Checkbox.Group
              aria-label={t('setting.chosenShops')}
              value={shopIds}
              onChange={setShopIds}
              error={errors.shopIds}
            >
              <Stack gap={6}>
                {shops.map((shop) => (
                  <Checkbox
                    key={shop._id}
                    value={shop._id}
                    label={
                      <Text size="sm">
                        {shop.shopname}{' '}
                        <Text span size="xs" c="dimmed">
                          {marketplaceLabel(shop.marketplace)}
                        </Text>
                      </Text>
                    }
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          ))}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('setting.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
