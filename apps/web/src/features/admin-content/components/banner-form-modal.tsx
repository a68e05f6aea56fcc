import {
  type AdminPopupBanner,
  BANNER_AUDIENCES,
  type PopupBannerInput,
  popupBannerInputSchema,
} from '@booster/contracts';
import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '../../../lib/error-message.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { useSaveBanner } from '../api/content-queries.ts';
import { fromJakartaInput, toJakartaInput } from '../lib/jakarta-time.ts';
import { usePhone } from '../lib/use-phone.ts';
import { BannerPreview } from './banner-preview.tsx';
import { ImageField } from './image-field.tsx';

function initial(banner: AdminPopupBanner | null): PopupBannerInput {
  if (!banner)
    return { urlImage: '', link: '', audiences: ['guest'], startsAt: null, endsAt: null, active: true };
  const { urlImage, link, audiences, startsAt, endsAt, active } = banner;
  return { urlImage, link, audiences, startsAt, endsAt, active };
}

/** Add or change a popup banner, with the popup as members will see it beside the form. */
export function BannerFormModal({
  banner,
  onClose,
}: {
  banner: AdminPopupBanner | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminContent');
  const save = useSaveBanner(banner?._id ?? null);
  const phone = usePhone();
  const { form, field, errorOf, submitSave, formError } = useContractForm(
    popupBannerInputSchema,
    initial(banner),
  );
  const values = form.watch();
  const renews = banner !== null && (values.urlImage !== banner.urlImage || values.link !== banner.link);

  const onSubmit = submitSave((body) => save.mutateAsync(body), {
    success: t('banner.saved'),
    failure: t('saveFailed'),
    onSaved: onClose,
  });

  const when = (name: 'startsAt' | 'endsAt') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: f }) => (
        <DateTimePicker
          label={t(`banner.${name}`)}
          description={t('banner.jakartaTime')}
          placeholder={t('banner.noLimit')}
          valueFormat="DD/MM/YYYY HH:mm"
          clearable
          value={toJakartaInput(f.value ?? null)}
          onChange={(v) => f.onChange(fromJakartaInput(v))}
          popoverProps={{ withinPortal: true }}
          {...errorOf(name)}
        />
      )}
    />
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={banner ? t('banner.editTitle') : t('banner.createTitle')}
      size="xl"
      centered
      fullScreen={phone}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {formError && <Alert color="red">{formError}</Alert>}
            <Controller
              control={form.control}
              name="urlImage"
              render={({ field: f }) => (
                <ImageField
                  label={t('banner.image')}
                  withAsterisk
                  value={f.value}
                  onChange={f.onChange}
                  {...errorOf('urlImage')}
                />
              )}
            />
            <TextInput
              label={t('banner.link')}
              description={t('banner.linkHint')}
              placeholder="https://"
              {...field('link')}
            />
            {renews && <Alert color="blue">{t('banner.renews')}</Alert>}
            <Controller
              control={form.control}
              name="audiences"
              render={({ field: f }) => (
                <Checkbox.Group
                  label={t('banner.audiences')}
                  description={t('banner.audiencesHint')}
                  withAsterisk
                  value={f.value}
                  onChange={f.onChange}
                  error={translateValidation(form.formState.errors.audiences?.message)}
                  errorProps={{ role: 'alert' }}
                >
                  <SimpleGrid cols={2} spacing={6} mt={6}>
                    {BANNER_AUDIENCES.map((a) => (
                      <Checkbox key={a} value={a} label={t(`packages.${a}`)} />
                    ))}
                  </SimpleGrid>
                </Checkbox.Group>
              )}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              {when('startsAt')}
              {when('endsAt')}
            </SimpleGrid>
            <Controller
              control={form.control}
              name="active"
              render={({ field: f }) => (
                <Switch
                  label={t('banner.active')}
                  checked={f.value}
                  onChange={(e) => f.onChange(e.currentTarget.checked)}
                />
              )}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t('save')}
              </Button>
            </Group>
          </Stack>
        </form>
        <BannerPreview urlImage={values.urlImage} link={values.link} />
      </SimpleGrid>
    </Modal>
  );
}
