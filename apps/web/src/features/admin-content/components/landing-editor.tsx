import {
  type LandingContent,
  type LandingLocale,
  type LandingPage,
  type LandingPageName,
  landingContentSchema,
} from '@booster/contracts';
import {
  Accordion,
  Alert,
  Box,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { defaultLandingContent } from '../../../lib/landing-defaults.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { openConfirm } from '../../../ui/index.ts';
import { useSaveLanding } from '../api/content-queries.ts';
import { ImageField } from './image-field.tsx';
import { LandingPreview } from './landing-preview.tsx';
import { errorAt, ListEditor } from './list-editor.tsx';
import { PreviewFrame } from './preview-frame.tsx';

const LANGS: LandingLocale[] = ['id', 'en'];
/** The first section with a wrong field, so the editor can open it (and its language) after a refused save. */
const SECTIONS = ['hero', 'features', 'testimonials', 'faq', 'cta'] as const;

/** One section of the page in the editor's accordion: its name as the control, its fields inside. */
function EditorSection({ section, children }: { section: (typeof SECTIONS)[number]; children: ReactNode }) {
  const { t } = useTranslation('adminContent');
  return (
    <Accordion.Item value={section}>
      <Accordion.Control>{t(`landing.section.${section}`)}</Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">{children}</Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/** Both languages of a public page's sections, edited side by side with a live preview. */
export function LandingEditor({ page, saved }: { page: LandingPageName; saved: LandingPage }) {
  const { t } = useTranslation('adminContent');
  const save = useSaveLanding(page);
  const [lang, setLang] = useState<LandingLocale>('id');
  const [open, setOpen] = useState<string[]>(['hero']);
  const { form, submitSave, formError } = useContractForm(
    landingContentSchema,
    saved.content ?? defaultLandingContent(page),
  );
  const errors = form.formState.errors;
  const f = { control: form.control, register: form.register, errors };
  const values = form.watch() as LandingContent;

  const showFirstError = () => {
    for (const l of LANGS)
      for (const s of SECTIONS)
        if (errors[l]?.[s]) {
          setLang(l);
          setOpen((o) => (o.includes(s) ? o : [...o, s]));
          return;
        }
  };

  const onSubmit = submitSave((body) => save.mutateAsync(body), {
    success: t('landing.saved'),
    failure: t('saveFailed'),
    onSaved: (res) => form.reset(res.content ?? undefined),
    onFieldErrors: showFirstError,
  });

  const resetDefaults = () =>
    openConfirm({
      title: t('landing.resetTitle'),
      message: t('landing.resetText'),
      onConfirm: () => form.reset(defaultLandingContent(page), { keepDefaultValues: true }),
    });

  const text = (path: string, label: string, opts: { long?: boolean; required?: boolean } = {}) => {
    const Input = opts.long ? Textarea : TextInput;
    return (
      <Input
        key={`${lang}.${path}`}
        label={label}
        withAsterisk={opts.required}
        {...(opts.long ? { autosize: true, minRows: 2 } : {})}
        {...form.register(`${lang}.${path}` as never)}
        error={errorAt(errors, `${lang}.${path}`)}
        errorProps={{ role: 'alert' }}
      />
    );
  };

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <form onSubmit={onSubmit} noValidate aria-label={t('landing.formLabel')}>
        <Stack gap="md">
          {formError && <Alert color="red">{formError}</Alert>}
          <Group justify="space-between" gap="sm">
            <SegmentedControl
              value={lang}
              onChange={(v) => setLang(v as LandingLocale)}
              data={LANGS.map((l) => ({ value: l, label: t(`landing.lang.${l}`) }))}
              aria-label={t('landing.language')}
            />
            <Group gap="xs">
              <Button variant="default" onClick={resetDefaults}>
                {t('landing.reset')}
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t('save')}
              </Button>
            </Group>
          </Group>
          {!saved.content && <Alert color="blue">{t('landing.usingDefaults')}</Alert>}
          <Accordion multiple value={open} onChange={setOpen} variant="separated" key={lang}>
            <EditorSection section="hero">
              {text('hero.eyebrow', t('landing.field.eyebrow'))}
              {text('hero.title', t('landing.field.title'), { required: true })}
              {text('hero.subtitle', t('landing.field.subtitle'), { long: true })}
              <Controller
                control={form.control}
                name={`${lang}.hero.imageUrl` as const}
                render={({ field }) => (
                  <ImageField
                    label={t('landing.field.image')}
                    value={field.value}
                    onChange={field.onChange}
                    error={errorAt(errors, `${lang}.hero.imageUrl`)}
                  />
                )}
              />
              <Controller
                control={form.control}
                name={`${lang}.hero.points` as const}
                render={({ field }) => (
                  <Textarea
                    label={t('landing.field.points')}
                    description={t('landing.field.pointsHint')}
                    autosize
                    minRows={3}
                    value={(field.value ?? []).join('\n')}
                    onChange={(e) => field.onChange(e.currentTarget.value.split('\n').slice(0, 6))}
                    onBlur={() => field.onChange((field.value ?? []).map((p) => p.trim()).filter(Boolean))}
                    error={errorAt(errors, `${lang}.hero.points`)}
                  />
                )}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                {text('hero.primaryCta', t('landing.field.primaryCta'), { required: true })}
                {text('hero.secondaryCta', t('landing.field.secondaryCta'))}
              </SimpleGrid>
              {text('hero.note', t('landing.field.note'))}
            </EditorSection>
            <EditorSection section="features">
              {text('features.title', t('landing.field.title'))}
              {text('features.subtitle', t('landing.field.subtitle'), { long: true })}
              <ListEditor
                form={f}
                name={`${lang}.features.items`}
                max={12}
                itemLabel={(n) => t('landing.featureN', { n })}
                columns={[
                  { key: 'title', label: t('landing.field.title'), required: true },
                  { key: 'description', label: t('landing.field.description'), kind: 'long' },
                ]}
              />
            </EditorSection>
            <EditorSection section="testimonials">
              {text('testimonials.title', t('landing.field.title'))}
              <ListEditor
                form={f}
                name={`${lang}.testimonials.items`}
                max={12}
                itemLabel={(n) => t('landing.testimonialN', { n })}
                columns={[
                  { key: 'name', label: t('landing.field.name'), required: true },
                  { key: 'role', label: t('landing.field.role') },
                  { key: 'quote', label: t('landing.field.quote'), kind: 'long', required: true },
                  { key: 'avatarUrl', label: t('landing.field.avatar'), kind: 'image' },
                ]}
              />
            </EditorSection>
            <EditorSection section="faq">
              {text('faq.title', t('landing.field.title'))}
              <ListEditor
                form={f}
                name={`${lang}.faq.items`}
                max={20}
                itemLabel={(n) => t('landing.questionN', { n })}
                columns={[
                  { key: 'question', label: t('landing.field.question'), required: true },
                  { key: 'answer', label: t('landing.field.answer'), kind: 'long', required: true },
                ]}
              />
            </EditorSection>
            <EditorSection section="cta">
              {text('cta.title', t('landing.field.title'), { required: true })}
              {text('cta.subtitle', t('landing.field.subtitle'), { long: true })}
              {text('cta.button', t('landing.field.button'), { required: true })}
            </EditorSection>
          </Accordion>
        </Stack>
      </form>
      <Box pos={{ lg: 'sticky' } as never} top={16} style={{ alignSelf: 'start' }}>
        <PreviewFrame label={t('landing.previewOf', { lang: t(`landing.lang.${lang}`) })}>
          <Box mah="80vh" style={{ overflow: 'auto' }}>
            <LandingPreview sections={values[lang]} />
          </Box>
        </PreviewFrame>
        <Text fz="xs" c="dimmed" mt={6}>
          {t('landing.previewHint')}
        </Text>
      </Box>
    </SimpleGrid>
  );
}
