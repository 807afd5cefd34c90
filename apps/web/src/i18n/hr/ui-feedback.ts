/** Texts of notifications and form errors. */
export const hrFeedback = {
  'ui.text.tooLong': 'Unos je predug: najveća duljina je {max}',
  'ui.errorSummary.title': 'Ispravite označena polja',
  'ui.errorSummary.item': '{field}: {message}',
  'ui.notifications.region': 'Obavijesti',
  'ui.notifications.close': 'Zatvori obavijest',
  'ui.notifications.tone.success': 'Uspješno',
  'ui.notifications.tone.warning': 'Upozorenje',
  'ui.notifications.tone.error': 'Pogreška',
  'ui.notifications.tone.info': 'Obavijest',
} as const;
