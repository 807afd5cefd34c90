/** The GDPR consent screen (001 §2, §3; features/gdpr-consent): the two options and their requests. */
export const hrGdpr = {
  'gdpr.title': 'Privole za marketing',
  'gdpr.subtitle':
    'Odlučite smije li vas banka kontaktirati s ponudama i prilagođavati ih poslovanju vaše tvrtke. Privole daje tvrtka, a njihovu promjenu potpisuju zastupnici tvrtke.',
  'gdpr.loading': 'Učitavanje privola…',
  'gdpr.choice.title': 'Privole tvrtke',
  'gdpr.choice.recordedAt': 'Banka je ovaj izbor evidentirala {dateTime}.',
  'gdpr.choice.neverRecorded':
    'Tvrtka još nije dala privole, pa su obje isključene: banka je ne kontaktira s ponudama i ne profilira je.',
  'gdpr.option.COMMUNICATION.title': 'Marketinška komunikacija',
  'gdpr.option.COMMUNICATION.description':
    'Za bolji kontakt: banka smije tvrtki slati ponude i novosti o svojim proizvodima i uslugama e-poštom, telefonom i u internetskom bankarstvu.',
  'gdpr.option.PROFILING.title': 'Profiliranje',
  'gdpr.option.PROFILING.description':
    'Baš za vaše poslovanje: banka smije analizirati kako tvrtka posluje s bankom i prema tome joj prilagođavati ponude.',
  'gdpr.state.on': 'Uključeno',
  'gdpr.state.off': 'Isključeno',
  'gdpr.state.inForce': 'Promjena nije spremljena. Na snazi: {state}.',
  'gdpr.saveHint':
    'Spremanjem tražite promjenu koju potpisujete. Na snazi je kad je potpišu zastupnici tvrtke i banka je evidentira.',
  'gdpr.save': 'Spremi i potpiši',
  'gdpr.unchanged':
    'Izbor je isti kao onaj na snazi. Uključite ili isključite mogućnost koju želite promijeniti, pa spremite.',
  'gdpr.readOnly':
    'Privole mijenjaju zastupnici tvrtke ovlašteni za potpisivanje. Izbor možete vidjeti, ali ga ne možete mijenjati: za promjenu se obratite zastupniku tvrtke.',
  'gdpr.withBank':
    'Banka evidentira potpisani zahtjev. Izbor na ovoj stranici promijenit će se čim ga evidentira.',
  'gdpr.confirmOff.COMMUNICATION.title': 'Isključiti marketinšku komunikaciju?',
  'gdpr.confirmOff.COMMUNICATION.text':
    'Banka tvrtki više neće slati ponude ni novosti o proizvodima. Obavijesti koje banka šalje po zakonu i ugovoru i dalje stižu.',
  'gdpr.confirmOff.PROFILING.title': 'Isključiti profiliranje?',
  'gdpr.confirmOff.PROFILING.text':
    'Banka više neće prilagođavati ponude poslovanju tvrtke, pa će ponude koje dobivate biti općenite.',
  'gdpr.confirmOff.note':
    'Isključenje vrijedi kad promjenu potpišu zastupnici tvrtke i banka je evidentira.',
  'gdpr.confirmOff.confirm': 'Isključi',
  'gdpr.confirmOff.cancel': 'Ostavi uključeno',
  'gdpr.sign.title': 'Potpisivanje zahtjeva za promjenu privola',
  'gdpr.sign.outcome.AUTHORIZED':
    'Vašim potpisom zahtjev je autoriziran i predaje se banci na evidentiranje.',
  'gdpr.sign.outcome.PARTIALLY_AUTHORIZED':
    'Nakon vašeg potpisa zahtjev je djelomično autoriziran: treba ga potpisati i drugi zastupnik tvrtke.',
  'gdpr.sign.outcome.MANDATORY_SIGNEE_NEEDED':
    'Nakon vašeg potpisa zahtjev čeka potpis obveznog potpisnika.',
  'gdpr.sign.mobile.instruction':
    'Zahtjev za potpis poslan je u vaš mobilni token. Provjerite u njemu što potpisujete i odobrite potpis.',
  'gdpr.sign.smartcard.instruction': 'Zahtjev potpisujete pametnom karticom {serial}.',
  'gdpr.sign.statusNow': 'Status zahtjeva {reference}:',
  'gdpr.result.AUTHORIZED.title': 'Zahtjev je autoriziran',
  'gdpr.result.AUTHORIZED.next':
    'Banka će ga uskoro evidentirati. Izbor na ovoj stranici promijenit će se kad ga evidentira.',
  'gdpr.result.PARTIALLY_AUTHORIZED.title': 'Zahtjev je djelomično autoriziran',
  'gdpr.result.PARTIALLY_AUTHORIZED.next':
    'Potreban je potpis drugog zastupnika tvrtke: zahtjev će vidjeti na ovoj stranici, pod zahtjevima za promjenu.',
  'gdpr.result.MANDATORY_SIGNEE_NEEDED.title': 'Zahtjev čeka obveznog potpisnika',
  'gdpr.result.MANDATORY_SIGNEE_NEEDED.next':
    'Zahtjev se predaje banci kad ga potpiše obvezni potpisnik.',
  'gdpr.result.PROPAGATION_FAILED.title': 'Zahtjev je autoriziran, ali još nije predan',
  'gdpr.result.PROPAGATION_FAILED.next':
    'Sustav banke trenutno nije dostupan. Banka će zahtjev preuzeti čim bude moguće; ne trebate ga ponovno potpisivati.',
  'gdpr.result.REJECTED.title': 'Banka je odbila zahtjev',
  'gdpr.result.REJECTED.next': 'Privole na snazi nisu promijenjene.',
  'gdpr.status.CREATED': 'Čeka potpis',
  'gdpr.status.PARTIALLY_AUTHORIZED': 'Djelomično autoriziran',
  'gdpr.status.AUTHORIZED': 'Autoriziran',
  'gdpr.status.EXECUTED': 'Proveden',
  'gdpr.status.REJECTED': 'Odbijen',
  'gdpr.status.DELETED': 'Obrisan',
  'gdpr.requests.title': 'Zahtjevi za promjenu',
  'gdpr.requests.caption': 'Zahtjevi za promjenu privola, od najnovijeg',
  'gdpr.requests.empty': 'Tvrtka još nije tražila promjenu privola.',
  'gdpr.requests.reference': 'Broj',
  'gdpr.requests.createdAt': 'Zatražen',
  'gdpr.requests.choice': 'Traženi izbor',
  'gdpr.requests.status': 'Status',
  'gdpr.requests.signatures': 'Potpisali',
  'gdpr.requests.waitsForSecond': 'Čeka potpis drugog zastupnika.',
  'gdpr.requests.withBank': 'Banka ga evidentira.',
  'gdpr.requests.superseded':
    'Banka je već evidentirala noviji zahtjev, pa bi ovaj odbila. Obrišite ga.',
  'gdpr.requests.noSignatures': 'Još nitko',
  'gdpr.requests.actions': 'Radnje',
  'gdpr.requests.sign': 'Potpiši',
  'gdpr.requests.signLabel': 'Potpiši zahtjev {reference}',
  'gdpr.requests.delete': 'Obriši',
  'gdpr.requests.deleteLabel': 'Obriši zahtjev {reference}',
  'gdpr.delete.title': 'Obrisati zahtjev za promjenu privola?',
  'gdpr.delete.text':
    'Zahtjev {reference} od {dateTime} bit će obrisan i neće se predati banci. Privole na snazi ostaju iste.',
  'gdpr.delete.confirm': 'Obriši zahtjev',
  'gdpr.delete.cancel': 'Odustani',
  'gdpr.delete.done': 'Zahtjev {reference} je obrisan.',
} as const;
