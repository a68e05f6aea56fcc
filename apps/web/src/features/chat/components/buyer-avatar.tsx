import { Avatar, type MantineSize } from '@mantine/core';

/** The buyer's picture, or the initials of the name. */
export function BuyerAvatar({
  name,
  url,
  size = 'md',
}: {
  name: string;
  url: string | null;
  size?: MantineSize;
}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return (
    <Avatar src={url} alt="" radius="xl" size={size} color="booster" aria-hidden>
      {initials || '?'}
    </Avatar>
  );
}
