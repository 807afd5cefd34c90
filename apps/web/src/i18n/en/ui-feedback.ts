import type { hrFeedback } from '../hr/ui-feedback';

/** Texts of notifications, form errors, the file drop area and the progress bar. */
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

  'ui.fileDrop.zone': 'File drop area',
  'ui.fileDrop.dragHint':
    '{maxFiles, plural, =1 {Drag a file here or choose one.} other {Drag files here or choose them.}}',
  'ui.fileDrop.dropHere': '{maxFiles, plural, =1 {Drop the file here} other {Drop the files here}}',
  'ui.fileDrop.choose': '{maxFiles, plural, =1 {Choose a file} other {Choose files}}',
  'ui.fileDrop.acceptedTypes': 'Accepted types: {types}.',
  'ui.fileDrop.maxSize': 'Maximum file size: {size}.',
  'ui.fileDrop.maxFiles': 'At most {count, plural, one {# file} other {# files}} at a time.',
  'ui.fileDrop.rejectedTitle': 'Rejected files',
  'ui.fileDrop.rejected.tooManyFiles': 'Too many files',
  'ui.fileDrop.rejected.invalidType': 'This file type is not accepted',
  'ui.fileDrop.rejected.tooLarge': 'The file is larger than {size}',
};
