import { z } from 'zod';
import { ERROR_CODES, type TErrorCode, type TLocale } from '@poslovno/domain';
import { formatMessage, type TMessageValues } from './messages';

export const ZValidation = z.object({
  field: z.string().max(200),
  code: z.enum(ERROR_CODES),
  description: z.string(),
});
export type TValidation = z.infer<typeof ZValidation>;

/** The one error body of every failed answer (DESIGN.md §7). */
export const ZErrorBody = z
  .object({
    errorId: z.string(),
    errorCode: z.enum(ERROR_CODES),
    description: z.string(),
    validations: z.array(ZValidation).optional(),
    traceId: z.string(),
  })
  .meta({ id: 'ErrorBody' });
export type TErrorBody = z.infer<typeof ZErrorBody>;

interface TCatalogueEntry {
  status: number;
  hr: string;
  en: string;
}

/**
 * HTTP status and localised description of every code, each an ICU message (read through
 * describeError). TypeScript keeps it exhaustive.
 */
export const ERROR_CATALOGUE: Readonly<Record<TErrorCode, TCatalogueEntry>> = {
  GENERAL_ERROR: {
    status: 500,
    hr: 'Došlo je do pogreške. Pokušajte ponovno kasnije.',
    en: 'Something went wrong. Please try again later.',
  },
  SYSTEM_UNAVAILABLE: {
    status: 500,
    hr: 'Sustav trenutno nije dostupan.',
    en: 'The system is currently unavailable.',
  },
  BANKING_UNAVAILABLE: {
    status: 503,
    hr: 'Bankarski sustav trenutno nije dostupan. Pokušajte kasnije.',
    en: 'Banking services are currently unavailable. Please try later.',
  },
  LOXON_UNAVAILABLE: {
    status: 503,
    hr: 'Stanja računa trenutno nisu dostupna.',
    en: 'Account balances are currently unavailable.',
  },
  ERR_CBSDATA: {
    status: 503,
    hr: 'Podaci trenutno nisu dostupni.',
    en: 'The data is currently unavailable.',
  },
  NOT_FOUND: {
    status: 404,
    hr: 'Traženi podatak ne postoji.',
    en: 'The requested item does not exist.',
  },
  VALIDATION_FAILED: { status: 400, hr: 'Podaci nisu ispravni.', en: 'The data is not valid.' },
  PAYLOAD_TOO_LARGE: { status: 413, hr: 'Zahtjev je prevelik.', en: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    hr: 'Vrsta sadržaja nije podržana.',
    en: 'The content type is not supported.',
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    hr: 'Previše zahtjeva. Pričekajte trenutak.',
    en: 'Too many requests. Please wait a moment.',
  },
  REQUEST_TIMEOUT: {
    status: 408,
    hr: 'Zahtjev je stizao presporo pa je prekinut. Provjerite vezu i pokušajte ponovno.',
    en: 'The request arrived too slowly and was cut off. Check the connection and try again.',
  },
  ATTACHMENT_ISSUES: {
    status: 422,
    hr: 'Zahtjev je odbijen. Za pomoć se obratite podršci banke.',
    en: 'The request was refused. Please contact the bank support for help.',
  },
  SESSION_NOT_FOUND: {
    status: 401,
    hr: 'Sesija je istekla. Prijavite se ponovno.',
    en: 'Your session has expired. Please sign in again.',
  },
  NOT_AUTHORIZED: {
    status: 403,
    hr: 'Nemate ovlast za ovu radnju.',
    en: 'You are not authorised for this action.',
  },
  INVALID_AUTHORIZATION: {
    status: 403,
    hr: 'Neispravna autorizacija.',
    en: 'Invalid authorisation.',
  },
  DEMO_MODE_DISABLED: {
    status: 404,
    hr: 'Demo prijava nije uključena na ovom poslužitelju.',
    en: 'Demo sign-in is not enabled on this server.',
  },
  CUSTOMER_MISMATCH: {
    status: 403,
    hr: 'Podaci ne pripadaju prijavljenom klijentu.',
    en: 'The data does not belong to the signed-in client.',
  },
  PERSON_MISMATCH: {
    status: 403,
    hr: 'Postavke pripadaju drugoj osobi.',
    en: 'The settings belong to another person.',
  },
  AUTH_01: { status: 401, hr: 'Prijava nije uspjela.', en: 'Sign-in failed.' },
  AUTH_02: {
    status: 401,
    hr: 'Dosegnut je najveći broj pokušaja i token je zaključan. Nazovite podršku ili posjetite poslovnicu.',
    en: 'The maximum number of attempts was reached and the token is locked. Call support or visit a branch.',
  },
  AUTH_03: {
    status: 401,
    hr: 'Pogreška sinkronizacije tokena.',
    en: 'Token synchronisation error.',
  },
  AUTH_97: {
    status: 503,
    hr: 'Usluga trenutno nije dostupna.',
    en: 'The service is currently unavailable.',
  },
  AUTH_98: {
    status: 403,
    hr: 'S ovim uređajem prijava nije dopuštena.',
    en: 'This device is not allowed to sign in.',
  },
  AUTH_99: {
    status: 429,
    hr: 'Previše neuspjelih pokušaja. Prijava je blokirana 5 minuta.',
    en: 'Too many failed attempts. Sign-in is blocked for 5 minutes.',
  },
  AUTHORIZATION_LEVEL_NOT_ALLOWED: {
    status: 403,
    hr: 'Odabrana razina ovlaštenja nije vam dodijeljena za ovog klijenta.',
    en: 'The chosen authorisation level is not granted to you for this client.',
  },
  SIGN_IN_EXPIRED: {
    status: 401,
    hr: 'Prijava je istekla. Prijavite se ponovno.',
    en: 'The sign-in has expired. Please sign in again.',
  },
  SMARTCARD_LOGIN_FAILED: {
    status: 401,
    hr: 'Neuspješna prijava certifikatom.',
    en: 'Unsuccessful login with certificate.',
  },
  QR_GENERATION_FAILED: {
    status: 500,
    hr: 'Pogreška pri izradi QR koda.',
    en: 'Error generating QR code.',
  },
  QR_CODE_EXPIRED: {
    status: 401,
    hr: 'QR kod je istekao. Osvježite ga i skenirajte ponovno.',
    en: 'The QR code has expired. Refresh it and scan again.',
  },
  QR_BROWSER_NOT_TRUSTED: {
    status: 403,
    hr: 'Preglednik nije pouzdan. Prijavite se tokenom i označite preglednik kao pouzdan.',
    en: 'Browser not trusted. Sign in with your token and mark this browser as trusted.',
  },
  QR_UNAUTHORIZED: {
    status: 403,
    hr: 'Niste ovlašteni za prijavu u tom pregledniku jer nije među vašim pouzdanim preglednicima. Najprije se u njemu prijavite tokenom i označite ga kao pouzdan.',
    en: 'You are not authorised to sign in on that browser: it is not one of your trusted browsers. Sign in there with your token first and mark it as trusted.',
  },
  DEVICE_NOT_ACTIVE: {
    status: 403,
    hr: 'Uređaj nije aktiviran ili je zaključan.',
    en: 'The device is not activated or is locked.',
  },
  CERTIFICATE_REQUIRED: {
    status: 400,
    hr: 'Pogreška u komunikaciji s pametnom karticom: potreban je certifikat.',
    en: 'Smartcard communication error: a certificate is required.',
  },
  INVALID_SIGNATURE: {
    status: 403,
    hr: 'Zahtjev nije autoriziran: potpis nije ispravan.',
    en: 'The request was not authorised: the signature is not valid.',
  },
  SIGNING_CODE_INVALID: {
    status: 403,
    hr: 'Upisani kôd nije ispravan. {attemptsLeft, plural, one {Preostao je još # pokušaj} few {Preostala su još # pokušaja} other {Preostalo je još # pokušaja}} za ovo potpisivanje.',
    en: 'The code you typed is not correct. {attemptsLeft, plural, one {# attempt is left} other {# attempts are left}} for this signing.',
  },
  SIGNING_ATTEMPTS_EXHAUSTED: {
    status: 403,
    hr: 'Kôd je {maxAttempts} puta upisan pogrešno pa je ovo potpisivanje prekinuto. Pokrenite potpisivanje ponovno.',
    en: 'The code was typed wrong {maxAttempts} times, so this signing was stopped. Start signing again.',
  },
  CONCURRENT_SIGNATURE_ATTEMPT: {
    status: 409,
    hr: 'Zahtjev nije autoriziran: nalog se upravo potpisuje u drugom zahtjevu.',
    en: 'The request was not authorised: the order is being signed in another request.',
  },
  ALREADY_SIGNED: {
    status: 409,
    hr: 'Nalog je već potpisan.',
    en: 'The order is already signed.',
  },
  ALREADY_SIGNED_BY_THIS_PSU: {
    status: 409,
    hr: 'Već ste potpisali ovaj nalog.',
    en: 'You have already signed this order.',
  },
  SIGNING_CHALLENGE_EXPIRED: {
    status: 409,
    hr: 'Zahtjev za potpis je istekao. Pokrenite potpisivanje ponovno.',
    en: 'The signing request has expired. Start signing again.',
  },
  SIGNING_NOT_APPROVED: {
    status: 409,
    hr: 'Potpis još nije odobren u mobilnom tokenu.',
    en: 'The signature has not been approved in the mobile token yet.',
  },
  FIELD_REQUIRED: { status: 400, hr: 'Polje je obavezno.', en: 'This field is required.' },
  FIELD_TOO_LONG: { status: 400, hr: 'Unos je predug.', en: 'The entry is too long.' },
  FIELD_OUT_OF_RANGE: {
    status: 400,
    hr: 'Vrijednost je izvan dopuštenog raspona.',
    en: 'The value is outside the allowed range.',
  },
  FIELD_INVALID: { status: 400, hr: 'Unos nije ispravan.', en: 'The entry is not valid.' },
  FIELD_INVALID_CHARACTERS: {
    status: 400,
    hr: 'Unos sadrži nedopuštene znakove.',
    en: 'The entry contains characters that are not allowed.',
  },
  AMOUNT_REQUIRED: {
    status: 400,
    hr: 'Iznos je obavezan.',
    en: 'The amount is required.',
  },
  AMOUNT_INVALID: {
    status: 400,
    hr: 'Iznos nije ispravan broj.',
    en: 'The amount is not a valid number.',
  },
  AMOUNT_NOT_POSITIVE: {
    status: 400,
    hr: 'Iznos mora biti veći od nule.',
    en: 'The amount must be greater than zero.',
  },
  AMOUNT_TOO_MANY_DECIMALS: {
    status: 400,
    hr: 'Iznos ima previše decimala za ovu valutu.',
    en: 'The amount has too many decimals for this currency.',
  },
  AMOUNT_TOO_LARGE: {
    status: 400,
    hr: 'Iznos smije imati najviše 12 znamenki prije decimalnog zareza.',
    en: 'The amount may have at most 12 digits before the decimal point.',
  },
  AMOUNT_ABOVE_ONLINE_MAXIMUM: {
    status: 400,
    hr: 'Iznos je veći od najvećeg iznosa dopuštenog putem internetskog bankarstva.',
    en: 'The amount is above the maximum allowed through internet banking.',
  },
  CURRENCY_INVALID: {
    status: 400,
    hr: 'Valuta nije ispravna.',
    en: 'The currency is not valid.',
  },
  IBAN_REQUIRED: {
    status: 400,
    hr: 'IBAN je obavezan.',
    en: 'The IBAN is required.',
  },
  IBAN_INVALID: {
    status: 400,
    hr: 'IBAN nije ispravan.',
    en: 'The IBAN is not valid.',
  },
  IBAN_INVALID_LENGTH: {
    status: 400,
    hr: 'IBAN nema ispravnu duljinu (hrvatski IBAN ima 21 znak).',
    en: 'The IBAN does not have the right length (a Croatian IBAN has 21 characters).',
  },
  IBAN_INVALID_CHARACTERS: {
    status: 400,
    hr: 'IBAN smije sadržavati samo slova i brojke.',
    en: 'The IBAN may contain only letters and digits.',
  },
  IBAN_UNKNOWN_COUNTRY: {
    status: 400,
    hr: 'Oznaka države u IBAN-u nije poznata.',
    en: 'The country code of the IBAN is not known.',
  },
  IBAN_EXPECTED: {
    status: 400,
    hr: 'Država primatelja koristi IBAN. Preporučujemo da upišete IBAN.',
    en: "The payee's country uses IBAN. We recommend entering an IBAN.",
  },
  BIC_INVALID: {
    status: 400,
    hr: 'BIC nije ispravan.',
    en: 'The BIC is not valid.',
  },
  REFERENCE_MODEL_INVALID: {
    status: 400,
    hr: 'Model mora biti HR i dvije znamenke poznatog modela.',
    en: 'The model must be HR followed by the two digits of a known model.',
  },
  REFERENCE_REQUIRED: {
    status: 400,
    hr: 'Za odabrani model poziv na broj je obavezan.',
    en: 'The selected model requires a reference number.',
  },
  REFERENCE_NOT_ALLOWED: {
    status: 400,
    hr: 'Uz model HR99 poziv na broj se ne upisuje.',
    en: 'With model HR99 no reference number may be given.',
  },
  REFERENCE_INVALID_CHARACTERS: {
    status: 400,
    hr: 'Poziv na broj smije sadržavati samo znamenke i crtice.',
    en: 'The reference number may contain only digits and dashes.',
  },
  REFERENCE_TOO_LONG: {
    status: 400,
    hr: 'Poziv na broj smije imati najviše 22 znaka.',
    en: 'The reference number may have at most 22 characters.',
  },
  REFERENCE_TOO_MANY_GROUPS: {
    status: 400,
    hr: 'Poziv na broj ima previše podataka za odabrani model.',
    en: 'The reference number has too many groups for the selected model.',
  },
  REFERENCE_TOO_FEW_GROUPS: {
    status: 400,
    hr: 'Poziv na broj ima premalo podataka za odabrani model.',
    en: 'The reference number has too few groups for the selected model.',
  },
  REFERENCE_EMPTY_GROUP: {
    status: 400,
    hr: 'Crtice u pozivu na broj nisu na pravom mjestu.',
    en: 'The dashes of the reference number are not in the right places.',
  },
  REFERENCE_GROUP_LENGTH: {
    status: 400,
    hr: 'Podatak u pozivu na broj nema dopušten broj znamenki.',
    en: 'A group of the reference number does not have an allowed number of digits.',
  },
  REFERENCE_GROUP_FIRST_DIGIT: {
    status: 400,
    hr: 'Podatak u pozivu na broj ne počinje dopuštenom znamenkom.',
    en: 'A group of the reference number does not start with an allowed digit.',
  },
  REFERENCE_CHECK_DIGIT: {
    status: 400,
    hr: 'Kontrolni broj poziva na broj nije ispravan.',
    en: 'The check digit of the reference number is not correct.',
  },
  REFERENCE_GROUP_INVALID: {
    status: 400,
    hr: 'Podatak u pozivu na broj nema dopuštenu vrijednost za odabrani model.',
    en: 'A group of the reference number does not hold a value the selected model allows.',
  },
  REFERENCE_MODEL_ACCOUNT_MISMATCH: {
    status: 400,
    hr: 'Odabrani model ne može se koristiti za plaćanje na ovaj račun.',
    en: 'The selected model cannot be used for a payment to this account.',
  },
  REFERENCE_PERIOD_INVALID: {
    status: 400,
    hr: 'Razdoblje u pozivu na broj mora biti u obliku MMGG.',
    en: 'The period in the reference number must be in the form MMYY.',
  },
  REFERENCE_COMPANY_SIZE_INVALID: {
    status: 400,
    hr: 'Oznaka veličine poduzetnika mora biti 002, 003 ili 004.',
    en: 'The company size code must be 002, 003 or 004.',
  },
  REFERENCE_DISTRICT_INVALID: {
    status: 400,
    hr: 'Oznaka grada ili općine u pozivu na broj nije ispravna.',
    en: 'The city or municipality code in the reference number is not valid.',
  },
  REFERENCE_TYPE_INVALID: {
    status: 400,
    hr: 'Vrsta reference mora biti dva velika slova i dvije znamenke.',
    en: 'The reference type must be two capital letters and two digits.',
  },
  OIB_INVALID: {
    status: 400,
    hr: 'OIB nije ispravan.',
    en: 'The OIB (tax number) is not valid.',
  },
  TAX_ID_TOO_SHORT: {
    status: 400,
    hr: 'Porezni broj mora imati najmanje 7 znakova.',
    en: 'The tax number must have at least 7 characters.',
  },
  DATE_REQUIRED: {
    status: 400,
    hr: 'Datum je obavezan.',
    en: 'The date is required.',
  },
  DATE_INVALID: {
    status: 400,
    hr: 'Datum nije ispravan.',
    en: 'The date is not valid.',
  },
  DATE_OUT_OF_RANGE: {
    status: 400,
    hr: 'Datum je izvan dopuštenog razdoblja.',
    en: 'The date is outside the allowed range.',
  },
  DATE_RANGE_START_AFTER_END: {
    status: 400,
    hr: 'Početni datum ne smije biti nakon završnog.',
    en: 'The start date may not be after the end date.',
  },
  AMOUNT_RANGE_MIN_ABOVE_MAX: {
    status: 400,
    hr: 'Najmanji iznos ne smije biti veći od najvećeg.',
    en: 'The minimum amount may not be greater than the maximum.',
  },
  EXECUTION_DATE_IN_PAST: {
    status: 400,
    hr: 'Datum izvršenja ne smije biti u prošlosti.',
    en: 'The execution date may not be in the past.',
  },
  EXECUTION_DATE_NOT_BUSINESS_DAY: {
    status: 400,
    hr: 'Datum izvršenja mora biti radni dan.',
    en: 'The execution date must be a business day.',
  },
  EXECUTION_DATE_BEFORE_MINIMUM: {
    status: 400,
    hr: 'Datum izvršenja je prije najranijeg dopuštenog datuma.',
    en: 'The execution date is before the earliest allowed date.',
  },
  EXECUTION_DATE_AFTER_MAXIMUM: {
    status: 400,
    hr: 'Datum izvršenja je nakon najkasnijeg dopuštenog datuma.',
    en: 'The execution date is after the latest allowed date.',
  },
  EXECUTION_DATE_MOVED: {
    status: 400,
    hr: 'Datum izvršenja pomaknut je na sljedeći mogući datum.',
    en: 'The execution date was moved to the next possible date.',
  },
  AFTER_CUT_OF_TIME: {
    status: 422,
    hr: 'Vrijeme za potpisivanje naloga s ovim datumom izvršenja je prošlo. Promijenite datum izvršenja.',
    en: 'The time for signing an order with this execution date has passed. Change the execution date.',
  },
  SEPA_EXECUTION_DATE_OUT_OF_RANGE: {
    status: 400,
    hr: 'Datum izvršenja mora biti između današnjeg dana i kraja sljedeće godine.',
    en: 'The execution date must be between today and the end of next year.',
  },
  NUMBER_INVALID: {
    status: 400,
    hr: 'Unos nije ispravan broj.',
    en: 'The entry is not a valid number.',
  },
  NUMBER_TOO_MANY_INTEGER_DIGITS: {
    status: 400,
    hr: 'Broj smije imati najviše 12 znamenki prije decimalnog zareza.',
    en: 'The number may have at most 12 digits before the decimal point.',
  },
  NUMBER_TOO_MANY_DECIMALS: {
    status: 400,
    hr: 'Broj smije imati najviše 2 decimale.',
    en: 'The number may have at most 2 decimals.',
  },
  NUMBER_NEGATIVE_NOT_ALLOWED: {
    status: 400,
    hr: 'Negativan broj nije dopušten.',
    en: 'A negative number is not allowed.',
  },
  DESCRIPTION_INVALID_START: {
    status: 400,
    hr: "Opis ne smije počinjati znakom '-' ili ':'.",
    en: "The description may not start with '-' or ':'.",
  },
  ADDRESS_TOO_LONG: {
    status: 400,
    hr: 'Adresa i mjesto zajedno smiju imati najviše 70 znakova.',
    en: 'The address and the town together may have at most 70 characters.',
  },
  EMAIL_INVALID: {
    status: 400,
    hr: 'Adresa e-pošte nije ispravna.',
    en: 'The e-mail address is not valid.',
  },
  TOO_MANY_EMAILS: {
    status: 400,
    hr: 'Možete upisati najviše 3 adrese e-pošte.',
    en: 'You can enter at most 3 e-mail addresses.',
  },
  SIRIUS_INSUFFICIENT_FUNDS: {
    status: 422,
    hr: 'Nema dovoljno sredstava na računu.',
    en: 'There are not enough funds in the account.',
  },
  SIRIUS_WRONG_REFERENCE: {
    status: 422,
    hr: 'Nalog je odbijen jer poziv na broj nije ispravan.',
    en: 'The order was rejected because the reference number is wrong.',
  },
  SIRIUS_NONEXISTENT_ACCOUNT: {
    status: 422,
    hr: 'Nalog je odbijen jer račun ne postoji.',
    en: 'The order was rejected because the account does not exist.',
  },
  SIRIUS_ACCOUNT_STATUS: {
    status: 422,
    hr: 'Status računa ne dopušta knjiženje.',
    en: 'The status of the account does not allow posting.',
  },
  SIRIUS_SANCTIONS: {
    status: 422,
    hr: 'Nalog je odbijen nakon provjere sankcija.',
    en: 'The order was rejected by the sanctions check.',
  },
  SIRIUS_VALUE_DATE: {
    status: 422,
    hr: 'Nalog je odbijen jer je datum valute u prošlosti ili u budućnosti.',
    en: 'The order was rejected because the value date is in the past or in the future.',
  },
  SIRIUS_FEE_ERROR: {
    status: 422,
    hr: 'Nalog je odbijen zbog pogreške u izračunu naknade.',
    en: 'The order was rejected because of a fee calculation error.',
  },
  SIRIUS_TIMEOUT: {
    status: 504,
    hr: 'Nalog je zadan. Obavijest o izvršenju slijedi naknadno.',
    en: 'The order has been given. A notification about its execution will follow.',
  },
  FRAUD_DECLINED: {
    status: 422,
    hr: 'Nalog je odbijen zbog sumnje na prijevaru. Za više informacija obratite se banci.',
    en: 'The order was declined on suspicion of fraud. Please contact the bank for details.',
  },
  CURRENCY_MISMATCH: {
    status: 422,
    hr: 'Valuta knjiženja razlikuje se od valute računa.',
    en: 'The posting currency differs from the currency of the account.',
  },
  FILTER_EXACTLY_ONE: {
    status: 400,
    hr: 'Ispunite točno jedno polje.',
    en: 'Fill in exactly one field.',
  },
  FILTER_AT_LEAST_ONE: {
    status: 400,
    hr: 'Ispunite barem jedno polje.',
    en: 'Fill in at least one field.',
  },
  DATE_WEEKEND: {
    status: 400,
    hr: 'Datum ne smije biti subota ni nedjelja.',
    en: 'The date may not be a Saturday or a Sunday.',
  },
  DATE_UNAVAILABLE: {
    status: 400,
    hr: 'Odabrani dan nije dostupan.',
    en: 'The chosen day is not available.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    hr: 'Ključ ponavljanja već je korišten za drugi zahtjev.',
    en: 'The idempotency key was already used for a different request.',
  },
  EXCHANGE_RATE_UNAVAILABLE: {
    status: 503,
    hr: 'Tečaj za ovu valutu na taj datum nije dostupan.',
    en: 'No exchange rate is available for this currency on that date.',
  },
  EXCHANGE_RATE_INVALID: {
    status: 422,
    hr: 'Tečaj nije ispravan (kupovni > srednji > prodajni > 0, najviše 6 decimala).',
    en: 'The exchange rate is not valid (buy > middle > sell > 0, at most 6 decimals).',
  },
  STATEMENT_DOWNLOAD_LIMIT_EXCEEDED: {
    status: 422,
    hr: 'Odjednom je moguće preuzeti najviše 50 izvoda. Odaberite manje izvoda i pokušajte ponovno.',
    en: 'At most 50 statements can be downloaded at once. Select fewer statements and try again.',
  },
  NO_AUTHORITY_FOR_SPECIFIC_AMOUNT: {
    status: 403,
    hr: 'Nemate ovlast za potpisivanje naloga na ovaj iznos.',
    en: 'You are not authorised to sign an order for this amount.',
  },
  NO_AUTHORITY_FOR_THE_PAYMENT_INITIATION: {
    status: 403,
    hr: 'Nemate ovlast za ovu vrstu naloga s ovog računa.',
    en: 'You are not authorised for this kind of order from this account.',
  },
  NO_AUTHORITY_FOR_GROUPED_PAYMENTS: {
    status: 403,
    hr: 'Nemate ovlast za sve naloge u grupi.',
    en: 'You are not authorised for every order in the group.',
  },
  MANDATORY_SIGNEE_NEEDED: {
    status: 200,
    hr: 'Nalog je potpisan. Za izvršenje je potreban potpis obveznog potpisnika.',
    en: 'The order is signed. It needs the signature of a mandatory signee to execute.',
  },
  PARTIALLY_AUTHORIZED: {
    status: 200,
    hr: 'Nalog je djelomično autoriziran. Za izvršenje je potreban još jedan potpis.',
    en: 'The order is partially authorised. It needs one more signature to execute.',
  },
  PROPAGATION_FAILED: {
    status: 200,
    hr: 'Nalog je autoriziran, ali još nije predan na izvršenje. Banka će ga predati čim sustav bude dostupan.',
    en: 'The order is authorised but not yet handed over for execution. The bank will hand it over as soon as the system is available.',
  },
  DEBTOR_ACCOUNT_EMPTY: {
    status: 400,
    hr: 'Odaberite račun platitelja.',
    en: "Choose the payer's account.",
  },
  DEBTOR_ACCOUNT_UNIDENTIFIABLE: {
    status: 400,
    hr: 'Račun platitelja nije moguće prepoznati.',
    en: "The payer's account cannot be identified.",
  },
  DEBTOR_ACCOUNT_INACTIVE: {
    status: 422,
    hr: 'Račun platitelja nije aktivan.',
    en: "The payer's account is not active.",
  },
  CREDITOR_ACCOUNT_EMPTY: {
    status: 400,
    hr: 'Upišite račun primatelja.',
    en: "Enter the payee's account.",
  },
  CREDITOR_ACCOUNT_UNIDENTIFIABLE: {
    status: 400,
    hr: 'Račun primatelja nije moguće prepoznati.',
    en: "The payee's account cannot be identified.",
  },
  CREDITOR_ACCOUNT_INACTIVE: {
    status: 422,
    hr: 'Račun primatelja nije aktivan.',
    en: "The payee's account is not active.",
  },
  ACCOUNT_BLACKLISTED: {
    status: 422,
    hr: 'Plaćanje na ovaj račun nije dopušteno.',
    en: 'Payments to this account are not allowed.',
  },
  ACCOUNT_WHITELISTED: {
    status: 422,
    hr: 'Plaćanje na ovaj račun moguće je samo kroz drugi kanal banke. Obratite se svojoj poslovnici.',
    en: 'Payments to this account are possible only through another channel of the bank. Please contact your branch.',
  },
  ACCOUNT_URGENT_ONLY: {
    status: 400,
    hr: 'Na ovaj račun moguće je platiti samo hitnim nalogom.',
    en: 'This account accepts urgent payments only.',
  },
  ACCOUNT_PROTECTED: {
    status: 422,
    hr: 'Račun primatelja je zaštićen i ne prima ovakve uplate (err726).',
    en: "The payee's account is protected and does not accept such payments (err726).",
  },
  IBAN_BIC_MISMATCH: {
    status: 400,
    hr: 'IBAN ne pripada banci s ovim BIC-om.',
    en: 'The IBAN does not belong to the bank with this BIC.',
  },
  BIC_CURRENCY_NOT_ALLOWED: {
    status: 400,
    hr: 'Banka primatelja ne prima plaćanja u ovoj valuti.',
    en: "The payee's bank does not accept payments in this currency.",
  },
  CREDITOR_AGENT_COUNTRY_MISMATCH: {
    status: 400,
    hr: 'Država banke primatelja razlikuje se od države IBAN-a.',
    en: "The country of the payee's bank differs from the country of the IBAN.",
  },
  REMITTANCE_REQUIRED: {
    status: 400,
    hr: 'Upišite opis plaćanja.',
    en: 'Enter the payment description.',
  },
  EXECUTION_DATE_DUPLICATED: {
    status: 200,
    hr: 'Isti nalog s istim datumom izvršenja već postoji. Provjerite da ne plaćate dvaput.',
    en: 'The same order with the same execution date already exists. Check that you are not paying twice.',
  },
  AVAILABLE_AMOUNT_NEGATIVE: {
    status: 200,
    hr: 'Iznos je veći od raspoloživog stanja računa. Nalog će se izvršiti samo ako do izvršenja bude dovoljno sredstava.',
    en: 'The amount is more than the available balance. The order executes only if enough funds are there by then.',
  },
  FEE_CALCULATION_FAILED: {
    status: 200,
    hr: 'Naknadu nije moguće izračunati unaprijed. Naplatit će se prema tarifi banke.',
    en: "The fee cannot be calculated in advance. It will be charged by the bank's tariff.",
  },
  FEE_CURRENCY_FUTURE_DATE: {
    status: 400,
    hr: 'Nalog kojem se naknada naplaćuje u drugoj valuti moguće je zadati samo s današnjim datumom izvršenja.',
    en: 'An order whose fee is charged in another currency can only be given with today as its execution date.',
  },
  SANCTIONS_RESTRICTION: {
    status: 422,
    hr: 'Nalog nije moguće izvršiti zbog ograničenja sankcijama.',
    en: 'The order cannot be executed because of a sanctions restriction.',
  },
  URGENT_NOT_AVAILABLE: {
    status: 400,
    hr: 'Hitni nalog moguć je samo za plaćanja u eurima drugoj banci.',
    en: 'An urgent order is possible only for payments in euro to another bank.',
  },
  INSTANT_NOT_AVAILABLE: {
    status: 400,
    hr: 'Trenutno plaćanje moguće je samo u eurima na račun u SEPA području s današnjim datumom.',
    en: 'An instant payment is possible only in euro to an account in the SEPA area, dated today.',
  },
  INSTANT_LIMIT_EXCEEDED: {
    status: 422,
    hr: 'Iznos je veći od limita za trenutna plaćanja.',
    en: 'The amount is above the limit for instant payments.',
  },
  CREDITOR_SAME_AS_DEBTOR: {
    status: 400,
    hr: 'Račun primatelja mora se razlikovati od računa platitelja.',
    en: "The payee's account must differ from the payer's account.",
  },
  NO_DATA_FOR_OIB: {
    status: 404,
    hr: 'Za upisani OIB nema podataka. Upišite podatke o primatelju ručno.',
    en: 'There is no data for this tax number. Enter the beneficiary manually.',
  },
  PAYMENT_NOT_EDITABLE: {
    status: 409,
    hr: 'Nalog u ovom statusu nije moguće mijenjati.',
    en: 'An order in this status cannot be changed.',
  },
  PAYMENT_CHANGED: {
    status: 409,
    hr: 'Nalog je u međuvremenu promijenjen. Osvježite prikaz i pokušajte ponovno.',
    en: 'The order was changed in the meantime. Refresh and try again.',
  },
  DELETE_FAILED: {
    status: 409,
    hr: 'Nalog nije moguće obrisati.',
    en: 'The order could not be deleted.',
  },
  REVOKE_FAILED: {
    status: 409,
    hr: 'Nalog nije moguće opozvati: već je u izvršenju ili izvršen.',
    en: 'The order could not be revoked: it is already being executed or executed.',
  },
  AUTH_FAILED: {
    status: 409,
    hr: 'Autorizacija naloga nije uspjela.',
    en: 'The authorisation of the order failed.',
  },
  SWIFT_CONFIRMATION_UNAVAILABLE: {
    status: 409,
    hr: 'SWIFT potvrda postoji samo za devizna i SEPA plaćanja koja su poslana banci primatelja.',
    en: "A SWIFT confirmation exists only for foreign and SEPA payments sent to the payee's bank.",
  },
  FAVOURITES_LIMIT_REACHED: {
    status: 422,
    hr: 'Dosegnut je najveći broj predložaka. Obrišite neki predložak prije spremanja novog.',
    en: 'The maximum number of templates has been reached. Delete a template before saving a new one.',
  },
  TEMPLATE_DELETE_ERROR: {
    status: 404,
    hr: 'Pogreška pri brisanju predloška.',
    en: 'Delete error: the template could not be deleted.',
  },
  TEMPLATE_NAME_TAKEN: {
    status: 409,
    hr: 'Predložak s tim nazivom već postoji.',
    en: 'A template with this name already exists.',
  },
};

/** The descriptions are ICU messages like every other text (DESIGN.md §6). */
/** The code's description in a language, with the values its message names (attempts left). */
export function describeError(
  code: TErrorCode,
  locale: TLocale,
  values: TMessageValues = {},
): string {
  return formatMessage(locale, ERROR_CATALOGUE[code][locale], values);
}

export function getErrorStatus(code: TErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}
