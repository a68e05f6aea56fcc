import { formatDateTimeDashed } from '@booster/domain';
import { Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endImpersonation, useImpersonation } from '../lib/impersonation.ts';

/**
 * Shown on every page while an admin acts as a member (login-user): who, until when, and the way
 * back. The session ends by itself at its expiry, here as on the server.
 */
export function ImpersonationBanner() {
  const current = useImpersonation();
  // Its texts (the admin's) load only while an admin acts as a member: @texts-on-render.
  return current ? <ImpersonationBar current={current} /> : null;
}

function ImpersonationBar({ current }: { current: NonNullable<ReturnType<typeof useImpersonation>> }) {
  const { t } = useTranslation('adminMembers');
  const [leaving, setLeaving] = useState(false);
  const expiresAt = current.expiresAt;

  useEffect(() => {
    if (!expiresAt) return;
    const wait = Math.max(0, new Date(expiresAt).getTime() - Date.now());
    const timer = setTimeout(() => void endImpersonation(), Math.min(wait, 2_147_000_000));
    return () => clearTimeout(timer);
  }, [expiresAt]);

  return (
    <Group
      role="status"
      aria-live="polite"
      data-testid="impersonation-banner"
      justify="space-between"
      gap="xs"
      px="md"
      py={6}
      bg="orange.7"
      c="white"
      wrap="wrap"
    >
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {t('banner.text', { name: current.member.name, email: current.member.email })}
        <Text span size="xs" fw={400} ml={8}>
          {t('banner.until', { time: formatDateTimeDashed(new Date(current.expiresAt)) })}
        </Text>
      </Text>
      <Button
        size="compact-sm"
        variant="white"
        color="orange"
        loading={leaving}
        onClick={() => {
          setLeaving(true);
          void endImpersonation();
        }}
      >
        {t('banner.back')}
      </Button>
    </Group>
  );
}
