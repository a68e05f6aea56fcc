import type { ChatTab } from '@booster/contracts';
import { Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The seller's working order: what is unread, what still waits for an answer, then everything. */
const TAB_ORDER: readonly ChatTab[] = ['unread', 'unanswered', 'all'];

export type InboxTabsProps = {
  tab: ChatTab;
  counts: Record<ChatTab, number> | undefined;
  onChange: (tab: ChatTab) => void;
};

/** Unread / unanswered / all, each with its count under the shop and marketplace filter. */
export function InboxTabs({ tab, counts, onChange }: InboxTabsProps) {
  const { t } = useTranslation('chat');
  return (
    <Tabs value={tab} onChange={(v) => v && onChange(v as ChatTab)}>
      <Tabs.List grow>
        {TAB_ORDER.map((key) => (
          <Tabs.Tab key={key} value={key} px={4} py={6}>
            <Text size="xs" ta="center" c={tab === key ? 'booster.8' : 'dark'} fw={tab === key ? 700 : 500}>
              {t(`tabs.${key}`)}
            </Text>
            <Text
              size="sm"
              ta="center"
              fw={700}
              c={key !== 'all' && (counts?.[key] ?? 0) > 0 ? 'red.8' : 'dimmed'}
            >
              {counts ? counts[key].toLocaleString('id-ID') : '–'}
            </Text>
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
