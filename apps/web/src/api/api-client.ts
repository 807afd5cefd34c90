import { apiRoutes } from './api-routes';
import {
  API_BASE_META_NAME,
  IDEMPOTENCY_KEY_HEADER,
  DEFAULT_API_BASE_PATH,
  type TRouteDefinition,
  type TRouteInput,
  type TRouteResponse,
} from '@poslovno/contract';
import { DEFAULT_LOCALE, assert, toWireLocale, type TLocale } from '@poslovno/domain';
import { loadCatalogues } from '../i18n/catalogues';
import { describeErrorCode } from '../i18n/messages';
import { recordLogoutReason } from './logout-reason';
import { getSessionToken, setSessionToken } from './session-token';

/**
 * Where the API lives (000 §7: a configurable prefix, then /api/v1). The server writes its base
 * into the served index.html; the built-in default serves a page that did not come from it.
 */
export function readApiBasePath(doc: Pick<Document, 'querySelector'> | undefined): string {
  const content = doc?.querySelector(`meta[name="${API_BASE_META_NAME}"]`)?.getAttribute('content');
  return content && /^(\/[a-z0-9-]+)*\/api\/v1$/.test(content) ? content : DEFAULT_API_BASE_PATH;
}

export const API_BASE_PATH = readApiBasePath(
  typeof document === 'undefined' ? undefined : document,
);

/** Where an expired session is sent: the real sign-in, which works in every mode. */
export const SIGN_IN_PAGE_PATH = '/login';

/** The demo mobile token runs without a session; its failures never concern one. */
export const MOBILE_TOKEN_PAGE_PATH = '/mobile-token';

/** A call the person did not ask for (polling): the server does not count it as activity. */
export const BACKGROUND_HEADER = 'x-poslovno-background';
/** The page the person is on, which the server records with the session's activity. */
export const PAGE_HEADER = 'x-poslovno-page';

/**
 * 000 §8: the fixed Croatian text when a firewall answers an update with an HTML page, in Croatian
 * whatever the language shown (its texts are loaded for it when English is shown).
 */
export async function readRefusedRequestFallback(): Promise<string> {
  await loadCatalogues('hr', ['errors']);
  return describeErrorCode('hr', 'ATTACHMENT_ISSUES');
}

/** How the bank's support is reached, as GET /bank-metadata names it. */
export interface TSupportContact {
  supportPhone: string;
  email: string;
}

/** The fallback with the bank's support contact when it is known (000 §8), else the fixed text. */
export function describeRefusedRequest(
  fallback: string,
  contact: TSupportContact | undefined,
): string {
  if (!contact) return fallback;
  return `${fallback.replace(/\.$/, '')}: ${contact.supportPhone}, ${contact.email}.`;
}

const SESSION_EXPIRED_RETRY_AFTER_SECONDS = '1800';
const SESSION_VALIDITY_PATH = '/sessions/is-valid';
const QR_CODE_PATH = '/login/qr-code';
/** 000 §8: the code an expired approval check becomes. */
export const EXPIRED_APPROVAL_CODE = '419';
const UPDATE_METHODS: ReadonlySet<string> = new Set(['PATCH', 'POST', 'PUT']);

export interface TApiValidation {
  field: string;
  code: string;
  description: string;
}

interface TApiErrorInit {
  name: string;
  message: string;
  code: string;
  status: number;
  validations?: readonly TApiValidation[];
}

/** 000 §8 error form: name is the error id, message the description, code the error code or HTTP status. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly validations: readonly TApiValidation[];

  constructor(init: TApiErrorInit) {
    super(init.message);
    this.name = init.name;
    this.code = init.code;
    this.status = init.status;
    this.validations = init.validations ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isValidation(value: unknown): value is TApiValidation {
  return (
    isRecord(value) &&
    typeof value.field === 'string' &&
    typeof value.code === 'string' &&
    typeof value.description === 'string'
  );
}

/** What the client reads of an error body. */
interface TErrorBodyRead {
  errorId: string;
  errorCode: string;
  description: string;
  validations?: readonly TApiValidation[];
}

/**
 * The error body of DESIGN.md §7 (the contract's ZErrorBody), read without zod so that the
 * schemas stay out of the browser's first load: anything else (a proxy's page) is not one.
 */
export function readErrorBody(body: unknown): TErrorBodyRead | undefined {
  if (
    !isRecord(body) ||
    typeof body.errorId !== 'string' ||
    typeof body.errorCode !== 'string' ||
    typeof body.description !== 'string'
  )
    return undefined;
  const { validations } = body;
  if (validations !== undefined && !(Array.isArray(validations) && validations.every(isValidation)))
    return undefined;
  return {
    errorId: body.errorId,
    errorCode: body.errorCode,
    description: body.description,
    ...(validations === undefined ? {} : { validations }),
  };
}

/** An error without a body keeps the HTTP status as its code and the status text as its message. */
export function createApiErrorFromResponse(
  status: number,
  statusText: string,
  body: unknown,
): ApiError {
  const errorBody = readErrorBody(body);
  if (errorBody) {
    return new ApiError({
      name: errorBody.errorId,
      message: errorBody.description || statusText,
      code: errorBody.errorCode,
      status,
      validations: errorBody.validations ?? [],
    });
  }
  return new ApiError({
    name: 'ApiError',
    message: statusText || String(status),
    code: String(status),
    status,
  });
}

/**
 * The error texts of a language (catalogue area 'errors', fetched after the first render) before
 * the client describes a failure of its own; one that cannot load leaves the code as the text.
 */
async function loadErrorTexts(locale: TLocale): Promise<void> {
  await loadCatalogues(locale, ['errors']).catch(() => undefined);
}

export function createGenericServerError(locale: TLocale): ApiError {
  return new ApiError({
    name: 'ApiError',
    message: describeErrorCode(locale, 'GENERAL_ERROR'),
    code: '500',
    status: 500,
  });
}

export function createNetworkError(locale: TLocale): ApiError {
  return new ApiError({
    name: 'NetworkError',
    message: describeErrorCode(locale, 'SYSTEM_UNAVAILABLE'),
    code: 'NETWORK_ERROR',
    status: 0,
  });
}

/** Fills `:name` segments of a route path; a missing parameter is a programmer error. */
export function fillPathParams(
  path: string,
  params: Readonly<Record<string, unknown>> = {},
): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    assert(
      typeof value === 'string' || typeof value === 'number',
      `path parameter ${name} is missing`,
    );
    return encodeURIComponent(String(value));
  });
}

type TQueryScalar = string | number | boolean;

function isQueryScalar(value: unknown): value is TQueryScalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** Query values are scalars or lists of them (sent comma-separated, as the contract's lists expect). */
function appendQueryValue(search: URLSearchParams, name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  const values: unknown[] = Array.isArray(value) ? value : [value];
  assert(
    values.every(isQueryScalar),
    `query parameter ${name} must be a scalar or a list of scalars`,
  );
  search.set(name, values.map(String).join(','));
}

/** Path after the base, then the route's query and the locale every call carries (000 §7). */
export function buildApiUrl(
  path: string,
  params: Readonly<Record<string, unknown>> | undefined,
  query: Readonly<Record<string, unknown>> | undefined,
  locale: TLocale,
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) appendQueryValue(search, name, value);
  // A call whose locale is written its own way keeps it (000 §7: the slip validation's hr-hr).
  if (!search.has('locale')) search.set('locale', toWireLocale(locale));
  return `${API_BASE_PATH}${fillPathParams(path, params)}?${search.toString()}`;
}

/** 000 §8: 503 with Retry-After 1800 means the session is over. */
export function isSessionExpiredAnswer(status: number, retryAfter: string | null): boolean {
  return status === 503 && retryAfter?.trim() === SESSION_EXPIRED_RETRY_AFTER_SECONDS;
}

export function isSignInPath(pathname: string): boolean {
  return pathname === SIGN_IN_PAGE_PATH || pathname.startsWith(`${SIGN_IN_PAGE_PATH}/`);
}

function isMobileTokenPath(pathname: string): boolean {
  return pathname === MOBILE_TOKEN_PAGE_PATH || pathname.startsWith(`${MOBILE_TOKEN_PAGE_PATH}/`);
}

/**
 * 000 §8: a 401 outside the sign-in pages asks the session check whether the session still lives.
 * The demo mobile token page is a device, not a signed-in page, so it is left alone as well.
 */
export function shouldCheckSessionAfter(
  status: number,
  pathname: string,
  routePath: string,
): boolean {
  return (
    status === 401 &&
    routePath !== SESSION_VALIDITY_PATH &&
    !isSignInPath(pathname) &&
    !isMobileTokenPath(pathname)
  );
}

const ROUTE_NAMES: ReadonlyMap<TRouteDefinition, string> = new Map(
  Object.entries(apiRoutes).map(([name, route]) => [route as TRouteDefinition, name]),
);

/** A route name that reads whether a device approved something: `getQrApproval`, `get…Approval`. */
export function isApprovalCheckRouteName(name: string): boolean {
  return /^get\w*Approval(Status)?$/.test(name);
}

/** An approval check polls whether a device approved something: the QR routes and any `get…Approval`. */
export function isApprovalCheckRoute(route: Pick<TRouteDefinition, 'method' | 'path'>): boolean {
  if (route.path === QR_CODE_PATH || route.path.startsWith(`${QR_CODE_PATH}/`)) return true;
  const name = ROUTE_NAMES.get(route as TRouteDefinition);
  return route.method === 'GET' && name !== undefined && isApprovalCheckRouteName(name);
}

/** 000 §8: an approval check answering 401 "expired" (by message or by an …_EXPIRED code) is a 419. */
export function isExpiredApprovalAnswer(
  route: Pick<TRouteDefinition, 'method' | 'path'>,
  error: Pick<ApiError, 'status' | 'code' | 'message'>,
): boolean {
  return (
    error.status === 401 &&
    isApprovalCheckRoute(route) &&
    (/expired/i.test(error.message) || error.code.endsWith('_EXPIRED'))
  );
}

export function toExpiredApprovalError(error: ApiError): ApiError {
  return new ApiError({
    name: error.name,
    message: error.message,
    code: EXPIRED_APPROVAL_CODE,
    status: error.status,
    validations: error.validations,
  });
}

/** A firewall answers a blocked update with 200 and an HTML page instead of JSON. */
export function isHtmlAnswerToUpdate(
  method: string,
  status: number,
  contentType: string | null,
): boolean {
  return (
    UPDATE_METHODS.has(method) &&
    status === 200 &&
    (contentType ?? '').toLowerCase().includes('text/html')
  );
}

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

export function extractTextFromHtml(html: string): string {
  return html
    .replace(/<(script|style|head|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
      return HTML_ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The firewall page's own words, else the fallback (read only when the page has none). */
export async function createRefusedRequestError(
  html: string,
  readFallback: () => Promise<string>,
): Promise<ApiError> {
  const text = extractTextFromHtml(html);
  return new ApiError({
    name: 'ApiError',
    message: text || (await readFallback()),
    code: 'ATTACHMENT_ISSUES',
    status: 422,
  });
}

/** The browser effects of the network rules, injectable so the rules run in tests. */
export interface TApiEnvironment {
  fetch: typeof fetch;
  getLocale: () => TLocale;
  getPathname: () => string;
  getToken: () => string | null;
  /** Clears the token and records why the session ended. */
  endExpiredSession: (reason: 'sessionExpired' | 'accessRevoked') => void;
  reloadPage: () => void;
  now: () => number;
  /** A call of the person's own (not background) reached the server with the session. */
  recordOwnActivity: (at: number) => void;
}

type TActivityListener = (at: number) => void;

/**
 * The person's own activity as the server sees it: the time of the last call sent with the
 * session and not marked as background. The idle countdown (000 §9) runs from it.
 */
export function createOwnActivityTracker() {
  let lastAt: number | undefined;
  const listeners = new Set<TActivityListener>();
  return {
    record(at: number): void {
      if (lastAt !== undefined && at <= lastAt) return;
      lastAt = at;
      for (const listener of listeners) listener(at);
    },
    getLastAt(): number | undefined {
      return lastAt;
    },
    subscribe(listener: TActivityListener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

type TOptionalInputKey<I> = {
  [K in keyof I]-?: I[K] extends undefined ? K : object extends I[K] ? K : never;
}[keyof I];
type TRequiredInputKey<I> = Exclude<keyof I, TOptionalInputKey<I>>;

/** What a call takes: params, query and body as the contract types them, optional where they may be. */
export type TCallInput<R extends TRouteDefinition> = {
  [K in TRequiredInputKey<TRouteInput<R>>]: TRouteInput<R>[K];
} & {
  [K in TOptionalInputKey<TRouteInput<R>>]?: TRouteInput<R>[K];
} & TCallOptions;

/** How a call is made, beside what it sends. */
export interface TCallOptions {
  signal?: AbortSignal;
  /** Polling the person did not ask for: sent as background, it never renews the session. */
  background?: true;
  /**
   * The call ends the session itself (sign-out): an answer that the session is already over is
   * the expected outcome, so the expired-session rules of 000 §8 do not take the person away.
   */
  isSessionEnding?: true;
  /**
   * The key of a call that moves money (a route marked isIdempotent): one per action of the
   * person, kept for the action's retries, so the server answers a retry with the first answer.
   */
  idempotencyKey?: string;
}

export type TCallArgs<R extends TRouteDefinition> =
  TRequiredInputKey<TRouteInput<R>> extends never
    ? [input?: TCallInput<R>]
    : [input: TCallInput<R>];

interface TLooseInput extends TCallOptions {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

async function readJsonOrUndefined(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy's plain-text error page: the status alone describes the failure.
    return undefined;
  }
}

async function isSessionStillValid(environment: TApiEnvironment): Promise<boolean> {
  const url = `${API_BASE_PATH}${SESSION_VALIDITY_PATH}?locale=${toWireLocale(environment.getLocale())}`;
  try {
    const response = await environment.fetch(url, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    return isRecord(body) && body.valid === true;
  } catch {
    // A check that cannot answer cannot vouch for the session: treat it as ended.
    return false;
  }
}

/** The bank's support contact for a refusal without words; a lookup that fails leaves it out. */
async function readSupportContact(
  environment: TApiEnvironment,
): Promise<TSupportContact | undefined> {
  const url = `${API_BASE_PATH}${apiRoutes.getBankMetadata.path}?locale=${toWireLocale(environment.getLocale())}`;
  try {
    const response = await environment.fetch(url, { headers: { Accept: 'application/json' } });
    const body: unknown = response.ok ? await response.json() : undefined;
    return isRecord(body) && typeof body.supportPhone === 'string' && typeof body.email === 'string'
      ? { supportPhone: body.supportPhone, email: body.email }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * 000 §8: a delete call's error carries the HTTP status as its code; the description stays the
 * server's, in the shown language.
 */
function withStatusAsCode(error: ApiError): ApiError {
  return new ApiError({
    name: error.name,
    message: error.message,
    code: String(error.status),
    status: error.status,
    validations: error.validations,
  });
}

/** The server counts a call as the person's activity unless the call or its route is background. */
export function isBackgroundCall(
  route: TRouteDefinition,
  options: Pick<TCallOptions, 'background'>,
): boolean {
  return options.background === true || route.isBackground === true;
}

/** Sends a call as 000 §8 says (headers, session rules, errors) and answers the successful response. */
export function createRequester(environment: TApiEnvironment) {
  /**
   * The session is over and the page is reloaded (000 §8); without a session it opens on the
   * sign-in page with the reason. The call never settles: a caller reacting to it would only start
   * a second navigation racing the full load, so nothing on the leaving page reacts any more.
   */
  function reloadWithoutSession(error?: ApiError): Promise<never> {
    environment.endExpiredSession(
      error?.code === 'SESSION_ACCESS_REVOKED' ? 'accessRevoked' : 'sessionExpired',
    );
    environment.reloadPage();
    return new Promise<never>(() => undefined);
  }

  async function handleFailure(
    route: TRouteDefinition,
    response: Response,
    options: TCallOptions,
  ): Promise<never> {
    const error = createApiErrorFromResponse(
      response.status,
      response.statusText,
      await readJsonOrUndefined(response),
    );
    if (isExpiredApprovalAnswer(route, error)) throw toExpiredApprovalError(error);
    if (options.isSessionEnding) throw error;
    if (route.method === 'DELETE') throw withStatusAsCode(error);
    if (isSessionExpiredAnswer(response.status, response.headers.get('Retry-After')))
      return reloadWithoutSession();
    if (shouldCheckSessionAfter(response.status, environment.getPathname(), route.path)) {
      if (await isSessionStillValid(environment)) {
        await loadErrorTexts(environment.getLocale());
        throw createGenericServerError(environment.getLocale());
      }
      return reloadWithoutSession(error);
    }
    throw error;
  }

  return async function send(
    route: TRouteDefinition,
    input: TLooseInput,
    accept: string,
  ): Promise<Response> {
    const locale = environment.getLocale();
    const url = buildApiUrl(route.path, input.params, input.query, locale);
    const headers: Record<string, string> = {
      Accept: accept,
      [PAGE_HEADER]: environment.getPathname(),
    };
    const isBackground = isBackgroundCall(route, input);
    if (isBackground) headers[BACKGROUND_HEADER] = 'true';
    const token = environment.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (route.isIdempotent) {
      assert(input.idempotencyKey !== undefined, `${route.path} needs an idempotency key`);
      headers[IDEMPOTENCY_KEY_HEADER] = input.idempotencyKey;
    }
    const init: RequestInit = { method: route.method, headers, credentials: 'same-origin' };
    if (input.signal) init.signal = input.signal;
    if (input.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(input.body);
    }

    const sentAt = environment.now();
    let response: Response;
    try {
      response = await environment.fetch(url, init);
    } catch (cause) {
      if (input.signal?.aborted) throw cause;
      await loadErrorTexts(locale);
      throw createNetworkError(locale);
    }
    // The server renews the session when it reads the call, so the send time is the safe estimate.
    if (token && !isBackground && response.status !== 401) environment.recordOwnActivity(sentAt);

    if (!response.ok) return handleFailure(route, response, input);
    if (isHtmlAnswerToUpdate(route.method, response.status, response.headers.get('Content-Type'))) {
      const html = await response.text();
      throw await createRefusedRequestError(html, async () =>
        describeRefusedRequest(
          await readRefusedRequestFallback(),
          await readSupportContact(environment),
        ),
      );
    }
    return response;
  };
}

export function createApiClient(environment: TApiEnvironment) {
  const send = createRequester(environment);
  return async function callApi<R extends TRouteDefinition>(
    route: R,
    ...args: TCallArgs<R>
  ): Promise<TRouteResponse<R>> {
    const response = await send(route, args[0] ?? {}, 'application/json');
    if (route.response === null) return undefined as TRouteResponse<R>;
    const answer = await readJsonOrUndefined(response);
    // The production build's route table has no schemas (src/api/api-routes.ts): the server's
    // answers are the contract's by its own tests. In development and the tests, each is checked.
    if (route.response === undefined) return answer as TRouteResponse<R>;
    const parsed = route.response.safeParse(answer);
    if (!parsed.success) {
      console.error(
        `${route.method} ${route.path}: the answer does not match the contract`,
        parsed.error.issues,
      );
      await loadErrorTexts(environment.getLocale());
      throw createGenericServerError(environment.getLocale());
    }
    return parsed.data as TRouteResponse<R>;
  };
}

let activeLocale: TLocale = DEFAULT_LOCALE;

/** The i18n provider keeps this in step with the interface language. */
export function setApiLocale(locale: TLocale): void {
  activeLocale = locale;
}

const ownActivity = createOwnActivityTracker();

/** Listens to the person's own calls; returns the way to stop listening. */
export function onOwnActivity(listener: TActivityListener): () => void {
  return ownActivity.subscribe(listener);
}

/** When the person's last own call was sent (epoch ms), or undefined before the first one. */
export function getLastOwnActivityAt(): number | undefined {
  return ownActivity.getLastAt();
}

/** The browser's network, location, session token and activity: what the app's clients use. */
export const browserEnvironment: TApiEnvironment = {
  fetch: (input, init) => fetch(input, init),
  getLocale: () => activeLocale,
  getPathname: () => window.location.pathname,
  getToken: getSessionToken,
  endExpiredSession: (reason) => {
    setSessionToken(null);
    recordLogoutReason(reason);
  },
  reloadPage: () => window.location.reload(),
  now: () => Date.now(),
  recordOwnActivity: (at) => ownActivity.record(at),
};

/** The one API client of the app. */
export const callApi = createApiClient(browserEnvironment);
