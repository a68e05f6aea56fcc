import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { unreadCountQueryOptions } from '../features/notifications/api/notification-api.ts';
import { BellButton } from './bell-button.tsx';

const NotificationBellPopover = lazy(() => import('./notification-bell-popover.tsx'));

/**
 * The bell in the header. Its dropdown (a positioned popover: Mantine's Popover and Floating UI) loads
 * when the bell is about to be used — the pointer over it, or a press — not with every page (issue 17).
 * Until then this plain bell stands in, with the same look and dot.
 */
export function NotificationBell() {
  const unread = useQuery(unreadCountQueryOptions());
  const [wanted, setWanted] = useState<{ opened: boolean; focused: boolean } | null>(null);
  const plain = (
    <BellButton
      hasUnread={(unread.data ?? 0) > 0}
      opened={false}
      onPointerEnter={() => setWanted((w) => w ?? { opened: false, focused: false })}
      onClick={() => setWanted({ opened: true, focused: true })}
    />
  );
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <NotificationBellPopover opened={wanted.opened} focused={wanted.focused} />
    </Suspense>
  );
}
