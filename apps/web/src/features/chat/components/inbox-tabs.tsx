import type { CHAT_TABS, ChatTab } from '@booster/contracts';
import { Badge, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The seller's working order: what is unread, what still waits for an answer, then everything. */
const TAB_ORDER: readonly ChatTab[] = ['unread', 'unanswered', 'all'] satisfies (typeof CHAT_TABS)[number][];

export type InboxTabsProps = {
  tab: ChatTab;
  counts: Record<ChatTab, number> | undefined;
  onChange: (tab: ChatTab) => void;
};

/** Unread / unanswered / all, each with its count under the shop and marketplace filter. */
export function InboxTabs({ tab, counts, onChange }: InboxTabsProps) {
  const { t } = useTranslation('chat');
  return (
    <Tabs value={tab} onChange={(v) => v && onChange(v as ChatTab)} variant="pills" radius="xl">
      <Tabs.List grow>
        {TAB_ORDER.map((key) => (
          <Tabs.Tab
            key={key}
            value={key}
            px="xs"
            rightSection={
              counts ? (
                <Badge
                  size="xs"
                  variant={tab === key ? 'white' : 'light'}
                  color={key === 'all' ? 'gray' : 'red'}
                >
                  {counts[key]}
                </Badge>
              ) : null
            }
          >
            {t(`tabs.${key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
