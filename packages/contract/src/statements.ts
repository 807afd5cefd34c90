import { z } from 'zod';
import { WIRE_LOCALES } from '@poslovno/domain';
import { ZBusinessDate, ZCurrencyCode, ZDecimalAmount, ZInstant, ZUuid } from './common';

/** 000 §2 and §9: the statement types, the periods and download states the screen filters by. */
export const STATEMENT_TYPES = ['INDIVIDUAL', 'INTRADAY', 'GROUP'] as const;
export type TStatementType = (typeof STATEMENT_TYPES)[number];

export const STATEMENT_PERIODS = ['ALL', 'TODAY', 'LAST_WEEK', 'SELECTED'] as const;
export type TStatementPeriod = (typeof STATEMENT_PERIODS)[number];

export const STATEMENT_DOWNLOAD_STATES = ['ALL', 'DOWNLOADED', 'NOT_DOWNLOADED'] as const;
export type TStatementDownloadState = (typeof STATEMENT_DOWNLOAD_STATES)[number];

/** PDF, or ISO 20022 camt.053.001.08 XML. */
export const STATEMENT_FORMATS = ['PDF', 'CAMT053'] as const;
export type TStatementFormat = (typeof STATEMENT_FORMATS)[number];

/** 000 §6: what the person contracted: every account, listed accounts only, or no statements. */
export const STATEMENT_DELIVERY_SCOPES = ['FULL', 'LIMITED', 'NONE'] as const;
export type TStatementDeliveryScope = (typeof STATEMENT_DELIVERY_SCOPES)[number];

/** A request may name more, so that the refusal above 50 is the clear one, not a schema error. */
const MAX_STATEMENT_IDS_PER_REQUEST = 500;

export const BALANCE_REPORT_FORMATS = ['PDF', 'XLS'] as const;

const ZStatementAccount = z.object({
  id: ZUuid,
  iban: z.string(),
  currency: ZCurrencyCode,
  nickname: z.string().nullable(),
  personalizedNickname: z.string().nullable(),
});

/** 000 §3 Statement: one individual, intraday or group statement, as listed. */
export const ZStatement = z
  .object({
    id: ZUuid,
    type: z.enum(STATEMENT_TYPES),
    /** Consecutive per account (per company and currency for a group) and year. */
    number: z.number().int().positive(),
    year: z.number().int(),
    statementDate: ZBusinessDate,
    /** The value dates covered: from the day after the previous statement's business day. */
    periodFrom: ZBusinessDate,
    periodTo: ZBusinessDate,
    currency: ZCurrencyCode,
    /** Null for a group statement, which covers `groupAccounts`. */
    account: ZStatementAccount.nullable(),
    groupAccounts: z.array(z.object({ id: ZUuid, iban: z.string() })),
    openingBalance: ZDecimalAmount,
    closingBalance: ZDecimalAmount,
    debitTurnover: ZDecimalAmount,
    creditTurnover: ZDecimalAmount,
    debitCount: z.number().int().min(0),
    creditCount: z.number().int().min(0),
    createdAt: ZInstant,
    /** An intraday statement: the postings booked up to this instant. */
    cutOffAt: ZInstant.nullable(),
    isDownloaded: z.boolean(),
    downloadedAt: ZInstant.nullable(),
    downloadedBy: z.string().nullable(),
  })
  .meta({ id: 'Statement' });
export type TStatement = z.infer<typeof ZStatement>;

/**
 * GET /statements: type (all when absent), period, download state and account; keyset-paged
 * newest first. SELECTED takes from and/or to (YYYY-MM-DD).
 */
export const ZStatementsQuery = z.object({
  type: z.enum(STATEMENT_TYPES).optional(),
  period: z.enum(STATEMENT_PERIODS).default('ALL'),
  from: ZBusinessDate.optional(),
  to: ZBusinessDate.optional(),
  downloadState: z.enum(STATEMENT_DOWNLOAD_STATES).default('ALL'),
  accountId: ZUuid.optional(),
  cursor: z.string().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  locale: z.enum(WIRE_LOCALES).optional(),
});
export type TStatementsQuery = z.infer<typeof ZStatementsQuery>;

/** 000 §3: the page's statements in three lists by type; each list keeps the page's order. */
export const ZStatementsResponse = z
  .object({
    metadata: z.object({ nextCursor: z.string().nullable() }),
    individualStatements: z.array(ZStatement),
    groupStatements: z.array(ZStatement),
    intradayStatements: z.array(ZStatement),
  })
  .meta({ id: 'Statements' });
export type TStatementsResponse = z.infer<typeof ZStatementsResponse>;

/** GET /statement-types: what the person's statement delivery contract covers. */
export const ZStatementTypes = z
  .object({
    groupStatementEnabled: z.boolean(),
    deliveryScope: z.enum(STATEMENT_DELIVERY_SCOPES),
    statementsByAccount: z.array(
      z.object({ account: ZStatementAccount, statementTypes: z.array(z.enum(STATEMENT_TYPES)) }),
    ),
  })
  .meta({ id: 'StatementTypes' });
export type TStatementTypes = z.infer<typeof ZStatementTypes>;

/** POST /statements/download: one id gives that file, several a ZIP; above 50 is refused. */
export const ZStatementsDownloadBody = z.object({
  statementIds: z.array(ZUuid).min(1).max(MAX_STATEMENT_IDS_PER_REQUEST),
  format: z.enum(STATEMENT_FORMATS).default('PDF'),
});

/** GET /statements/download: the same, the ids comma-separated (a link the browser can follow). */
export const ZStatementsDownloadQuery = z.object({
  statementIds: z
    .string()
    .max(MAX_STATEMENT_IDS_PER_REQUEST * 37)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(ZUuid).min(1).max(MAX_STATEMENT_IDS_PER_REQUEST)),
  format: z.enum(STATEMENT_FORMATS).default('PDF'),
  locale: z.enum(WIRE_LOCALES).optional(),
});

export const ZStatementsLocaleQuery = z.object({ locale: z.enum(WIRE_LOCALES).optional() });

/** 000 §7: statements offered on the dashboard: not downloaded, from the last N days. */
export const ZStatementNotificationsQuery = z.object({
  numberOfDays: z.coerce.number().int().min(1).max(366).default(30),
  locale: z.enum(WIRE_LOCALES).optional(),
});

/** Individual and group statements of the last N days, intraday of today; none downloaded yet. */
export const ZStatementNotifications = z
  .object({
    individualStatements: z.array(ZStatement),
    groupStatements: z.array(ZStatement),
    intradayStatements: z.array(ZStatement),
  })
  .meta({ id: 'StatementNotifications' });
export type TStatementNotifications = z.infer<typeof ZStatementNotifications>;

/** GET /accounts/balance/report: the balances of the person's accounts as PDF or XLSX (XLS). */
export const ZBalanceReportQuery = z.object({
  format: z.enum(BALANCE_REPORT_FORMATS),
  locale: z.enum(WIRE_LOCALES).optional(),
});
