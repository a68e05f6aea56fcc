import { Avatar } from '@mantine/core';
import { ImageIcon } from '../../../ui/icons.tsx';

export type ProductThumbProps = { src: string | null; size?: number };

/** A product's cover image, or a placeholder when it has none. */
export function ProductThumb({ src, size = 40 }: ProductThumbProps) {
  return (
    <Avatar src={src} radius="sm" size={size} alt="" variant="light">
      <ImageIcon size={size / 2} />
    </Avatar>
  );
}
