import { FRAME_MARKETPLACES, type FrameMarketplace } from '@booster/domain';
import { useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/** In-app links of the frame pages. */
export const framePaths = {
  list: (marketplace: FrameMarketplace) => paths.product.frame(marketplace),
  add: (marketplace: FrameMarketplace) => paths.product.frameAdd(marketplace),
  edit: (marketplace: FrameMarketplace, id: string) => paths.product.frameEdit(marketplace, id),
  mass: (marketplace: FrameMarketplace) => paths.product.frameAddMass(marketplace),
};

/** The `:marketplace` of a frame route (the router matches only Shopee and Tokopedia); Shopee at /frame. */
export function useFrameMarketplace(): FrameMarketplace {
  const { marketplace } = useParams<{ marketplace: string }>();
  return (FRAME_MARKETPLACES as readonly string[]).includes(marketplace ?? '')
    ? (marketplace as FrameMarketplace)
    : FRAME_MARKETPLACES[0];
}
