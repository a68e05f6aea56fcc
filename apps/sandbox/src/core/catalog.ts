import { Rng } from './random.ts';
import type { Category } from './types.ts';
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
