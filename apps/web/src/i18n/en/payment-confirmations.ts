import type { hrPaymentConfirmations } from '../hr/payment-confirmations';

/**
 * Payment execution confirmations (001 §7 generic confirmation): the request from the payments
 * overview, its fee before signing, the signing, the list of requests and the PDF (area 'payments').
 */
export const enPaymentConfirmations: Record<keyof typeof hrPaymentConfirmations, string> = {
  'confirmations.request': 'Request an execution confirmation',
  'confirmations.requestSelected':
    '{count, plural, one {Request an execution confirmation (# payment)} other {Request execution confirmations (# payments)}}',
  'confirmations.onlyExecuted': 'The bank confirms executed payments only.',
  'confirmations.tooMany': 'At most {max} payments in one request.',
  'confirmations.toList': 'Execution confirmations',

  'confirmations.dialog.title': 'Request for payment execution confirmations',
  'confirmations.dialog.intro':
    "For each executed payment the bank issues a confirmation of execution with the bank's seal. Confirmations are charged by the tariff; you see the fee before you sign.",
  'confirmations.dialog.payments': 'Payments to confirm',
  'confirmations.dialog.feeAccount': 'Account charged with the fee',
  'confirmations.dialog.feeAccountHint': 'The fee is charged in euro.',
  'confirmations.dialog.noFeeAccount':
    "You have no euro account you may enter orders on; the bank charges the fee to the first payment's account.",
  'confirmations.dialog.continue': 'Calculate the fee',
  'confirmations.dialog.cancel': 'Cancel',
  'confirmations.recap.title': 'Check request {requestId}',
  'confirmations.recap.intro': 'Check the payments and the fee before you sign.',
  'confirmations.recap.itemsLabel': 'Payments and fees',
  'confirmations.recap.payment': 'Payment',
  'confirmations.recap.payee': 'Payee',
  'confirmations.recap.amount': 'Payment amount',
  'confirmations.recap.executionDate': 'Executed',
  'confirmations.recap.fee': 'Fee',
  'confirmations.recap.feeTotal': 'Total fee',
  'confirmations.recap.feeAccount': 'Account charged with the fee',
  'confirmations.recap.sign': 'Sign',
  'confirmations.recap.later': 'Sign later',
  'confirmations.recap.delete': 'Withdraw the request',
  'confirmations.recap.cannotSign':
    'You may not sign this request: the authorised persons of the fee account sign it in the list of execution confirmations.',
  'confirmations.recap.keptForLater':
    'Request {requestId} is saved and awaits signature. You sign it in the list of execution confirmations.',
  'confirmations.recap.deleted': 'Request {requestId} is deleted; no fee will be charged.',

  'confirmations.sign.title': 'Sign the confirmation request',
  'confirmations.sign.payments': 'Payments',
  'confirmations.sign.feeTotal': 'Total fee',
  'confirmations.sign.feeAccount': 'Account charged with the fee',
  'confirmations.sign.item': '{name}, {account}: {amount}',
  'confirmations.sign.outcome.AUTHORIZED':
    'With your signature the request is authorised: the bank issues the confirmations and charges the fee.',
  'confirmations.sign.outcome.PARTIALLY_AUTHORIZED':
    'After your signature the request is partially authorised: one more signature is needed.',
  'confirmations.sign.outcome.MANDATORY_SIGNEE_NEEDED':
    'After your signature the request waits for the mandatory signee.',
  'confirmations.sign.statusNow': 'Status of request {reference}:',
  'confirmations.result.AUTHORIZED.title': 'The request is authorised',
  'confirmations.result.AUTHORIZED.next':
    "The bank issues the confirmations shortly. You download them in the payment's details or in the list of execution confirmations.",
  'confirmations.result.PARTIALLY_AUTHORIZED.title': 'The request is partially authorised',
  'confirmations.result.PARTIALLY_AUTHORIZED.next':
    'One more signature is needed. The second signer signs it in the list of execution confirmations.',
  'confirmations.result.MANDATORY_SIGNEE_NEEDED.title':
    'The request waits for the mandatory signee',
  'confirmations.result.MANDATORY_SIGNEE_NEEDED.next':
    'The request goes to the bank once the mandatory signee signs it.',
  'confirmations.result.PROPAGATION_FAILED.title':
    'The request is authorised but not handed over yet',
  'confirmations.result.PROPAGATION_FAILED.next':
    "The bank's system cannot be reached right now. The bank takes the request as soon as it can; you need not sign it again.",
  'confirmations.result.REVOKED.title': 'The request is revoked',
  'confirmations.result.REVOKED.next': 'No confirmations will be issued.',
  'confirmations.result.REJECTED.title': 'The bank rejected the request',
  'confirmations.result.REJECTED.next': 'No confirmations were issued and no fee was charged.',

  'confirmations.status.CREATED': 'Awaiting signature',
  'confirmations.status.AUTHORIZED': 'Authorised, in processing',
  'confirmations.status.EXECUTED': 'Confirmations issued',

  'confirmations.list.title': 'Payment execution confirmations',
  'confirmations.list.subtitle':
    'Requests for execution confirmations, newest first: sign them, delete unsigned ones and download the issued confirmations.',
  'confirmations.list.back': '← Payments overview',
  'confirmations.list.loading': 'Loading the requests…',
  'confirmations.list.empty':
    'No requests yet. Ask for a confirmation in the payments overview: select executed payments and choose "Request an execution confirmation".',
  'confirmations.list.refresh': 'Refresh',
  'confirmations.list.request': 'Request {requestId}',
  'confirmations.list.created': 'Entered {date} by {name}',
  'confirmations.list.signed': '{count, plural, one {Signed} other {Signed}}: {names}',
  'confirmations.list.notSigned': 'nobody has signed yet',
  'confirmations.list.rejection': 'Reason: {reason}',
  'confirmations.list.confirmationNumber': 'Confirmation {number}',
  'confirmations.list.notYet': 'not issued yet',
  'confirmations.list.linked': 'Request {requestId} is marked in the list.',
  'confirmations.list.sign': 'Sign',
  'confirmations.list.signLabel': 'Sign request {requestId}',
  'confirmations.list.delete': 'Delete',
  'confirmations.list.deleteLabel': 'Delete request {requestId}',
  'confirmations.list.deleteTitle': 'Delete request {requestId}?',
  'confirmations.list.deleteText':
    'No confirmations will be issued and the fee of {fee} will not be charged.',
  'confirmations.list.deleteConfirm': 'Delete the request',
  'confirmations.list.deleteCancel': 'Cancel',
  'confirmations.list.deleted': 'Request {requestId} is deleted.',

  'confirmations.download': 'Download confirmation (PDF)',
  'confirmations.downloadLabel': 'Download confirmation (PDF) of payment {paymentId}',
  'confirmations.details.title': 'Execution confirmation',
  'confirmations.details.issued': 'The bank issued confirmation {number}.',
  'confirmations.details.pending': 'A confirmation was requested (request {requestId}): {status}.',
  'confirmations.details.none':
    'No execution confirmation has been requested for this payment yet.',
};
