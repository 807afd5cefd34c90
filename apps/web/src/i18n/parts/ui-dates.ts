/** Texts of the date field, the date picker and the date range, spread into hr.ts and en.ts. */
export const hrDates = {
  'ui.date.openCalendar': 'Otvori kalendar',
};

export const enDates: Record<keyof typeof hrDates, string> = {
  'ui.date.openCalendar': 'Open calendar',
};
