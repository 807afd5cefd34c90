/**
 * Every error and validation code the product answers with. Rules return these codes; the contract
 * maps each to its HTTP status and its Croatian and English description (packages/contract).
 */
export const ERROR_CODES = [
  // general (000 §8)
  'GENERAL_ERROR',
  'SYSTEM_UNAVAILABLE',
  'BANKING_UNAVAILABLE',
  'LOXON_UNAVAILABLE',
  'ERR_CBSDATA',
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'ATTACHMENT_ISSUES',
  // sessions and access (000 §8)
  'SESSION_NOT_FOUND',
  'NOT_AUTHORIZED',
  'INVALID_AUTHORIZATION',
  'DEMO_MODE_DISABLED',
  'CUSTOMER_MISMATCH',
  'PERSON_MISMATCH',
  // sign-in (000 §8), answered by the sign-in issue
  'AUTH_01',
  'AUTH_02',
  'AUTH_03',
  'AUTH_97',
  'AUTH_98',
  'AUTH_99',
  // field validations (validations[].code)
  'FIELD_REQUIRED',
  'FIELD_TOO_LONG',
  'FIELD_INVALID',
  'FIELD_INVALID_CHARACTERS',
] as const;

export type TErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: string): value is TErrorCode {
  return (ERROR_CODES as readonly string[]).includes(value);
}

/** An expected failure of a rule: a value, never an exception. */
export interface TRuleViolation {
  field: string;
  code: TErrorCode;
}
