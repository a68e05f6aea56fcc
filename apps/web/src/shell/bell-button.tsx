import { ActionIcon, Indicator } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '../ui/icons.tsx';

type BellButtonProps = ComponentPropsWithRef<'button'> & { hasUnread: boolean; opened: boolean };

/** The bell itself: a red dot while something is unread (spec 2). */
export function BellButton({ hasUnread, opened, ...props }: BellButtonProps) {
  const { t } = useTranslation('notifications');
  return (
    <ActionIcon
      variant="subtle"
      color="dark"
      size="lg"
      radius="xl"
      aria-label={hasUnread ? t('bellUnread') : t('bell')}
      aria-haspopup="dialog"
      aria-expanded={opened}
      {...props}
    >
      <Indicator disabled={!hasUnread} color="red.7" size={9} offset={2} data-testid="bell-dot">
        <BellIcon size={22} />
      </Indicator>
    </ActionIcon>
  );
}
