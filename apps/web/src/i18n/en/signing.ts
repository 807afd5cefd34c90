import type { hrSigning } from '../hr/signing';

/** The signing dialog of every order type (signing/): the general words. */
export const enSigning: Record<keyof typeof hrSigning, string> = {
  'signing.title': 'Sign the order',
  'signing.revoke.title': 'Sign the revocation',
  'signing.preparing': 'Preparing the signing request…',
  'signing.outcome.AUTHORIZED': 'With your signature the order is authorised and goes to the bank.',
  'signing.outcome.PARTIALLY_AUTHORIZED':
    'After your signature the order is partially authorised: it needs one more signature.',
  'signing.outcome.MANDATORY_SIGNEE_NEEDED':
    'After your signature the order waits for the mandatory signee.',
  'signing.revoke.outcome': 'Once the revocation is signed, the order will not be carried out.',
  'signing.validFor': 'The signing request is valid for {time} more.',
  'signing.expired': 'The signing request has expired. Ask for a new one.',
  'signing.renew': 'New signing request',
  'signing.noDevices': 'You have no active signing device. Please contact the bank.',
  'signing.chooseMethod': 'Sign with',
  'signing.method.TOKEN': 'Token',
  'signing.method.MOBILE_TOKEN': 'Mobile token',
  'signing.method.SMARTCARD': 'Smartcard',
  'signing.methodHint.TOKEN': 'Type the code the token shows for the challenge.',
  'signing.methodHint.MOBILE_TOKEN': 'Approve the signature in the mobile token app.',
  'signing.methodHint.SMARTCARD': 'Sign with the card in this browser.',
  'signing.token.serial': 'Token',
  'signing.token.instruction':
    'On token {serial}, choose signing and type the challenge. The token shows an 8-digit code.',
  'signing.token.challenge': 'Challenge:',
  'signing.token.demoHint': 'Demo: the code is printed by',
  'signing.token.code': 'Code from the token',
  'signing.token.codeIncomplete': 'Type all 8 digits of the code from the token.',
  'signing.submit': 'Sign',
  'signing.revoke.submit': 'Sign the revocation',
  'signing.mobile.instruction':
    'The request is in your mobile token. Check there what you sign and approve the signature.',
  'signing.mobile.demoHint': 'Demo: the mobile token is played by the page',
  'signing.mobile.openDemo': 'Mobile token (opens in a new window)',
  'signing.mobile.waiting': 'Waiting for the approval in the mobile token…',
  'signing.smartcard.loading': 'Looking for the smartcard…',
  'signing.smartcard.none': 'There is no smartcard of yours in this browser.',
  'signing.smartcard.demoHint':
    'Demo: issue a smartcard on the sign-in page, in the Smartcard tab.',
  'signing.smartcard.instruction': 'You sign the order with smartcard {serial}.',
  'signing.statusNow': 'Status of order {reference}:',
  'signing.result.AUTHORIZED.title': 'The order is authorised',
  'signing.result.AUTHORIZED.next': 'The order went to the bank.',
  'signing.result.PARTIALLY_AUTHORIZED.title': 'The order is partially authorised',
  'signing.result.PARTIALLY_AUTHORIZED.next':
    'It needs one more signature. The second signee signs it when they open it.',
  'signing.result.MANDATORY_SIGNEE_NEEDED.title': 'The order waits for the mandatory signee',
  'signing.result.MANDATORY_SIGNEE_NEEDED.next':
    'The order goes to the bank once the mandatory signee signs it.',
  'signing.result.PROPAGATION_FAILED.title': 'The order is authorised but not yet handed over',
  'signing.result.PROPAGATION_FAILED.next':
    "The bank's system is not available right now. The bank takes the order as soon as it can; you need not sign it again.",
  'signing.result.REVOKED.title': 'The order is revoked',
  'signing.result.REVOKED.next': 'The order will not be carried out.',
  'signing.result.REJECTED.title': 'The bank rejected the order',
  'signing.result.REJECTED.next': 'The order was not carried out.',
};
