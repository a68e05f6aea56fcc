import { type Shop, type StockSetting, stockSettingSchema } from '@booster/contracts';
import { Alert, Button, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { marketplaceLabel } from '../../../lib/marketplace-connect.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { BoundNumberInput } from '../../../ui/bound-fields.tsx';
import { SwitchField } from '../../../ui/switch-field.tsx';
import { useSaveStockSetting } from '../api/stock-mutations.ts';

export type StockSettingFormProps = { setting: StockSetting; shops: readonly Shop[] };

/** The contract's setting, with the choice between every shop and chosen ones (at least one). */
const stockSettingFormSchema = z
  .object({
    autoPush: stockSettingSchema.shape.autoPush,
    buffer: stockSettingSchema.shape.buffer,
    scope: z.enum(['all', 'chosen']),
    shopIds: z.array(z.string()),
  })
  .refine((v) => v.scope === 'all' || v.shopIds.length > 0, {
    path: ['shopIds'],
    error: 'stock:validation.shopsRequired',
  })
  .transform(({ scope, shopIds, ...rest }) => ({ ...rest, shopIds: scope === 'all' ? null : shopIds }))
  .pipe(stockSettingSchema);

/** Automatic push, the buffer kept back from marketplaces, and which shops receive pushes. */
export function StockSettingForm({ setting, shops }: StockSettingFormProps) {
  const { t } = useTranslation('stock');
  const save = useSaveStockSetting();
  const { form, errorOf, submitSave } = useContractForm(
    stockSettingFormSchema,
    {
      autoPush: setting.autoPush,
      buffer: setting.buffer,
      scope: setting.shopIds === null ? 'all' : 'chosen',
      shopIds: setting.shopIds ?? [],
    },
    { mode: 'onSubmit' },
  );
  const scope = form.watch('scope');

  const submit = submitSave((body: StockSetting) => save.mutateAsync(body), {
    success: t('setting.saved'),
    failure: t('errors.generic'),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={640}>
        <SwitchField
          control={form.control}
          name="autoPush"
          label={t('setting.autoPush')}
          description={t('setting.autoPushHint')}
        />
        <BoundNumberInput
          control={form.control}
          name="buffer"
          label={t('setting.buffer')}
          description={t('setting.bufferHint')}
          allowNegative={false}
          allowDecimal={false}
          max={100_000}
          maw={240}
        />
        <Radio.Group
          label={t('setting.shops')}
          value={scope}
          onChange={(value) => form.setValue('scope', value === 'chosen' ? 'chosen' : 'all')}
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
              value={form.watch('shopIds')}
              onChange={(ids) => form.setValue('shopIds', ids)}
              {...errorOf('shopIds')}
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
