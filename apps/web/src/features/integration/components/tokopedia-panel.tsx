import { tokopediaConnectBodySchema } from '@booster/contracts';
import { tokopediaRoutes } from '@booster/contracts/routes';
import { isPaid } from '@booster/domain';
import {
  Alert,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiClientError, callApi } from '../../../lib/api-client.ts';
import { authStorage } from '../../../lib/auth-storage.ts';
import { translateValidation } from '../../../lib/error-message.ts';
import { integrationModal } from '../../../lib/global-modal.ts';
import { shopKeys } from '../../../lib/marketplace-connect.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { BoxIcon, ChatIcon } from '../../../ui/icons.tsx';
import { notify, openAlert, openUpgradeDialog } from '../../../ui/index.ts';
import { isLimitError, openLimitDialog } from '../lib/connect-errors.ts';
import { TokopediaChatList } from './tokopedia-chat-list.tsx';

/** Spec 6 and 9: the upgrade-member modal opens this long after a Tokopedia request succeeds. */
export const UPGRADE_MODAL_DELAY_MS = 1000;

type Step = 'choose' | 'explainer' | 'form' | 'chat';

/** The Tokopedia tab: choose product or chat; product shows the explainer, then the request form. */
export function TokopediaPanel() {
  const { t } = useTranslation('integration');
  const [step, setStep] = useState<Step>('choose');
  const back = (
    <Button variant="subtle" onClick={() => setStep('choose')} w="fit-content" px={4}>
      ‹ {t('tokopedia.back')}
    </Button>
  );

  if (step === 'explainer') {
    return (
      <Stack gap="md">
        {back}
        <Title order={3} size="h5">
          {t('tokopedia.explainerTitle')}
        </Title>
        <List spacing="xs" size="sm">
          <List.Item>{t('tokopedia.explainer.merchant')}</List.Item>
          <List.Item>{t('tokopedia.explainer.hours')}</List.Item>
          <List.Item>{t('tokopedia.explainer.email')}</List.Item>
          <List.Item>{t('tokopedia.explainer.duration')}</List.Item>
        </List>
        <Group justify="flex-end">
          <Button onClick={() => setStep('form')}>{t('tokopedia.understand')}</Button>
        </Group>
      </Stack>
    );
  }
  if (step === 'form' || step === 'chat') {
    return (
      <Stack gap="md">
        {back}
        {step === 'form' ? <TokopediaRequestForm /> : <TokopediaChatList />}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text fw={600}>{t('tokopedia.chooseTitle')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ChoiceCard
          icon={<BoxIcon size={28} />}
          title={t('tokopedia.product')}
          text={t('tokopedia.productText')}
          onClick={() => setStep('explainer')}
        />
        <ChoiceCard
          icon={<ChatIcon size={28} />}
          title={t('tokopedia.chat')}
          text={t('tokopedia.chatText')}
          onClick={() => setStep('chat')}
        />
      </SimpleGrid>
    </Stack>
  );
}

type ChoiceCardProps = { icon: React.ReactNode; title: string; text: string; onClick: () => void };

function ChoiceCard({ icon, title, text, onClick }: ChoiceCardProps) {
  return (
    <UnstyledButton onClick={onClick}>
      <Card withBorder radius="md" padding="lg" h="100%">
        <Stack gap="xs">
          <Text c="var(--mantine-primary-color-filled)" aria-hidden>
            {icon}
          </Text>
          <Text fw={700}>{title}</Text>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}

/** Shop name and shop link; both required, else 'Silahkan isi nama toko dan link toko' and nothing is sent. */
function TokopediaRequestForm() {
  const { t } = useTranslation('integration');
  const queryClient = useQueryClient();
  const { form, handleSubmit } = useContractForm(
    tokopediaConnectBodySchema,
    { shopname: '', shopdomain: '' },
    { mode: 'onSubmit' },
  );
  const { errors, isSubmitting } = form.formState;
  // Both fields carry the same message; the form shows it once, under the fields.
  const formError = translateValidation(errors.shopname?.message ?? errors.shopdomain?.message);

  const submit = handleSubmit(async (body) => {
    try {
      await callApi(tokopediaRoutes.connect, { body });
      integrationModal.close();
      notify.success(t('tokopedia.success'));
      void queryClient.invalidateQueries({ queryKey: shopKeys.all });
      const user = authStorage.get().user;
      if (user && !isPaid(user, new Date())) {
        setTimeout(
          () =>
            openUpgradeDialog({ title: t('tokopedia.upgradeTitle'), message: t('tokopedia.upgradeText') }),
          UPGRADE_MODAL_DELAY_MS,
        );
      }
    } catch (error) {
      if (isLimitError(error)) openLimitDialog('tokopedia');
      else if (error instanceof ApiClientError && error.statusCode === 403)
        openAlert({ title: t('tokopedia.takenTitle'), message: t('tokopedia.takenText') });
      else openAlert({ title: t('tokopedia.errorTitle'), message: t('tokopedia.errorText') });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('tokopedia.formTitle')}
        </Title>
        <TextInput
          label={t('tokopedia.shopName')}
          placeholder={t('tokopedia.shopNamePlaceholder')}
          {...form.register('shopname')}
          maxLength={120}
          withAsterisk
        />
        <TextInput
          label={t('tokopedia.shopLink')}
          placeholder={t('tokopedia.shopLinkPlaceholder')}
          {...form.register('shopdomain')}
          maxLength={300}
          withAsterisk
        />
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('tokopedia.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
