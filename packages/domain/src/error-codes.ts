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
  // amounts and currencies (000 §5, §8)
  'AMOUNT_REQUIRED',
  'AMOUNT_INVALID',
  'AMOUNT_NOT_POSITIVE',
  'AMOUNT_TOO_MANY_DECIMALS',
  'AMOUNT_TOO_LARGE',
  'AMOUNT_ABOVE_ONLINE_MAXIMUM',
  'CURRENCY_INVALID',
  // accounts and banks (000 §5, §8)
  'IBAN_REQUIRED',
  'IBAN_INVALID',
  'IBAN_INVALID_LENGTH',
  'IBAN_INVALID_CHARACTERS',
  'IBAN_UNKNOWN_COUNTRY',
  'IBAN_EXPECTED',
  'BIC_INVALID',
  // payment reference (000 §5, 001 §5, FINA)
  'REFERENCE_MODEL_INVALID',
  'REFERENCE_REQUIRED',
  'REFERENCE_NOT_ALLOWED',
  'REFERENCE_INVALID_CHARACTERS',
  'REFERENCE_TOO_LONG',
  'REFERENCE_TOO_MANY_GROUPS',
  'REFERENCE_TOO_FEW_GROUPS',
  'REFERENCE_EMPTY_GROUP',
  'REFERENCE_GROUP_LENGTH',
  'REFERENCE_GROUP_FIRST_DIGIT',
  'REFERENCE_CHECK_DIGIT',
  'REFERENCE_GROUP_INVALID',
  'REFERENCE_MODEL_ACCOUNT_MISMATCH',
  'REFERENCE_PERIOD_INVALID',
  'REFERENCE_COMPANY_SIZE_INVALID',
  'REFERENCE_DISTRICT_INVALID',
  'REFERENCE_TYPE_INVALID',
  // tax ids
  'OIB_INVALID',
  'TAX_ID_TOO_SHORT',
  // dates and the business calendar (000 §5, §9)
  'DATE_REQUIRED',
  'DATE_INVALID',
  'DATE_OUT_OF_RANGE',
  'DATE_RANGE_START_AFTER_END',
  'EXECUTION_DATE_IN_PAST',
  'EXECUTION_DATE_NOT_BUSINESS_DAY',
  'EXECUTION_DATE_BEFORE_MINIMUM',
  'EXECUTION_DATE_AFTER_MAXIMUM',
  'EXECUTION_DATE_MOVED',
  'AFTER_CUT_OF_TIME',
  'SEPA_EXECUTION_DATE_OUT_OF_RANGE',
  // numbers typed in the locale's format (000 §5)
  'NUMBER_INVALID',
  'NUMBER_TOO_MANY_INTEGER_DIGITS',
  'NUMBER_TOO_MANY_DECIMALS',
  'NUMBER_NEGATIVE_NOT_ALLOWED',
  // free text (000 §5)
  'DESCRIPTION_INVALID_START',
  'ADDRESS_TOO_LONG',
  'EMAIL_INVALID',
  'TOO_MANY_EMAILS',
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
