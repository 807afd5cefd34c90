/** Texts of layout parts: tabs, status badges, cards and the grid, spread into hr.ts and en.ts. */
export const hrLayout = {
  'ui.status.family.neutral': 'Neutralno',
};

export const enLayout: Record<keyof typeof hrLayout, string> = {
  'ui.status.family.neutral': 'Neutral',
};
