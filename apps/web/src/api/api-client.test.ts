import { describe, expect, it, vi } from 'vitest';
import { apiRoutes } from './api-routes';
import { loadWholeCatalogues } from '../../test/whole-catalogues';
import {
  API_BASE_PATH,
  ApiError,
  SIGN_IN_PAGE_PATH,
  buildApiUrl,
  readApiBasePath,
  createApiClient,
  createApiErrorFromResponse,
  createOwnActivityTracker,
  createRefusedRequestError,
  readRefusedRequestFallback,
  extractTextFromHtml,
  fillPathParams,
  isApprovalCheckRoute,
  isApprovalCheckRouteName,
  isBackgroundCall,
  isExpiredApprovalAnswer,
  isHtmlAnswerToUpdate,
  isSessionExpiredAnswer,
  shouldCheckSessionAfter,
  type TApiEnvironment,
} from './api-client';

loadWholeCatalogues();

const ACCOUNT_ID = '3f1c2a4e-8b7d-5c6e-a123-9f8e7d6c5b4a';

const ERROR_BODY = {
  errorId: 'c0ffee00-1111-4222-8333-444455556666',
  errorCode: 'NOT_FOUND',
  description: 'Traženi podatak ne postoji.',
  traceId: 'trace-1',
};

const BANK_METADATA = {
  name: 'Banka',
  legalName: 'Banka d.d.',
  bic: 'BANKHR2X',
  bankCode: '2999992',
  oib: '12345678903',
  address: { street: 'Ulica 1', postalCode: '10000', city: 'Zagreb', country: 'HR' },
  phone: '01 1234 567',
  supportPhone: '0800 1234',
  email: 'podrska@banka.hr',
  website: 'https://banka.hr',
};

describe('createApiErrorFromResponse', () => {
  it('takes name, message and code from the error body', () => {
    const error = createApiErrorFromResponse(404, 'Not Found', ERROR_BODY);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe(ERROR_BODY.errorId);
    expect(error.message).toBe('Traženi podatak ne postoji.');
    expect(error.code).toBe('NOT_FOUND');
    expect(error.status).toBe(404);
    expect(error.validations).toEqual([]);
  });

  it('keeps the validations of the body', () => {
    const validations = [
      { field: 'body.name', code: 'FIELD_TOO_LONG', description: 'Unos je predug.' },
    ];
    const error = createApiErrorFromResponse(400, 'Bad Request', {
      ...ERROR_BODY,
      errorCode: 'VALIDATION_FAILED',
      validations,
    });
    expect(error.validations).toEqual(validations);
  });

  it('falls back to the status text and the HTTP status without a body', () => {
    const error = createApiErrorFromResponse(502, 'Bad Gateway', undefined);
    expect(error.message).toBe('Bad Gateway');
    expect(error.code).toBe('502');
    expect(error.status).toBe(502);
  });

  it('does not trust a body that is not the error form', () => {
    const error = createApiErrorFromResponse(500, 'Internal Server Error', { message: 'boom' });
    expect(error.code).toBe('500');
    expect(error.message).toBe('Internal Server Error');
  });

  it('uses the status when there is not even a status text', () => {
    expect(createApiErrorFromResponse(500, '', undefined).message).toBe('500');
  });
});

describe('readApiBasePath', () => {
  const documentWith = (content: string | null) => ({
    querySelector: () =>
      content === null ? null : ({ getAttribute: () => content } as unknown as Element),
  });
  it('takes the base the server wrote into the page', () => {
    expect(readApiBasePath(documentWith('/bank/api/v1'))).toBe('/bank/api/v1');
    expect(readApiBasePath(documentWith('/api/v1'))).toBe('/api/v1');
  });
  it('falls back to /mw/api/v1 without a page, a tag or a sane value', () => {
    expect(readApiBasePath(undefined)).toBe('/mw/api/v1');
    expect(readApiBasePath(documentWith(null))).toBe('/mw/api/v1');
    expect(readApiBasePath(documentWith('https://evil.example/api/v1'))).toBe('/mw/api/v1');
  });
});

describe('fillPathParams and buildApiUrl', () => {
  it('fills and escapes path parameters', () => {
    expect(fillPathParams('/accounts/:accountId', { accountId: ACCOUNT_ID })).toBe(
      `/accounts/${ACCOUNT_ID}`,
    );
    expect(fillPathParams('/x/:a/y/:b', { a: 'a b', b: 'c/d' })).toBe('/x/a%20b/y/c%2Fd');
  });

  it('refuses a missing parameter loudly', () => {
    expect(() => fillPathParams('/accounts/:accountId', {})).toThrow(/accountId/);
  });

  it('adds the locale to every call and keeps the query', () => {
    expect(buildApiUrl('/accounts', undefined, undefined, 'hr')).toBe(
      `${API_BASE_PATH}/accounts?locale=hr_hr`,
    );
    expect(
      buildApiUrl(
        '/personal-settings',
        undefined,
        { personIdOrSno: '2000101', skipped: undefined },
        'en',
      ),
    ).toBe(`${API_BASE_PATH}/personal-settings?personIdOrSno=2000101&locale=en_us`);
  });

  it('keeps a locale the call names its own way (the slip validation takes hr-hr or en-en)', () => {
    expect(buildApiUrl('/payments/slips/validate', undefined, { locale: 'en-en' }, 'hr')).toBe(
      `${API_BASE_PATH}/payments/slips/validate?locale=en-en`,
    );
  });
});

describe('network rule decisions', () => {
  it('reads 503 with Retry-After 1800 as an expired session', () => {
    expect(isSessionExpiredAnswer(503, '1800')).toBe(true);
    expect(isSessionExpiredAnswer(503, ' 1800 ')).toBe(true);
    expect(isSessionExpiredAnswer(503, '120')).toBe(false);
    expect(isSessionExpiredAnswer(503, null)).toBe(false);
    expect(isSessionExpiredAnswer(500, '1800')).toBe(false);
  });

  it('checks the session after a 401 only outside the sign-in pages', () => {
    expect(shouldCheckSessionAfter(401, '/accounts', '/accounts')).toBe(true);
    expect(shouldCheckSessionAfter(401, '/login/mock', '/login/mock')).toBe(false);
    expect(shouldCheckSessionAfter(401, '/login', '/login')).toBe(false);
    expect(shouldCheckSessionAfter(401, '/loginx', '/accounts')).toBe(true);
    expect(shouldCheckSessionAfter(403, '/accounts', '/accounts')).toBe(false);
    expect(shouldCheckSessionAfter(401, '/accounts', '/sessions/is-valid')).toBe(false);
  });

  it('leaves the demo mobile token page alone after a 401: it is a device, not a session', () => {
    expect(shouldCheckSessionAfter(401, '/mobile-token', '/mobile-token/approvals')).toBe(false);
    expect(shouldCheckSessionAfter(401, '/mobile-tokens', '/accounts')).toBe(true);
  });

  it('sends an expired session to the real sign-in', () => {
    expect(SIGN_IN_PAGE_PATH).toBe('/login');
  });

  it('spots an HTML page answering an update', () => {
    expect(isHtmlAnswerToUpdate('PATCH', 200, 'text/html; charset=utf-8')).toBe(true);
    expect(isHtmlAnswerToUpdate('POST', 200, 'TEXT/HTML')).toBe(true);
    expect(isHtmlAnswerToUpdate('PUT', 200, 'text/html')).toBe(true);
    expect(isHtmlAnswerToUpdate('GET', 200, 'text/html')).toBe(false);
    expect(isHtmlAnswerToUpdate('PATCH', 200, 'application/json')).toBe(false);
    expect(isHtmlAnswerToUpdate('PATCH', 201, 'text/html')).toBe(false);
    expect(isHtmlAnswerToUpdate('PATCH', 200, null)).toBe(false);
  });

  it('turns the HTML page into a 422 ATTACHMENT_ISSUES error with the page text', async () => {
    const html =
      '<html><head><title>Blocked</title><style>p{}</style></head><body><h1>Request rejected</h1><p>Support ID: 42 &amp; more</p><script>x()</script></body></html>';
    expect(extractTextFromHtml(html)).toBe('Request rejected Support ID: 42 & more');
    const error = await createRefusedRequestError(html, readRefusedRequestFallback);
    expect(error.status).toBe(422);
    expect(error.code).toBe('ATTACHMENT_ISSUES');
    expect(error.message).toBe('Request rejected Support ID: 42 & more');
  });

  it('uses the Croatian fallback when the page has no text', async () => {
    const error = await createRefusedRequestError(
      '<html><body> </body></html>',
      readRefusedRequestFallback,
    );
    expect(error.message).toBe('Zahtjev je odbijen. Za pomoć se obratite podršci banke.');
  });
});

function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

const NOW = Date.UTC(2026, 2, 5, 9, 0, 0);

/** Whether a promise settles within a few event-loop turns (a call that leaves the page does not). */
async function settlesSoon(promise: Promise<unknown>): Promise<boolean> {
  let isSettled = false;
  promise.then(
    () => (isSettled = true),
    () => (isSettled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  return isSettled;
}

function createTestEnvironment(overrides: Partial<Omit<TApiEnvironment, 'fetch'>> = {}) {
  const environment = {
    fetch: vi.fn<typeof fetch>(),
    getLocale: () => 'hr' as const,
    getPathname: () => '/accounts',
    getToken: () => 'token-1',
    endExpiredSession: vi.fn(),
    reloadPage: vi.fn(),
    now: () => NOW,
    recordOwnActivity: vi.fn<(at: number) => void>(),
    ...overrides,
  };
  return environment;
}

function sentHeaders(environment: ReturnType<typeof createTestEnvironment>, call = 0): Headers {
  return new Headers(environment.fetch.mock.calls[call]?.[1]?.headers);
}

describe('callApi', () => {
  it('sends the bearer token, the locale and a JSON body, and validates the answer', async () => {
    const environment = createTestEnvironment();
    environment.fetch.mockResolvedValueOnce(jsonResponse(200, { valid: true }));
    const callApi = createApiClient(environment);
    await expect(callApi(apiRoutes.getSessionValidity)).resolves.toEqual({ valid: true });
    const [url, init] = environment.fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${API_BASE_PATH}/sessions/is-valid?locale=hr_hr`);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('sends JSON bodies and fills params', async () => {
    const environment = createTestEnvironment({ getLocale: () => 'en' });
    environment.fetch.mockResolvedValueOnce(new Response(null, { status: 204 }));
    const callApi = createApiClient(environment);
    await expect(
      callApi(apiRoutes.postClientLog, {
        body: { severity: 'INFO', name: 'LANGUAGE_CHANGED', details: [] },
      }),
    ).resolves.toBeUndefined();
    const [url, init] = environment.fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${API_BASE_PATH}/client-logs?locale=en_us`);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"severity":"INFO","name":"LANGUAGE_CHANGED","details":[]}');
  });

  it('leaves the Authorization header out without a token', async () => {
    const environment = createTestEnvironment({ getToken: () => null });
    environment.fetch.mockResolvedValueOnce(jsonResponse(200, { valid: false }));
    await createApiClient(environment)(apiRoutes.getSessionValidity);
    expect(new Headers(environment.fetch.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(
      false,
    );
  });

  it('rejects with the error form of the body', async () => {
    const environment = createTestEnvironment();
    environment.fetch.mockResolvedValueOnce(jsonResponse(404, ERROR_BODY));
    const error = await createApiClient(environment)(apiRoutes.getAccount, {
      params: { accountId: ACCOUNT_ID },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404, name: ERROR_BODY.errorId });
  });

  it('ends the session and reloads on 503 with Retry-After 1800', async () => {
    const environment = createTestEnvironment();
    environment.fetch.mockResolvedValueOnce(
      jsonResponse(503, undefined, { 'Retry-After': '1800' }),
    );
    expect(await settlesSoon(createApiClient(environment)(apiRoutes.getAccounts))).toBe(false);
    expect(environment.endExpiredSession).toHaveBeenCalledOnce();
    expect(environment.reloadPage).toHaveBeenCalledOnce();
  });

  it('tells a session ended by a revoked authority from an expired one', async () => {
    const environment = createTestEnvironment();
    environment.fetch
      .mockResolvedValueOnce(
        jsonResponse(401, {
          ...ERROR_BODY,
          errorCode: 'SESSION_ACCESS_REVOKED',
          description: 'Vaša su ovlaštenja opozvana.',
        }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { valid: false }));
    expect(await settlesSoon(createApiClient(environment)(apiRoutes.getAccounts))).toBe(false);
    expect(environment.endExpiredSession).toHaveBeenCalledWith('accessRevoked');
    expect(environment.reloadPage).toHaveBeenCalledOnce();
  });

  it('ends an invalid session and reloads after a 401', async () => {
    const environment = createTestEnvironment();
    environment.fetch
      .mockResolvedValueOnce(
        jsonResponse(401, {
          ...ERROR_BODY,
          errorCode: 'SESSION_NOT_FOUND',
          description: 'Sesija je istekla.',
        }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { valid: false }));
    // The page is reloaded (it opens on the sign-in page): the call never settles, so nothing redirects twice.
    expect(await settlesSoon(createApiClient(environment)(apiRoutes.getAccounts))).toBe(false);
    expect(environment.fetch.mock.calls[1]?.[0]).toBe(
      `${API_BASE_PATH}/sessions/is-valid?locale=hr_hr`,
    );
    expect(environment.fetch.mock.calls[1]?.[1]?.credentials).toBe('same-origin');
    expect(environment.endExpiredSession).toHaveBeenCalledOnce();
    expect(environment.reloadPage).toHaveBeenCalledOnce();
  });

  it('answers a generic 500 when the session is still valid after a 401', async () => {
    const environment = createTestEnvironment();
    environment.fetch
      .mockResolvedValueOnce(jsonResponse(401, ERROR_BODY))
      .mockResolvedValueOnce(jsonResponse(200, { valid: true }));
    const error = await createApiClient(environment)(apiRoutes.getAccounts).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      code: '500',
      status: 500,
      message: 'Došlo je do pogreške. Pokušajte ponovno kasnije.',
    });
    expect(environment.reloadPage).not.toHaveBeenCalled();
    expect(environment.endExpiredSession).not.toHaveBeenCalled();
  });

  it('leaves a 401 on the sign-in page to the page', async () => {
    const environment = createTestEnvironment({ getPathname: () => '/login/mock' });
    environment.fetch.mockResolvedValueOnce(
      jsonResponse(401, { ...ERROR_BODY, errorCode: 'AUTH_01' }),
    );
    const error = await createApiClient(environment)(apiRoutes.postMockLogin, {
      body: { personId: 2000101, customerId: 100245 },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'AUTH_01' });
    expect(environment.fetch).toHaveBeenCalledOnce();
  });

  it('turns an HTML answer to an update into ATTACHMENT_ISSUES', async () => {
    const environment = createTestEnvironment();
    environment.fetch.mockResolvedValueOnce(
      new Response('<html><body>Blocked by policy</body></html>', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    const error = await createApiClient(environment)(apiRoutes.patchAccountsOrder, {
      body: { order: [ACCOUNT_ID] },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 422,
      code: 'ATTACHMENT_ISSUES',
      message: 'Blocked by policy',
    });
  });

  it('names the bank support contact when the refusing page has no words', async () => {
    const environment = createTestEnvironment();
    environment.fetch
      .mockResolvedValueOnce(
        new Response('<html><body> </body></html>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
      )
      .mockResolvedValueOnce(jsonResponse(200, BANK_METADATA));
    const error = await createApiClient(environment)(apiRoutes.patchAccountsOrder, {
      body: { order: [ACCOUNT_ID] },
    }).catch((e: unknown) => e);
    expect(environment.fetch.mock.calls[1]?.[0]).toBe(
      `${API_BASE_PATH}/bank-metadata?locale=hr_hr`,
    );
    expect(error).toMatchObject({
      status: 422,
      code: 'ATTACHMENT_ISSUES',
      message:
        'Zahtjev je odbijen. Za pomoć se obratite podršci banke: 0800 1234, podrska@banka.hr.',
    });
  });

  it('keeps the fixed text when the bank data cannot be read either', async () => {
    const environment = createTestEnvironment();
    environment.fetch
      .mockResolvedValueOnce(
        new Response('<html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      )
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await createApiClient(environment)(apiRoutes.patchAccountsOrder, {
      body: { order: [ACCOUNT_ID] },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: await readRefusedRequestFallback() });
  });

  it('gives a failed delete call the HTTP status as its code, keeping the description', async () => {
    const environment = createTestEnvironment();
    environment.fetch.mockResolvedValueOnce(
      jsonResponse(404, { ...ERROR_BODY, errorCode: 'TEMPLATE_DELETE_ERROR' }),
    );
    const error = await createApiClient(environment)(apiRoutes.deleteFavorite, {
      params: { favoriteId: ACCOUNT_ID },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '404', status: 404, message: ERROR_BODY.description });
  });

  it('turns a failed connection into an ApiError', async () => {
    const environment = createTestEnvironment();
    environment.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(createApiClient(environment)(apiRoutes.getAccounts)).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      status: 0,
    });
  });
});

describe('background calls, the page header and own activity', () => {
  const EXPIRATION = {
    sessionId: ACCOUNT_ID,
    expiresAt: '2026-03-05T09:05:00.000Z',
    remainingSeconds: 300,
    idleTimeoutSeconds: 300,
  };

  it('tells the server the page the person is on, with every call', async () => {
    const environment = createTestEnvironment({ getPathname: () => '/accounts/abc' });
    environment.fetch.mockResolvedValueOnce(jsonResponse(200, { valid: true }));
    await createApiClient(environment)(apiRoutes.getSessionValidity);
    expect(sentHeaders(environment).get('x-poslovno-page')).toBe('/accounts/abc');
  });

  it('marks a call with the background option, and it is not own activity', async () => {
    const environment = createTestEnvironment();
    environment.fetch.mockResolvedValueOnce(jsonResponse(200, { accounts: [] }));
    await createApiClient(environment)(apiRoutes.getAccounts, { background: true });
    expect(sentHeaders(environment).get('x-poslovno-background')).toBe('true');
    expect(environment.recordOwnActivity).not.toHaveBeenCalled();
  });

  it('marks a route the contract calls background even without the option', async () => {
    const environment = createTestEnvironment();
    environment.fetch.mockResolvedValueOnce(jsonResponse(200, EXPIRATION));
    await createApiClient(environment)(apiRoutes.getSessionExpiration, {
      params: { sessionId: ACCOUNT_ID },
    });
    expect(sentHeaders(environment).get('x-poslovno-background')).toBe('true');
    expect(environment.recordOwnActivity).not.toHaveBeenCalled();
    expect(isBackgroundCall(apiRoutes.getAccounts, {})).toBe(false);
    expect(isBackgroundCall(apiRoutes.getAccounts, { background: true })).toBe(true);
    expect(isBackgroundCall(apiRoutes.getSessionExpiration, {})).toBe(true);
  });

  it('records an own call with the session at the time it was sent', async () => {
    let now = NOW;
    const environment = createTestEnvironment({ now: () => now });
    environment.fetch.mockImplementationOnce(() => {
      now += 800;
      return Promise.resolve(jsonResponse(404, ERROR_BODY));
    });
    await createApiClient(environment)(apiRoutes.getAccounts).catch(() => undefined);
    expect(sentHeaders(environment).has('x-poslovno-background')).toBe(false);
    expect(environment.recordOwnActivity).toHaveBeenCalledExactlyOnceWith(NOW);
  });

  it('records nothing without a session, after a 401 or when the call never arrived', async () => {
    const anonymous = createTestEnvironment({ getToken: () => null });
    anonymous.fetch.mockResolvedValueOnce(jsonResponse(200, { valid: false }));
    await createApiClient(anonymous)(apiRoutes.getSessionValidity);
    expect(anonymous.recordOwnActivity).not.toHaveBeenCalled();

    const expired = createTestEnvironment({ getPathname: () => '/login' });
    expired.fetch.mockResolvedValueOnce(
      jsonResponse(401, { ...ERROR_BODY, errorCode: 'SESSION_NOT_FOUND' }),
    );
    await createApiClient(expired)(apiRoutes.getAccounts).catch(() => undefined);
    expect(expired.recordOwnActivity).not.toHaveBeenCalled();

    const offline = createTestEnvironment();
    offline.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await createApiClient(offline)(apiRoutes.getAccounts).catch(() => undefined);
    expect(offline.recordOwnActivity).not.toHaveBeenCalled();
  });
});

describe('createOwnActivityTracker', () => {
  it('keeps the latest time and tells listeners until they stop listening', () => {
    const tracker = createOwnActivityTracker();
    const listener = vi.fn();
    expect(tracker.getLastAt()).toBeUndefined();
    const stop = tracker.subscribe(listener);
    tracker.record(NOW);
    tracker.record(NOW - 1000);
    expect(tracker.getLastAt()).toBe(NOW);
    expect(listener).toHaveBeenCalledExactlyOnceWith(NOW);
    stop();
    tracker.record(NOW + 1000);
    expect(tracker.getLastAt()).toBe(NOW + 1000);
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('expired approval checks (000 §8: code 419)', () => {
  const QR_CODE_ID = '7a1c2a4e-8b7d-4c6e-a123-9f8e7d6c5b4a';
  const EXPIRED_QR = {
    ...ERROR_BODY,
    errorCode: 'QR_CODE_EXPIRED',
    description: 'QR kod je istekao. Osvježite ga i skenirajte ponovno.',
  };

  it('knows the approval checks', () => {
    expect(isApprovalCheckRoute(apiRoutes.getQrApproval)).toBe(true);
    expect(isApprovalCheckRoute(apiRoutes.patchQrCode)).toBe(true);
    expect(isApprovalCheckRoute(apiRoutes.postMobileTokenApproval)).toBe(false);
    expect(isApprovalCheckRoute(apiRoutes.getAccounts)).toBe(false);
    expect(isApprovalCheckRouteName('getQrApproval')).toBe(true);
    expect(isApprovalCheckRouteName('getSigningApproval')).toBe(true);
    expect(isApprovalCheckRouteName('getSigningApprovalStatus')).toBe(true);
    expect(isApprovalCheckRouteName('postMobileTokenApproval')).toBe(false);
    expect(isApprovalCheckRouteName('getAccounts')).toBe(false);
  });

  it('reads "expired" from the message in any case, or from an …_EXPIRED code', () => {
    const answer = (code: string, message: string, status = 401) => ({ status, code, message });
    const route = apiRoutes.getQrApproval;
    expect(isExpiredApprovalAnswer(route, answer('QR_CODE_EXPIRED', 'QR kod je istekao.'))).toBe(
      true,
    );
    expect(isExpiredApprovalAnswer(route, answer('SIGNING_CHALLENGE_EXPIRED', 'x'))).toBe(true);
    expect(isExpiredApprovalAnswer(route, answer('401', 'Code EXPIRED'))).toBe(true);
    expect(isExpiredApprovalAnswer(route, answer('QR_UNAUTHORIZED', 'Unauthorised.'))).toBe(false);
    expect(isExpiredApprovalAnswer(route, answer('QR_CODE_EXPIRED', 'expired', 403))).toBe(false);
    expect(
      isExpiredApprovalAnswer(apiRoutes.getAccounts, answer('QR_CODE_EXPIRED', 'expired')),
    ).toBe(false);
  });

  it('turns the expired poll into code 419, keeping name and message, without a session check', async () => {
    const environment = createTestEnvironment({ getPathname: () => '/login' });
    environment.fetch.mockResolvedValueOnce(jsonResponse(401, EXPIRED_QR));
    const error = await createApiClient(environment)(apiRoutes.getQrApproval, {
      params: { qrCodeId: QR_CODE_ID },
      query: { sessionId: 'browser-1' },
      background: true,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: '419',
      status: 401,
      name: ERROR_BODY.errorId,
      message: EXPIRED_QR.description,
    });
    expect(environment.fetch).toHaveBeenCalledOnce();
  });

  it('does the same outside the sign-in page, where a 401 would otherwise check the session', async () => {
    const environment = createTestEnvironment({ getPathname: () => '/accounts' });
    environment.fetch.mockResolvedValueOnce(
      jsonResponse(401, { ...ERROR_BODY, errorCode: 'AUTH_01', description: 'Code expired' }),
    );
    const error = await createApiClient(environment)(apiRoutes.getQrApproval, {
      params: { qrCodeId: QR_CODE_ID },
      query: { sessionId: 'browser-1' },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '419' });
    expect(environment.fetch).toHaveBeenCalledOnce();
    expect(environment.reloadPage).not.toHaveBeenCalled();
  });

  it('leaves other 401 answers of the poll as they are', async () => {
    const environment = createTestEnvironment({ getPathname: () => '/login' });
    environment.fetch.mockResolvedValueOnce(
      jsonResponse(401, { ...ERROR_BODY, errorCode: 'QR_UNAUTHORIZED', description: 'Niste.' }),
    );
    const error = await createApiClient(environment)(apiRoutes.getQrApproval, {
      params: { qrCodeId: QR_CODE_ID },
      query: { sessionId: 'browser-1' },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'QR_UNAUTHORIZED', status: 401 });
  });
});

describe('a call that ends the session itself', () => {
  it('does not check the session or leave the page after a 401', async () => {
    const environment = createTestEnvironment();
    environment.fetch.mockResolvedValueOnce(
      jsonResponse(401, { ...ERROR_BODY, errorCode: 'SESSION_NOT_FOUND' }),
    );
    const error = await createApiClient(environment)(apiRoutes.deleteSession, {
      params: { sessionId: ACCOUNT_ID },
      isSessionEnding: true,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'SESSION_NOT_FOUND' });
    expect(environment.fetch).toHaveBeenCalledOnce();
    expect(environment.endExpiredSession).not.toHaveBeenCalled();
    expect(environment.reloadPage).not.toHaveBeenCalled();
  });

  it('does not reload on 503 with Retry-After 1800', async () => {
    const environment = createTestEnvironment();
    environment.fetch.mockResolvedValueOnce(
      jsonResponse(503, undefined, { 'Retry-After': '1800' }),
    );
    await createApiClient(environment)(apiRoutes.deleteSession, {
      params: { sessionId: ACCOUNT_ID },
      isSessionEnding: true,
    }).catch(() => undefined);
    expect(environment.endExpiredSession).not.toHaveBeenCalled();
    expect(environment.reloadPage).not.toHaveBeenCalled();
  });
});
