import { type Topbar, type TopbarInput, topbarInputSchema } from '@booster/contracts';
import { Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { TOPBAR_THEMES, TopBarView } from '../../../shell/top-bar.tsx';
import { ErrorState, LoadingOverlay, PageHeader } from '../../../ui/index.ts';
import { SwitchField } from '../../../ui/switch-field.tsx';
import { topbarQueryOptions, useSaveTopbar } from '../api/content-queries.ts';
import { PreviewedForm } from '../components/previewed-form.tsx';

const THEME_IDS = [1, 2, 3, 4] as const;

function initial(saved: Topbar['data']): TopbarInput {
  return saved ?? { theme: 1, content: '', redirectUrl: '', status: false };
}

/** /admin/topbar: what the top bar above the panel says, its colour, its link and whether it shows. */
export function Component() {
  const { t } = useTranslation('adminContent');
  const query = useQuery(topbarQueryOptions());
  return (
    <Stack gap="lg">
      <PageHeader title={t('topbar.title')} description={t('topbar.description')} />
      {query.isPending ? (
        <LoadingOverlay visible />
      ) : query.isError ? (
        <ErrorState onRetry={() => query.refetch()} />
      ) : (
        <TopbarForm saved={query.data.data} />
      )}
    </Stack>
  );
}

function TopbarForm({ saved }: { saved: Topbar['data'] }) {
  const { t } = useTranslation('adminContent');
  const save = useSaveTopbar();
  const { form, field, errorOf, submitSave, formError } = useContractForm(topbarInputSchema, initial(saved));
  const values = form.watch();
  const onSubmit = submitSave((body) => save.mutateAsync(body), {
    success: t('topbar.saved'),
    failure: t('saveFailed'),
    onSaved: (res) => form.reset(initial(res.data)),
  });

  return (
    <PreviewedForm
      onSubmit={onSubmit}
      formError={formError}
      submitLabel={t('save')}
      submitting={form.formState.isSubmitting}
      previewLabel={t('preview')}
      preview={
        <>
          {values.status ? (
            <TopBarView
              content={{
                theme: Number(values.theme) || 1,
                content: values.content || t('topbar.placeholder'),
                redirectUrl: values.redirectUrl ?? '',
              }}
              onClose={() => form.setValue('status', false, { shouldDirty: true })}
            />
          ) : (
            <Text c="dimmed" fz="sm" p="md">
              {t('topbar.hidden')}
            </Text>
          )}
          <Stack gap={6} p="md" aria-hidden>
            <div
              style={{ height: 12, width: '60%', background: 'var(--mantine-color-gray-2)', borderRadius: 4 }}
            />
            <div
              style={{ height: 12, width: '80%', background: 'var(--mantine-color-gray-2)', borderRadius: 4 }}
            />
            <div
              style={{ height: 12, width: '40%', background: 'var(--mantine-color-gray-2)', borderRadius: 4 }}
            />
          </Stack>
        </>
      }
    >
      <SwitchField
        control={form.control}
        name="status"
        label={t('topbar.status')}
        description={t('topbar.statusHint')}
      />
      <Controller
        control={form.control}
        name="theme"
        render={({ field: f }) => (
          <Radio.Group
            label={t('topbar.theme')}
            value={String(f.value)}
            onChange={(v) => f.onChange(Number(v))}
            {...errorOf('theme')}
          >
            <Group gap="md" mt={6}>
              {THEME_IDS.map((id) => (
                <Radio
                  key={id}
                  value={String(id)}
                  label={
                    <Group gap={6} wrap="nowrap">
                      <span
                        aria-hidden
                        style={{
                          display: 'inline-block',
                          width: 18,
                          height: 18,
                          borderRadius: 4,
                          background: TOPBAR_THEMES[id].bg,
                          border: '1px solid var(--mantine-color-gray-4)',
                        }}
                      />
                      {t('topbar.themeName', { id })}
                    </Group>
                  }
                />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      <Textarea
        label={t('topbar.content')}
        withAsterisk
        autosize
        minRows={2}
        maxLength={300}
        {...field('content')}
      />
      <TextInput
        label={t('topbar.redirectUrl')}
        description={t('topbar.redirectUrlHint')}
        placeholder="https://"
        {...field('redirectUrl')}
      />
    </PreviewedForm>
  );
}
