export type CategoryNode = { id: string; parentId: string | null; name: string; hasChildren: boolean };

/**
 * The categories a listing can be placed in (the leaves of the platform's tree), each labelled with
 * its whole path ("Fashion > Pria > Kaos"), sorted by that path.
 */
export function leafCategoryOptions(nodes: readonly CategoryNode[]): { value: string; label: string }[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const pathOf = (node: CategoryNode): string => {
    const names: string[] = [];
    const seen = new Set<string>();
    for (let at: CategoryNode | undefined = node; at && !seen.has(at.id); at = byId.get(at.parentId ?? '')) {
      seen.add(at.id);
      names.unshift(at.name);
    }
    return names.join(' > ');
  };
  return nodes
    .filter((node) => !node.hasChildren)
    .map((node) => ({ value: node.id, label: pathOf(node) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
