import { type AnnouncementInput, announcementInputSchema } from '@booster/contracts';
import { PACKAGE_NAMES } from '@booster/domain';
import {
  Avatar,
  Group,
  MultiSelect,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../../lib/api-errors.ts';
import { translateValidation } from '../../../lib/error-message.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { CheckboxGroupField } from '../../../ui/checkbox-group-field.tsx';
import { notify, openConfirm, PageHeader } from '../../../ui/index.ts';
import { recipientsQueryOptions, useAnnounce } from '../api/content-queries.ts';
import { PreviewedForm } from '../components/previewed-form.tsx';

const EMPTY: AnnouncementInput = { title: '', description: '', audience: 'all', packages: [], memberIds: [] };

/** /admin/notification: an announcement to every member, some packages or chosen members (bell, real time). */
export function Component() {
  const { t } = useTranslation('adminContent');
  const announce = useAnnounce();
  const { form, field, handleSubmit, applyFieldErrors, formError } = useContractForm(
    announcementInputSchema,
    EMPTY,
  );
  const values = form.watch();
  const { text: search, setText: setSearch, search: debounced } = useSearchText();
  const recipients = useQuery({
    ...recipientsQueryOptions(debounced),
    enabled: values.audience === 'members',
  });
  // Labels of members chosen earlier stay known when a new search no longer lists them.
  const known = useRef(new Map<string, string>());
  for (const r of recipients.data ?? []) known.current.set(r._id, `${r.name} · ${r.email}`);
  const chosen = values.memberIds ?? [];
  const options = [
    ...chosen.map((id) => ({ value: id, label: known.current.get(id) ?? id })),
    ...(recipients.data ?? [])
      .filter((r) => !chosen.includes(r._id))
      .map((r) => ({ value: r._id, label: `${r.name} · ${r.email}` })),
  ];

  const audienceText = () =>
    values.audience === 'all'
      ? t('announce.toAll')
      : values.audience === 'packages'
        ? t('announce.toPackages', {
            packages: (values.packages ?? []).map((p) => t(`packages.${p}`)).join(', '),
          })
        : t('announce.toMembers', { count: chosen.length });

  const onSubmit = handleSubmit((body) => {
    openConfirm({
      title: t('announce.confirmTitle'),
      message: t('announce.confirmText', { audience: audienceText() }),
      onConfirm: () => {
        announce.mutateAsync(body).then(
          (res) => {
            notify.success(t('announce.sent', { count: res.sent }));
            form.reset(EMPTY);
          },
          (error: unknown) => {
            if (!applyFieldErrors(error)) reportActionError(error, t('announce.failed'));
          },
        );
      },
    });
  });

  return (
    <Stack gap="lg">
      <PageHeader title={t('announce.title')} description={t('announce.description')} />
      <PreviewedForm
        onSubmit={onSubmit}
        formError={formError}
        submitLabel={t('announce.send')}
        submitting={announce.isPending}
        previewLabel={t('announce.preview')}
        preview={
          <>
            <Group align="flex-start" wrap="nowrap" gap="sm" p="md" bg="var(--mantine-color-booster-0)">
              <Avatar src="/favicon.svg" size={32} radius="sm" alt="" />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={700} lineClamp={1}>
                  {values.title || t('announce.titlePlaceholder')}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {values.description || t('announce.messagePlaceholder')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('announce.justNow')}
                </Text>
              </Stack>
            </Group>
            <Text fz="xs" c="dimmed" p="md">
              {audienceText()}
            </Text>
          </>
        }
      >
        <TextInput label={t('announce.titleField')} withAsterisk maxLength={120} {...field('title')} />
        <Textarea
          label={t('announce.message')}
          withAsterisk
          autosize
          minRows={3}
          maxLength={1000}
          {...field('description')}
        />
        <Controller
          control={form.control}
          name="audience"
          render={({ field: f }) => (
            <Stack gap={4}>
              <Text fz="sm" fw={500} id="announce-audience">
                {t('announce.audience')}
              </Text>
              <SegmentedControl
                aria-labelledby="announce-audience"
                value={f.value}
                onChange={f.onChange}
                data={(['all', 'packages', 'members'] as const).map((a) => ({
                  value: a,
                  label: t(`announce.audiences.${a}`),
                }))}
              />
            </Stack>
          )}
        />
        {values.audience === 'packages' && (
          <CheckboxGroupField
            control={form.control}
            name="packages"
            label={t('announce.packages')}
            options={PACKAGE_NAMES}
            optionLabel={(p) => t(`packages.${p}`)}
          />
        )}
        {values.audience === 'members' && (
          <Controller
            control={form.control}
            name="memberIds"
            render={({ field: f }) => (
              <MultiSelect
                label={t('announce.members')}
                placeholder={t('announce.membersPlaceholder')}
                searchable
                searchValue={search}
                onSearchChange={setSearch}
                filter={({ options: o }) => o}
                data={options}
                value={f.value ?? []}
                onChange={f.onChange}
                nothingFoundMessage={
                  recipients.isFetching ? t('announce.searching') : t('announce.noMembers')
                }
                error={translateValidation(form.formState.errors.memberIds?.message)}
                errorProps={{ role: 'alert' }}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        )}
      </PreviewedForm>
    </Stack>
  );
}
