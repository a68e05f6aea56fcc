import { Avatar, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ImageIcon } from './icons.tsx';

export type ProductThumbProps = { image: string | null; name: string; detail?: ReactNode };

/** A product as list rows show it: its picture (or a placeholder), its name and an optional line under it. */
export function ProductThumb({ image, name, detail }: ProductThumbProps) {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar src={image} alt="" radius="sm" size={48}>
        <ImageIcon size={20} />
      </Avatar>
      <Stack gap={2} maw={250}>
        <Text size="sm" fw={500} lineClamp={2}>
          {name}
        </Text>
        {detail}
      </Stack>
    </div>
  );
}
