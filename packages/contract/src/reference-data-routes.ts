import { defineRoute } from './route-definition';
import { ZLocaleQuery } from './common';
import {
  ZBankDetails,
  ZBeneficiary,
  ZBicParams,
  ZCodebook,
  ZCountryCodes,
  ZHolidays,
  ZHolidaysQuery,
  ZLanguageParams,
  ZOibParams,
  ZPurposeCodes,
  ZUaePurposeCodes,
} from './reference-data';

/**
 * The reference data of the payment forms. Signed-in codebooks and look-ups belong to PAYMENTS: the
 * template form (TEMPLATES) is a payment's form kept for later and reads them as a payment does.
 */
export const referenceDataRoutes = {
  getHolidays: defineRoute({
    method: 'GET',
    path: '/config/holidays',
    access: 'public',
    tag: 'configuration',
    summary:
      'Holidays of a year (the current one by default): Croatian public holidays and TARGET2 closing days, with the calendars each closes',
    querystring: ZHolidaysQuery,
    status: 200,
    response: ZHolidays,
  }),
  getPurposeCodes: defineRoute({
    method: 'GET',
    path: '/config/purpose-codes/:language',
    access: 'session',
    service: 'PAYMENTS',
    tag: 'configuration',
    summary: 'ISO 20022 purpose codes with their names in hr or en, sorted by code',
    params: ZLanguageParams,
    status: 200,
    response: ZPurposeCodes,
  }),
  getCountryCodes: defineRoute({
    method: 'GET',
    path: '/config/country-codes/:language',
    access: 'session',
    service: 'PAYMENTS',
    tag: 'configuration',
    summary:
      'Countries (ISO 3166-1 alpha-2) with their names in hr or en, sorted by name, and whether each uses IBAN and is in SEPA',
    params: ZLanguageParams,
    status: 200,
    response: ZCountryCodes,
  }),
  getUaePurposeCodes: defineRoute({
    method: 'GET',
    path: '/config/uae-purpose-codes',
    access: 'session',
    service: 'PAYMENTS',
    tag: 'configuration',
    summary: "The UAE central bank's purpose-of-payment codes, for payments to a UAE IBAN",
    querystring: ZLocaleQuery,
    status: 200,
    response: ZUaePurposeCodes,
  }),
  getCodebook: defineRoute({
    method: 'GET',
    path: '/config/codebook',
    access: 'session',
    service: 'PAYMENTS',
    tag: 'configuration',
    summary:
      'The small codebooks of the payment forms: foreign-turnover codes, charge bearers, payment instruments, urgencies, reference models',
    querystring: ZLocaleQuery,
    status: 200,
    response: ZCodebook,
  }),
  getBeneficiary: defineRoute({
    method: 'GET',
    path: '/beneficiaries/:oib',
    access: 'session',
    service: 'PAYMENTS',
    tag: 'payments',
    summary:
      'A beneficiary by OIB: name, address and published accounts (NO_DATA_FOR_OIB: enter the beneficiary manually)',
    params: ZOibParams,
    status: 200,
    response: ZBeneficiary,
  }),
  getBank: defineRoute({
    method: 'GET',
    path: '/banks/:bic',
    access: 'session',
    service: 'PAYMENTS',
    tag: 'payments',
    summary: 'A bank by BIC (8 or 11 characters): name, address and the currencies it takes',
    params: ZBicParams,
    status: 200,
    response: ZBankDetails,
  }),
} as const satisfies Record<string, ReturnType<typeof defineRoute>>;
