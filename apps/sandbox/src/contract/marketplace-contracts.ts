import { describe } from 'vitest';
import type { ShopPlatform } from '../core/types.ts';
import { runChatContract } from './chat-suite.ts';
import { runListingContract } from './listing-suite.ts';
import { runAdapterContract } from './suite.ts';

/** Every contract suite of one marketplace's adapter (one test file per marketplace, so they run in parallel). */
export function runMarketplaceContracts(platform: ShopPlatform) {
  describe(`${platform} adapter against the in-process sandbox`, () => {
    runAdapterContract(platform);
  });
  describe(`${platform} listings against the in-process sandbox`, () => {
    runListingContract(platform);
  });
  describe(`${platform} chat against the in-process sandbox`, () => {
    runChatContract(platform);
  });
}
