import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { findAccessibilityViolations } from '../test-support/axe-check';
import { createBulkSummary, createErrorBody } from '../test-support/bulk-fixtures';
import { renderBulkScreens } from '../test-support/bulk-screens';

const FIRST = createBulkSummary();
const SECOND = createBulkSummary({
  bulkPaymentId: '2000002',
  fileName: 'place-listopad.zip',
  fileReferenceId: 'MSG-2026-10-31-007',
  status: 'PARTIALLY_AUTHORIZED',
  totals: [
    { amount: '40.00', currency: 'EUR' },
    { amount: '12.50', currency: 'USD' },
  ],
  errorCount: 2,
});
const THIRD = createBulkSummary({
  bulkPaymentId: '2000003',
  fileName: 'place-rujan.xml',
  status: 'PROCESSED',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/bulk-payment', () => {
  it('lists the files with what each holds, its status and errors, and passes axe', async () => {
    const { calls } = renderBulkScreens('/bulk-payment', {
      answer: (call) =>
        call.path === '/bulk-payments'
          ? { body: { bulkPayments: [FIRST, SECOND], metadata: { nextCursor: null } } }
          : undefined,
    });
    const table = await screen.findByRole('grid', { name: 'SEPA datoteke' });
    const first = await within(table).findByRole('row', { name: /place-studeni.xml/ });
    expect(first.textContent).toContain('MSG-2026-11-28-001');
    expect(first.textContent).toContain('28.11.2026. 10:15:00');
    expect(first.textContent).toContain('3 naloga');
    expect(first.textContent).toContain('1.658,39 EUR');
    expect(first.textContent).toContain('Spremljena');
    expect(first.textContent).toContain('Bez pogrešaka');
    const second = within(table).getByRole('row', { name: /place-listopad.zip/ });
    expect(second.textContent).toContain('12,50 USD');
    expect(second.textContent).toContain('Djelomično potpisana');
    expect(second.textContent).toContain('2 pogreške');
    expect(
      within(table)
        .getByRole('link', { name: 'Otvori datoteku place-studeni.xml' })
        .getAttribute('href'),
    ).toBe('/bulk-payment/2000001');
    expect(screen.getByRole('link', { name: 'Učitaj datoteku' }).getAttribute('href')).toBe(
      '/bulk-payment/upload',
    );
    expect(calls[0]?.path).toBe('/bulk-payments');
    expect(await findAccessibilityViolations()).toEqual([]);
  });

  it('loads more files by the cursor and appends them', async () => {
    let pages = 0;
    const { user, calls } = renderBulkScreens('/bulk-payment', {
      locale: 'en',
      answer: (call) => {
        if (call.path !== '/bulk-payments') return undefined;
        pages += 1;
        return pages > 1
          ? { body: { bulkPayments: [THIRD], metadata: { nextCursor: null } } }
          : { body: { bulkPayments: [FIRST, SECOND], metadata: { nextCursor: 'c-2' } } };
      },
    });
    const table = await screen.findByRole('grid', { name: 'SEPA files' });
    await within(table).findByRole('row', { name: /place-studeni.xml/ });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByRole('row', { name: /place-rujan.xml/ })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(calls.at(-1)?.path).toBe('/bulk-payments');
  });

  it('filters by status on the server and says when nothing matches', async () => {
    const queries: string[] = [];
    const { user } = renderBulkScreens('/bulk-payment', {
      answer: (call) => {
        if (call.path !== '/bulk-payments') return undefined;
        queries.push(call.path);
        return {
          body: { bulkPayments: queries.length > 1 ? [] : [FIRST], metadata: { nextCursor: null } },
        };
      },
    });
    await screen.findByRole('row', { name: /place-studeni.xml/ });
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Izvršena' }));
    expect(
      await screen.findByText('Nijedna datoteka ne odgovara odabranom statusu i razdoblju.'),
    ).toBeTruthy();
    expect(queries).toHaveLength(2);
  });

  it('downloads the list as filtered, as PDF or XLS, in the interface language', async () => {
    const createObjectURL = vi.fn(() => 'blob:bulk-list');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { user } = renderBulkScreens('/bulk-payment', {
      locale: 'en',
      answer: (call) => {
        if (call.path === '/bulk-payments/download') return { body: {} };
        return call.path === '/bulk-payments'
          ? { body: { bulkPayments: [THIRD], metadata: { nextCursor: null } } }
          : undefined;
      },
    });
    await screen.findByRole('row', { name: /place-rujan.xml/ });
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Executed' }));
    await user.click(await screen.findByRole('button', { name: 'Download the list (PDF)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Download the list (XLS)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
    const downloads = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => String(input instanceof Request ? input.url : input))
      .filter((url) => url.includes('/bulk-payments/download'));
    expect(downloads).toHaveLength(2);
    for (const [index, type] of ['PDF', 'XLS'].entries()) {
      const query = new URL(downloads[index] ?? '', 'http://localhost').searchParams;
      expect(Object.fromEntries(query)).toEqual({
        locale: 'en_us',
        status: 'PROCESSED',
        documentType: type,
      });
    }
  });

  it('offers no download while there is no file', async () => {
    renderBulkScreens('/bulk-payment', {
      answer: (call) =>
        call.path === '/bulk-payments'
          ? { body: { bulkPayments: [], metadata: { nextCursor: null } } }
          : undefined,
    });
    await screen.findByText('Još nema učitanih datoteka. Učitajte SEPA datoteku naloga.');
    expect(screen.queryByRole('button', { name: 'Preuzmi popis (PDF)' })).toBeNull();
  });

  it('says there are no files yet, and shows a failure with a retry', async () => {
    let isFailing = true;
    const { user } = renderBulkScreens('/bulk-payment', {
      answer: (call) => {
        if (call.path !== '/bulk-payments') return undefined;
        if (isFailing) {
          isFailing = false;
          return { status: 500, body: createErrorBody('GENERAL_ERROR', 'Sustav nije dostupan.') };
        }
        return { body: { bulkPayments: [], metadata: { nextCursor: null } } };
      },
    });
    expect(await screen.findByText('Sustav nije dostupan.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pokušaj ponovno' }));
    expect(
      await screen.findByText('Još nema učitanih datoteka. Učitajte SEPA datoteku naloga.'),
    ).toBeTruthy();
  });
});
