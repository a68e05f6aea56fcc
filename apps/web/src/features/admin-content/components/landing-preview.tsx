import type { LandingSections } from '@booster/contracts';
import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { LandingPageSections } from '../../../ui/landing-page-sections.tsx';
import { usePhone } from '../lib/use-phone.ts';

/** The width of the page the preview draws before it is scaled down into its column. */
const PAGE_WIDTH = 1100;

/**
 * The edited sections drawn by the same components as the public page (buttons inert), laid out at
 * a desktop page width and scaled into the preview column when that is narrower. The sections pick
 * their layout by the screen's width, so on a wide screen an unscaled preview would squeeze the
 * desktop layout into the column; on a phone they already take the phone layout, drawn as is.
 */
export function LandingPreview({ sections }: { sections: LandingSections }) {
  const { ref, width } = useElementSize();
  const phone = usePhone();
  const scale = !phone && width > 0 && width < PAGE_WIDTH ? width / PAGE_WIDTH : 1;
  return (
    <Box ref={ref} w="100%">
      <div inert style={scale < 1 ? { width: PAGE_WIDTH, zoom: scale } : undefined}>
        <LandingPageSections sections={sections} imageAlt="" start={null} more={null} />
      </div>
    </Box>
  );
}
