/**
 * Account management (000 §2, 001 §2, §3, §4): the authorised persons, the change and revoke of a
 * person's authority with its recapitulation and signing, and the authority change requests
 * (area 'app').
 */
export const hrAccountManagement = {
  'authorityChange.type.CHANGE': 'Promjena ovlaštenja',
  'authorityChange.type.REVOKE': 'Opoziv ovlaštenja',
  'authorityChange.limit.PER_TRANSACTION': 'do {amount} po transakciji',
  'authorityChange.limit.DAILY_LIMIT': 'do {amount} dnevno',
  'authorityChange.limit.NO_LIMIT': 'bez limita',
  'authorityChange.lines.label': 'Ovlaštenja po računima prije i nakon promjene',
  'authorityChange.lines.account': 'Račun',
  'authorityChange.lines.before': 'Prije promjene',
  'authorityChange.lines.after': 'Nakon promjene',
  'authorityChange.lines.changed': 'promijenjeno',
  'authorityChange.status.CREATED': 'Čeka potpis',
  'authorityChange.status.AUTHORIZED': 'Potpisan, čeka banku',
  'authorityChange.status.EXECUTED': 'Proveden',

  'authorityChange.sign.title': 'Potpisivanje zahtjeva za ovlaštenja',
  'authorityChange.sign.outcome.AUTHORIZED':
    'Vašim potpisom zahtjev je autoriziran i predaje se banci.',
  'authorityChange.sign.outcome.PARTIALLY_AUTHORIZED':
    'Nakon vašeg potpisa zahtjev čeka potpis drugog zastupnika tvrtke.',
  'authorityChange.sign.outcome.MANDATORY_SIGNEE_NEEDED':
    'Nakon vašeg potpisa zahtjev čeka potpis obveznog potpisnika.',
  'authorityChange.sign.statusNow': 'Status zahtjeva {reference}:',
  'authorityChange.result.AUTHORIZED.title': 'Zahtjev je autoriziran',
  'authorityChange.result.AUTHORIZED.next':
    'Zahtjev je predan banci, koja će ga provesti u kratkom roku. Do tada vrijede dosadašnja ovlaštenja.',
  'authorityChange.result.PARTIALLY_AUTHORIZED.title':
    'Zahtjev je potpisan i čeka drugog zastupnika',
  'authorityChange.result.PARTIALLY_AUTHORIZED.next':
    'Svaku promjenu ovlaštenja potpisuju dva zastupnika tvrtke. Drugi zastupnik zahtjev potpisuje u zahtjevima za ovlaštenja ili s početne stranice; banka ga provodi nakon drugog potpisa.',
  'authorityChange.result.MANDATORY_SIGNEE_NEEDED.title': 'Zahtjev čeka obveznog potpisnika',
  'authorityChange.result.MANDATORY_SIGNEE_NEEDED.next':
    'Zahtjev se predaje banci kad ga potpiše obvezni potpisnik.',
  'authorityChange.result.PROPAGATION_FAILED.title': 'Zahtjev je autoriziran, ali još nije predan',
  'authorityChange.result.PROPAGATION_FAILED.next':
    'Sustav banke trenutno nije dostupan. Banka će zahtjev preuzeti čim bude moguće; ne trebate ga ponovno potpisivati.',
  'authorityChange.result.REVOKED.title': 'Zahtjev je povučen',
  'authorityChange.result.REVOKED.next': 'Ovlaštenja se neće promijeniti.',
  'authorityChange.result.REJECTED.title': 'Banka je odbila zahtjev',
  'authorityChange.result.REJECTED.next': 'Ovlaštenja nisu promijenjena.',

  'accountManagement.title': 'Ovlaštene osobe',
  'accountManagement.subtitle':
    'Tko na kojem računu tvrtke smije unositi i potpisivati naloge i do kojeg iznosa. Promjenu i opoziv ovlaštenja potpisuju dva zastupnika tvrtke, a provodi ih banka.',
  'accountManagement.toRequests': 'Zahtjevi za ovlaštenja',
  'accountManagement.loading': 'Učitavanje ovlaštenih osoba…',
  'accountManagement.filters': 'Filtri',
  'accountManagement.filter.account': 'Račun',
  'accountManagement.filter.allAccounts': 'Svi računi',
  'accountManagement.filter.person': 'Osoba',
  'accountManagement.filter.allPersons': 'Sve osobe',
  'accountManagement.filter.reset': 'Prikaži sve',
  'accountManagement.shown':
    '{count, plural, one {Prikazana je # osoba} few {Prikazane su # osobe} other {Prikazano je # osoba}}.',
  'accountManagement.empty': 'Nijedna osoba ne odgovara odabranim filtrima.',
  'accountManagement.withoutAuthority': 'Bez ovlasti na ovom računu: {names}.',
  'accountManagement.readOnly':
    'Ovlaštenja možete pregledati. Promjenu ili opoziv ovlaštenja traži zastupnik tvrtke prijavljen s pravom unosa naloga.',
  'accountManagement.person.representative': 'Zastupnik tvrtke',
  'accountManagement.person.you': 'Vi',
  'accountManagement.person.login': 'Prijava: {level}',
  'accountManagement.person.noAuthority': 'Osoba nema ovlasti ni na jednom računu tvrtke.',
  'accountManagement.person.pending': 'Zahtjev {requestId} u tijeku',
  'accountManagement.person.change': 'Promijeni ovlaštenja',
  'accountManagement.person.changeLabel': 'Promijeni ovlaštenja: {name}',
  'accountManagement.person.revoke': 'Opozovi ovlaštenja',
  'accountManagement.person.revokeLabel': 'Opozovi ovlaštenja: {name}',
  'accountManagement.person.tableLabel': 'Ovlaštenja: {name}',
  'accountManagement.column.account': 'Račun',
  'accountManagement.column.level': 'Ovlast',
  'accountManagement.column.limitType': 'Vrsta limita',
  'accountManagement.column.limitAmount': 'Iznos limita',
  'accountManagement.column.independent': 'Samostalni potpisnik',
  'accountManagement.column.mandatory': 'Obvezni potpisnik',
  'accountManagement.column.currencies': 'Ovlast za valute',
  'accountManagement.account.signatures':
    '{count, plural, one {# potpis} few {# potpisa} other {# potpisa}}',
  'accountManagement.account.blocked': 'blokiran',

  'accountManagement.change.title': 'Promjena ovlaštenja',
  'accountManagement.change.back': '← Ovlaštene osobe',
  'accountManagement.change.intro':
    'Polja su ispunjena sadašnjim ovlaštenjima. Promijenite samo ono što treba: banci se šalju samo promijenjeni računi.',
  'accountManagement.change.person': 'Osoba',
  'accountManagement.change.login': 'Razina prijave',
  'accountManagement.change.representative': 'Zastupnik tvrtke',
  'accountManagement.change.now': 'Sada: {setting}',
  'accountManagement.change.changed': 'promijenjeno',
  'accountManagement.change.changedCount':
    '{count, plural, =0 {Još nijedan račun nije promijenjen.} one {Promijenjen je # račun.} few {Promijenjena su # računa.} other {Promijenjeno je # računa.}}',
  'accountManagement.field.level': 'Ovlast',
  'accountManagement.field.limitType': 'Vrsta limita',
  'accountManagement.field.limitAmount': 'Iznos limita',
  'accountManagement.field.limitTypeOff': 'Limit ima samo osoba koja potpisuje.',
  'accountManagement.field.amountOff': 'Bez limita nema iznosa.',
  'accountManagement.field.amountRequired': 'Upišite iznos limita.',
  'accountManagement.change.continue': 'Nastavi na provjeru',
  'accountManagement.change.cancel': 'Odustani',
  'accountManagement.change.summaryTitle': 'Zahtjev nije spremljen',
  'accountManagement.change.summaryItem': '{account}, {field}: {message}',
  'accountManagement.change.rowItem': '{account}: {message}',
  'accountManagement.self':
    'Mijenjate vlastita ovlaštenja. Takav zahtjev ne možete provesti sami: nakon vašeg potpisa mora ga potpisati i drugi zastupnik tvrtke.',
  'accountManagement.dualControl':
    'Svaku promjenu ovlaštenja potpisuju dva zastupnika tvrtke; banka je provodi nakon drugog potpisa.',
  'accountManagement.unknownPerson': 'Osoba nije među ovlaštenim osobama tvrtke.',
  'accountManagement.noRight':
    'Promjenu ovlaštenja ove osobe ne možete zatražiti. Traži je zastupnik tvrtke prijavljen s pravom unosa naloga.',

  'accountManagement.revoke.title': 'Opozvati ovlaštenja: {name}?',
  'accountManagement.revoke.intro': 'Opoziv ovlaštenja znači sljedeće:',
  'accountManagement.revoke.allAuthority':
    'Osobi se oduzimaju sva ovlaštenja na svim računima tvrtke.',
  'accountManagement.revoke.sessions':
    'Prijave te osobe koje su u tijeku gube pristup tvrtki čim banka provede opoziv.',
  'accountManagement.revoke.branch': 'Ovlaštenja se mogu vratiti samo u poslovnici banke.',
  'accountManagement.revoke.cardsFina':
    'Ovlaštenja za kartice i ovlaštenja kod Fine ovim se opozivom ne mijenjaju; za njih se obratite svom savjetniku u banci.',
  'accountManagement.revoke.confirm': 'Nastavi na provjeru opoziva',
  'accountManagement.revoke.cancel': 'Odustani',

  'accountManagement.recap.title': 'Provjera promjene ovlaštenja',
  'accountManagement.recap.revokeTitle': 'Provjera opoziva ovlaštenja',
  'accountManagement.recap.intro':
    'Provjerite podatke. Potvrdom se zahtjev sprema i otvara potpisivanje.',
  'accountManagement.recap.rest': 'Ostali računi ostaju nepromijenjeni.',
  'accountManagement.recap.noLines': 'Osoba sada nema ovlasti ni na jednom računu.',
  'accountManagement.recap.pending':
    'Za ovu osobu već postoji zahtjev u tijeku (zahtjev {requestId}). Banka provodi zahtjeve redom kojim su potpisani.',
  'accountManagement.recap.confirm': 'Potvrdi i potpiši',
  'accountManagement.recap.edit': 'Promijeni podatke',
  'accountManagement.recap.cancel': 'Odustani',
  'accountManagement.recap.refused': 'Zahtjev nije spremljen',
  'accountManagement.recap.savedUnsigned':
    'Zahtjev {requestId} je spremljen. Vaša prijava ne dopušta potpisivanje: zahtjev potpisuju dva zastupnika tvrtke u zahtjevima za ovlaštenja.',
  'accountManagement.recap.keptForLater':
    'Zahtjev {requestId} je spremljen i čeka potpis. Potpisujete ga u zahtjevima za ovlaštenja.',

  'permissionRequests.title': 'Zahtjevi za ovlaštenja',
  'permissionRequests.subtitle':
    'Zahtjevi tvrtke za promjenu i opoziv ovlaštenja, od najnovijih. Svaki potpisuju dva zastupnika tvrtke, a provodi ga banka.',
  'permissionRequests.toPersons': '← Ovlaštene osobe',
  'permissionRequests.filter.status': 'Status',
  'permissionRequests.filter.all': 'Svi statusi',
  'permissionRequests.refresh': 'Osvježi',
  'permissionRequests.loading': 'Učitavanje zahtjeva…',
  'permissionRequests.empty': 'Nema zahtjeva za ovlaštenja.',
  'permissionRequests.loadMore': 'Učitaj još',
  'permissionRequests.heading': 'Zahtjev {requestId}: {action}, {name}',
  'permissionRequests.person': 'Osoba',
  'permissionRequests.action': 'Vrsta zahtjeva',
  'permissionRequests.created': 'Unesen',
  'permissionRequests.createdValue': '{dateTime} ({name})',
  'permissionRequests.signatures': 'Potpisi',
  'permissionRequests.noSignatures': 'još nitko nije potpisao',
  'permissionRequests.signature': '{name}, {dateTime}',
  'permissionRequests.waitsForSecond': 'Čeka potpis drugog zastupnika tvrtke.',
  'permissionRequests.withBank': 'Potpisan je; banka ga provodi u kratkom roku.',
  'permissionRequests.rejection': 'Razlog odbijanja: {reason}',
  'permissionRequests.details': 'Detalji: ovlaštenja prije i nakon promjene',
  'permissionRequests.noLines': 'Osoba u trenutku zahtjeva nije imala ovlasti ni na jednom računu.',
  'permissionRequests.sign': 'Potpiši',
  'permissionRequests.signLabel': 'Potpiši zahtjev {requestId}',
  'permissionRequests.delete': 'Obriši',
  'permissionRequests.deleteLabel': 'Obriši zahtjev {requestId}',
  'permissionRequests.pdf': 'Preuzmi PDF',
  'permissionRequests.pdfLabel': 'Preuzmi PDF zahtjeva {requestId}',
  'permissionRequests.downloaded': 'Preuzeta je datoteka {fileName}.',
  'permissionRequests.deleteTitle': 'Obrisati zahtjev {requestId}?',
  'permissionRequests.deleteText':
    '{action} za osobu {name} neće se predati banci. Ovlaštenja ostaju kakva jesu.',
  'permissionRequests.deleteConfirm': 'Obriši zahtjev',
  'permissionRequests.deleteCancel': 'Odustani',
  'permissionRequests.deleted': 'Zahtjev {requestId} je obrisan.',
  'permissionRequests.linked': 'Zahtjev iz poveznice',
  'permissionRequests.linkedMissing': 'Zahtjev {requestId} nije pronađen.',
  'permissionRequests.list': 'Svi zahtjevi',
} as const;
