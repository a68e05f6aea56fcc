import { BLAST_RATE_MAX, BLAST_RATE_MIN, type BlastAudience, blastInputSchema } from '@booster/contracts';
import { adminEmailBlastRoutes } from '@booster/contracts/routes';
import {
  BLAST_VARIABLES,
  fillBlastTemplate,
  formatBlastVariableList,
  SAMPLE_BLAST_VALUES,
  unknownBlastVariables,
} from '@booster/domain';
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '../../../i18n/keys.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { notify, openConfirm } from '../../../ui/index.ts';
import { JakartaDateTimeField } from '../../../ui/jakarta-date-time-field.tsx';
import { audienceQueryOptions, blastKeys } from '../api/blast-queries.ts';
import { BlastAudienceFields } from './blast-audience-fields.tsx';

/** Mantine's 'YYYY-MM-DD HH:mm:ss', typed as Jakarta time, to the contract's ISO time with offset. */

const DEFAULTS = {
  subject: '',
  text: '',
  audience: { packages: [], paid: null, verified: null, activeWithinDays: null },
  scheduledAt: null,
  ratePerMinute: 600,
};

/** Compose, preview, pick the audience, test and start (or schedule) a blast. */
export function BlastComposer() {
  const { t } = useTranslation('adminUsage');
  const { t: tv } = useTranslation('validation');
  const queryClient = useQueryClient();
  const { form, field, errorOf, handleSubmit, formError, applyError } = useContractForm(
    blastInputSchema,
    DEFAULTS,
  );
  const [subject, text, audience, scheduledAt] = useWatch({
    control: form.control,
    name: ['subject', 'text', 'audience', 'scheduledAt'],
  });
  const [debouncedAudience] = useDebouncedValue(audience as BlastAudience, 400);
  const size = useQuery(audienceQueryOptions({ ...DEFAULTS.audience, ...debouncedAudience }));

  const test = useMutation({
    mutationFn: (content: { subject: string; text: string }) =>
      callApi(adminEmailBlastRoutes.test, { body: content }),
    onSuccess: (answer) => notify.success(answer.message),
    onError: applyError,
  });
  const create = useMutation({
    mutationFn: (body: Parameters<typeof callApi<typeof adminEmailBlastRoutes.create>>[1]) =>
      callApi(adminEmailBlastRoutes.create, body),
    onSuccess: async (blast) => {
      notify.success(blast.status === 'scheduled' ? t('blast.scheduled') : t('blast.started'));
      form.reset(DEFAULTS);
      await queryClient.invalidateQueries({ queryKey: blastKeys.all });
    },
    onError: applyError,
  });

  async function sendTest() {
    if (!(await form.trigger(['subject', 'text']))) return;
    test.mutate({ subject: form.getValues('subject'), text: form.getValues('text') });
  }

  const submit = handleSubmit((values) => {
    const recipients = (size.data?.matched ?? 0) - (size.data?.unsubscribed ?? 0);
    openConfirm({
      title: t('blast.confirmTitle'),
      message: t('blast.confirmText', { subject: values.subject, count: recipients }),
      onConfirm: () => create.mutate({ body: values }),
    });
  });

  /** The contract's unknown-variable message has no names on the client: name them here. */
  const textField = (name: 'subject' | 'text') => {
    const props = field(name);
    const raw = form.getFieldState(name, form.formState).error?.message;
    if (raw !== 'validation.templateVariableUnknown') return props;
    const names = formatBlastVariableList(unknownBlastVariables(form.getValues(name) ?? ''));
    return { ...props, error: tv('templateVariableUnknown', { names }) };
  };

  function insertVariable(name: string) {
    const current = form.getValues('text') ?? '';
    form.setValue('text', `${current}{{${name}}}`, { shouldDirty: true });
  }

  return (
    <Card withBorder padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={3} size="h4">
            {t('blast.compose')}
          </Title>
          <TextInput label={t('blast.subject')} withAsterisk autoComplete="off" {...textField('subject')} />
          <Textarea
            label={t('blast.text')}
            withAsterisk
            autosize
            minRows={6}
            maxRows={16}
            {...textField('text')}
          />
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('blast.variables')}
            </Text>
            <Group gap="xs">
              {BLAST_VARIABLES.map((v) => (
                <UnstyledButton
                  key={v.name}
                  onClick={() => insertVariable(v.name)}
                  px="xs"
                  py={2}
                  style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}
                  title={t(runtimeKey<'adminUsage'>(`blast.variableNames.${v.name}`))}
                >
                  <Text size="xs" ff="monospace">{`{{${v.name}}}`}</Text>
                </UnstyledButton>
              ))}
            </Group>
          </Stack>
          <Paper withBorder p="md" bg="var(--mantine-color-gray-0)" aria-label={t('blast.preview')}>
            <Text size="xs" c="dimmed" mb={4}>
              {t('blast.preview')} — {t('blast.previewNote')}
            </Text>
            <Text fw={600} data-testid="preview-subject" style={{ wordBreak: 'break-word' }}>
              {fillBlastTemplate(subject ?? '', SAMPLE_BLAST_VALUES)}
            </Text>
            <Text
              size="sm"
              data-testid="preview-text"
              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
            >
              {fillBlastTemplate(text ?? '', SAMPLE_BLAST_VALUES)}
            </Text>
          </Paper>

          <Title order={3} size="h4">
            {t('blast.audience')}
          </Title>
          <BlastAudienceFields control={form.control} />
          <Text size="sm" data-testid="audience-count" aria-live="polite">
            {size.data ? t('blast.audienceCount', size.data) : '…'}
          </Text>

          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <JakartaDateTimeField
              control={form.control}
              name="scheduledAt"
              label={t('blast.schedule')}
              description={t('blast.scheduleHint')}
            />
            <Controller
              control={form.control}
              name="ratePerMinute"
              render={({ field: f }) => (
                <NumberInput
                  label={t('blast.rate')}
                  min={BLAST_RATE_MIN}
                  max={BLAST_RATE_MAX}
                  step={100}
                  allowDecimal={false}
                  value={f.value ?? ''}
                  onChange={(v) => f.onChange(v === '' ? undefined : Number(v))}
                  {...errorOf('ratePerMinute')}
                />
              )}
            />
          </SimpleGrid>
          {formError && <Alert color="red">{formError}</Alert>}
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button variant="default" onClick={sendTest} loading={test.isPending}>
              {t('blast.sendTest')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {scheduledAt ? t('blast.scheduleSubmit') : t('blast.start')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
