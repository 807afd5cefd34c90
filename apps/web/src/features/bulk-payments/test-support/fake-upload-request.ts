import { vi } from 'vitest';

interface TUploadAnswer {
  status: number;
  body: string;
  contentType: string;
}

/**
 * XMLHttpRequest as the browser runs an upload, for the screens' tests: the form it was sent, the
 * bytes reported in two steps, and the answer the test gives when it chooses (the server checks
 * meanwhile). Installed as the global, so the app's own upload client uses it.
 */
export class FakeUploadRequest {
  static last: FakeUploadRequest | undefined;
  method = '';
  url = '';
  form: FormData | undefined;
  responseType: XMLHttpRequestResponseType = '';
  status = 0;
  statusText = '';
  response: unknown = null;
  private answerHeaders = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeUploadRequest.last = this;
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader() {}

  getAllResponseHeaders() {
    return this.answerHeaders;
  }

  send(body: FormData) {
    this.form = body;
    queueMicrotask(() => {
      for (const loaded of [512, 1024])
        this.upload.onprogress?.({ loaded, total: 1024, lengthComputable: true } as ProgressEvent);
    });
  }

  /** The server's answer to the upload. */
  answer({ status, body, contentType }: TUploadAnswer) {
    this.status = status;
    // A string, which the Response the client builds reads as the browser's Blob would be read
    // (jsdom's Blob is not one Node's Response knows).
    this.response = body;
    this.answerHeaders = `Content-Type: ${contentType}\r\n`;
    this.onload?.();
  }

  abort() {
    this.onabort?.();
  }
}

export function installFakeUploadRequest(): void {
  FakeUploadRequest.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
}

/** The request the upload opened, once it has. */
export function getUploadRequest(): FakeUploadRequest {
  const request = FakeUploadRequest.last;
  if (!request) throw new Error('no upload was sent');
  return request;
}
