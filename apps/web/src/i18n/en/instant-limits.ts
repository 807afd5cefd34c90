import type { hrInstantLimits } from '../hr/instant-limits';

/**
 * Instant payment limits (001 §2, §3): each account's limit, the change request's form,
 * recapitulation and signing, and the list of requests (area 'app').
 */
export const enInstantLimits: Record<keyof typeof hrInstantLimits, string> = {
  'instantLimits.title': 'Instant payment limits',
  'instantLimits.subtitle':
    "How much each account may pay by instant payment. A change of a limit is signed by the account's authorised persons and applied by the bank.",
  'instantLimits.toRequests': 'Limit change requests',
  'instantLimits.tableLabel': 'Instant payment limits by account',
  'instantLimits.loading': 'Loading the limits…',
  'instantLimits.empty': 'You have no account with instant payments.',
  'instantLimits.column.account': 'Account',
  'instantLimits.column.limit': 'Limit',
  'instantLimits.column.request': 'Request in progress',
  'instantLimits.column.actions': 'Actions',
  'instantLimits.limit.PER_TRANSACTION': 'up to {amount} per transaction',
  'instantLimits.limit.DAILY_LIMIT': 'up to {amount} a day',
  'instantLimits.limit.WITHOUT_LIMIT': 'no limit',
  'instantLimits.bankDefault': "bank's default",
  'instantLimits.appliedAt': 'applied on {date}',
  'instantLimits.noRequest': 'none',
  'instantLimits.requestLink': 'Request {requestId}',
  'instantLimits.accountInactive': 'The account is not active',
  'instantLimits.change': 'Change',
  'instantLimits.changeLabel': 'Change the limit of account {account}',
  'instantLimits.noRight': 'You may not enter orders on this account',

  'instantLimits.form.title': 'Change of the instant payment limit',
  'instantLimits.form.back': '← Instant payment limits',
  'instantLimits.form.account': 'Account',
  'instantLimits.form.current': 'Current limit',
  'instantLimits.form.type': 'Type of limit',
  'instantLimits.form.typeHint': 'Choose one type of limit.',
  'instantLimits.form.type.PER_TRANSACTION': 'Per transaction',
  'instantLimits.form.typeDetail.PER_TRANSACTION':
    'Each instant payment may be at most the amount entered.',
  'instantLimits.form.type.DAILY_LIMIT': 'Daily limit',
  'instantLimits.form.typeDetail.DAILY_LIMIT':
    "A day's instant payments together may be at most the amount entered.",
  'instantLimits.form.type.WITHOUT_LIMIT': 'No limit',
  'instantLimits.form.typeDetail.WITHOUT_LIMIT':
    "The account's instant payments are not limited by amount.",
  'instantLimits.form.typeRequired': 'Choose a type of limit.',
  'instantLimits.form.amount': 'Limit amount',
  'instantLimits.form.amountHint': 'In euro, at most {maximum}.',
  'instantLimits.form.amountRequired': 'Enter the limit amount.',
  'instantLimits.form.reference': 'Reference (optional)',
  'instantLimits.form.referenceHint': 'Your own mark for the request, up to 35 characters.',
  'instantLimits.form.continue': 'Continue to the check',
  'instantLimits.form.cancel': 'Cancel',
  'instantLimits.form.summaryTitle': 'The request was not saved',
  'instantLimits.form.summaryItem': '{field}: {message}',
  'instantLimits.form.noRight':
    'You may not enter orders on this account. The limit is changed by a person who may.',
  'instantLimits.form.unknownAccount':
    'The account is not one of your accounts with instant payments.',

  'instantLimits.recap.title': 'Check the limit change request',
  'instantLimits.recap.intro':
    'Check the details. Saving stores the request and opens its signing; the bank applies the new limit after the last signature.',
  'instantLimits.recap.newLimit': 'New limit',
  'instantLimits.recap.reference': 'Reference',
  'instantLimits.recap.noReference': 'no reference',
  'instantLimits.recap.pendingWarning':
    'A request for this account is already in progress ({limit}). The bank applies requests in the order they are signed; the last one stands.',
  'instantLimits.recap.save': 'Save and sign',
  'instantLimits.recap.edit': 'Change the details',
  'instantLimits.recap.savedUnsigned':
    "Request {requestId} is saved. You may not sign on this account: the account's authorised persons sign it in the list of requests.",

  'instantLimits.recap.keptForLater':
    'Request {requestId} is saved and awaits signature. You sign it in the list of limit change requests.',

  'instantLimits.sign.title': 'Sign the limit change request',
  'instantLimits.sign.account': 'Account',
  'instantLimits.sign.limit': 'New limit',
  'instantLimits.sign.reference': 'Reference',
  'instantLimits.sign.outcome.AUTHORIZED':
    'With your signature the request is authorised and goes to the bank.',
  'instantLimits.sign.outcome.PARTIALLY_AUTHORIZED':
    'After your signature the request is partially authorised: one more signature is needed.',
  'instantLimits.sign.outcome.MANDATORY_SIGNEE_NEEDED':
    'After your signature the request waits for the mandatory signee.',
  'instantLimits.sign.statusNow': 'Status of request {reference}:',
  'instantLimits.result.AUTHORIZED.title': 'The request is authorised',
  'instantLimits.result.AUTHORIZED.next':
    'The request went to the bank, which applies the new limit shortly. Until then the current limit applies.',
  'instantLimits.result.PARTIALLY_AUTHORIZED.title': 'The request is partially authorised',
  'instantLimits.result.PARTIALLY_AUTHORIZED.next':
    'One more signature is needed. The second signer signs it in the list of limit change requests or from the dashboard.',
  'instantLimits.result.MANDATORY_SIGNEE_NEEDED.title':
    'The request waits for the mandatory signee',
  'instantLimits.result.MANDATORY_SIGNEE_NEEDED.next':
    'The request goes to the bank once the mandatory signee signs it.',
  'instantLimits.result.PROPAGATION_FAILED.title':
    'The request is authorised but not handed over yet',
  'instantLimits.result.PROPAGATION_FAILED.next':
    "The bank's system cannot be reached right now. The bank takes the request as soon as it can; you need not sign it again.",
  'instantLimits.result.REVOKED.title': 'The request is revoked',
  'instantLimits.result.REVOKED.next': 'The limit will not change.',
  'instantLimits.result.REJECTED.title': 'The bank rejected the request',
  'instantLimits.result.REJECTED.next': 'The limit has not changed.',

  'instantLimits.status.CREATED': 'Awaiting signature',
  'instantLimits.status.AUTHORIZED': 'Authorised, with the bank',
  'instantLimits.status.EXECUTED': 'Applied',

  'instantLimitRequests.title': 'Instant payment limit change requests',
  'instantLimitRequests.subtitle':
    'Requests on your accounts, newest first: sign them, or delete one nobody has fully signed.',
  'instantLimitRequests.toLimits': '← Instant payment limits',
  'instantLimitRequests.tableLabel': 'Limit change requests',
  'instantLimitRequests.empty': 'No limit change requests yet.',
  'instantLimitRequests.refresh': 'Refresh',
  'instantLimitRequests.column.created': 'Entered',
  'instantLimitRequests.column.request': 'Request',
  'instantLimitRequests.column.account': 'Account',
  'instantLimitRequests.column.limit': 'Requested limit',
  'instantLimitRequests.column.status': 'Status and signatures',
  'instantLimitRequests.column.actions': 'Actions',
  'instantLimitRequests.enteredBy': 'Entered by {name}',
  'instantLimitRequests.signed': '{count, plural, one {Signed} other {Signed}}: {names}',
  'instantLimitRequests.notSigned': 'nobody has signed yet',
  'instantLimitRequests.rejection': 'Reason: {reason}',
  'instantLimitRequests.sign': 'Sign',
  'instantLimitRequests.signLabel': 'Sign request {requestId}',
  'instantLimitRequests.delete': 'Delete',
  'instantLimitRequests.deleteLabel': 'Delete request {requestId}',
  'instantLimitRequests.deleteTitle': 'Delete request {requestId}?',
  'instantLimitRequests.deleteText':
    'The request for the limit of account {account} ({limit}) will not go to the bank.',
  'instantLimitRequests.deleteConfirm': 'Delete the request',
  'instantLimitRequests.deleteCancel': 'Cancel',
  'instantLimitRequests.deleted': 'Request {requestId} is deleted.',
  'instantLimitRequests.linked': 'Request {requestId} is marked in the list.',
};
