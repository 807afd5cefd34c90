import type { hrAccountManagement } from '../hr/account-management';

/** Account management: authorised persons, authority change and revoke, the requests. */
export const enAccountManagement: Record<keyof typeof hrAccountManagement, string> = {
  'authorityChange.type.CHANGE': 'Authority change',
  'authorityChange.type.REVOKE': 'Authority revocation',
  'authorityChange.limit.PER_TRANSACTION': 'up to {amount} per transaction',
  'authorityChange.limit.DAILY_LIMIT': 'up to {amount} a day',
  'authorityChange.limit.NO_LIMIT': 'no limit',
  'authorityChange.lines.label': 'Authority by account before and after the change',
  'authorityChange.lines.account': 'Account',
  'authorityChange.lines.before': 'Before',
  'authorityChange.lines.after': 'After',
  'authorityChange.lines.changed': 'changed',
  'authorityChange.status.CREATED': 'Awaiting signature',
  'authorityChange.status.AUTHORIZED': 'Signed, with the bank',
  'authorityChange.status.EXECUTED': 'Carried out',

  'authorityChange.sign.title': 'Signing an authority request',
  'authorityChange.sign.outcome.AUTHORIZED':
    'Your signature authorises the request and it goes to the bank.',
  'authorityChange.sign.outcome.PARTIALLY_AUTHORIZED':
    'After your signature the request waits for a second representative of the company.',
  'authorityChange.sign.outcome.MANDATORY_SIGNEE_NEEDED':
    'After your signature the request waits for the mandatory signee.',
  'authorityChange.sign.statusNow': 'Status of request {reference}:',
  'authorityChange.result.AUTHORIZED.title': 'The request is authorised',
  'authorityChange.result.AUTHORIZED.next':
    'The request is with the bank, which will carry it out shortly. Until then the present authority applies.',
  'authorityChange.result.PARTIALLY_AUTHORIZED.title':
    'The request is signed and waits for a second representative',
  'authorityChange.result.PARTIALLY_AUTHORIZED.next':
    'Every authority change is signed by two representatives of the company. The second one signs it in the authority requests or from the dashboard; the bank carries it out after the second signature.',
  'authorityChange.result.MANDATORY_SIGNEE_NEEDED.title':
    'The request waits for the mandatory signee',
  'authorityChange.result.MANDATORY_SIGNEE_NEEDED.next':
    'The request goes to the bank once the mandatory signee has signed it.',
  'authorityChange.result.PROPAGATION_FAILED.title':
    'The request is authorised but not handed over yet',
  'authorityChange.result.PROPAGATION_FAILED.next':
    "The bank's system is unavailable at the moment. The bank will take the request as soon as it can; you do not need to sign it again.",
  'authorityChange.result.REVOKED.title': 'The request is withdrawn',
  'authorityChange.result.REVOKED.next': 'The authority will not change.',
  'authorityChange.result.REJECTED.title': 'The bank rejected the request',
  'authorityChange.result.REJECTED.next': 'The authority has not changed.',

  'accountManagement.title': 'Authorised persons',
  'accountManagement.subtitle':
    "Who may enter and sign orders on which of the company's accounts, and up to what amount. Changes and revocations are signed by two representatives of the company and carried out by the bank.",
  'accountManagement.toRequests': 'Authority requests',
  'accountManagement.loading': 'Loading the authorised persons…',
  'accountManagement.filters': 'Filters',
  'accountManagement.filter.account': 'Account',
  'accountManagement.filter.allAccounts': 'All accounts',
  'accountManagement.filter.person': 'Person',
  'accountManagement.filter.allPersons': 'All persons',
  'accountManagement.filter.reset': 'Show all',
  'accountManagement.shown': '{count, plural, one {# person shown} other {# persons shown}}.',
  'accountManagement.empty': 'No person matches the chosen filters.',
  'accountManagement.withoutAuthority': 'No authority on this account: {names}.',
  'accountManagement.readOnly':
    'You can view the authorities here. A change or revocation is requested by a representative of the company signed in with the right to enter orders.',
  'accountManagement.person.representative': 'Company representative',
  'accountManagement.person.you': 'You',
  'accountManagement.person.login': 'Sign-in: {level}',
  'accountManagement.person.noAuthority':
    "The person has no authority on any of the company's accounts.",
  'accountManagement.person.pending': 'Request {requestId} in progress',
  'accountManagement.person.change': 'Change authority',
  'accountManagement.person.changeLabel': 'Change authority: {name}',
  'accountManagement.person.revoke': 'Revoke authority',
  'accountManagement.person.revokeLabel': 'Revoke authority: {name}',
  'accountManagement.person.tableLabel': 'Authority: {name}',
  'accountManagement.column.account': 'Account',
  'accountManagement.column.level': 'Authority',
  'accountManagement.column.limitType': 'Limit type',
  'accountManagement.column.limitAmount': 'Limit amount',
  'accountManagement.column.independent': 'Independent signee',
  'accountManagement.column.mandatory': 'Mandatory signee',
  'accountManagement.column.currencies': 'Currency authorisation',
  'accountManagement.account.signatures': '{count, plural, one {# signature} other {# signatures}}',
  'accountManagement.account.blocked': 'blocked',

  'accountManagement.change.title': 'Authority change',
  'accountManagement.change.back': '← Authorised persons',
  'accountManagement.change.intro':
    'The fields hold the present authority. Change only what needs changing: only the accounts you change are sent to the bank.',
  'accountManagement.change.person': 'Person',
  'accountManagement.change.login': 'Sign-in level',
  'accountManagement.change.representative': 'Company representative',
  'accountManagement.change.now': 'Now: {setting}',
  'accountManagement.change.changed': 'changed',
  'accountManagement.change.changedCount':
    '{count, plural, =0 {No account changed yet.} one {# account changed.} other {# accounts changed.}}',
  'accountManagement.field.level': 'Authority',
  'accountManagement.field.limitType': 'Limit type',
  'accountManagement.field.limitAmount': 'Limit amount',
  'accountManagement.field.limitTypeOff': 'Only a person who signs has a limit.',
  'accountManagement.field.amountOff': 'No limit, no amount.',
  'accountManagement.field.amountRequired': 'Enter the limit amount.',
  'accountManagement.change.continue': 'Continue to the check',
  'accountManagement.change.cancel': 'Cancel',
  'accountManagement.change.summaryTitle': 'The request was not saved',
  'accountManagement.change.summaryItem': '{account}, {field}: {message}',
  'accountManagement.change.rowItem': '{account}: {message}',
  'accountManagement.self':
    'You are changing your own authority. You cannot carry out such a request alone: after your signature a second representative of the company must sign it.',
  'accountManagement.dualControl':
    'Every authority change is signed by two representatives of the company; the bank carries it out after the second signature.',
  'accountManagement.unknownPerson': "The person is not among the company's authorised persons.",
  'accountManagement.noRight':
    "You cannot request a change of this person's authority. A representative of the company signed in with the right to enter orders requests it.",

  'accountManagement.revoke.title': 'Revoke the authority of {name}?',
  'accountManagement.revoke.intro': 'Revoking the authority means:',
  'accountManagement.revoke.allAuthority':
    "All of the person's authority on all of the company's accounts is removed.",
  'accountManagement.revoke.sessions':
    "The person's open sessions lose access to the company as soon as the bank carries out the revocation.",
  'accountManagement.revoke.branch': 'The authority can be restored only at a branch of the bank.',
  'accountManagement.revoke.cardsFina':
    'Card and FINA authorisations are not changed by this revocation; for those, contact your relationship manager.',
  'accountManagement.revoke.confirm': 'Continue to the check',
  'accountManagement.revoke.cancel': 'Cancel',

  'accountManagement.recap.title': 'Check of the authority change',
  'accountManagement.recap.revokeTitle': 'Check of the authority revocation',
  'accountManagement.recap.intro':
    'Check the details. Confirming saves the request and opens the signing.',
  'accountManagement.recap.rest': 'The other accounts stay as they are.',
  'accountManagement.recap.noLines': 'The person has no authority on any account now.',
  'accountManagement.recap.pending':
    'A request about this person is already in progress (request {requestId}). The bank carries out requests in the order they are signed.',
  'accountManagement.recap.confirm': 'Confirm and sign',
  'accountManagement.recap.edit': 'Change the details',
  'accountManagement.recap.cancel': 'Cancel',
  'accountManagement.recap.refused': 'The request was not saved',
  'accountManagement.recap.savedUnsigned':
    'Request {requestId} is saved. Your sign-in does not allow signing: two representatives of the company sign it in the authority requests.',
  'accountManagement.recap.keptForLater':
    'Request {requestId} is saved and awaits a signature. You sign it in the authority requests.',

  'permissionRequests.title': 'Authority requests',
  'permissionRequests.subtitle':
    "The company's requests to change and revoke authority, newest first. Each is signed by two representatives of the company and carried out by the bank.",
  'permissionRequests.toPersons': '← Authorised persons',
  'permissionRequests.filter.status': 'Status',
  'permissionRequests.filter.all': 'All statuses',
  'permissionRequests.refresh': 'Refresh',
  'permissionRequests.loading': 'Loading the requests…',
  'permissionRequests.empty': 'There are no authority requests.',
  'permissionRequests.loadMore': 'Load more',
  'permissionRequests.heading': 'Request {requestId}: {action}, {name}',
  'permissionRequests.person': 'Person',
  'permissionRequests.action': 'Request',
  'permissionRequests.created': 'Entered',
  'permissionRequests.createdValue': '{dateTime} ({name})',
  'permissionRequests.signatures': 'Signatures',
  'permissionRequests.noSignatures': 'nobody has signed yet',
  'permissionRequests.signature': '{name}, {dateTime}',
  'permissionRequests.waitsForSecond': 'Waits for a second representative of the company to sign.',
  'permissionRequests.withBank': 'Signed; the bank carries it out shortly.',
  'permissionRequests.rejection': 'Reason for the rejection: {reason}',
  'permissionRequests.details': 'Details: authority before and after the change',
  'permissionRequests.noLines':
    'At the time of the request the person had no authority on any account.',
  'permissionRequests.sign': 'Sign',
  'permissionRequests.signLabel': 'Sign request {requestId}',
  'permissionRequests.delete': 'Delete',
  'permissionRequests.deleteLabel': 'Delete request {requestId}',
  'permissionRequests.pdf': 'Download PDF',
  'permissionRequests.pdfLabel': 'Download PDF of request {requestId}',
  'permissionRequests.downloaded': 'Downloaded {fileName}.',
  'permissionRequests.deleteTitle': 'Delete request {requestId}?',
  'permissionRequests.deleteText':
    '{action} for {name} will not go to the bank. The authority stays as it is.',
  'permissionRequests.deleteConfirm': 'Delete the request',
  'permissionRequests.deleteCancel': 'Cancel',
  'permissionRequests.deleted': 'Request {requestId} is deleted.',
  'permissionRequests.linked': 'The request from the link',
  'permissionRequests.linkedMissing': 'Request {requestId} was not found.',
  'permissionRequests.list': 'All requests',
};
