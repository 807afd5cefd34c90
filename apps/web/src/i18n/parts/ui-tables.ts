/** Texts of the data table and the filter panel, spread into hr.ts and en.ts. */
export const hrTables = {
  'ui.table.loadMore': 'Učitaj još',
};

export const enTables: Record<keyof typeof hrTables, string> = {
  'ui.table.loadMore': 'Load more',
};
