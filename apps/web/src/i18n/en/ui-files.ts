import type { hrFiles } from '../hr/ui-files';

/** Texts of the file drop area (ui/file-drop-area.tsx): choosing, checking and uploading files. */
export const enFiles: Record<keyof typeof hrFiles, string> = {
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
  'ui.fileDrop.chosenTitle': '{count, plural, one {Chosen file} other {Chosen files}}',
  'ui.fileDrop.uploading': '{count, plural, one {Uploading the file} other {Uploading the files}}',
  'ui.fileDrop.cancel': 'Cancel the upload',
  'ui.fileDrop.uploaded':
    '{count, plural, one {The file was uploaded.} other {The files were uploaded.}}',
  'ui.fileDrop.cancelled': 'The upload was cancelled.',
  'ui.fileDrop.uploadFailed': 'The upload failed',
  'ui.fileDrop.uploadFailedUnknown': 'The file cannot be uploaded right now. Please try again.',
};
