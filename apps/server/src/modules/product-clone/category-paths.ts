import type { NamedCategory } from '@booster/domain';
import type { CategoryNode } from '@booster/marketplaces';

/** Every category of a platform's flat tree with the names above it (top first), by id. */
export function namedCategories(
  nodes: readonly CategoryNode[],
): Map<string, NamedCategory & { leaf: boolean }> {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const named = new Map<string, NamedCategory & { leaf: boolean }>();
  for (const node of nodes) {
    const path: string[] = [];
    const seen = new Set<string>([node.id]);
    let parent = node.parentId ? byId.get(node.parentId) : undefined;
    // A tree a platform sent with a loop must not hang the request.
    while (parent && !seen.has(parent.id)) {
      path.unshift(parent.name);
      seen.add(parent.id);
      parent = parent.parentId ? byId.get(parent.parentId) : undefined;
    }
    named.set(node.id, { id: node.id, name: node.name, path, leaf: !node.hasChildren });
  }
  return named;
}

/** The leaves only: what a product may be listed in. */
export const leavesOf = (named: Map<string, NamedCategory & { leaf: boolean }>): NamedCategory[] =>
  [...named.values()].filter((c) => c.leaf).map(({ leaf: _, ...c }) => c);
