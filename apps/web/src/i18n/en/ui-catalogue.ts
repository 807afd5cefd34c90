import type { hrCatalogue } from '../hr/ui-catalogue';

/** Texts of the /ui catalogue page itself; each section's example texts live in its part's file. */
export const enCatalogue: Record<keyof typeof hrCatalogue, string> = {
  'catalogue.title': 'Interface catalogue',
  'catalogue.subtitle':
    'Every part of the interface in every state, to review in each theme and language.',
  'catalogue.contents': 'Catalogue contents',
  'catalogue.section.dates': 'Dates',
  'catalogue.section.numbers': 'Amounts, IBAN and reference',
  'catalogue.section.choices': 'Choices and accounts',
  'catalogue.section.feedback': 'Notifications, confirmations and files',
  'catalogue.section.tables': 'Tables and filters',
  'catalogue.section.layout': 'Layout, cards and statuses',

  'catalogue.feedback.intro':
    'Notifications close by themselves after a set number of seconds, except errors. File areas refuse wrong types, files that are too large and too many files at once.',
  'catalogue.feedback.notifications': 'Pop-up notifications',
  'catalogue.feedback.notifySuccess': 'Success notification (5 s)',
  'catalogue.feedback.notifyInfo': 'Information notification',
  'catalogue.feedback.notifyWarning': 'Warning',
  'catalogue.feedback.notifyError': 'Error (stays until closed)',
  'catalogue.feedback.successTitle': 'The order was sent for signing',
  'catalogue.feedback.successText':
    'The payment of EUR 1,250.00 to Slavonska žitna d.o.o. awaits the signature of an authorised person.',
  'catalogue.feedback.infoTitle': 'The March statement is ready',
  'catalogue.feedback.infoText':
    'The statement of account HR12 2999 9921 0000 0000 1 can be downloaded as PDF.',
  'catalogue.feedback.warningTitle': 'The execution date is not a working day',
  'catalogue.feedback.warningText': 'The order will be executed on the next working day.',
  'catalogue.feedback.errorTitle': 'The order was not executed',
  'catalogue.feedback.errorText':
    'There are not enough funds in the account. Check the balance and try again.',
  'catalogue.feedback.inlineNotices': 'Notices in the content',
  'catalogue.feedback.confirm': 'Confirmation before deleting',
  'catalogue.feedback.deleteOrder': 'Delete order',
  'catalogue.feedback.deleteTitle': 'Delete the order?',
  'catalogue.feedback.deleteText':
    'The payment order of EUR 1,250.00 to Slavonska žitna d.o.o. will be deleted permanently.',
  'catalogue.feedback.deleteConfirm': 'Delete',
  'catalogue.feedback.deleteCancel': 'Cancel',
  'catalogue.feedback.deleted': 'The order was deleted',
  'catalogue.feedback.sepaTitle': 'SEPA file: one, XML or ZIP up to 10 MB',
  'catalogue.feedback.sepaLabel': 'Bulk payment file (SEPA)',
  'catalogue.feedback.sepaHint': 'Zip larger XML files first.',
  'catalogue.feedback.attachmentsTitle': 'Message attachments: up to 5 files',
  'catalogue.feedback.attachmentsLabel': 'Message attachments',
  'catalogue.feedback.refusedTitle': 'A file the server refuses',
  'catalogue.feedback.refusedLabel': 'Letter of credit attachment (PDF)',
  'catalogue.feedback.refusedHint':
    'An example of a refusal: the server looks at the content as the file arrives and refuses one that is not what its name says.',
  'catalogue.feedback.disabledTitle': 'Disabled area',
  'catalogue.feedback.disabledLabel': 'Statement as XML',
  'catalogue.feedback.disabledHint': 'Uploading is possible once an account is chosen.',
  'catalogue.feedback.uploaded': '{name} was uploaded',
  'catalogue.feedback.attached': 'Attached files',
  'catalogue.feedback.progressBars': 'Progress bars',
  'catalogue.feedback.progressExport': 'Exporting the statement to PDF',
  'catalogue.feedback.progressConversion': 'Bulk conversion of orders',
  'catalogue.feedback.progressDone': 'Uploading isplata-ozujak.zip',
  'catalogue.feedback.progressWaiting': 'Preparing the transaction export',
  'catalogue.feedback.progressFailed': 'Uploading place-travanj.xml',
  'catalogue.feedback.progressFailedText': 'The connection was lost. The upload did not finish.',
};
