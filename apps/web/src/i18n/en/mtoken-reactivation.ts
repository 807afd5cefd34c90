import type { hrMTokenReactivation } from '../hr/mtoken-reactivation';

/** Mobile token reactivation (001 §2, §3): request, recapitulation, signature, activation code. */
export const enMTokenReactivation: Record<keyof typeof hrMTokenReactivation, string> = {
  'reactivation.title': 'Mobile token reactivation',
  'reactivation.subtitle':
    'A new phone, or your phone restored to factory settings? Request a reactivation of your mobile token. The bank issues an activation code in two parts: the first is shown here once you have signed, the second arrives by SMS on the phone.',
  'reactivation.loading': 'Loading the request…',
  'reactivation.new': 'New reactivation',
  'reactivation.notFound': 'That request is not among your latest reactivation requests.',
  'reactivation.deleted': 'The request is deleted.',
  'reactivation.form.title': 'Reactivation request',
  'reactivation.form.replacesCode':
    'You already have an activation code from the request of {dateTime} that you have not used. A new request cancels that code.',
  'reactivation.form.intro':
    'Enter the mobile phone number that should receive the second part of the activation code, and choose why you reactivate.',
  'reactivation.form.phone': 'Mobile phone',
  'reactivation.form.phoneHint':
    'With the country code, for example +385 91 234 5678. A Croatian number must be a mobile one.',
  'reactivation.form.phoneMissing': 'Enter the mobile phone number.',
  'reactivation.form.reason': 'Reason for the reactivation',
  'reactivation.form.reasonMissing': 'Choose the reason for the reactivation.',
  'reactivation.form.submit': 'Save and check',
  'reactivation.reason.NEW_PHONE.details': 'You move the mobile token to another phone.',
  'reactivation.reason.FACTORY_SETTINGS_RESTORED.details':
    'Restoring the phone to factory settings removed the app.',
  'reactivation.recap.title': 'Check the request',
  'reactivation.recap.reference': 'Request {reference} is saved. Check it before you sign.',
  'reactivation.recap.next':
    'Once you sign, the bank issues an activation code: its first part is shown on this page, the second arrives by SMS at the number given. From then on the mobile token on the old phone signs nothing.',
  'reactivation.recap.devices':
    'You sign the request with your token or smartcard, not with the mobile token being reactivated.',
  'reactivation.recap.sign': 'Sign',
  'reactivation.recap.change': 'Change the details',
  'reactivation.sign.title': 'Sign the reactivation request',
  'reactivation.sign.outcome':
    'With your signature the bank issues an activation code, and the mobile token on the old phone stops signing.',
  'reactivation.sign.smartcard.instruction': 'You sign the request with smartcard {serial}.',
  'reactivation.sign.statusNow': 'Status of request {reference}:',
  'reactivation.result.AUTHORIZED.title': 'The activation code is issued',
  'reactivation.result.AUTHORIZED.next':
    'The first part of the code is on the page, the second arrives by SMS. Close this window and follow the steps.',
  'reactivation.result.PROPAGATION_FAILED.title':
    'The request is signed, but the bank has not taken it yet',
  'reactivation.result.PROPAGATION_FAILED.next':
    "The bank's system cannot be reached right now. The activation code appears on the page as soon as the bank issues it; you need not sign again.",
  'reactivation.result.REJECTED.title': 'The bank did not issue an activation code',
  'reactivation.result.REJECTED.next': 'The mobile token stays as it was. The reason follows.',
  'reactivation.status.CREATED': 'Awaiting signature',
  'reactivation.status.PROCESSING': 'Signed, waiting for the bank',
  'reactivation.status.AUTHORIZED': 'Authorised, code issued',
  'reactivation.status.AUTHORIZE_FAILED': 'Refused',
  'reactivation.status.DELETED': 'Deleted',
  'reactivation.code.title': 'Activation code',
  'reactivation.code.firstPart': 'First part of the activation code',
  'reactivation.code.copy': 'Copy the first part',
  'reactivation.code.copied': 'The first part of the code is copied.',
  'reactivation.code.copyFailed': 'Copying did not work: type the code from the screen.',
  'reactivation.code.secondPart':
    'The bank sends the second part of the code (5 digits) by SMS to {phone}.',
  'reactivation.code.validUntil': 'The code is valid until {dateTime}.',
  'reactivation.code.stepsTitle': 'What to do on the phone',
  'reactivation.code.step1':
    'On the phone, open the mobile token app and choose activation with an activation code.',
  'reactivation.code.step2': 'Enter the first part of the code from this screen.',
  'reactivation.code.step3': 'Enter the second part from the SMS and confirm the activation.',
  'reactivation.code.step4':
    'Once activated, you sign in and sign with the mobile token on that phone as before.',
  'reactivation.code.demoHint':
    'Demo: the Mobile token page plays the phone. Choose yourself there, read the SMS and enter both parts of the code.',
  'reactivation.code.openDemo': 'Mobile token (opens in a new window)',
  'reactivation.outcome.processing.title': 'Waiting for the bank',
  'reactivation.outcome.processing.text':
    "The request is signed, but the bank's system cannot be reached right now. The activation code appears here as soon as the bank issues it.",
  'reactivation.outcome.processing.waiting': 'Checking whether the bank has issued the code…',
  'reactivation.outcome.failed.title': 'The bank did not issue an activation code',
  'reactivation.outcome.failed.next':
    'The mobile token stays as it was. If you still need to reactivate it, request a new reactivation or contact the bank.',
  'reactivation.outcome.activated.title': 'The mobile token is activated',
  'reactivation.outcome.activated.text':
    'The mobile token was activated with the activation code on {dateTime}. The old phone signs nothing any more.',
  'reactivation.outcome.superseded.title': 'This activation code is no longer valid',
  'reactivation.outcome.superseded.text':
    'You requested a new reactivation after this one, so only the code of the newest request is valid.',
  'reactivation.list.title': 'Your reactivation requests',
  'reactivation.list.caption': 'Mobile token reactivation requests, newest first',
  'reactivation.list.empty': 'You have not requested a reactivation of your mobile token yet.',
  'reactivation.list.createdAt': 'Requested',
  'reactivation.list.phone': 'Mobile phone',
  'reactivation.list.reason': 'Reason',
  'reactivation.list.status': 'Status',
  'reactivation.list.actions': 'Actions',
  'reactivation.list.activatedAt': 'Activated {dateTime}',
  'reactivation.list.open': 'Open',
  'reactivation.list.openLabel': 'Open the request of {dateTime}',
  'reactivation.list.continue': 'Continue',
  'reactivation.list.continueLabel': 'Continue the request of {dateTime}',
};
