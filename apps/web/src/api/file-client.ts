import type { TRouteDefinition } from '@poslovno/contract';
import {
  browserEnvironment,
  createRequester,
  type TApiEnvironment,
  type TCallInput,
} from './api-client';

// A module of its own: the file downloads stay out of pages that download nothing.

/** A file answer: its bytes and the name its Content-Disposition gives (000 §7). */
export interface TFetchedFile {
  blob: Blob;
  fileName: string;
}

/** How far a download has come; the total is unknown while the server still writes the file. */
export interface TDownloadProgress {
  receivedBytes: number;
  totalBytes: number | undefined;
}

/** The file name of an RFC 6266 Content-Disposition: the UTF-8 `filename*` first, else `filename`. */
export function readContentDispositionFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: the plain name below is the server's own fallback.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name ? name : undefined;
}

async function readWithProgress(
  response: Response,
  onProgress: ((progress: TDownloadProgress) => void) | undefined,
): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const length = Number(response.headers.get('Content-Length'));
  const totalBytes = Number.isFinite(length) && length > 0 ? length : undefined;
  if (!response.body || !onProgress) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let receivedBytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    receivedBytes += value.byteLength;
    onProgress({ receivedBytes, totalBytes });
  }
  return new Blob(chunks, { type });
}

/** The client for file routes (exports, statements, reports): same rules as callApi, bytes back. */
export function createFileClient(environment: TApiEnvironment) {
  const send = createRequester(environment);
  return async function fetchFile<R extends TRouteDefinition>(
    route: R,
    input: TCallInput<R> & { onProgress?: (progress: TDownloadProgress) => void },
  ): Promise<TFetchedFile> {
    const accept = route.file?.contentTypes.join(', ') ?? '*/*';
    const response = await send(route, input, accept);
    const blob = await readWithProgress(response, input.onProgress);
    const fileName =
      readContentDispositionFileName(response.headers.get('Content-Disposition')) ?? 'download';
    return { blob, fileName };
  };
}

/** The one file client of the app. */
export const fetchFile = createFileClient(browserEnvironment);
