/**
 * The signing dialog of every order type (signing/): the general words; an order type may word a
 * few of them its own way (TSigningTexts), e.g. payments say "payment" in English.
 */
export const hrSigning = {
  'signing.title': 'Potpisivanje naloga',
  'signing.revoke.title': 'Potpisivanje opoziva',
  'signing.preparing': 'Pripremamo zahtjev za potpis…',
  'signing.outcome.AUTHORIZED': 'Vašim potpisom nalog je autoriziran i predaje se banci.',
  'signing.outcome.PARTIALLY_AUTHORIZED':
    'Nakon vašeg potpisa nalog je djelomično autoriziran: treba još jedan potpis.',
  'signing.outcome.MANDATORY_SIGNEE_NEEDED':
    'Nakon vašeg potpisa nalog čeka potpis obveznog potpisnika.',
  'signing.revoke.outcome': 'Potpisom opoziva nalog se neće izvršiti.',
  'signing.validFor': 'Zahtjev za potpis vrijedi još {time}.',
  'signing.expired': 'Zahtjev za potpis je istekao. Zatražite novi.',
  'signing.renew': 'Novi zahtjev za potpis',
  'signing.noDevices': 'Nemate aktivan uređaj za potpisivanje. Obratite se banci.',
  'signing.chooseMethod': 'Potpisujem',
  'signing.method.TOKEN': 'Token',
  'signing.method.MOBILE_TOKEN': 'Mobilni token',
  'signing.method.SMARTCARD': 'Pametna kartica',
  'signing.methodHint.TOKEN': 'Upišite kod koji token pokaže za izazov.',
  'signing.methodHint.MOBILE_TOKEN': 'Odobrite potpis u aplikaciji mobilnog tokena.',
  'signing.methodHint.SMARTCARD': 'Potpišite karticom u ovom pregledniku.',
  'signing.token.serial': 'Token',
  'signing.token.instruction':
    'Na tokenu {serial} odaberite potpisivanje i upišite izazov. Token će pokazati kod od 8 znamenki.',
  'signing.token.challenge': 'Izazov:',
  'signing.token.demoHint': 'Demo: kod ispisuje naredba',
  'signing.token.code': 'Kod s tokena',
  'signing.token.codeIncomplete': 'Upišite svih 8 znamenki koda s tokena.',
  'signing.submit': 'Potpiši',
  'signing.revoke.submit': 'Potpiši opoziv',
  'signing.mobile.instruction':
    'Zahtjev je poslan u vaš mobilni token. Provjerite u njemu što potpisujete i odobrite potpis.',
  'signing.mobile.demoHint': 'Demo: mobilni token glumi stranica',
  'signing.mobile.openDemo': 'Mobilni token (otvara se u novom prozoru)',
  'signing.mobile.waiting': 'Čekamo odobrenje u mobilnom tokenu…',
  'signing.smartcard.loading': 'Tražimo pametnu karticu…',
  'signing.smartcard.none': 'U ovom pregledniku nema vaše pametne kartice.',
  'signing.smartcard.demoHint':
    'Demo: pametnu karticu izdajete na stranici za prijavu, u kartici Pametna kartica.',
  'signing.smartcard.instruction': 'Nalog potpisujete pametnom karticom {serial}.',
  'signing.statusNow': 'Status naloga {reference}:',
  'signing.result.AUTHORIZED.title': 'Nalog je autoriziran',
  'signing.result.AUTHORIZED.next': 'Nalog je predan banci.',
  'signing.result.PARTIALLY_AUTHORIZED.title': 'Nalog je djelomično autoriziran',
  'signing.result.PARTIALLY_AUTHORIZED.next':
    'Potreban je još jedan potpis. Drugi potpisnik nalog potpisuje kad ga otvori.',
  'signing.result.MANDATORY_SIGNEE_NEEDED.title': 'Nalog čeka obveznog potpisnika',
  'signing.result.MANDATORY_SIGNEE_NEEDED.next':
    'Nalog se predaje banci kad ga potpiše obvezni potpisnik.',
  'signing.result.PROPAGATION_FAILED.title': 'Nalog je autoriziran, ali još nije predan',
  'signing.result.PROPAGATION_FAILED.next':
    'Sustav banke trenutno nije dostupan. Banka će nalog preuzeti čim bude moguće; ne trebate ga ponovno potpisivati.',
  'signing.result.REVOKED.title': 'Nalog je opozvan',
  'signing.result.REVOKED.next': 'Nalog se neće izvršiti.',
  'signing.result.REJECTED.title': 'Banka je odbila nalog',
  'signing.result.REJECTED.next': 'Nalog nije izvršen.',
} as const;
