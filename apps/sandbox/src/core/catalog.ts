import { Rng } from './random.ts';
import type { Category, LogisticsChannel, ShopPlatform } from './types.ts';
import { CATEGORY_GROUPS, type CategoryGroup } from './words.ts';

/** The small category tree shared by every platform: five groups, three leaves each, attributes per leaf. */
export type Catalog = { categories: Category[]; groupOf(leafId: number): CategoryGroup; leaves: Category[] };

export function buildCatalog(seed: number): Catalog {
  const rng = new Rng(seed ^ 0x5eed);
  const categories: Category[] = [];
  const groupByLeaf = new Map<number, CategoryGroup>();
  let attributeId = 100_000;
  CATEGORY_GROUPS.forEach((group, g) => {
    const topId = 100_010 + g * 100;
    categories.push({ id: topId, parentId: 0, name: group.name, hasChildren: true, attributes: [] });
    group.leaves.forEach((leaf, l) => {
      const id = topId + l + 1;
      const attributes = [
        { id: attributeId++, name: 'Merek', values: group.brands },
        ...group.attributes.map((a) => ({
          id: attributeId++,
          name: a.name,
          values: rng.sample(a.values, a.values.length),
        })),
      ];
      categories.push({ id, parentId: topId, name: leaf, hasChildren: false, attributes });
      groupByLeaf.set(id, group);
    });
  });
  const leaves = categories.filter((c) => !c.hasChildren);
  return {
    categories,
    leaves,
    groupOf(leafId) {
      const group = groupByLeaf.get(leafId);
      if (!group) throw new Error(`Unknown leaf category ${leafId}`);
      return group;
    },
  };
}

/** Each platform's logistics channels (ids as the platform numbers them). */
export const LOGISTICS: Record<ShopPlatform, LogisticsChannel[]> = {
  shopee: [
    { id: 8003, name: 'SPX Express' },
    { id: 8005, name: 'J&T Express' },
    { id: 8006, name: 'SiCepat REG' },
    { id: 8001, name: 'JNE Reguler' },
  ],
  lazada: [
    { id: 1, name: 'LEX ID' },
    { id: 2, name: 'J&T Express' },
    { id: 3, name: 'Ninja Xpress' },
  ],
  tiktok: [
    { id: 7001, name: 'J&T Express' },
    { id: 7002, name: 'SiCepat' },
    { id: 7003, name: 'JNE' },
  ],
  tokopedia: [
    { id: 7001, name: 'J&T Express' },
    { id: 7002, name: 'SiCepat' },
    { id: 7003, name: 'AnterAja' },
  ],
  bukalapak: [
    { id: 1, name: 'JNE REG' },
    { id: 2, name: 'J&T Express' },
    { id: 3, name: 'SiCepat' },
  ],
};
