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
  ZMockLoginRequest,
  ZMockPersons,
  ZSession,
  ZSessionCreated,
  ZSessionIdParams,
  ZSessionValidity,
} from './sessions';
import { ZPersonalSettings, ZPersonalSettingsPatch, ZPersonalSettingsQuery } from './settings';

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
