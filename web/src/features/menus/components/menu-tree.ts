/** A tree node with children, as the menu calls answer. */
interface TreeNode<T> {
  id: string;
  children: T[];
}

/** Every node of a tree, parents before children (the flat list Cloudscape's expandable rows expect). */
export function flattenTree<T extends TreeNode<T>>(nodes: readonly T[]): T[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}

/** The display name of a menu in the current language. */
export function menuName(menu: { name: string; nameEn?: string }, locale: string): string {
  return locale === 'en' && menu.nameEn ? menu.nameEn : menu.name;
}
