/**
 * Mobile token reactivation (001 §2, §3; features/mtoken-reactivation): the request, its
 * recapitulation and signature, the activation code's first part, the person's latest requests.
 */
export const hrMTokenReactivation = {
  'reactivation.title': 'Reaktivacija mobilnog tokena',
  'reactivation.subtitle':
    'Novi mobitel ili mobitel vraćen na tvorničke postavke? Zatražite reaktivaciju mobilnog tokena. Banka izdaje aktivacijski kod u dva dijela: prvi prikazujemo ovdje nakon potpisa, a drugi stiže SMS-om na mobitel.',
  'reactivation.loading': 'Učitavanje zahtjeva…',
  'reactivation.new': 'Nova reaktivacija',
  'reactivation.notFound': 'Taj zahtjev nije među vašim posljednjim zahtjevima za reaktivaciju.',
  'reactivation.deleted': 'Zahtjev je obrisan.',
  'reactivation.form.title': 'Zahtjev za reaktivaciju',
  'reactivation.form.replacesCode':
    'Već imate aktivacijski kod iz zahtjeva od {dateTime} koji još niste iskoristili. Novi zahtjev poništava taj kod.',
  'reactivation.form.intro':
    'Upišite broj mobitela na koji želite primiti drugi dio aktivacijskog koda i odaberite razlog reaktivacije.',
  'reactivation.form.phone': 'Broj mobitela',
  'reactivation.form.phoneHint':
    'S pozivnim brojem države, na primjer +385 91 234 5678. Hrvatski broj mora biti broj mobitela.',
  'reactivation.form.phoneMissing': 'Upišite broj mobitela.',
  'reactivation.form.reason': 'Razlog reaktivacije',
  'reactivation.form.reasonMissing': 'Odaberite razlog reaktivacije.',
  'reactivation.form.submit': 'Spremi i provjeri',
  'reactivation.reason.NEW_PHONE.details': 'Mobilni token prenosite na drugi mobitel.',
  'reactivation.reason.FACTORY_SETTINGS_RESTORED.details':
    'Aplikacija je s mobitela obrisana vraćanjem na tvorničke postavke.',
  'reactivation.recap.title': 'Provjera podataka zahtjeva',
  'reactivation.recap.reference':
    'Zahtjev {reference} je spremljen. Provjerite podatke prije potpisa.',
  'reactivation.recap.next':
    'Nakon potpisa banka izdaje aktivacijski kod: prvi dio prikazat ćemo na ovoj stranici, a drugi stiže SMS-om na navedeni broj. Od tada mobilni token na dosadašnjem mobitelu više ne može potpisivati.',
  'reactivation.recap.devices':
    'Zahtjev potpisujete tokenom ili pametnom karticom, ne mobilnim tokenom koji reaktivirate.',
  'reactivation.recap.sign': 'Potpiši',
  'reactivation.recap.change': 'Promijeni podatke',
  'reactivation.sign.title': 'Potpisivanje zahtjeva za reaktivaciju',
  'reactivation.sign.outcome':
    'Vašim potpisom banka izdaje aktivacijski kod, a mobilni token na dosadašnjem mobitelu prestaje potpisivati.',
  'reactivation.sign.smartcard.instruction': 'Zahtjev potpisujete pametnom karticom {serial}.',
  'reactivation.sign.statusNow': 'Status zahtjeva {reference}:',
  'reactivation.result.AUTHORIZED.title': 'Aktivacijski kod je izdan',
  'reactivation.result.AUTHORIZED.next':
    'Prvi dio koda prikazan je na stranici, a drugi stiže SMS-om. Zatvorite ovaj prozor i slijedite upute.',
  'reactivation.result.PROPAGATION_FAILED.title':
    'Zahtjev je potpisan, ali ga banka još nije preuzela',
  'reactivation.result.PROPAGATION_FAILED.next':
    'Sustav banke trenutno nije dostupan. Aktivacijski kod prikazat ćemo na stranici čim ga banka izda; ne trebate ponovno potpisivati.',
  'reactivation.result.REJECTED.title': 'Banka nije izdala aktivacijski kod',
  'reactivation.result.REJECTED.next':
    'Mobilni token ostaje kakav je bio. Razlog je naveden u nastavku.',
  'reactivation.status.CREATED': 'Čeka potpis',
  'reactivation.status.PROCESSING': 'Potpisan, čeka banku',
  'reactivation.status.AUTHORIZED': 'Autoriziran, kod izdan',
  'reactivation.status.AUTHORIZE_FAILED': 'Odbijen',
  'reactivation.status.DELETED': 'Obrisan',
  'reactivation.code.title': 'Aktivacijski kod',
  'reactivation.code.firstPart': 'Prvi dio aktivacijskog koda',
  'reactivation.code.copy': 'Kopiraj prvi dio',
  'reactivation.code.copied': 'Prvi dio koda je kopiran.',
  'reactivation.code.copyFailed': 'Kopiranje nije uspjelo: prepišite kod sa zaslona.',
  'reactivation.code.secondPart': 'Drugi dio koda (5 znamenki) banka šalje SMS-om na broj {phone}.',
  'reactivation.code.validUntil': 'Kod vrijedi do {dateTime}.',
  'reactivation.code.stepsTitle': 'Što napraviti na mobitelu',
  'reactivation.code.step1':
    'Na mobitelu otvorite aplikaciju mobilnog tokena i odaberite aktivaciju aktivacijskim kodom.',
  'reactivation.code.step2': 'Upišite prvi dio koda s ovog zaslona.',
  'reactivation.code.step3': 'Upišite drugi dio koda iz SMS-a i potvrdite aktivaciju.',
  'reactivation.code.step4':
    'Nakon aktivacije mobilnim tokenom na tom mobitelu prijavljujete se i potpisujete kao i prije.',
  'reactivation.code.demoHint':
    'Demo: mobitel glumi stranica Mobilni token. Ondje odaberite sebe, pročitajte SMS i upišite oba dijela koda.',
  'reactivation.code.openDemo': 'Mobilni token (otvara se u novom prozoru)',
  'reactivation.outcome.processing.title': 'Čekamo banku',
  'reactivation.outcome.processing.text':
    'Zahtjev je potpisan, ali sustav banke trenutno nije dostupan. Aktivacijski kod prikazat ćemo ovdje čim ga banka izda.',
  'reactivation.outcome.processing.waiting': 'Provjeravamo je li banka izdala kod…',
  'reactivation.outcome.failed.title': 'Banka nije izdala aktivacijski kod',
  'reactivation.outcome.failed.next':
    'Mobilni token ostaje kakav je bio. Ako ga i dalje trebate reaktivirati, zatražite novu reaktivaciju ili se obratite banci.',
  'reactivation.outcome.activated.title': 'Mobilni token je aktiviran',
  'reactivation.outcome.activated.text':
    'Mobilni token aktiviran je aktivacijskim kodom {dateTime}. Dosadašnji mobitel više ne može potpisivati.',
  'reactivation.outcome.superseded.title': 'Ovaj aktivacijski kod više ne vrijedi',
  'reactivation.outcome.superseded.text':
    'Nakon ovog zahtjeva zatražili ste novu reaktivaciju, pa vrijedi samo kod najnovijeg zahtjeva.',
  'reactivation.list.title': 'Vaši zahtjevi za reaktivaciju',
  'reactivation.list.caption': 'Zahtjevi za reaktivaciju mobilnog tokena, od najnovijeg',
  'reactivation.list.empty': 'Još niste tražili reaktivaciju mobilnog tokena.',
  'reactivation.list.createdAt': 'Zatražen',
  'reactivation.list.phone': 'Broj mobitela',
  'reactivation.list.reason': 'Razlog',
  'reactivation.list.status': 'Status',
  'reactivation.list.actions': 'Radnje',
  'reactivation.list.activatedAt': 'Aktiviran {dateTime}',
  'reactivation.list.open': 'Otvori',
  'reactivation.list.openLabel': 'Otvori zahtjev od {dateTime}',
  'reactivation.list.continue': 'Nastavi',
  'reactivation.list.continueLabel': 'Nastavi zahtjev od {dateTime}',
} as const;
