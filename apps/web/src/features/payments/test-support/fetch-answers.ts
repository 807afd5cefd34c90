/** The address a stubbed fetch was called with, whichever form the caller gave it in. */
export function readUrl(input: RequestInfo | URL): string {
  if (input instanceof Request) return input.url;
  return input instanceof URL ? input.href : input;
}

/** A successful JSON answer, as a stubbed fetch gives it back. */
export function answerJson(body: unknown): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}
