import type { z } from 'zod';
import {
  ZAccountDetail,
  ZAccountIdParams,
  ZAccountRename,
  ZAccountsOrder,
  ZAccountsQuery,
  ZAccountsResponse,
} from './accounts';
import { ZLocaleQuery } from './common';
import { ZBankMetadata, ZClientLogEvent, ZFrontendConfig, ZRelationshipManager } from './config';
import {
  ZAllowedServices,
  ZAuthDevices,
  ZCreateSessionRequest,
  ZCustomerActivities,
  ZDeleteSessionQuery,
  ZDemoDeviceEnrolled,
  ZDemoDeviceEnrolment,
  ZMobileTokenApproval,
  ZMobileTokenApproved,
  ZMobileTokenInbox,
  ZMobileTokenInboxRequest,
  ZMockLoginRequest,
  ZMockPersons,
  ZPageQuery,
  ZQrApprovalStatus,
  ZQrCode,
  ZQrCodeIdParams,
  ZQrSessionQuery,
  ZRegisteredBrowserIdParams,
  ZRegisteredBrowsers,
  ZSession,
  ZSessionCreated,
  ZSessionExpiration,
  ZSessionIdParams,
  ZSessionList,
  ZSessionValidity,
  ZSignInResult,
  ZSmartcardChallenge,
  ZSmartcardLoginRequest,
  ZTokenLoginRequest,
} from './sessions';
import { ZPersonalSettings, ZPersonalSettingsPatch, ZPersonalSettingsQuery } from './settings';
import {
  ZBalanceReportQuery,
  ZStatementNotifications,
  ZStatementNotificationsQuery,
  ZStatementsDownloadBody,
  ZStatementsDownloadQuery,
  ZStatementsLocaleQuery,
  ZStatementsQuery,
  ZStatementsResponse,
  ZStatementTypes,
} from './statements';
import {
  ZAccountIdPathParams,
  ZDashboardTransactions,
  ZDashboardTransactionsQuery,
  ZStatistics,
  ZStatisticsQuery,
  ZTransactionFilterQuery,
  ZTransactionIdParams,
  ZTransactionsQuery,
  ZTransactionsResponse,
} from './transactions';

const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type THttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call a route: anyone ('public'), anyone with the session attached when a valid token
 * comes along ('optional'), a signed-in session ('session'), or anyone in demo mode ('demo').
 */
export type TRouteAccess = 'public' | 'optional' | 'session' | 'demo';

export interface TRouteDefinition {
  method: THttpMethod;
  /** Path after the API base (`/mw/api/v1`), Fastify style: `/accounts/:accountId`. */
  path: string;
  access: TRouteAccess;
  summary: string;
  tag: string;
  params?: z.ZodObject;
  querystring?: z.ZodObject;
  body?: z.ZodType;
  /** Success status and body; `null` for 204 No Content. */
  status: 200 | 201 | 204;
  response: z.ZodType | null;
  /** A call that never counts as the person's activity, whoever makes it (it never renews). */
  isBackground?: true;
  /**
   * The answer is a file streamed by the handler (PDF, XLSX, ZIP, XML), named by its
   * Content-Disposition; `response` is then null and the status is 200.
   */
  file?: { contentTypes: readonly string[] };
}

function defineRoute<const T extends TRouteDefinition>(route: T): T {
  return route;
}

export const apiRoutes = {
  getFrontendConfig: defineRoute({
    method: 'GET',
    path: '/config/domains/frontend',
    access: 'public',
    tag: 'configuration',
    summary:
      'Frontend configuration: upload limits, dashboard windows, favourites limit, features, bank name',
    status: 200,
    response: ZFrontendConfig,
  }),
  getBankMetadata: defineRoute({
    method: 'GET',
    path: '/bank-metadata',
    access: 'public',
    tag: 'configuration',
    summary: 'The bank: name, BIC, bank code, OIB, address and contacts',
    status: 200,
    response: ZBankMetadata,
  }),
  getRelationshipManager: defineRoute({
    method: 'GET',
    path: '/relationship-manager',
    access: 'session',
    tag: 'configuration',
    summary: "The signed-in company's relationship manager",
    status: 200,
    response: ZRelationshipManager,
  }),
  postClientLog: defineRoute({
    method: 'POST',
    path: '/client-logs',
    access: 'optional',
    tag: 'configuration',
    summary: 'Stores a client log event (000 §7), for example a language change',
    body: ZClientLogEvent,
    status: 204,
    response: null,
  }),
  getMockPersons: defineRoute({
    method: 'GET',
    path: '/login/mock/persons',
    access: 'demo',
    tag: 'sign-in',
    summary: 'Demo sign-in: the demo persons and their companies (demo mode only)',
    status: 200,
    response: ZMockPersons,
  }),
  postMockLogin: defineRoute({
    method: 'POST',
    path: '/login/mock',
    access: 'demo',
    tag: 'sign-in',
    summary:
      'Demo sign-in: creates a real session for a demo person in one company (demo mode only)',
    body: ZMockLoginRequest,
    status: 201,
    response: ZSessionCreated,
  }),
  postTokenLogin: defineRoute({
    method: 'POST',
    path: '/login',
    access: 'public',
    tag: 'sign-in',
    summary:
      'Token sign-in: customer ID, person ID, token serial, one-time password, password, authorisation level',
    body: ZTokenLoginRequest,
    status: 201,
    response: ZSessionCreated,
  }),
  postSmartcardChallenge: defineRoute({
    method: 'POST',
    path: '/login/smartcard/challenge',
    access: 'public',
    tag: 'sign-in',
    summary: 'A fresh challenge for the smartcard to sign (used once, short-lived)',
    status: 201,
    response: ZSmartcardChallenge,
  }),
  postSmartcardLogin: defineRoute({
    method: 'POST',
    path: '/login/smartcard',
    access: 'public',
    tag: 'sign-in',
    summary: "Smartcard sign-in: certificate, challenge and the card's signature over it",
    body: ZSmartcardLoginRequest,
    status: 200,
    response: ZSignInResult,
  }),
  postQrCode: defineRoute({
    method: 'POST',
    path: '/login/qr-code',
    access: 'public',
    tag: 'sign-in',
    summary: 'QR quick sign-in: a new code for the mobile token to scan (trusted browsers only)',
    status: 201,
    response: ZQrCode,
  }),
  getQrApproval: defineRoute({
    method: 'GET',
    path: '/login/qr-code/:qrCodeId',
    access: 'public',
    tag: 'sign-in',
    summary:
      'QR approval check by uid and browser session: pending, signed in, or choose a service',
    params: ZQrCodeIdParams,
    querystring: ZQrSessionQuery,
    status: 200,
    response: ZQrApprovalStatus,
  }),
  patchQrCode: defineRoute({
    method: 'PATCH',
    path: '/login/qr-code/:qrCodeId',
    access: 'public',
    tag: 'sign-in',
    summary: 'Refreshes a QR code by uid and browser session (new payload and expiry)',
    params: ZQrCodeIdParams,
    querystring: ZQrSessionQuery,
    status: 200,
    response: ZQrCode,
  }),
  getRegisteredBrowsers: defineRoute({
    method: 'GET',
    path: '/login/registered-browsers',
    access: 'session',
    tag: 'sign-in',
    summary: "The person's trusted browsers, newest acceptance first",
    status: 200,
    response: ZRegisteredBrowsers,
  }),
  postRegisteredBrowser: defineRoute({
    method: 'POST',
    path: '/login/registered-browsers',
    access: 'session',
    tag: 'sign-in',
    summary: 'Trusts this browser for QR sign-in by the signed-in person',
    status: 201,
    response: ZRegisteredBrowsers,
  }),
  deleteRegisteredBrowser: defineRoute({
    method: 'DELETE',
    path: '/login/registered-browsers/:browserId',
    access: 'session',
    tag: 'sign-in',
    summary: 'Removes one of the person’s trusted browsers',
    params: ZRegisteredBrowserIdParams,
    status: 204,
    response: null,
  }),
  postDemoDevice: defineRoute({
    method: 'POST',
    path: '/demo/devices',
    access: 'demo',
    tag: 'sign-in',
    summary:
      'Demo mode: enrols a browser-held P-256 key as a demo person’s mobile token or software smartcard',
    body: ZDemoDeviceEnrolment,
    status: 201,
    response: ZDemoDeviceEnrolled,
  }),
  postMobileTokenInbox: defineRoute({
    method: 'POST',
    path: '/mobile-token/inbox',
    access: 'public',
    tag: 'sign-in',
    summary: 'The mobile token’s pending signing requests (the token proves itself by a signature)',
    body: ZMobileTokenInboxRequest,
    status: 200,
    response: ZMobileTokenInbox,
  }),
  postMobileTokenApproval: defineRoute({
    method: 'POST',
    path: '/mobile-token/approvals',
    access: 'public',
    tag: 'sign-in',
    summary: 'The mobile token approves a scanned QR sign-in or a signing request',
    body: ZMobileTokenApproval,
    status: 200,
    response: ZMobileTokenApproved,
  }),
  getDevices: defineRoute({
    method: 'GET',
    path: '/devices',
    access: 'session',
    tag: 'sessions',
    summary: 'The signed-in person’s sign-in and signing devices',
    status: 200,
    response: ZAuthDevices,
  }),
  postSession: defineRoute({
    method: 'POST',
    path: '/sessions',
    access: 'optional',
    tag: 'sessions',
    summary:
      'Opens a session for one company: after a sign-in that waits for its service choice, or as a company switch (rotates the token)',
    body: ZCreateSessionRequest,
    status: 201,
    response: ZSessionCreated,
  }),
  getSessions: defineRoute({
    method: 'GET',
    path: '/sessions',
    access: 'session',
    tag: 'sessions',
    summary: 'The current session and the history of past and current sessions (newest first)',
    querystring: ZPageQuery,
    status: 200,
    response: ZSessionList,
  }),
  patchSessionRenew: defineRoute({
    method: 'PATCH',
    path: '/sessions/:sessionId/renew',
    access: 'session',
    tag: 'sessions',
    summary: 'Renews the current session ("Stay" before the automatic logout)',
    params: ZSessionIdParams,
    status: 200,
    response: ZSessionExpiration,
  }),
  getSessionExpiration: defineRoute({
    method: 'GET',
    path: '/sessions/:sessionId/expiration',
    access: 'session',
    tag: 'sessions',
    summary: 'When the current session ends without activity (never renews it)',
    params: ZSessionIdParams,
    status: 200,
    response: ZSessionExpiration,
    isBackground: true,
  }),
  getCustomerActivities: defineRoute({
    method: 'GET',
    path: '/customer-activities',
    access: 'session',
    tag: 'sessions',
    summary: "The person's activities in this company: sign-ins, pages, renewals, sign-outs",
    querystring: ZPageQuery,
    status: 200,
    response: ZCustomerActivities,
  }),
  getCurrentSession: defineRoute({
    method: 'GET',
    path: '/sessions/current',
    access: 'session',
    tag: 'sessions',
    summary: 'The session of the bearer token',
    status: 200,
    response: ZSession,
  }),
  getSessionValidity: defineRoute({
    method: 'GET',
    path: '/sessions/is-valid',
    access: 'public',
    tag: 'sessions',
    summary: 'Whether the session-check cookie belongs to a live session (reads only the cookie)',
    status: 200,
    response: ZSessionValidity,
  }),
  deleteSession: defineRoute({
    method: 'DELETE',
    path: '/sessions/:sessionId',
    access: 'session',
    tag: 'sessions',
    summary: "Ends one of the signed-in person's sessions (sign-out when it is the current one)",
    params: ZSessionIdParams,
    querystring: ZDeleteSessionQuery,
    status: 204,
    response: null,
  }),
  getAllowedServices: defineRoute({
    method: 'GET',
    path: '/allowed-services',
    access: 'session',
    tag: 'sessions',
    summary: 'The services this session may use',
    status: 200,
    response: ZAllowedServices,
  }),
  getAccounts: defineRoute({
    method: 'GET',
    path: '/accounts',
    access: 'session',
    tag: 'accounts',
    summary: 'Accounts the person holds an authority level on, with balances (000 §6 filters)',
    querystring: ZAccountsQuery,
    status: 200,
    response: ZAccountsResponse,
  }),
  getAccount: defineRoute({
    method: 'GET',
    path: '/accounts/:accountId',
    access: 'session',
    tag: 'accounts',
    summary: 'Account detail: identification, balances, overdraft, signatures, authorised persons',
    params: ZAccountIdParams,
    status: 200,
    response: ZAccountDetail,
  }),
  patchAccount: defineRoute({
    method: 'PATCH',
    path: '/accounts/:accountId',
    access: 'session',
    tag: 'accounts',
    summary: "Sets the person's personalised nickname of an account (empty name clears it)",
    params: ZAccountIdParams,
    body: ZAccountRename,
    status: 200,
    response: ZAccountDetail,
  }),
  patchAccountsOrder: defineRoute({
    method: 'PATCH',
    path: '/accounts',
    access: 'session',
    tag: 'accounts',
    summary: "Sets the person's order of accounts",
    querystring: ZLocaleQuery,
    body: ZAccountsOrder,
    status: 200,
    response: ZAccountsResponse,
  }),
  getPersonalSettings: defineRoute({
    method: 'GET',
    path: '/personal-settings',
    access: 'session',
    tag: 'settings',
    summary: 'Personal settings of the signed-in person (theme, language, accounts view)',
    querystring: ZPersonalSettingsQuery,
    status: 200,
    response: ZPersonalSettings,
  }),
  patchPersonalSettings: defineRoute({
    method: 'PATCH',
    path: '/personal-settings',
    access: 'session',
    tag: 'settings',
    summary: 'Changes personal settings of the signed-in person',
    querystring: ZPersonalSettingsQuery,
    body: ZPersonalSettingsPatch,
    status: 200,
    response: ZPersonalSettings,
  }),
  getTransactions: defineRoute({
    method: 'GET',
    path: '/transactions',
    access: 'session',
    tag: 'transactions',
    summary:
      'Transactions of the accounts the person may see, newest first, keyset-paged, with the filters of 000 §5',
    querystring: ZTransactionsQuery,
    status: 200,
    response: ZTransactionsResponse,
  }),
  getTransactionsExcel: defineRoute({
    method: 'GET',
    path: '/transactions/excel',
    access: 'session',
    tag: 'transactions',
    summary: 'The filtered transactions as an XLSX file, streamed',
    querystring: ZTransactionFilterQuery,
    status: 200,
    response: null,
    file: { contentTypes: [XLSX] },
  }),
  getTransactionsPdf: defineRoute({
    method: 'GET',
    path: '/transactions/pdf',
    access: 'session',
    tag: 'transactions',
    summary: 'The filtered transactions as a PDF file, streamed',
    querystring: ZTransactionFilterQuery,
    status: 200,
    response: null,
    file: { contentTypes: [PDF] },
  }),
  getTransactionPdf: defineRoute({
    method: 'GET',
    path: '/transactions/:id/pdf',
    access: 'session',
    tag: 'transactions',
    summary: "One transaction's confirmation as a PDF file",
    params: ZTransactionIdParams,
    querystring: ZTransactionFilterQuery.pick({ locale: true }),
    status: 200,
    response: null,
    file: { contentTypes: [PDF] },
  }),
  getDashboardTransactions: defineRoute({
    method: 'GET',
    path: '/dashboard/transactions',
    access: 'session',
    tag: 'dashboard',
    summary: 'The last 5 credit and 5 debit transactions over the last 30 days (000 §9)',
    querystring: ZDashboardTransactionsQuery,
    status: 200,
    response: ZDashboardTransactions,
  }),
  getStatistics: defineRoute({
    method: 'GET',
    path: '/statistics/:accountId',
    access: 'session',
    tag: 'dashboard',
    summary: "An account's money in and out per month, up to the given month",
    params: ZAccountIdPathParams,
    querystring: ZStatisticsQuery,
    status: 200,
    response: ZStatistics,
  }),
  getStatements: defineRoute({
    method: 'GET',
    path: '/statements',
    access: 'session',
    tag: 'statements',
    summary:
      "Statements the person's delivery contract covers, newest first, keyset-paged, by type, period, download state and account",
    querystring: ZStatementsQuery,
    status: 200,
    response: ZStatementsResponse,
  }),
  getStatementTypes: defineRoute({
    method: 'GET',
    path: '/statement-types',
    access: 'session',
    tag: 'statements',
    summary:
      "What the person's statement delivery covers: group statements, and the types per account",
    querystring: ZStatementsLocaleQuery,
    status: 200,
    response: ZStatementTypes,
  }),
  postStatementsDownload: defineRoute({
    method: 'POST',
    path: '/statements/download',
    access: 'session',
    tag: 'statements',
    summary:
      'Downloads statements (PDF or camt.053 XML): one id gives the file, several a ZIP; at most 50; marks them downloaded',
    querystring: ZStatementsLocaleQuery,
    body: ZStatementsDownloadBody,
    status: 200,
    response: null,
    file: { contentTypes: ['application/pdf', 'application/xml', 'application/zip'] },
  }),
  getStatementsDownload: defineRoute({
    method: 'GET',
    path: '/statements/download',
    access: 'session',
    tag: 'statements',
    summary: 'The same download with the ids in the query (comma-separated)',
    querystring: ZStatementsDownloadQuery,
    status: 200,
    response: null,
    file: { contentTypes: ['application/pdf', 'application/xml', 'application/zip'] },
  }),
  getStatementNotifications: defineRoute({
    method: 'GET',
    path: '/dashboard/statements/notifications',
    access: 'session',
    tag: 'dashboard',
    summary:
      'Statements not downloaded yet: individual and group of the last numberOfDays days (30), intraday of today',
    querystring: ZStatementNotificationsQuery,
    status: 200,
    response: ZStatementNotifications,
  }),
  getBalanceReport: defineRoute({
    method: 'GET',
    path: '/accounts/balance/report',
    access: 'session',
    tag: 'accounts',
    summary: "The balances of the person's accounts as a PDF or XLSX report",
    querystring: ZBalanceReportQuery,
    status: 200,
    response: null,
    file: {
      contentTypes: [
        'application/pdf',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
    },
  }),
} as const;

export type TApiRoutes = typeof apiRoutes;
export type TRouteName = keyof TApiRoutes;

type TInferOr<T, Fallback> = T extends z.ZodType ? z.output<T> : Fallback;
type TInputOr<T, Fallback> = T extends z.ZodType ? z.input<T> : Fallback;

/** What a caller sends: path params, query and body as the schemas accept them. */
export interface TRouteInput<R extends TRouteDefinition> {
  params: TInputOr<R['params'], undefined>;
  query: TInputOr<R['querystring'], undefined>;
  body: TInputOr<R['body'], undefined>;
}

export type TRouteResponse<R extends TRouteDefinition> = TInferOr<R['response'], undefined>;

export const API_VERSION_PATH = '/api/v1';
/** 000 §7: the configurable prefix before /api/v1, /mw by default. */
export const DEFAULT_API_PREFIX = '/mw';
export const DEFAULT_API_BASE_PATH = `${DEFAULT_API_PREFIX}${API_VERSION_PATH}`;
/** The served index.html names the API base in this meta tag, so a moved prefix reaches the app. */
export const API_BASE_META_NAME = 'poslovno-api-base';
