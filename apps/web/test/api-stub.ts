import { vi } from 'vitest';

/** A call the stubbed API received: its method, path after /api/v1, headers and JSON body. */
export interface TStubbedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** An answer of the stubbed API: a status and a JSON body (none for 204). */
export interface TStubbedAnswer {
  status?: number;
  body?: unknown;
}

function readUrl(input: RequestInfo | URL): string {
  if (input instanceof Request) return input.url;
  return input instanceof URL ? input.href : input;
}

/**
 * Replaces fetch with the server a screen test plays: each call is recorded and answered by
 * `answer` (by method and path, without the API prefix). Returns the calls received so far.
 */
export function stubApi(answer: (call: TStubbedCall) => TStubbedAnswer): TStubbedCall[] {
  const calls: TStubbedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const url = new URL(readUrl(input), 'http://localhost');
      const text = typeof init?.body === 'string' ? init.body : undefined;
      const call: TStubbedCall = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^.*\/api\/v1/, ''),
        headers: Object.fromEntries(
          Object.entries((init?.headers ?? {}) as Record<string, string>).map(([name, value]) => [
            name.toLowerCase(),
            value,
          ]),
        ),
        body: text === undefined ? undefined : (JSON.parse(text) as unknown),
      };
      calls.push(call);
      const { status = 200, body } = answer(call);
      return Promise.resolve(
        status === 204
          ? new Response(null, { status })
          : new Response(JSON.stringify(body), {
              status,
              headers: { 'Content-Type': 'application/json' },
            }),
      );
    }),
  );
  return calls;
}
