import type { hrGdpr } from '../hr/gdpr';

/** The GDPR consent screen (001 §2, §3): the two options and their requests. */
export const enGdpr: Record<keyof typeof hrGdpr, string> = {
  'gdpr.title': 'Marketing consents',
  'gdpr.subtitle':
    "Decide whether the bank may contact you with offers and tailor them to your company's business. The consents are the company's; a change is signed by the company's representatives.",
  'gdpr.loading': 'Loading the consents…',
  'gdpr.choice.title': "The company's consents",
  'gdpr.choice.recordedAt': 'The bank recorded this choice on {dateTime}.',
  'gdpr.choice.neverRecorded':
    'The company has not given its consents yet, so both are off: the bank neither contacts it with offers nor profiles it.',
  'gdpr.option.COMMUNICATION.title': 'Marketing communication',
  'gdpr.option.COMMUNICATION.description':
    'For better contact: the bank may send the company offers and news of its products and services by e-mail, phone and in internet banking.',
  'gdpr.option.PROFILING.title': 'Profiling',
  'gdpr.option.PROFILING.description':
    'For your business specifically: the bank may analyse how the company does business with the bank and tailor its offers to it.',
  'gdpr.state.on': 'On',
  'gdpr.state.off': 'Off',
  'gdpr.state.inForce': 'Change not saved. In force: {state}.',
  'gdpr.saveHint':
    "Saving asks for the change, which you then sign. It is in force once the company's representatives have signed it and the bank has recorded it.",
  'gdpr.save': 'Save and sign',
  'gdpr.unchanged':
    'The choice is the same as the one in force. Turn the option you want to change on or off, then save.',
  'gdpr.readOnly':
    "The consents are changed by the company's representatives who may sign. You can see the choice but not change it: ask a representative of the company for a change.",
  'gdpr.withBank':
    'The bank is recording a signed request. The choice on this page changes as soon as it is recorded.',
  'gdpr.confirmOff.COMMUNICATION.title': 'Turn marketing communication off?',
  'gdpr.confirmOff.COMMUNICATION.text':
    'The bank will no longer send the company offers or news of its products. Notices the bank sends by law and by contract still arrive.',
  'gdpr.confirmOff.PROFILING.title': 'Turn profiling off?',
  'gdpr.confirmOff.PROFILING.text':
    "The bank will no longer tailor its offers to the company's business, so the offers you receive will be general ones.",
  'gdpr.confirmOff.note':
    "It is off once the company's representatives have signed the change and the bank has recorded it.",
  'gdpr.confirmOff.confirm': 'Turn off',
  'gdpr.confirmOff.cancel': 'Leave it on',
  'gdpr.sign.title': 'Sign the consent request',
  'gdpr.sign.outcome.AUTHORIZED':
    'With your signature the request is authorised and goes to the bank to be recorded.',
  'gdpr.sign.outcome.PARTIALLY_AUTHORIZED':
    "After your signature the request is partially authorised: another of the company's representatives must sign it too.",
  'gdpr.sign.outcome.MANDATORY_SIGNEE_NEEDED':
    'After your signature the request waits for the mandatory signee.',
  'gdpr.sign.mobile.instruction':
    'The signing request is in your mobile token. Check there what you sign and approve the signature.',
  'gdpr.sign.smartcard.instruction': 'You sign the request with smartcard {serial}.',
  'gdpr.sign.statusNow': 'Status of request {reference}:',
  'gdpr.result.AUTHORIZED.title': 'The request is authorised',
  'gdpr.result.AUTHORIZED.next':
    'The bank will record it shortly. The choice on this page changes once it is recorded.',
  'gdpr.result.PARTIALLY_AUTHORIZED.title': 'The request is partially authorised',
  'gdpr.result.PARTIALLY_AUTHORIZED.next':
    "Another of the company's representatives must sign it: they find it on this page, among the requests for a change.",
  'gdpr.result.MANDATORY_SIGNEE_NEEDED.title': 'The request waits for the mandatory signee',
  'gdpr.result.MANDATORY_SIGNEE_NEEDED.next':
    'The request goes to the bank once the mandatory signee has signed it.',
  'gdpr.result.PROPAGATION_FAILED.title': 'The request is authorised but not handed over yet',
  'gdpr.result.PROPAGATION_FAILED.next':
    "The bank's system cannot be reached right now. The bank takes the request as soon as it can; you need not sign it again.",
  'gdpr.result.REJECTED.title': 'The bank rejected the request',
  'gdpr.result.REJECTED.next': 'The consents in force have not changed.',
  'gdpr.status.CREATED': 'Awaiting signature',
  'gdpr.status.PARTIALLY_AUTHORIZED': 'Partially authorised',
  'gdpr.status.AUTHORIZED': 'Authorised',
  'gdpr.status.EXECUTED': 'Recorded',
  'gdpr.status.REJECTED': 'Rejected',
  'gdpr.status.DELETED': 'Deleted',
  'gdpr.requests.title': 'Requests for a change',
  'gdpr.requests.caption': 'Requests to change the consents, newest first',
  'gdpr.requests.empty': 'The company has not asked for a change of its consents yet.',
  'gdpr.requests.reference': 'Number',
  'gdpr.requests.createdAt': 'Requested',
  'gdpr.requests.choice': 'Choice requested',
  'gdpr.requests.status': 'Status',
  'gdpr.requests.signatures': 'Signed by',
  'gdpr.requests.waitsForSecond': "Waits for another representative's signature.",
  'gdpr.requests.withBank': 'The bank is recording it.',
  'gdpr.requests.superseded':
    'The bank has recorded a newer request already, so it would reject this one. Delete it.',
  'gdpr.requests.noSignatures': 'Nobody yet',
  'gdpr.requests.actions': 'Actions',
  'gdpr.requests.sign': 'Sign',
  'gdpr.requests.signLabel': 'Sign request {reference}',
  'gdpr.requests.delete': 'Delete',
  'gdpr.requests.deleteLabel': 'Delete request {reference}',
  'gdpr.delete.title': 'Delete the consent request?',
  'gdpr.delete.text':
    'Request {reference} of {dateTime} will be deleted and not handed to the bank. The consents in force stay as they are.',
  'gdpr.delete.confirm': 'Delete the request',
  'gdpr.delete.cancel': 'Cancel',
  'gdpr.delete.done': 'Request {reference} is deleted.',
};
