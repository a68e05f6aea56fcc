import {
  type AdminPopupBanner,
  BANNER_AUDIENCES,
  type PopupBannerInput,
  popupBannerInputSchema,
} from '@booster/contracts';
import { Alert, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { BoundInput } from '../../../ui/bound-fields.tsx';
import { CheckboxGroupField } from '../../../ui/checkbox-group-field.tsx';
import { FormModal } from '../../../ui/form-modal.tsx';
import { JakartaDateTimeField } from '../../../ui/jakarta-date-time-field.tsx';
import { SwitchField } from '../../../ui/switch-field.tsx';
import { useSaveBanner } from '../api/content-queries.ts';

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
  const { form, field, saveAndClose } = useContractForm(popupBannerInputSchema, initial(banner));
  const values = form.watch();
  const renews = banner !== null && (values.urlImage !== banner.urlImage || values.link !== banner.link);

  const when = (name: 'startsAt' | 'endsAt') => (
    <JakartaDateTimeField
      control={form.control}
      name={name}
      label={t(`banner.${name}`)}
      description={t('banner.jakartaTime')}
      placeholder={t('banner.noLimit')}
    />
  );

  return (
    <FormModal
      title={banner ? t('banner.editTitle') : t('banner.createTitle')}
      {...saveAndClose(save.mutateAsync, { success: t('banner.saved'), failure: t('saveFailed') }, onClose)}
      size="xl"
      fullScreen={phone}
      aside={<BannerPreview urlImage={values.urlImage} link={values.link} />}
    >
      <BoundInput
        control={form.control}
        name="urlImage"
        input={ImageField}
        label={t('banner.image')}
        withAsterisk
      />
      <TextInput
        label={t('banner.link')}
        description={t('banner.linkHint')}
        placeholder="https://"
        {...field('link')}
      />
      {renews && <Alert color="blue">{t('banner.renews')}</Alert>}
      <CheckboxGroupField
        control={form.control}
        name="audiences"
        label={t('banner.audiences')}
        description={t('banner.audiencesHint')}
        withAsterisk
        options={BANNER_AUDIENCES}
        optionLabel={(a) => t(`packages.${a}`)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {when('startsAt')}
        {when('endsAt')}
      </SimpleGrid>
      <SwitchField control={form.control} name="active" label={t('banner.active')} />
    </FormModal>
  );
}
