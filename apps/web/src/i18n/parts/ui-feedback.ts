/** Texts of notifications, the file drop area and the progress bar, spread into hr.ts and en.ts. */
export const hrFeedback = {
  'ui.notifications.region': 'Obavijesti',
};

export const enFeedback: Record<keyof typeof hrFeedback, string> = {
  'ui.notifications.region': 'Notifications',
};
