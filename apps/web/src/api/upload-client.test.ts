import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@poslovno/contract';
import { loadWholeCatalogues } from '../../test/whole-catalogues';
import { API_BASE_PATH, type TApiEnvironment } from './api-client';
import { createUploadClient, type TUploadProgress, type TUploadRequest } from './upload-client';

loadWholeCatalogues();

/** An upload route as an order type will declare one: multipart body, JSON answer. */
const uploadRoute = defineRoute({
  method: 'POST',
  path: '/orders/:orderId/attachments',
  access: 'session',
  summary: 'Attach files',
  tag: 'test',
  params: z.object({ orderId: z.string() }),
  status: 201,
  response: z.object({ fileIds: z.array(z.string()) }),
});

interface TAnswer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

/** XMLHttpRequest as the browser runs it, with the answer (or the failure) the test gives it. */
class FakeRequest {
  method = '';
  url = '';
  headers = new Headers();
  sentBody: unknown;
  responseType: XMLHttpRequestResponseType = '';
  status = 0;
  statusText = '';
  response: unknown = null;
  answerHeaders = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor(private readonly outcome: TAnswer | 'network-error' | 'never') {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }

  getAllResponseHeaders() {
    return this.answerHeaders;
  }

  send(body: unknown) {
    this.sentBody = body;
    queueMicrotask(() => {
      if (this.outcome === 'never') return;
      this.upload.onprogress?.({
        loaded: 512,
        total: 1024,
        lengthComputable: true,
      } as ProgressEvent);
      this.upload.onprogress?.({
        loaded: 1024,
        total: 1024,
        lengthComputable: true,
      } as ProgressEvent);
      if (this.outcome === 'network-error') {
        this.onerror?.();
        return;
      }
      this.status = this.outcome.status;
      this.response = new Blob([this.outcome.body]);
      this.answerHeaders = Object.entries(this.outcome.headers ?? {})
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      this.onload?.();
    });
  }

  abort() {
    this.onabort?.();
  }
}

function createTestEnvironment(overrides: Partial<Omit<TApiEnvironment, 'fetch'>> = {}) {
  return {
    fetch: vi.fn<typeof fetch>(),
    getLocale: () => 'hr' as const,
    getPathname: () => '/payments',
    getToken: () => 'token-1',
    endExpiredSession: vi.fn(),
    reloadPage: vi.fn(),
    now: () => Date.UTC(2026, 10, 20, 9, 0, 0),
    recordOwnActivity: vi.fn<(at: number) => void>(),
    ...overrides,
  };
}

function setUp(
  outcome: TAnswer | 'network-error' | 'never',
  environment = createTestEnvironment(),
) {
  const request = new FakeRequest(outcome);
  const uploadFiles = createUploadClient(environment, () => request as unknown as TUploadRequest);
  return { request, environment, uploadFiles };
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };
const pdf = new File(['%PDF-1.7'], 'Račun.pdf', { type: 'application/pdf' });

describe('uploadFiles', () => {
  it('sends the files and fields as a form with the call headers, reports progress and reads the answer', async () => {
    const { request, uploadFiles } = setUp({
      status: 201,
      body: JSON.stringify({ fileIds: ['f-1'] }),
      headers: JSON_HEADERS,
    });
    const progress: TUploadProgress[] = [];
    const answer = await uploadFiles(uploadRoute, {
      params: { orderId: '1000042' },
      files: [pdf],
      fields: { purpose: 'attachment' },
      onProgress: (step) => progress.push(step),
    });
    expect(answer).toEqual({ fileIds: ['f-1'] });
    expect([request.method, request.url]).toEqual([
      'POST',
      `${API_BASE_PATH}/orders/1000042/attachments?locale=hr_hr`,
    ]);
    expect(request.headers.get('authorization')).toBe('Bearer token-1');
    expect(request.headers.get('x-poslovno-page')).toBe('/payments');
    expect(request.headers.get('content-type')).toBeNull();
    const form = request.sentBody as FormData;
    expect(form.get('purpose')).toBe('attachment');
    expect((form.get('file') as File).name).toBe('Račun.pdf');
    expect(progress).toEqual([
      { sentBytes: 512, totalBytes: 1024 },
      { sentBytes: 1024, totalBytes: 1024 },
    ]);
  });

  it("turns the server's refusal into an ApiError with its description and validations", async () => {
    const { uploadFiles } = setUp({
      status: 422,
      headers: JSON_HEADERS,
      body: JSON.stringify({
        errorId: 'e-1',
        errorCode: 'ATTACHMENT_ISSUES',
        description: 'Previše datoteka: dopušteno ih je najviše 1.',
        validations: [{ field: 'file', code: 'too-many-files', description: 'Previše datoteka' }],
        traceId: 't-1',
      }),
    });
    await expect(
      uploadFiles(uploadRoute, { params: { orderId: '1' }, files: [pdf, pdf] }),
    ).rejects.toMatchObject({
      status: 422,
      code: 'ATTACHMENT_ISSUES',
      message: 'Previše datoteka: dopušteno ih je najviše 1.',
      validations: [{ code: 'too-many-files' }],
    });
  });

  it("turns a firewall's 200 HTML page into ATTACHMENT_ISSUES with the page's words (000 §8)", async () => {
    const { uploadFiles } = setUp({
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
      body: '<html><head><title>x</title></head><body><h1>Request rejected</h1> ID 42</body></html>',
    });
    await expect(
      uploadFiles(uploadRoute, { params: { orderId: '1' }, files: [pdf] }),
    ).rejects.toMatchObject({
      status: 422,
      code: 'ATTACHMENT_ISSUES',
      message: 'Request rejected ID 42',
    });
  });

  it('falls back to the Croatian text with the support contact, asked for by fetch', async () => {
    const environment = createTestEnvironment();
    environment.fetch.mockResolvedValueOnce(
      new Response(JSON.stringify({ supportPhone: '0800 1234', email: 'podrska@banka.hr' }), {
        headers: JSON_HEADERS,
      }),
    );
    const { request, uploadFiles } = setUp(
      { status: 200, headers: { 'Content-Type': 'text/html' }, body: '<html></html>' },
      environment,
    );
    await expect(
      uploadFiles(uploadRoute, { params: { orderId: '1' }, files: [pdf] }),
    ).rejects.toMatchObject({
      code: 'ATTACHMENT_ISSUES',
      message:
        'Zahtjev je odbijen. Za pomoć se obratite podršci banke: 0800 1234, podrska@banka.hr.',
    });
    expect(request.method).toBe('POST');
    expect(environment.fetch).toHaveBeenCalledOnce();
  });

  it('answers a network failure with the localised NETWORK_ERROR', async () => {
    const { uploadFiles } = setUp('network-error');
    await expect(
      uploadFiles(uploadRoute, { params: { orderId: '1' }, files: [pdf] }),
    ).rejects.toMatchObject({ code: 'NETWORK_ERROR', message: 'Sustav trenutno nije dostupan.' });
  });

  it('stops when its signal is aborted, with the abort as the reason', async () => {
    const { uploadFiles } = setUp('never');
    const controller = new AbortController();
    const upload = uploadFiles(uploadRoute, {
      params: { orderId: '1' },
      files: [pdf],
      signal: controller.signal,
    });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });
});
