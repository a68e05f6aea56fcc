import { type Frame, type FrameBody, frameBodySchema } from '@booster/contracts';
import {
  DEFAULT_FRAME_TEMPLATE,
  FRAME_LIMITS,
  type FrameMarketplace,
  type FrameTemplate,
  frameCoverPx,
  frameTemplateSvg,
} from '@booster/domain';
import {
  Alert,
  Button,
  Card,
  FileInput,
  Grid,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isNotFound } from '../../../lib/api-errors.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { EmptyState, ErrorState, openConfirm, PageHeader } from '../../../ui/index.ts';
import {
  applyFrame,
  frameKeys,
  frameListingsQueryOptions,
  frameQueryOptions,
  saveFrame,
} from '../api/frame-api.ts';
import { FramePreview, svgDataUrl } from '../components/frame-preview.tsx';
import { FrameRunProgress, useFrameRun } from '../components/frame-run-progress.tsx';
import { FrameTemplateFields } from '../components/frame-template-fields.tsx';
import { framePaths, useFrameMarketplace } from '../lib/frame-paths.ts';

/** /panel/product/frame/:marketplace/add and /:id — build or upload a frame, previewed on a product. */
export function Component() {
  const { t } = useTranslation('productFrames');
  const marketplace = useFrameMarketplace();
  const { id } = useParams<{ id: string }>();
  const frame = useQuery({ ...frameQueryOptions(marketplace, id ?? ''), enabled: Boolean(id) });

  return (
    <>
      <BackLink to={framePaths.list(marketplace)} label={t('title')} />
      <PageHeader title={id ? (frame.data?.name ?? t('edit')) : t('add')} />
      {id && frame.isPending && <Skeleton h={420} radius="md" aria-busy="true" />}
      {id && frame.isError && isNotFound(frame.error) && <EmptyState title={t('editor.notFound')} />}
      {id && frame.isError && !isNotFound(frame.error) && <ErrorState onRetry={() => void frame.refetch()} />}
      {(!id || frame.data) && (
        <FrameEditor key={id ?? 'new'} marketplace={marketplace} frame={frame.data ?? null} />
      )}
    </>
  );
}

/** The stored frame file as an upload body (base64), so an uploaded frame can be renamed without a new file. */
async function storedPng(url: string): Promise<string> {
  const blob = await (await fetch(url)).blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error);
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.readAsDataURL(blob);
  });
}

function FrameEditor({ marketplace, frame }: { marketplace: FrameMarketplace; frame: Frame | null }) {
  const { t } = useTranslation('productFrames');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const initial: FrameBody = {
    name: frame?.name ?? '',
    source:
      frame?.kind === 'upload'
        ? { kind: 'upload', data: '' }
        : { kind: 'template', template: frame?.template ?? DEFAULT_FRAME_TEMPLATE },
  };
  const { form, field, errorOf, submitSave, formError } = useContractForm(frameBodySchema, initial);
  const source = form.watch('source') as FrameBody['source'];
  const [uploadPreview, setUploadPreview] = useState<string | null>(
    frame?.kind === 'upload' ? frame.imageUrl : null,
  );
  const [lastTemplate, setLastTemplate] = useState<FrameTemplate>(frame?.template ?? DEFAULT_FRAME_TEMPLATE);

  // An uploaded frame keeps its file unless a new one is chosen.
  useEffect(() => {
    if (frame?.kind !== 'upload') return;
    void storedPng(frame.imageUrl).then((data) => {
      const current = form.getValues('source') as FrameBody['source'];
      if (current.kind === 'upload' && !current.data) form.setValue('source', { kind: 'upload', data });
    });
  }, [frame, form]);

  const products = useQuery(frameListingsQueryOptions(marketplace, { page: 1, limit: 50 }));
  const [listingId, setListingId] = useState<string | null>(null);
  const chosen = products.data?.docs.find((d) => d._id === listingId) ?? products.data?.docs[0] ?? null;
  // The frame goes on the original photo, not on a cover framed already.
  const cover = chosen ? (chosen.frame?.originalCover ?? chosen.cover) : null;

  const setSource = (next: FrameBody['source']) =>
    form.setValue('source', next, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
  const overlay =
    source.kind === 'template' ? svgDataUrl(frameTemplateSvg(source.template, 1000)) : uploadPreview;

  const onFile = (file: File | null) => {
    if (!file) return;
    if (file.type !== 'image/png') {
      form.setError('source.data', { message: 'validation.frameImageInvalid' });
      return;
    }
    if (file.size > FRAME_LIMITS.uploadMaxBytes) {
      form.setError('source.data', { message: 'validation.frameImageTooLarge' });
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      setUploadPreview(url);
      form.clearErrors('source.data');
      setSource({ kind: 'upload', data: url.slice(url.indexOf(',') + 1) });
    };
    reader.readAsDataURL(file);
  };

  const save = submitSave((values) => saveFrame(marketplace, values, frame?._id), {
    success: t('editor.saved'),
    failure: t('editor.saveFailed'),
    onSaved: (saved) => {
      void queryClient.invalidateQueries({ queryKey: frameKeys.all });
      if (!frame) navigate(framePaths.edit(marketplace, saved._id), { replace: true });
    },
  });

  const size = frameCoverPx(marketplace);
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder padding="lg" component="form" onSubmit={save} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('editor.name')}
              required
              maxLength={FRAME_LIMITS.nameMax}
              {...field('name')}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="frame-source-label">
                {t('editor.source')}
              </Text>
              <SegmentedControl
                aria-labelledby="frame-source-label"
                value={source.kind}
                onChange={(kind) => {
                  if (kind === source.kind) return;
                  if (source.kind === 'template') setLastTemplate(source.template);
                  setSource(
                    kind === 'upload'
                      ? { kind: 'upload', data: '' }
                      : { kind: 'template', template: lastTemplate },
                  );
                  if (kind === 'upload') setUploadPreview(frame?.kind === 'upload' ? frame.imageUrl : null);
                }}
                data={[
                  { value: 'template', label: t('editor.template') },
                  { value: 'upload', label: t('editor.upload') },
                ]}
              />
            </Stack>
            {source.kind === 'template' ? (
              <FrameTemplateFields
                value={source.template}
                onChange={(template) => setSource({ kind: 'template', template })}
                errorOf={(path) => errorOf(`source.template.${path}` as never).error}
              />
            ) : (
              <FileInput
                label={t('editor.uploadLabel')}
                description={t('editor.uploadHint', { size })}
                accept="image/png"
                clearable={false}
                onChange={onFile}
                {...errorOf('source.data' as never)}
              />
            )}
            {formError && (
              <Alert color="red" role="alert">
                {formError}
              </Alert>
            )}
            <Button type="submit" loading={form.formState.isSubmitting} style={{ alignSelf: 'flex-start' }}>
              {t('editor.save')}
            </Button>
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('editor.preview')}
          </Title>
          {products.isPending ? (
            <Skeleton h={36} />
          ) : (
            (products.data?.docs.length ?? 0) > 0 && (
              <Select
                label={t('editor.previewProduct')}
                searchable
                allowDeselect={false}
                value={chosen?._id ?? null}
                onChange={setListingId}
                data={(products.data?.docs ?? []).map((d) => ({ value: d._id, label: d.name }))}
              />
            )
          )}
          <FramePreview
            cover={cover}
            overlay={overlay}
            alt={t('editor.previewAlt', { name: chosen?.name ?? '' })}
            placeholder={products.data?.docs.length === 0 ? t('editor.previewNoProduct') : undefined}
          />
          {frame && chosen && <ApplyToOne marketplace={marketplace} frame={frame} listing={chosen} />}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function ApplyToOne({
  marketplace,
  frame,
  listing,
}: {
  marketplace: FrameMarketplace;
  frame: Frame;
  listing: { _id: string; name: string };
}) {
  const { t } = useTranslation('productFrames');
  const { run, start, close } = useFrameRun(() => applyFrame(marketplace, frame._id, [listing._id]));
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Text fw={600}>{t('editor.applyTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('editor.applyHint')}
        </Text>
        <Button
          variant="light"
          loading={start.isPending}
          disabled={run !== null}
          onClick={() =>
            openConfirm({
              title: t('editor.applyConfirmTitle'),
              message: t('editor.applyConfirm', { name: listing.name }),
              onConfirm: () => start.mutate(),
            })
          }
        >
          {t('editor.apply')}
        </Button>
        {run && <FrameRunProgress run={run} onClose={close} />}
      </Stack>
    </Card>
  );
}
