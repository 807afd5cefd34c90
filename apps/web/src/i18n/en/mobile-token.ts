import type { hrMobileToken } from '../hr/mobile-token';

/** The demo mobile token's side of a reactivation: activation with the code, the SMS messages. */
export const enMobileToken: Record<keyof typeof hrMobileToken, string> = {
  'mobileToken.code.title': 'Activation with an activation code',
  'mobileToken.code.intro':
    "After a reactivation in internet banking, enter the code's first part from the internet banking screen and its second part from the SMS. This browser then becomes the person's mobile token, and the old key is no longer valid.",
  'mobileToken.code.first': "The code's first part",
  'mobileToken.code.second': "The code's second part",
  'mobileToken.code.firstHint': '{digits} digits, from the internet banking screen',
  'mobileToken.code.secondHint': "{digits} digits, from the bank's SMS",
  'mobileToken.code.needed':
    'Enter the activation code a reactivation gave you: its second part is in the SMS messages below.',
  'mobileToken.code.firstIncomplete': "Enter all {digits} digits of the code's first part.",
  'mobileToken.code.secondIncomplete': "Enter all {digits} digits of the code's second part.",
  'mobileToken.code.submit': 'Activate with the code',
  'mobileToken.code.activated':
    'The mobile token has been activated with the activation code for {person}. This browser is now their mobile token.',
  'mobileToken.sms.title': 'SMS messages',
  'mobileToken.sms.list': "The bank's SMS messages, newest first",
  'mobileToken.sms.loading': 'Loading messages…',
  'mobileToken.sms.empty': 'The bank has not sent this person an SMS yet.',
  'mobileToken.sms.sent': 'To {phone}, {dateTime}',
};
