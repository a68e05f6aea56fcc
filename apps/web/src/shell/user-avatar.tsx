import { Avatar } from '@mantine/core';

export function initials(name: string | undefined | null): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  return (parts[0][0] + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase();
}

export function UserAvatar({ name, size = 'md' }: { name?: string | null; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Avatar color="booster" variant="filled" radius="xl" size={size} aria-hidden>
      {initials(name)}
    </Avatar>
  );
}
