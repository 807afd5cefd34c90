import type { hrFeedback } from '../hr/ui-feedback';

/** Texts of notifications and form errors. */
export const enFeedback: Record<keyof typeof hrFeedback, string> = {
  'ui.text.tooLong': 'The entry is too long: the maximum length is {max}',
  'ui.errorSummary.title': 'Correct the marked fields',
  'ui.errorSummary.item': '{field}: {message}',
  'ui.notifications.region': 'Notifications',
  'ui.notifications.close': 'Close notification',
  'ui.notifications.tone.success': 'Success',
  'ui.notifications.tone.warning': 'Warning',
  'ui.notifications.tone.error': 'Error',
  'ui.notifications.tone.info': 'Information',
};
