/** Key builders of the dashboard domain's items (docs/data-model.md "Dashboard"). */
export const dashboardKeys = {
  /** A user's arrangement of the console home's tiles: one item per user. */
  layout: (userId: string) => ({ pk: `DASHLAYOUT#${userId}`, sk: '#META' }),
} as const;
