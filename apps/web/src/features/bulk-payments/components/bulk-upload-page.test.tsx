import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createErrorBody, createBulkPayment } from '../test-support/bulk-fixtures';
import { findAccessibilityViolations } from '../test-support/axe-check';
import { FLOW_TIMEOUT_MS, renderBulkScreens } from '../test-support/bulk-screens';
import { getUploadRequest, installFakeUploadRequest } from '../test-support/fake-upload-request';

const SEPA = new File(['<?xml version="1.0"?><Document/>'], 'place-studeni.xml', {
  type: 'application/xml',
});
const STORED = createBulkPayment();

function renderUpload(locale: 'hr' | 'en' = 'hr') {
  installFakeUploadRequest();
  return renderBulkScreens('/bulk-payment/upload', {
    locale,
    answer: (call) => {
      if (call.path.startsWith('/bulk-payments/upload-progress/'))
        return { body: { phase: 'CHECKING', transactionsRead: 120, bytesReceived: 1024 } };
      if (call.method === 'GET' && call.path === '/bulk-payments/2000001') return { body: STORED };
      return undefined;
    },
  });
}

async function chooseFile(user: ReturnType<typeof renderUpload>['user'], file = SEPA) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, file);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/bulk-payment/upload', () => {
  it('offers one SEPA file at a time with its types and limit, and passes axe', async () => {
    renderUpload();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Učitavanje SEPA datoteke' }),
    ).toBeTruthy();
    const choose = screen.getByRole('button', { name: /Odaberi/ });
    expect(choose.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.body.textContent).toContain('XML, ZIP, PGP, GPG i ASC');
    expect(await findAccessibilityViolations()).toEqual([]);
  });

  it(
    'sends the uploadId before the file, shows the bytes and then the checks, and opens the stored file',
    async () => {
      const { user, calls } = renderUpload();
      await chooseFile(user);
      const request = getUploadRequest();
      expect(request.method).toBe('POST');
      expect(request.url).toContain('/bulk-payments?locale=hr_hr');
      const parts = [...(request.form?.keys() ?? [])];
      expect(parts).toEqual(['uploadId', 'file']);
      const uploadId = request.form?.get('uploadId') as string | undefined;
      expect(uploadId).toMatch(/^[0-9a-f-]{36}$/);
      expect(await screen.findByText('Banka provjerava datoteku')).toBeTruthy();
      expect(screen.getAllByText('Pročitano 120 naloga').length).toBeGreaterThan(0);
      const progress = calls.find((call) =>
        call.path.startsWith('/bulk-payments/upload-progress/'),
      );
      expect(progress?.path).toBe(`/bulk-payments/upload-progress/${uploadId ?? ''}`);
      expect(progress?.headers['x-poslovno-background']).toBe('true');
      request.answer({
        status: 201,
        body: JSON.stringify(STORED),
        contentType: 'application/json',
      });
      await waitFor(() =>
        expect(screen.getByTestId('address').textContent).toBe('/bulk-payment/2000001'),
      );
      expect(
        await screen.findByText('Datoteka place-studeni.xml je učitana i spremljena.'),
      ).toBeTruthy();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'shows a refused file with its description and each schema error at its place; nothing is stored',
    async () => {
      const { user } = renderUpload();
      await chooseFile(user);
      getUploadRequest().answer({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify(
          createErrorBody(
            'ATTACHMENT_ISSUES',
            'Datoteka place-studeni.xml nije u skladu sa shemom pain.001: 2 pogreške, prva u retku 12, stupcu 5: InstdAmt: vrijednost „-5” nije u propisanom obliku.',
            [
              {
                field: 'line 12, column 5',
                code: 'sepa-schema-invalid',
                description: 'InstdAmt: vrijednost „-5” nije u propisanom obliku.',
              },
              {
                field: 'line 30, column 9',
                code: 'sepa-schema-invalid',
                description: 'Nm: vrijednost ima 80 znakova; shema dopušta najviše 70 znakova.',
              },
            ],
          ),
        ),
      });
      const alert = await screen.findByText(/nije u skladu sa shemom pain.001/);
      expect(alert.closest('[role="alert"]')).toBeTruthy();
      const details = screen.getByRole('region', { name: 'Pogreške u datoteci' });
      expect(details.textContent).toContain(
        'InstdAmt: vrijednost „-5” nije u propisanom obliku. (mjesto: line 12, column 5)',
      );
      expect(details.textContent).toContain('(mjesto: line 30, column 9)');
      expect(details.textContent).toContain('Datoteka nije spremljena.');
      expect(screen.getByTestId('address').textContent).toBe('/bulk-payment/upload');
      expect(await findAccessibilityViolations()).toEqual([]);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    "turns a firewall's 200 HTML page into ATTACHMENT_ISSUES with the page's words (000 §8)",
    async () => {
      const { user } = renderUpload('en');
      await chooseFile(user);
      getUploadRequest().answer({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<html><head><title>Blocked</title></head><body><h1>Request rejected</h1><p>Support ID 7731</p></body></html>',
      });
      const message = await screen.findByText('Request rejected Support ID 7731');
      expect(message.closest('[role="alert"]')).toBeTruthy();
      expect(screen.getByTestId('address').textContent).toBe('/bulk-payment/upload');
    },
    FLOW_TIMEOUT_MS,
  );

  it('refuses a file of another type in the browser, before any upload', async () => {
    const { user } = renderUpload();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    // FileTrigger's accept attribute would hide it in a browser; a drop or a forced choice still comes.
    input.removeAttribute('accept');
    await user.upload(input, new File(['x'], 'racun.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/racun.pdf/)).toBeTruthy();
    expect(() => getUploadRequest()).toThrow('no upload was sent');
  });
});
