/**
 * The demo mobile token's side of a reactivation (features/mobile-token): activation with both
 * parts of the code, and the SMS messages the bank sent the person's phone.
 */
export const hrMobileToken = {
  'mobileToken.code.title': 'Aktivacija aktivacijskim kodom',
  'mobileToken.code.intro':
    'Nakon reaktivacije u internetskom bankarstvu upišite prvi dio koda sa zaslona internetskog bankarstva i drugi dio iz SMS-a. Ovaj preglednik tada postaje mobilni token osobe, a dosadašnji ključ više ne vrijedi.',
  'mobileToken.code.first': 'Prvi dio koda',
  'mobileToken.code.second': 'Drugi dio koda',
  'mobileToken.code.firstHint': '{digits} znamenki, sa zaslona internetskog bankarstva',
  'mobileToken.code.secondHint': '{digits} znamenki, iz SMS-a banke',
  'mobileToken.code.needed':
    'Upišite aktivacijski kod koji ste dobili reaktivacijom: njegov drugi dio je u SMS porukama ispod.',
  'mobileToken.code.firstIncomplete': 'Upišite svih {digits} znamenki prvog dijela koda.',
  'mobileToken.code.secondIncomplete': 'Upišite svih {digits} znamenki drugog dijela koda.',
  'mobileToken.code.submit': 'Aktiviraj kodom',
  'mobileToken.code.activated':
    'Mobilni token osobe {person} aktiviran je aktivacijskim kodom: ovaj preglednik sada je taj mobilni token.',
  'mobileToken.sms.title': 'SMS poruke',
  'mobileToken.sms.list': 'SMS poruke banke, od najnovije',
  'mobileToken.sms.loading': 'Učitavanje poruka…',
  'mobileToken.sms.empty': 'Banka ovoj osobi još nije poslala SMS.',
  'mobileToken.sms.sent': 'Na broj {phone}, {dateTime}',
} as const;
