import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { i18n } from '../../../i18n/setup.ts';

export const PUSH_PROMPT_ID = 'push-permission-prompt';

export type PushPromptActions = { onEnable: () => void; onLater: () => void };

/** A quiet card in the toast corner asking to turn on browser notifications; it waits for an answer. */
export function showPushPrompt({ onEnable, onLater }: PushPromptActions) {
  const t = i18n.getFixedT(null, 'notifications');
  const answer = (action: () => void) => () => {
    notifications.hide(PUSH_PROMPT_ID);
    action();
  };
  notifications.show({
    id: PUSH_PROMPT_ID,
    title: t('push.title'),
    autoClose: false,
    withCloseButton: false,
    // While it waits for an answer the page gets room below, so the card never hides the page's end.
    onOpen: () => {
      document.documentElement.dataset.pushPrompt = 'open';
    },
    onClose: () => {
      delete document.documentElement.dataset.pushPrompt;
    },
    withBorder: true,
    className: 'push-prompt-card',
    message: (
      <Stack gap="xs">
        <Text size="sm" c="var(--mantine-color-text)">
          {t('push.text')}
        </Text>
        <Group gap="xs" justify="flex-end">
          <Button size="compact-sm" variant="subtle" color="gray" onClick={answer(onLater)}>
            {t('push.later')}
          </Button>
          <Button size="compact-sm" onClick={answer(onEnable)}>
            {t('push.enable')}
          </Button>
        </Group>
      </Stack>
    ),
  });
}

export function hidePushPrompt() {
  notifications.hide(PUSH_PROMPT_ID);
}
