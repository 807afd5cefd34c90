/**
 * Potvrde o izvršenju plaćanja (001 §7 generic confirmation): the request from the payments
 * overview, its fee before signing, the signing, the list of requests and the PDF (area 'payments').
 */
export const hrPaymentConfirmations = {
  'confirmations.request': 'Zatraži potvrdu o izvršenju',
  'confirmations.requestSelected':
    '{count, plural, one {Zatraži potvrdu o izvršenju (# nalog)} few {Zatraži potvrdu o izvršenju (# naloga)} other {Zatraži potvrdu o izvršenju (# naloga)}}',
  'confirmations.onlyExecuted': 'Potvrdu banka izdaje samo za izvršene naloge.',
  'confirmations.tooMany': 'Najviše {max} naloga u jednom zahtjevu.',
  'confirmations.toList': 'Potvrde o izvršenju',

  'confirmations.dialog.title': 'Zahtjev za potvrdu o izvršenju plaćanja',
  'confirmations.dialog.intro':
    'Banka za svaki izvršeni nalog izdaje potvrdu o izvršenju plaćanja s pečatom banke. Potvrda se naplaćuje prema tarifi; naknadu vidite prije potpisa.',
  'confirmations.dialog.payments': 'Nalozi za potvrdu',
  'confirmations.dialog.feeAccount': 'Račun za naplatu naknade',
  'confirmations.dialog.feeAccountHint': 'Naknada se naplaćuje u eurima.',
  'confirmations.dialog.noFeeAccount':
    'Nemate račun u eurima s kojeg smijete zadavati naloge; banka naknadu naplaćuje s računa prvog naloga.',
  'confirmations.dialog.continue': 'Izračunaj naknadu',
  'confirmations.dialog.cancel': 'Odustani',
  'confirmations.recap.title': 'Provjera zahtjeva {requestId}',
  'confirmations.recap.intro': 'Provjerite naloge i naknadu prije potpisa.',
  'confirmations.recap.itemsLabel': 'Nalozi i naknade',
  'confirmations.recap.payment': 'Nalog',
  'confirmations.recap.payee': 'Primatelj',
  'confirmations.recap.amount': 'Iznos naloga',
  'confirmations.recap.executionDate': 'Izvršen',
  'confirmations.recap.fee': 'Naknada',
  'confirmations.recap.feeTotal': 'Ukupna naknada',
  'confirmations.recap.feeAccount': 'Račun za naplatu naknade',
  'confirmations.recap.sign': 'Potpiši',
  'confirmations.recap.later': 'Potpiši kasnije',
  'confirmations.recap.delete': 'Odustani od zahtjeva',
  'confirmations.recap.cannotSign':
    'Ovaj zahtjev ne možete potpisati vi: potpisuju ga ovlaštene osobe računa za naplatu naknade u popisu potvrda o izvršenju.',
  'confirmations.recap.keptForLater':
    'Zahtjev {requestId} je spremljen i čeka potpis. Potpisujete ga u popisu potvrda o izvršenju.',
  'confirmations.recap.deleted': 'Zahtjev {requestId} je obrisan; naknada se neće naplatiti.',

  'confirmations.sign.title': 'Potpisivanje zahtjeva za potvrdu',
  'confirmations.sign.payments': 'Nalozi',
  'confirmations.sign.feeTotal': 'Ukupna naknada',
  'confirmations.sign.feeAccount': 'Račun za naplatu naknade',
  'confirmations.sign.item': '{name}, {account}: {amount}',
  'confirmations.sign.outcome.AUTHORIZED':
    'Vašim potpisom zahtjev je autoriziran: banka izdaje potvrde i naplaćuje naknadu.',
  'confirmations.sign.outcome.PARTIALLY_AUTHORIZED':
    'Nakon vašeg potpisa zahtjev je djelomično autoriziran: treba još jedan potpis.',
  'confirmations.sign.outcome.MANDATORY_SIGNEE_NEEDED':
    'Nakon vašeg potpisa zahtjev čeka potpis obveznog potpisnika.',
  'confirmations.sign.statusNow': 'Status zahtjeva {reference}:',
  'confirmations.result.AUTHORIZED.title': 'Zahtjev je autoriziran',
  'confirmations.result.AUTHORIZED.next':
    'Banka izdaje potvrde u kratkom roku. Preuzimate ih u detaljima naloga ili u popisu potvrda o izvršenju.',
  'confirmations.result.PARTIALLY_AUTHORIZED.title': 'Zahtjev je djelomično autoriziran',
  'confirmations.result.PARTIALLY_AUTHORIZED.next':
    'Potreban je još jedan potpis. Drugi potpisnik zahtjev potpisuje u popisu potvrda o izvršenju.',
  'confirmations.result.MANDATORY_SIGNEE_NEEDED.title': 'Zahtjev čeka obveznog potpisnika',
  'confirmations.result.MANDATORY_SIGNEE_NEEDED.next':
    'Zahtjev se predaje banci kad ga potpiše obvezni potpisnik.',
  'confirmations.result.PROPAGATION_FAILED.title': 'Zahtjev je autoriziran, ali još nije predan',
  'confirmations.result.PROPAGATION_FAILED.next':
    'Sustav banke trenutno nije dostupan. Banka će zahtjev preuzeti čim bude moguće; ne trebate ga ponovno potpisivati.',
  'confirmations.result.REVOKED.title': 'Zahtjev je opozvan',
  'confirmations.result.REVOKED.next': 'Potvrde se neće izdati.',
  'confirmations.result.REJECTED.title': 'Banka je odbila zahtjev',
  'confirmations.result.REJECTED.next': 'Potvrde nisu izdane i naknada nije naplaćena.',

  'confirmations.status.CREATED': 'Čeka potpis',
  'confirmations.status.AUTHORIZED': 'Autoriziran, u obradi',
  'confirmations.status.EXECUTED': 'Potvrde izdane',

  'confirmations.list.title': 'Potvrde o izvršenju plaćanja',
  'confirmations.list.subtitle':
    'Zahtjevi za potvrdu o izvršenju, od najnovijih: potpisivanje, brisanje nepotpisanih i preuzimanje izdanih potvrda.',
  'confirmations.list.back': '← Pregled plaćanja',
  'confirmations.list.loading': 'Učitavanje zahtjeva…',
  'confirmations.list.empty':
    'Još nema zahtjeva. Potvrdu zatražite u pregledu plaćanja: odaberite izvršene naloge i odaberite „Zatraži potvrdu o izvršenju”.',
  'confirmations.list.refresh': 'Osvježi',
  'confirmations.list.request': 'Zahtjev {requestId}',
  'confirmations.list.created': 'Zadan {date}, unio: {name}',
  'confirmations.list.signed':
    '{count, plural, one {Potpisao} few {Potpisali} other {Potpisali}}: {names}',
  'confirmations.list.notSigned': 'još nitko nije potpisao',
  'confirmations.list.rejection': 'Razlog: {reason}',
  'confirmations.list.confirmationNumber': 'Potvrda {number}',
  'confirmations.list.notYet': 'potvrda još nije izdana',
  'confirmations.list.linked': 'Zahtjev {requestId} označen je u popisu.',
  'confirmations.list.sign': 'Potpiši',
  'confirmations.list.signLabel': 'Potpiši zahtjev {requestId}',
  'confirmations.list.delete': 'Obriši',
  'confirmations.list.deleteLabel': 'Obriši zahtjev {requestId}',
  'confirmations.list.deleteTitle': 'Obrisati zahtjev {requestId}?',
  'confirmations.list.deleteText': 'Potvrde se neće izdati i naknada od {fee} neće se naplatiti.',
  'confirmations.list.deleteConfirm': 'Obriši zahtjev',
  'confirmations.list.deleteCancel': 'Odustani',
  'confirmations.list.deleted': 'Zahtjev {requestId} je obrisan.',

  'confirmations.download': 'Preuzmi potvrdu (PDF)',
  'confirmations.downloadLabel': 'Preuzmi potvrdu (PDF) za nalog {paymentId}',
  'confirmations.details.title': 'Potvrda o izvršenju',
  'confirmations.details.issued': 'Banka je izdala potvrdu {number}.',
  'confirmations.details.pending': 'Potvrda je zatražena (zahtjev {requestId}): {status}.',
  'confirmations.details.none': 'Za ovaj nalog još nije zatražena potvrda o izvršenju.',
} as const;
