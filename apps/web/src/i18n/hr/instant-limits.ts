/**
 * Instant payment limits (001 §2, §3): each account's limit, the change request's form,
 * recapitulation and signing, and the list of requests (area 'app').
 */
export const hrInstantLimits = {
  'instantLimits.title': 'Limiti instant plaćanja',
  'instantLimits.subtitle':
    'Do kojeg iznosa se s pojedinog računa smiju izvršavati instant plaćanja. Promjenu limita potpisuju ovlaštene osobe računa, a primjenjuje je banka.',
  'instantLimits.toRequests': 'Zahtjevi za promjenu limita',
  'instantLimits.tableLabel': 'Limiti instant plaćanja po računima',
  'instantLimits.loading': 'Učitavanje limita…',
  'instantLimits.empty': 'Nemate račun s instant plaćanjima.',
  'instantLimits.column.account': 'Račun',
  'instantLimits.column.limit': 'Limit',
  'instantLimits.column.request': 'Zahtjev u tijeku',
  'instantLimits.column.actions': 'Radnje',
  'instantLimits.limit.PER_TRANSACTION': 'po transakciji do {amount}',
  'instantLimits.limit.DAILY_LIMIT': 'dnevno do {amount}',
  'instantLimits.limit.WITHOUT_LIMIT': 'bez ograničenja',
  'instantLimits.bankDefault': 'zadano banke',
  'instantLimits.appliedAt': 'primijenjen {date}',
  'instantLimits.noRequest': 'nema',
  'instantLimits.requestLink': 'Zahtjev {requestId}',
  'instantLimits.accountInactive': 'Račun nije aktivan',
  'instantLimits.change': 'Promijeni',
  'instantLimits.changeLabel': 'Promijeni limit računa {account}',
  'instantLimits.noRight': 'Nemate pravo zadavanja na ovom računu',

  'instantLimits.form.title': 'Promjena limita instant plaćanja',
  'instantLimits.form.back': '← Limiti instant plaćanja',
  'instantLimits.form.account': 'Račun',
  'instantLimits.form.current': 'Sadašnji limit',
  'instantLimits.form.type': 'Vrsta limita',
  'instantLimits.form.typeHint': 'Odaberite jednu vrstu limita.',
  'instantLimits.form.type.PER_TRANSACTION': 'Po transakciji',
  'instantLimits.form.typeDetail.PER_TRANSACTION':
    'Svako instant plaćanje smije biti najviše do upisanog iznosa.',
  'instantLimits.form.type.DAILY_LIMIT': 'Dnevni limit',
  'instantLimits.form.typeDetail.DAILY_LIMIT':
    'Sva instant plaćanja u jednom danu zajedno smiju iznositi najviše upisani iznos.',
  'instantLimits.form.type.WITHOUT_LIMIT': 'Bez ograničenja',
  'instantLimits.form.typeDetail.WITHOUT_LIMIT':
    'Instant plaćanja s računa nisu ograničena iznosom.',
  'instantLimits.form.typeRequired': 'Odaberite vrstu limita.',
  'instantLimits.form.amount': 'Iznos limita',
  'instantLimits.form.amountHint': 'U eurima, najviše {maximum}.',
  'instantLimits.form.amountRequired': 'Upišite iznos limita.',
  'instantLimits.form.reference': 'Referenca (nije obavezna)',
  'instantLimits.form.referenceHint': 'Vaša oznaka zahtjeva, do 35 znakova.',
  'instantLimits.form.continue': 'Nastavi na provjeru',
  'instantLimits.form.cancel': 'Odustani',
  'instantLimits.form.summaryTitle': 'Zahtjev nije spremljen',
  'instantLimits.form.summaryItem': '{field}: {message}',
  'instantLimits.form.noRight':
    'Na ovom računu nemate pravo zadavanja. Limit mijenja osoba s pravom zadavanja.',
  'instantLimits.form.unknownAccount': 'Račun nije među vašim računima s instant plaćanjima.',

  'instantLimits.recap.title': 'Provjera zahtjeva za promjenu limita',
  'instantLimits.recap.intro':
    'Provjerite podatke. Spremanjem se zahtjev pohranjuje i otvara potpisivanje; banka novi limit primjenjuje nakon posljednjeg potpisa.',
  'instantLimits.recap.newLimit': 'Novi limit',
  'instantLimits.recap.reference': 'Referenca',
  'instantLimits.recap.noReference': 'bez reference',
  'instantLimits.recap.pendingWarning':
    'Za ovaj račun već postoji zahtjev u tijeku ({limit}). Banka primjenjuje zahtjeve redom kojim su potpisani; vrijedi posljednji.',
  'instantLimits.recap.save': 'Spremi i potpiši',
  'instantLimits.recap.edit': 'Promijeni podatke',
  'instantLimits.recap.savedUnsigned':
    'Zahtjev {requestId} je spremljen. Na ovom računu ne možete potpisivati: zahtjev potpisuju ovlaštene osobe računa u popisu zahtjeva.',

  'instantLimits.recap.keptForLater':
    'Zahtjev {requestId} je spremljen i čeka potpis. Potpisujete ga u popisu zahtjeva za promjenu limita.',

  'instantLimits.sign.title': 'Potpisivanje zahtjeva za promjenu limita',
  'instantLimits.sign.account': 'Račun',
  'instantLimits.sign.limit': 'Novi limit',
  'instantLimits.sign.reference': 'Referenca',
  'instantLimits.sign.outcome.AUTHORIZED':
    'Vašim potpisom zahtjev je autoriziran i predaje se banci.',
  'instantLimits.sign.outcome.PARTIALLY_AUTHORIZED':
    'Nakon vašeg potpisa zahtjev je djelomično autoriziran: treba još jedan potpis.',
  'instantLimits.sign.outcome.MANDATORY_SIGNEE_NEEDED':
    'Nakon vašeg potpisa zahtjev čeka potpis obveznog potpisnika.',
  'instantLimits.sign.statusNow': 'Status zahtjeva {reference}:',
  'instantLimits.result.AUTHORIZED.title': 'Zahtjev je autoriziran',
  'instantLimits.result.AUTHORIZED.next':
    'Zahtjev je predan banci, koja će novi limit primijeniti u kratkom roku. Do tada vrijedi sadašnji limit.',
  'instantLimits.result.PARTIALLY_AUTHORIZED.title': 'Zahtjev je djelomično autoriziran',
  'instantLimits.result.PARTIALLY_AUTHORIZED.next':
    'Potreban je još jedan potpis. Drugi potpisnik zahtjev potpisuje u popisu zahtjeva za promjenu limita ili s početne stranice.',
  'instantLimits.result.MANDATORY_SIGNEE_NEEDED.title': 'Zahtjev čeka obveznog potpisnika',
  'instantLimits.result.MANDATORY_SIGNEE_NEEDED.next':
    'Zahtjev se predaje banci kad ga potpiše obvezni potpisnik.',
  'instantLimits.result.PROPAGATION_FAILED.title': 'Zahtjev je autoriziran, ali još nije predan',
  'instantLimits.result.PROPAGATION_FAILED.next':
    'Sustav banke trenutno nije dostupan. Banka će zahtjev preuzeti čim bude moguće; ne trebate ga ponovno potpisivati.',
  'instantLimits.result.REVOKED.title': 'Zahtjev je opozvan',
  'instantLimits.result.REVOKED.next': 'Limit se neće promijeniti.',
  'instantLimits.result.REJECTED.title': 'Banka je odbila zahtjev',
  'instantLimits.result.REJECTED.next': 'Limit nije promijenjen.',

  'instantLimits.status.CREATED': 'Čeka potpis',
  'instantLimits.status.AUTHORIZED': 'Autoriziran, čeka banku',
  'instantLimits.status.EXECUTED': 'Primijenjen',

  'instantLimitRequests.title': 'Zahtjevi za promjenu limita instant plaćanja',
  'instantLimitRequests.subtitle':
    'Zahtjevi na vašim računima, od najnovijih: potpisivanje i brisanje nepotpisanih.',
  'instantLimitRequests.toLimits': '← Limiti instant plaćanja',
  'instantLimitRequests.tableLabel': 'Zahtjevi za promjenu limita',
  'instantLimitRequests.empty': 'Još nema zahtjeva za promjenu limita.',
  'instantLimitRequests.refresh': 'Osvježi',
  'instantLimitRequests.column.created': 'Zadan',
  'instantLimitRequests.column.request': 'Zahtjev',
  'instantLimitRequests.column.account': 'Račun',
  'instantLimitRequests.column.limit': 'Traženi limit',
  'instantLimitRequests.column.status': 'Status i potpisi',
  'instantLimitRequests.column.actions': 'Radnje',
  'instantLimitRequests.enteredBy': 'Unio: {name}',
  'instantLimitRequests.signed':
    '{count, plural, one {Potpisao} few {Potpisali} other {Potpisali}}: {names}',
  'instantLimitRequests.notSigned': 'još nitko nije potpisao',
  'instantLimitRequests.rejection': 'Razlog: {reason}',
  'instantLimitRequests.sign': 'Potpiši',
  'instantLimitRequests.signLabel': 'Potpiši zahtjev {requestId}',
  'instantLimitRequests.delete': 'Obriši',
  'instantLimitRequests.deleteLabel': 'Obriši zahtjev {requestId}',
  'instantLimitRequests.deleteTitle': 'Obrisati zahtjev {requestId}?',
  'instantLimitRequests.deleteText':
    'Zahtjev za limit računa {account} ({limit}) neće se predati banci.',
  'instantLimitRequests.deleteConfirm': 'Obriši zahtjev',
  'instantLimitRequests.deleteCancel': 'Odustani',
  'instantLimitRequests.deleted': 'Zahtjev {requestId} je obrisan.',
  'instantLimitRequests.linked': 'Zahtjev {requestId} označen je u popisu.',
} as const;
