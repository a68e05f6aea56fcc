import {
  type Shop,
  type StockRule,
  type StockRuleBody,
  stockRuleBodySchema,
  stockRuleValuesSchema,
} from '@booster/contracts';
import { Checkbox, Divider, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { marketplaceLabel } from '../../../lib/marketplace-connect.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { BoundNumberInput, BoundSelect } from '../../../ui/bound-fields.tsx';
import { FormButtons } from '../../../ui/form-buttons.tsx';
import { SwitchField } from '../../../ui/switch-field.tsx';
import { useSaveStockRule } from '../api/stock-rule-api.ts';
import { useSkuOptions } from '../hooks/use-sku-options.ts';
import { RuleSimulation } from './rule-simulation.tsx';

const v = stockRuleValuesSchema.shape;

/** The form's values: a target kind, the rule's numbers and the lock as a switch; the contract's body out. */
const ruleFormFields = z.object({
  target: z.enum(['default', 'shop', 'sku']),
  shopId: z.string().nullable(),
  masterSkuId: z.string().nullable(),
  sharePercent: v.sharePercent,
  shareConstant: v.shareConstant,
  buffer: v.buffer,
  lockOn: z.boolean(),
  lockBelow: z.number().int().nullable(),
  lockShopIds: z.array(z.string()),
});
type RuleFormValues = z.input<typeof ruleFormFields>;

const ruleFormSchema = ruleFormFields
  .refine((f) => f.target !== 'shop' || f.shopId, {
    path: ['shopId'],
    error: 'stock:rules.validation.targetRequired',
  })
  .refine((f) => f.target !== 'sku' || f.masterSkuId, {
    path: ['masterSkuId'],
    error: 'stock:rules.validation.targetRequired',
  })
  .transform(toBody)
  .pipe(stockRuleBodySchema);

function toBody(f: z.output<typeof ruleFormFields>): StockRuleBody {
  return {
    masterSkuId: f.target === 'sku' ? f.masterSkuId : null,
    shopId: f.target === 'shop' ? f.shopId : null,
    sharePercent: f.sharePercent,
    shareConstant: f.shareConstant,
    buffer: f.buffer,
    lockBelow: f.lockOn ? (f.lockBelow ?? 0) : null,
    lockShopIds: f.lockOn ? f.lockShopIds : [],
  };
}

function defaults(rule: StockRule | null): RuleFormValues {
  return {
    target: rule?.level ?? 'sku',
    shopId: rule?.shopId ?? null,
    masterSkuId: rule?.masterSkuId ?? null,
    sharePercent: rule?.sharePercent ?? 100,
    shareConstant: rule?.shareConstant ?? 0,
    buffer: rule?.buffer ?? 0,
    lockOn: rule ? rule.lockBelow !== null : false,
    lockBelow: rule?.lockBelow ?? 5,
    lockShopIds: rule?.lockShopIds ?? [],
  };
}

export type StockRuleFormProps = {
  /** The rule edited (its target stays), or null for a new one. */
  rule: StockRule | null;
  shops: readonly Shop[];
  onDone: () => void;
};

const shopLabel = (shop: Shop) => `${shop.shopname} (${marketplaceLabel(shop.marketplace)})`;

/** Add or edit a stock rule, with the simulator of the draft before saving. */
export function StockRuleForm({ rule, shops, onDone }: StockRuleFormProps) {
  const { t } = useTranslation('stock');
  const save = useSaveStockRule();
  const { form, errorOf, submitSave } = useContractForm(ruleFormSchema, defaults(rule), { mode: 'onSubmit' });
  const target = form.watch('target');
  const lockOn = form.watch('lockOn');
  const skuId = form.watch('masterSkuId');
  const skus = useSkuOptions(skuId ? [skuId] : []);
  const shopOptions = shops.map((shop) => ({ value: shop._id, label: shopLabel(shop) }));

  const submit = submitSave((body: StockRuleBody) => save.mutateAsync({ id: rule?._id ?? null, body }), {
    success: t('rules.saved'),
    failure: t('errors.generic'),
    onSaved: onDone,
  });
  const draft = () => {
    const parsed = ruleFormSchema.safeParse(form.getValues());
    return parsed.success ? parsed.data : null;
  };

  const numberField = (
    name: 'sharePercent' | 'shareConstant' | 'buffer' | 'lockBelow',
    label: string,
    hint?: string,
  ) => (
    <BoundNumberInput
      control={form.control}
      name={name}
      label={label}
      description={hint}
      allowDecimal={false}
      allowNegative={name === 'shareConstant'}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {rule ? (
          <Text size="sm">
            {t('rules.target')}: <b>{ruleTargetText(t, rule)}</b>
          </Text>
        ) : (
          <Radio.Group
            label={t('rules.target')}
            value={target}
            onChange={(value) => form.setValue('target', value as RuleFormValues['target'])}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="sku" label={t('rules.targetSku')} />
              <Radio value="shop" label={t('rules.targetShop')} />
              <Radio value="default" label={t('rules.targetDefault')} />
            </Stack>
          </Radio.Group>
        )}
        {!rule && target === 'shop' && (
          <BoundSelect
            control={form.control}
            name="shopId"
            emptyValue={null}
            label={t('rules.shop')}
            data={shopOptions}
          />
        )}
        {!rule && target === 'sku' && (
          <BoundSelect
            control={form.control}
            name="masterSkuId"
            emptyValue={null}
            label={t('rules.sku')}
            placeholder={t('rules.skuSearch')}
            data={skus.options}
            searchable
            searchValue={skus.search}
            onSearchChange={skus.setSearch}
            filter={({ options }) => options}
          />
        )}
        {numberField('sharePercent', t('rules.sharePercent'), t('rules.sharePercentHint'))}
        {numberField('shareConstant', t('rules.shareConstant'), t('rules.shareConstantHint'))}
        {numberField('buffer', t('rules.buffer'), t('rules.bufferHint'))}
        <SwitchField
          control={form.control}
          name="lockOn"
          label={t('rules.lock')}
          description={t('rules.lockHint')}
        />
        {lockOn && (
          <>
            {numberField('lockBelow', t('rules.lockBelow'))}
            <Checkbox.Group
              label={t('rules.lockShops')}
              value={form.watch('lockShopIds')}
              onChange={(ids) => form.setValue('lockShopIds', ids)}
              {...errorOf('lockShopIds')}
            >
              <Stack gap={6} mt="xs">
                {shops.map((shop) => (
                  <Checkbox key={shop._id} value={shop._id} label={shopLabel(shop)} />
                ))}
              </Stack>
            </Checkbox.Group>
          </>
        )}
        <Divider label={t('rules.simulatorTitle')} labelPosition="left" />
        <RuleSimulation draft={draft} ruleId={rule?._id} />
        <FormButtons
          cancelLabel={t('cancel')}
          onCancel={onDone}
          submitLabel={t('rules.save')}
          submitting={save.isPending}
          gap="md"
        />
      </Stack>
    </form>
  );
}

type T = ReturnType<typeof useTranslation<'stock'>>['t'];

/** "SKU · product", "shop (marketplace)" or the default's text. */
export function ruleTargetText(t: T, rule: StockRule) {
  if (rule.level === 'sku') return `${rule.sku ?? ''} · ${rule.productName ?? ''}`;
  if (rule.level === 'shop')
    return `${rule.shopname ?? ''} (${rule.marketplace ? marketplaceLabel(rule.marketplace) : ''})`;
  return t('rules.targetDefault');
}
