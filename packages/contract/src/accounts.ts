import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  AUTHORITY_LEVELS,
  BALANCE_TYPES,
  FOREIGN_CURRENCY_AUTHORIZATIONS,
  LIMIT_TYPES,
} from '@poslovno/domain';
import {
  ZBusinessDate,
  ZCurrencyCode,
  ZCustomerId,
  ZDecimalAmount,
  ZUuid,
  zCommaList,
} from './common';
import { ZValidation } from './errors';

export const ZBalance = z.object({
  balanceType: z.enum(BALANCE_TYPES),
  amount: ZDecimalAmount,
  currency: ZCurrencyCode,
});

/** 000 §3 Account, as listed. */
export const ZAccount = z
  .object({
    id: ZUuid,
    accountIdentification: z.object({ iban: z.string(), accountNumber: z.string() }),
    accountDetails: z.object({
      nickname: z.string().nullable(),
      personalizedNickname: z.string().nullable(),
      currency: ZCurrencyCode,
      status: z.enum(ACCOUNT_STATUSES),
      type: z.enum(ACCOUNT_TYPES),
      order: z.number().int(),
    }),
    /** Empty when the core cannot give balances: the app shows "temporarily unavailable". */
    balances: z.array(ZBalance),
    permission: z.object({ authorityLevel: z.enum(AUTHORITY_LEVELS), personName: z.string() }),
  })
  .meta({ id: 'Account' });
export type TAccount = z.infer<typeof ZAccount>;

export const ZAuthorizedPerson = z.object({
  personName: z.string(),
  authorityLevel: z.enum(AUTHORITY_LEVELS),
  independentSignee: z.boolean(),
  mandatorySignee: z.boolean(),
  limitType: z.enum(LIMIT_TYPES),
  limitAmount: ZDecimalAmount.nullable(),
  limitCurrency: ZCurrencyCode,
  foreignCurrencyAuthorization: z.enum(FOREIGN_CURRENCY_AUTHORIZATIONS),
});

/** The account detail screen: identification, details, balances, overdraft, signatures, persons. */
export const ZAccountDetail = ZAccount.extend({
  name: z.string(),
  openingDate: ZBusinessDate,
  overdraft: z.object({
    allowed: z.boolean(),
    amount: ZDecimalAmount,
    expiryDate: ZBusinessDate.nullable(),
    interestRate: z.string().nullable(),
  }),
  numberOfSignatures: z.number().int().min(1).max(2),
  authorizedPersons: z.array(ZAuthorizedPerson),
}).meta({ id: 'AccountDetail' });
export type TAccountDetail = z.infer<typeof ZAccountDetail>;

/** 000 §6 list filters: allowed authority levels, currency (or "not the given one"), account type. */
export const ZAccountsQuery = z.object({
  authorityLevels: zCommaList(AUTHORITY_LEVELS).optional(),
  currency: ZCurrencyCode.optional(),
  notCurrency: ZCurrencyCode.optional(),
  accountType: z.enum(ACCOUNT_TYPES).optional(),
});

/** With `validations` [LOXON_UNAVAILABLE] when the core bank does not answer: no balances then. */
export const ZAccountsResponse = z
  .object({ accounts: z.array(ZAccount), validations: z.array(ZValidation).optional() })
  .meta({ id: 'Accounts' });
export type TAccountsResponse = z.infer<typeof ZAccountsResponse>;

export const ZAccountIdParams = z.object({ accountId: ZUuid });

/** PATCH /accounts/{id}: the personalised nickname; an empty name clears it. */
export const ZAccountRename = z.object({ customerId: ZCustomerId, name: z.string().max(200) });

/** PATCH /accounts: the person's order of accounts, every listed account once. */
export const ZAccountsOrder = z.object({ order: z.array(ZUuid).min(1).max(500) });
