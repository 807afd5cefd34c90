import type { TRouteDefinition, TRouteResponse } from '@poslovno/contract';
import {
  browserEnvironment,
  createApiClient,
  type TApiEnvironment,
  type TCallArgs,
  type TCallInput,
} from './api-client';

// A module of its own: the upload's XMLHttpRequest stays out of pages that upload nothing.

/** How much of an upload has gone; the total is the whole request body, as the browser counts it. */
export interface TUploadProgress {
  sentBytes: number;
  totalBytes: number | undefined;
}

export interface TUploadInput {
  files: readonly File[];
  /** The form field the files go in, one part each ('file' unless the route says otherwise). */
  fieldName?: string;
  /** The form's other fields, sent before the files. */
  fields?: Readonly<Record<string, string>>;
  onProgress?: (progress: TUploadProgress) => void;
}

/** XMLHttpRequest, as far as an upload uses it: fetch reports no upload progress. */
export type TUploadRequest = Pick<
  XMLHttpRequest,
  | 'open'
  | 'setRequestHeader'
  | 'send'
  | 'abort'
  | 'getAllResponseHeaders'
  | 'status'
  | 'statusText'
  | 'response'
  | 'responseType'
  | 'upload'
  | 'onload'
  | 'onerror'
  | 'ontimeout'
  | 'onabort'
>;

function buildForm(input: TUploadInput): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(input.fields ?? {})) form.append(name, value);
  for (const file of input.files) form.append(input.fieldName ?? 'file', file, file.name);
  return form;
}

function readResponseHeaders(request: TUploadRequest): Headers {
  const headers = new Headers();
  for (const line of request.getAllResponseHeaders().split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

const BODYLESS_STATUSES: ReadonlySet<number> = new Set([204, 205, 304]);

/** The answer as fetch would have given it, so the API client's rules read it unchanged. */
function toResponse(request: TUploadRequest): Response {
  return new Response(
    BODYLESS_STATUSES.has(request.status) ? null : (request.response as Blob | null),
    {
      status: request.status,
      statusText: request.statusText,
      headers: readResponseHeaders(request),
    },
  );
}

/** What fetch rejects with when aborted: the signal's reason, an AbortError by default. */
function abortError(signal: AbortSignal | null | undefined): Error {
  const reason: unknown = signal?.reason;
  return reason instanceof Error
    ? reason
    : new DOMException('The upload was aborted', 'AbortError');
}

/**
 * The request fetch would have sent, with the form as its body, by XMLHttpRequest: it settles as
 * fetch does (a response for every HTTP answer, a TypeError when the network fails, the signal's
 * reason when aborted) and reports the progress of the body on the way.
 */
function sendForm(
  request: TUploadRequest,
  url: string,
  init: RequestInit | undefined,
  form: FormData,
  onProgress: TUploadInput['onProgress'],
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const signal = init?.signal;
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    request.open(init?.method ?? 'POST', url);
    new Headers(init?.headers).forEach((value, name) => request.setRequestHeader(name, value));
    request.responseType = 'blob';
    request.upload.onprogress = (event) =>
      onProgress?.({
        sentBytes: event.loaded,
        totalBytes: event.lengthComputable ? event.total : undefined,
      });
    request.onload = () => resolve(toResponse(request));
    request.onerror = () => reject(new TypeError('The upload failed on the network'));
    request.ontimeout = request.onerror;
    request.onabort = () => reject(abortError(signal));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

function toUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * The client for upload routes: the files as multipart/form-data with upload progress, under the
 * same rules as every call (000 §8, api-client.ts: the session's headers, 401 and 503 handling,
 * errors as ApiError, and a 200 answered with an HTML page becoming ATTACHMENT_ISSUES). It is
 * the API client itself with one difference: its request goes out by XMLHttpRequest, and the
 * calls those rules make afterwards (the session check, the bank's support contact) by fetch.
 */
export function createUploadClient(
  environment: TApiEnvironment,
  openRequest: () => TUploadRequest = () => new XMLHttpRequest(),
) {
  return function uploadFiles<R extends TRouteDefinition>(
    route: R,
    input: TCallInput<R> & TUploadInput,
  ): Promise<TRouteResponse<R>> {
    const form = buildForm(input);
    let isUploadSent = false;
    const callApi = createApiClient({
      ...environment,
      fetch: (url, init) => {
        if (isUploadSent) return environment.fetch(url, init);
        isUploadSent = true;
        return sendForm(openRequest(), toUrl(url), init, form, input.onProgress);
      },
    });
    // The route's own call input (params, query, signal, key): the upload's keys and any JSON
    // body taken off, which the types of a generic route cannot follow.
    const {
      files: _files,
      fields: _fields,
      fieldName: _field,
      onProgress: _progress,
      ...call
    } = input;
    return callApi(route, ...([{ ...call, body: undefined }] as unknown as TCallArgs<R>));
  };
}

/** The one upload client of the app. */
export const uploadFiles = createUploadClient(browserEnvironment);
