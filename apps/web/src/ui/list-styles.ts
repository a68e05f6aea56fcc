/** Mantine List styles: icons sit on the first line of an item that wraps. */
export const LIST_STYLES = {
  itemWrapper: { alignItems: 'flex-start' },
  itemIcon: { marginTop: 1 },
} as const;
