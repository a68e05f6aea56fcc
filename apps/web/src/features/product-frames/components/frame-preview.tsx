import { AspectRatio, Box, Image, Text } from '@mantine/core';

export type FramePreviewProps = {
  /** The product's cover photo (null: a blank square). */
  cover: string | null;
  /** The frame overlay: an SVG or PNG data URL, or the stored frame's URL. */
  overlay: string | null;
  alt: string;
  /** Shown over a blank square when there is no cover. */
  placeholder?: string;
};

/**
 * A cover with the frame laid over it, as the server composes it: the photo fitted whole into a white
 * square, the overlay stretched over the square.
 */
export function FramePreview({ cover, overlay, alt, placeholder }: FramePreviewProps) {
  return (
    <AspectRatio ratio={1} w="100%" maw={420} role="img" aria-label={alt}>
      <Box
        pos="relative"
        bg="white"
        style={{ border: '1px solid var(--mantine-color-gray-3)', overflow: 'hidden' }}
      >
        {cover ? (
          <Image src={cover} alt="" fit="contain" w="100%" h="100%" pos="absolute" inset={0} />
        ) : (
          placeholder && (
            <Text size="sm" c="dimmed" ta="center" p="md" pos="absolute" top="40%" left={0} right={0}>
              {placeholder}
            </Text>
          )
        )}
        {overlay && <Image src={overlay} alt="" w="100%" h="100%" pos="absolute" inset={0} fit="fill" />}
      </Box>
    </AspectRatio>
  );
}

/** An SVG string as an <img> source. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
