import type { TLocale } from '@poslovno/domain';

/**
 * The words of a SEPA file's errors (000 §3 `message`), one ICU message per kind, in both
 * languages: the stored error keeps its kind and values, and reads in the language asked for.
 * Every kind the pain.001 reader and the schema check report has its text (a server test checks).
 */
const EN: Readonly<Record<string, string>> = {
  XSD_LENGTH:
    '{element}: the value is {actual} characters long; the schema allows {min, select, none {} other {at least {min}}}{max, select, none {} other { at most {max}}} characters.',
  XSD_PATTERN: '{element}: the value “{value}” is not in the required form.',
  XSD_ENUMERATION: '{element}: “{value}” is not one of the allowed values ({allowed}).',
  XSD_VALUE: '{element}: “{value}” is not a valid value here.',
  XSD_MISSING_ELEMENT: '{element}: the element {expected} is missing.',
  XSD_UNEXPECTED_ELEMENT:
    '{element}: this element is not allowed here.{expected, select, none {} other { Expected: {expected}.}}',
  XSD_OTHER: '{element}: the content does not follow the pain.001 schema.',
  DUPLICATE_PAYMENT_INFORMATION_ID:
    'The payment information id {pmtInfId} is used by more than one group.',
  CONTROL_SUM_MISMATCH: 'The control sum is {declared}, but the amounts add up to {actual}.',
  TRANSACTION_COUNT_MISMATCH:
    'The number of transactions is given as {declared}, but there are {actual}.',
  CREATION_DATE_IN_FUTURE: 'The creation date {value} is in the future.',
  EXECUTION_DATE_OUT_OF_RANGE:
    'The execution date {value} is in the past or after {lastDate}, the last date allowed.',
  CURRENCY_HRK: 'Payments in HRK are no longer possible: the euro replaced the kuna.',
  MIXED_CURRENCIES:
    'The payment is in {currency}, but its group is in {groupCurrency}: a group holds one currency.',
  MIXED_DATES: 'The group mixes execution dates ({value}).',
  MIXED_DEBTOR_ACCOUNTS: 'The group mixes debit accounts ({value}).',
  REMITTANCE_TOO_SHORT: 'The payment description “{value}” is shorter than 4 characters.',
  INVALID_CHARACTERS: '{element}: the character “{character}” is not allowed.',
  DEBTOR_ACCOUNT_NOT_OWN:
    'The debit account {iban} is not an account of your company in this bank on which you may enter payments.',
};

const HR: Readonly<Record<string, string>> = {
  XSD_LENGTH:
    '{element}: vrijednost ima {actual} znakova; shema dopušta{min, select, none {} other { najmanje {min}}}{max, select, none {} other { najviše {max}}} znakova.',
  XSD_PATTERN: '{element}: vrijednost „{value}” nije u propisanom obliku.',
  XSD_ENUMERATION: '{element}: „{value}” nije jedna od dopuštenih vrijednosti ({allowed}).',
  XSD_VALUE: '{element}: „{value}” ovdje nije ispravna vrijednost.',
  XSD_MISSING_ELEMENT: '{element}: nedostaje element {expected}.',
  XSD_UNEXPECTED_ELEMENT:
    '{element}: ovaj element ovdje nije dopušten.{expected, select, none {} other { Očekuje se: {expected}.}}',
  XSD_OTHER: '{element}: sadržaj nije u skladu sa shemom pain.001.',
  DUPLICATE_PAYMENT_INFORMATION_ID:
    'Identifikator grupe naloga {pmtInfId} koristi više od jedne grupe.',
  CONTROL_SUM_MISMATCH: 'Kontrolni zbroj je {declared}, a iznosi daju {actual}.',
  TRANSACTION_COUNT_MISMATCH: 'Navedeni broj naloga je {declared}, a naloga je {actual}.',
  CREATION_DATE_IN_FUTURE: 'Datum izrade {value} je u budućnosti.',
  EXECUTION_DATE_OUT_OF_RANGE:
    'Datum izvršenja {value} je u prošlosti ili nakon {lastDate}, posljednjeg dopuštenog datuma.',
  CURRENCY_HRK: 'Plaćanja u kunama (HRK) više nisu moguća: kunu je zamijenio euro.',
  MIXED_CURRENCIES:
    'Nalog je u valuti {currency}, a njegova grupa u {groupCurrency}: grupa sadrži jednu valutu.',
  MIXED_DATES: 'Grupa miješa datume izvršenja ({value}).',
  MIXED_DEBTOR_ACCOUNTS: 'Grupa miješa račune terećenja ({value}).',
  REMITTANCE_TOO_SHORT: 'Opis plaćanja „{value}” kraći je od 4 znaka.',
  INVALID_CHARACTERS: '{element}: znak „{character}” nije dopušten.',
  DEBTOR_ACCOUNT_NOT_OWN:
    'Račun terećenja {iban} nije račun vaše tvrtke u ovoj banci za koji smijete unositi naloge.',
};

export const BULK_ISSUE_TEXTS: Readonly<Record<TLocale, Readonly<Record<string, string>>>> = {
  hr: HR,
  en: EN,
};
