import { type BoostQueue, boostQueueBodySchema } from '@booster/contracts';
import { BOOST_INTERVALS, BOOST_QUEUE_MAX } from '@booster/domain';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { SectionCard } from '../../../ui/index.ts';
import { useBoostActions } from '../api/boost-api.ts';
import { ProductPicker } from './product-picker.tsx';
import { type QueuedProduct, QueueEditor } from './queue-editor.tsx';

const queuedOf = (queue: BoostQueue): QueuedProduct[] =>
  queue.items.map((i) => ({
    listingId: i.listingId,
    name: i.name,
    image: i.image,
    lastBoostedAt: i.lastBoostedAt,
    boostedUntil: i.boostedUntil,
  }));

/** The interval and the queue (priority = position), saved together. */
export function QueueForm({ queue }: { queue: BoostQueue }) {
  const { t } = useTranslation('boost');
  const { save } = useBoostActions(queue.shopId);
  const [items, setItems] = useState(() => queuedOf(queue));
  const { form, submitSave } = useContractForm(
    boostQueueBodySchema,
    { interval: queue.interval, listingIds: queue.items.map((i) => i.listingId) },
    { mode: 'onSubmit' },
  );
  const change = (next: QueuedProduct[]) => {
    setItems(next);
    form.setValue(
      'listingIds',
      next.map((i) => i.listingId),
      { shouldDirty: true },
    );
  };
  const onSubmit = submitSave((values) => save.mutateAsync(values), {
    success: t('toast.saved'),
    failure: t('toast.failed'),
    onSaved: (saved) => {
      setItems(queuedOf(saved));
      form.reset({ interval: saved.interval, listingIds: saved.items.map((i) => i.listingId) });
    },
  });
  const listingError = form.formState.errors.listingIds?.message;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SectionCard
          titleId="boost-interval"
          title={t('interval.label')}
          subtitle={t('description', { max: queue.maxBoosted, hours: queue.boostHours })}
        >
          <Controller
            control={form.control}
            name="interval"
            render={({ field, fieldState }) => (
              <Radio.Group
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                aria-label={t('interval.label')}
              >
                <Group gap="lg" mt={4}>
                  {BOOST_INTERVALS.map((interval) => (
                    <Radio key={interval} value={interval} label={t(`interval.${interval}`)} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
        </SectionCard>
        <SectionCard
          titleId="boost-queue"
          title={t('setting.queue')}
          subtitle={t('setting.queueHint', { max: BOOST_QUEUE_MAX })}
          aside={
            <Text size="sm" fw={600}>
              {items.length}/{BOOST_QUEUE_MAX}
            </Text>
          }
        >
          <Stack gap="sm">
            <QueueEditor items={items} onChange={change} />
            {listingError && (
              <Text size="sm" c="red.9" role="alert">
                {listingError}
              </Text>
            )}
          </Stack>
        </SectionCard>
        <SectionCard titleId="boost-add" title={t('setting.add')} subtitle={t('setting.search')}>
          <ProductPicker
            shopId={queue.shopId}
            queued={new Set(items.map((i) => i.listingId))}
            onAdd={(p) =>
              change([
                ...items,
                { listingId: p._id, name: p.name, image: p.image, lastBoostedAt: null, boostedUntil: null },
              ])
            }
          />
        </SectionCard>
        <Group justify="flex-end" gap="sm">
          {form.formState.isDirty && (
            <Text size="sm" c="dimmed">
              {t('setting.unsaved')}
            </Text>
          )}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
