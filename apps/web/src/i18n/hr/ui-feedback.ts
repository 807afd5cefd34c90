/** Texts of notifications, form errors, the file drop area and the progress bar. */
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

  'ui.fileDrop.zone': 'Područje za ispuštanje datoteka',
  'ui.fileDrop.dragHint':
    '{maxFiles, plural, =1 {Povucite datoteku ovamo ili je odaberite.} other {Povucite datoteke ovamo ili ih odaberite.}}',
  'ui.fileDrop.dropHere':
    '{maxFiles, plural, =1 {Ispustite datoteku ovdje} other {Ispustite datoteke ovdje}}',
  'ui.fileDrop.choose': '{maxFiles, plural, =1 {Odaberi datoteku} other {Odaberi datoteke}}',
  'ui.fileDrop.acceptedTypes': 'Dopuštene vrste: {types}.',
  'ui.fileDrop.maxSize': 'Najveća veličina datoteke: {size}.',
  'ui.fileDrop.maxFiles': 'Najviše datoteka odjednom: {count}.',
  'ui.fileDrop.rejectedTitle': 'Odbijene datoteke',
  'ui.fileDrop.rejected.tooManyFiles': 'Previše datoteka',
  'ui.fileDrop.rejected.invalidType': 'Ova vrsta datoteke nije dopuštena',
  'ui.fileDrop.rejected.tooLarge': 'Datoteka je veća od {size}',
} as const;
