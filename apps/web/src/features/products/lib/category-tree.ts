export type CategoryNode = { id: string; parentId: string | null; name: string; hasChildren: boolean };

export function childrenOf(nodes: readonly CategoryNode[], parentId: string | null): CategoryNode[] {
  return nodes.filter((n) => n.parentId === parentId);
}

/** The chain from the root to the node (empty when the id is unknown). */
export function pathOf(nodes: readonly CategoryNode[], id: string | null): CategoryNode[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const path: CategoryNode[] = [];
  let current = id ? byId.get(id) : undefined;
  while (current && path.length <= nodes.length) {
    path.unshift(current);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return path;
}

/** Leaf categories whose name or any parent's name contains the text, at most `limit`. */
export function searchCategories(nodes: readonly CategoryNode[], text: string, limit = 50): CategoryNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const found: CategoryNode[] = [];
  for (const node of nodes) {
    if (node.hasChildren) continue;
    if (pathOf(nodes, node.id).some((n) => n.name.toLowerCase().includes(needle))) found.push(node);
    if (found.length >= limit) break;
  }
  return found;
}
