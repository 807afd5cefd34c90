/** Texts of the autocomplete select and the account picker. */
export const hrChoices = {
  'ui.autocomplete.noOptions': 'Nema rezultata',
  'ui.autocomplete.loadingMore': 'Učitavanje još rezultata…',
  'ui.autocomplete.loadFailed': 'Rezultate nije bilo moguće učitati.',
  'ui.accountPicker.text': '{label}, {balance}',
  'ui.accountPicker.placeholder': 'Odaberite račun',
  'ui.accountPicker.balanceUnavailable': 'Privremeno nedostupno',
  'ui.accountPicker.blocked': 'Blokiran',
  'ui.accountPicker.closed': 'Račun je zatvoren',

  'catalogue.choices.description':
    'Odabir s prijedlozima koji se dohvaćaju prema upisanom tekstu i odabir računa s nazivom, IBAN-om i raspoloživim stanjem.',
  'catalogue.choices.paged': 'Prijedlozi po stranicama',
  'catalogue.choices.pagedHint':
    'Popis se dohvaća pri ulasku u polje; pomicanjem do kraja učitava se sljedećih 20 tvrtki.',
  'catalogue.choices.debounced': 'Upit s odgodom',
  'catalogue.choices.debouncedHint':
    'Upit se šalje tek 500 ms nakon posljednjeg upisanog znaka, a ne pri ulasku u polje.',
  'catalogue.choices.failing': 'Neuspjelo učitavanje',
  'catalogue.choices.failingHint':
    'Svaki drugi upit ne uspijeva; u popisu odaberite „Pokušaj ponovno”.',
  'catalogue.choices.filled': 'Odabrana vrijednost',
  'catalogue.choices.invalid': 'Neispravno, s porukom',
  'catalogue.choices.readOnly': 'Samo za čitanje',
  'catalogue.choices.disabled': 'Onemogućeno',
  'catalogue.choices.customValue': 'Slobodan unos',
  'catalogue.choices.customValueHint':
    'Prijedlog nije obavezan: upisani naziv ostaje i bez odabira.',
  'catalogue.choices.company': 'Tvrtka',
  'catalogue.choices.companyPlaceholder': 'Upišite naziv tvrtke',
  'catalogue.choices.companyDetails': 'OIB {oib}, {city}',
  'catalogue.choices.companyRequired': 'Odaberite tvrtku.',
  'catalogue.choices.country': 'Država primatelja',
  'catalogue.choices.payeeName': 'Naziv primatelja',
  'catalogue.choices.accountEmpty': 'Račun: bez odabira',
  'catalogue.choices.accountFilled': 'Račun: odabran, sa stanjem',
  'catalogue.choices.accountUnavailable': 'Račun: stanje privremeno nedostupno',
  'catalogue.choices.accountInvalid': 'Račun: neispravno, s porukom',
  'catalogue.choices.accountReadOnly': 'Račun: samo za čitanje',
  'catalogue.choices.accountDisabled': 'Račun: onemogućeno',
  'catalogue.choices.accountBlockedAllowed': 'Račun: blokirani dopušten',
  'catalogue.choices.debitAccount': 'Račun terećenja',
  'catalogue.choices.creditAccount': 'Račun odobrenja',
  'catalogue.choices.debitAccountHint': 'Blokirani račun prikazan je, ali se ne može odabrati.',
  'catalogue.choices.debitAccountRequired': 'Odaberite račun terećenja.',
} as const;
