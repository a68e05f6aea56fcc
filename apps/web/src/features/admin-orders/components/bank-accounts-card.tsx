import { type BankAccount, bankAccountInputSchema } from '@booster/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../../lib/api-errors.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { ErrorState, notify, openConfirm } from '../../../ui/index.ts';
import {
  bankAccountKeys,
  bankAccountsQueryOptions,
  createBankAccount,
  removeBankAccount,
  updateBankAccount,
} from '../api/admin-order-queries.ts';

function BankAccountForm({ account, onDone }: { account: BankAccount | null; onDone: () => void }) {
  const { t } = useTranslation('billingTransfer');
  const queryClient = useQueryClient();
  const { form, field, handleSubmit, formError, applyError } = useContractForm(bankAccountInputSchema, {
    bankName: account?.bankName ?? '',
    accountNumber: account?.accountNumber ?? '',
    accountHolder: account?.accountHolder ?? '',
    active: account?.active ?? true,
  });
  const submit = handleSubmit(async (values) => {
    try {
      await (account ? updateBankAccount(account._id, values) : createBankAccount(values));
      notify.success(t('accounts.saved'));
      await queryClient.invalidateQueries({ queryKey: bankAccountKeys.all });
      onDone();
    } catch (error) {
      applyError(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('accounts.bankName')} required data-autofocus {...field('bankName')} />
        <TextInput
          label={t('accounts.accountNumber')}
          required
          inputMode="numeric"
          {...field('accountNumber')}
        />
        <TextInput label={t('accounts.accountHolder')} required {...field('accountHolder')} />
        <Checkbox label={t('accounts.active')} {...form.register('active')} />
        {formError && <Alert color="red">{formError}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('accounts.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The accounts members transfer to: add, edit, hide, remove (each change audited by the server). */
export function BankAccountsCard() {
  const { t } = useTranslation('billingTransfer');
  const queryClient = useQueryClient();
  const accounts = useQuery(bankAccountsQueryOptions());
  const [editing, setEditing] = useState<BankAccount | 'new' | null>(null);

  const remove = (a: BankAccount) =>
    openConfirm({
      title: t('accounts.removeTitle', { bank: a.bankName, number: a.accountNumber }),
      message: t('accounts.removeText'),
      variant: 'delete',
      onConfirm: async () => {
        try {
          await removeBankAccount(a._id);
          notify.success(t('accounts.removed'));
          await queryClient.invalidateQueries({ queryKey: bankAccountKeys.all });
        } catch (error) {
          reportActionError(error, t('admin.actionError'));
        }
      },
    });

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={0}>
            <Text fw={700}>{t('accounts.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('accounts.description')}
            </Text>
          </Stack>
          <Button onClick={() => setEditing('new')}>{t('accounts.add')}</Button>
        </Group>
        {accounts.isPending && <Skeleton h={60} />}
        {accounts.isError && <ErrorState onRetry={() => void accounts.refetch()} />}
        {accounts.data?.length === 0 && <Alert color="yellow">{t('accounts.empty')}</Alert>}
        {accounts.data?.map((a) => (
          <Group key={a._id} justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={600}>{a.bankName}</Text>
                {!a.active && (
                  <Badge color="gray" variant="light">
                    {t('accounts.hidden')}
                  </Badge>
                )}
              </Group>
              <Text ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {a.accountNumber}
              </Text>
              <Text size="sm" c="dimmed">
                {a.accountHolder}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button size="compact-sm" variant="default" onClick={() => setEditing(a)}>
                {t('accounts.edit')}
              </Button>
              <Button size="compact-sm" variant="subtle" color="red" onClick={() => remove(a)}>
                {t('accounts.remove')}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('accounts.formTitleNew') : t('accounts.formTitleEdit')}
        centered
      >
        {editing !== null && (
          <BankAccountForm account={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Card>
  );
}
