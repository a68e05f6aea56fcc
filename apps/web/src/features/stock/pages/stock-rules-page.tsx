import type { Shop, StockRule } from '@booster/contracts';
import { Alert, Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmMutation } from '../../../lib/confirm-mutation.ts';
import { paths } from '../../../lib/paths.ts';
import { connectedAppShopsQueryOptions } from '../../../lib/shop-listing-meta.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { PageHeader, SectionCard } from '../../../ui/index.ts';
import { stockRulesQueryOptions, useDeleteStockRule } from '../api/stock-rule-api.ts';
import { QueryState } from '../components/query-state.tsx';
import { RuleSimulation } from '../components/rule-simulation.tsx';
import { ruleTargetText, StockRuleForm } from '../components/stock-rule-form.tsx';
import { ruleSummary } from '../lib/rule-summary.ts';

/** /panel/product/stock/rules: the default, shop and SKU rules, with the simulator. */
export function Component() {
  const { t } = useTranslation('stock');
  const rules = useQuery(stockRulesQueryOptions());
  const shops = useQuery(connectedAppShopsQueryOptions());
  const remove = useDeleteStockRule();
  const phone = useMediaQuery('(max-width: 48em)');
  const [editing, setEditing] = useState<StockRule | 'new' | null>(null);

  const confirmDelete = (rule: StockRule) =>
    confirmMutation(remove.mutate, rule._id, {
      title: t('rules.deleteTitle'),
      message: `${ruleTargetText(t, rule)} — ${t('rules.deleteMessage')}`,
      done: t('rules.deleted'),
      failure: t('errors.generic'),
    });

  return (
    <>
      <BackLink to={paths.product.stock()} label={t('stockList.title')} />
      <PageHeader
        title={t('rules.title')}
        description={t('rules.description')}
        actions={<Button onClick={() => setEditing('new')}>{t('rules.add')}</Button>}
      />
      <Stack gap="md">
        <QueryState query={rules}>
          {(data) => (
            <QueryState query={shops}>
              {(shopList) =>
                data.rules.length === 0 ? (
                  <Alert variant="light" color="gray">
                    {t('rules.empty', { buffer: data.settingBuffer })}
                  </Alert>
                ) : (
                  <Stack gap="sm">
                    {data.rules.map((rule) => (
                      <RuleCard
                        key={rule._id}
                        rule={rule}
                        shops={shopList}
                        onEdit={() => setEditing(rule)}
                        onDelete={() => confirmDelete(rule)}
                      />
                    ))}
                  </Stack>
                )
              }
            </QueryState>
          )}
        </QueryState>
        <SectionCard titleId="stock-rule-simulator" title={t('rules.simulatorTitle')} subtitle="">
          <RuleSimulation draft={() => null} />
        </SectionCard>
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('rules.formTitleNew') : t('rules.formTitleEdit')}
        size="lg"
        fullScreen={phone}
      >
        {editing !== null && (
          <StockRuleForm
            rule={editing === 'new' ? null : editing}
            shops={shops.data ?? []}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  );
}

function RuleCard(props: {
  rule: StockRule;
  shops: readonly Shop[];
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('stock');
  const { rule } = props;
  const summary = ruleSummary((key, options) => t(key, options ?? {}), rule, props.shops);
  return (
    <Card withBorder radius="md" padding="md" data-testid="stock-rule">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap="xs" wrap="wrap">
            <Badge
              variant="light"
              color={rule.level === 'sku' ? 'grape' : rule.level === 'shop' ? 'blue' : 'gray'}
            >
              {t(`rules.level.${rule.level}`)}
            </Badge>
            <Text fw={600} size="sm" style={{ wordBreak: 'break-word' }}>
              {ruleTargetText(t, rule)}
            </Text>
          </Group>
          <Text size="sm">{summary.share}</Text>
          {summary.lock && (
            <Text size="sm" c="orange.8">
              {summary.lock}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={props.onEdit}>
            {t('rules.edit')}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={props.onDelete}>
            {t('rules.delete')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
