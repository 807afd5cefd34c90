import { z } from 'zod';
import { ERROR_CODES, type TErrorCode, type TLocale } from '@poslovno/domain';

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

/** HTTP status and localised description of every code. TypeScript keeps it exhaustive. */
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
  FIELD_REQUIRED: { status: 400, hr: 'Polje je obavezno.', en: 'This field is required.' },
  FIELD_TOO_LONG: { status: 400, hr: 'Unos je predug.', en: 'The entry is too long.' },
  FIELD_INVALID: { status: 400, hr: 'Unos nije ispravan.', en: 'The entry is not valid.' },
  FIELD_INVALID_CHARACTERS: {
    status: 400,
    hr: 'Unos sadrži nedopuštene znakove.',
    en: 'The entry contains characters that are not allowed.',
  },
};

export function describeError(code: TErrorCode, locale: TLocale): string {
  return ERROR_CATALOGUE[code][locale];
}

export function getErrorStatus(code: TErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}
