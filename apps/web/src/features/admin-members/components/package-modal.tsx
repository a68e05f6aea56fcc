import { type AdminMember, memberPackageChangeSchema } from '@booster/contracts';
import { fromJakarta, jakartaIsoDate, PACKAGE_NAMES } from '@booster/domain';
import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { runtimeKey } from '../../../i18n/keys.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { ActionFormModal } from '../../../ui/action-form-modal.tsx';
import { ReasonField } from './reason-field.tsx';

/** The form's values: the expiry as a Jakarta calendar day (end of that day), empty for none. */
const packageFormSchema = memberPackageChangeSchema.omit({ expiredAt: true }).extend({
  expiredDay: z.union([z.literal(''), z.iso.date({ error: 'validation.dateInvalid' })]),
});

/** The end of a Jakarta day, as the API's ISO instant. */
function endOfJakartaDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(fromJakarta(y, m, d, 23, 59, 59).getTime()).toISOString();
}

type Props = {
  member: AdminMember;
  opened: boolean;
  onClose: () => void;
  onSubmit: (body: z.infer<typeof memberPackageChangeSchema>) => Promise<unknown>;
};

/** Changes a member's package and expiry, with the reason the audit log keeps. */
export function PackageModal({ member, opened, onClose, onSubmit }: Props) {
  const { t } = useTranslation('adminMembers');
  const { field, submitAction, formError, form } = useContractForm(packageFormSchema, {
    subscriptionPackage: member.subscriptionPackage,
    expiredDay: member.expiredAt ? jakartaIsoDate(new Date(member.expiredAt)) : '',
    reason: '',
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = submitAction(
    ({ subscriptionPackage, expiredDay, reason }) =>
      onSubmit({ subscriptionPackage, expiredAt: expiredDay ? endOfJakartaDay(expiredDay) : null, reason }),
    close,
  );
  return (
    <ActionFormModal
      opened={opened}
      title={t('actions.changePackage')}
      onClose={close}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
      formError={formError}
      errorAs="text"
      buttonsGap="md"
    >
      <NativeSelect
        label={t('columns.package')}
        data={PACKAGE_NAMES.map((p) => ({
          value: p,
          label: t(runtimeKey<'adminMembers'>(`packages.${p}`)),
        }))}
        {...field('subscriptionPackage')}
      />
      <TextInput
        type="date"
        label={t('actions.expiry')}
        description={t('actions.expiryHint')}
        {...field('expiredDay')}
      />
      <ReasonField label={t('actions.reason')} {...field('reason')} />
    </ActionFormModal>
  );
}
