import type { ChatViewer } from '@booster/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** 'Sedang dibalas oleh Rina' / 'Juga dibuka oleh Dodi': colleagues on the same conversation, not me. */
export function PresenceLine({ viewers, myUserId }: { viewers: ChatViewer[]; myUserId: string | undefined }) {
  const { t } = useTranslation('chat');
  const others = viewers.filter((v) => v.userId !== myUserId);
  const typing = others.filter((v) => v.state === 'typing').map((v) => v.name);
  const viewing = others.filter((v) => v.state === 'viewing').map((v) => v.name);
  if (typing.length === 0 && viewing.length === 0) return null;
  return (
    <Text size="xs" c={typing.length > 0 ? 'orange.8' : 'dimmed'} role="status" truncate>
      {typing.length > 0
        ? t('presence.replying', { names: typing.join(', ') })
        : t('presence.viewing', { names: viewing.join(', ') })}
    </Text>
  );
}
