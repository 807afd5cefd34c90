import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TBulkPayment } from '@poslovno/contract';
import { findAccessibilityViolations } from '../test-support/axe-check';
import {
  BULK_CHALLENGE,
  createBulkError,
  createBulkPayment,
  createErrorBody,
} from '../test-support/bulk-fixtures';
import { FLOW_TIMEOUT_MS, renderBulkScreens } from '../test-support/bulk-screens';

const FILE = createBulkPayment();

function renderFile(
  file: TBulkPayment | (() => TBulkPayment),
  answer: Parameters<typeof renderBulkScreens>[1]['answer'] = () => undefined,
  locale: 'hr' | 'en' = 'hr',
) {
  return renderBulkScreens('/bulk-payment/2000001', {
    locale,
    answer: (call) => {
      const own = answer(call);
      if (own) return own;
      if (call.method === 'GET' && call.path === '/bulk-payments/2000001')
        return { body: typeof file === 'function' ? file() : file };
      if (call.path === '/bulk-payments')
        return { body: { bulkPayments: [], metadata: { nextCursor: null } } };
      return undefined;
    },
  });
}

/** The addresses fetch was asked for, with their query strings (the stub records paths only). */
function fetchedUrls(): string[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) =>
      input instanceof Request ? input.url : input instanceof URL ? input.href : input,
    );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/bulk-payment/:bulkPaymentId', () => {
  it('shows the facts, the total and each group linking to its lines, and passes axe', async () => {
    renderFile(FILE);
    await screen.findByRole('heading', { level: 1, name: 'Datoteka place-studeni.xml' });
    const facts = screen.getByRole('region', { name: 'Podaci o datoteci' });
    expect(facts.textContent).toContain('MSG-2026-11-28-001');
    expect(facts.textContent).toContain('28.11.2026. 10:15:00 (Ana Kovačević)');
    expect(facts.textContent).toContain('pain.001.001.09');
    expect(facts.textContent).toContain('3 naloga u 2 grupe');
    expect(facts.textContent).toContain('1.658,39 EUR');
    const table = screen.getByRole('grid', { name: 'Grupe naloga datoteke place-studeni.xml' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('HR40 2999 9921 1000 0002 7');
    expect(rows[0]?.textContent).toContain('30.11.2026.');
    expect(rows[0]?.textContent).toContain('1.568,40 EUR');
    expect(rows[0]?.textContent).toContain('2 naloga');
    expect(
      within(table)
        .getByRole('link', { name: 'Otvori grupu PLACE-2026-11-B' })
        .getAttribute('href'),
    ).toBe('/bulk-payment/2000001/groups/2');
    for (const name of ['Potpiši datoteku', 'Obriši datoteku', 'Osvježi'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(await findAccessibilityViolations()).toEqual([]);
  });

  it('says plainly why a file with wrong dates and errors cannot be signed, and lists the errors with their XML', async () => {
    const broken = createBulkPayment({
      hasWrongExecutionDates: true,
      errorCount: 1,
      errors: [createBulkError()],
      actions: { canAuthorize: false, canConvert: false, canDelete: true },
    });
    const { user } = renderFile(broken, undefined, 'en');
    const title = await screen.findByText('The file cannot be signed');
    const notice = title.closest('[role="status"]');
    expect(notice?.textContent).toContain('An execution date is in the past');
    expect(notice?.textContent).toContain('The file has errors');
    expect(screen.queryByRole('button', { name: 'Sign the file' })).toBeNull();
    const errors = screen.getByRole('region', { name: 'Errors of the file' });
    expect(errors.textContent).toContain(
      'Line 42, column 17: Kontrolni zbroj je 1500.00, a iznosi daju 1499.99.',
    );
    expect(errors.textContent).toContain('Kind: CONTROL_SUM_MISMATCH');
    const xml = within(errors).getByText('Show the XML');
    const details = xml.closest('details');
    expect(details?.open).toBe(false);
    // A native <summary>: the browser opens it with Enter or Space; jsdom only with its click.
    await user.click(xml);
    await waitFor(() => expect(details?.open).toBe(true));
    expect(within(errors).getByText('<CtrlSum>1500.00</CtrlSum>').tagName).toBe('CODE');
    expect(await findAccessibilityViolations()).toEqual([]);
  });

  it(
    'signs after showing the total, count, payees and largest payments, and shows the outcome',
    async () => {
      const signed = createBulkPayment({
        status: 'AUTHORIZED',
        isSigned: true,
        signatures: [
          { personName: 'Ana Kovačević', method: 'TOKEN', signedAt: '2026-11-28T09:30:00.000Z' },
        ],
        actions: { canAuthorize: false, canConvert: false, canDelete: false },
      });
      let current = FILE;
      const { user, calls } = renderFile(
        () => current,
        (call) => {
          if (call.path.endsWith('/preauthorization')) return { body: BULK_CHALLENGE };
          if (call.path.endsWith('/authorization')) {
            current = signed;
            return { body: signed };
          }
          return undefined;
        },
      );
      await user.click(await screen.findByRole('button', { name: 'Potpiši datoteku' }));
      const dialog = await screen.findByRole('dialog', { name: 'Potpisivanje SEPA datoteke' });
      await within(dialog).findByText('58225572');
      expect(dialog.textContent).toContain('Ukupno1.658,39 EUR');
      expect(dialog.textContent).toContain('Broj naloga3');
      expect(dialog.textContent).toContain('Različitih primatelja3');
      const items = within(dialog).getByRole('table', { name: 'Najveći nalozi koje potpisujete' });
      expect(
        within(items)
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.textContent),
      ).toEqual([
        'Agro Baranja d.o.o.HR39 2340 0091 1004 4221 71.250,00 EUR',
        'Ured plus d.o.o.HR39 2340 0091 1004 4221 7318,40 EUR',
        'Voda d.d.HR17 2360 0001 1012 3456 589,99 EUR',
      ]);
      expect(dialog.textContent).toContain(`Otisak datoteke (SHA-256)${'ab'.repeat(32)}`);
      await user.type(within(dialog).getByRole('textbox', { name: 'Kod s tokena' }), '12345678');
      await user.click(within(dialog).getByRole('button', { name: 'Potpiši' }));
      expect(await within(dialog).findByText('Datoteka je potpisana')).toBeTruthy();
      const authorize = calls.find((call) => call.path === '/bulk-payments/2000001/authorization');
      expect(authorize?.method).toBe('PATCH');
      expect(authorize?.body).toMatchObject({ method: 'TOKEN', code: '12345678' });
      expect(authorize?.headers['idempotency-key']).toBeTruthy();
      await user.click(
        within(dialog).getAllByRole('button', { name: 'Zatvori' })[0] as HTMLElement,
      );
      expect(await screen.findByText('Ana Kovačević, 28.11.2026. 10:30:00')).toBeTruthy();
      expect(screen.getAllByText('Potpisana').length).toBeGreaterThan(0);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'follows a conversion by polling until it leaves CONVERSION_IN_PROGRESS, then leads to the payments',
    async () => {
      let reads = 0;
      const { calls } = renderFile(() => {
        reads += 1;
        return reads < 2
          ? createBulkPayment({
              status: 'CONVERSION_IN_PROGRESS',
              conversion: { done: 1, total: 3, failed: 0 },
              actions: { canAuthorize: false, canConvert: false, canDelete: false },
            })
          : createBulkPayment({
              status: 'CONVERSION_PARTIALLY',
              conversion: { done: 2, total: 3, failed: 1 },
              actions: { canAuthorize: false, canConvert: false, canDelete: false },
            });
      });
      const progress = await screen.findByRole('progressbar', {
        name: 'Pretvaranje u pojedinačne naloge',
      });
      expect(progress.getAttribute('aria-valuenow')).toBe('33');
      expect(screen.getByText('Pretvoreno 1 od 3')).toBeTruthy();
      const done = await screen.findByText(
        'Datoteka je djelomično pretvorena: neki nalozi nisu napravljeni',
        {},
        { timeout: 8_000 },
      );
      const notice = done.closest('[role="status"]') as HTMLElement;
      expect(notice.textContent).toContain('Pretvoreno 2 od 3, 1 nije uspio');
      expect(
        within(notice).getByRole('link', { name: 'Pregled plaćanja' }).getAttribute('href'),
      ).toBe('/payments');
      const polled = calls.filter(
        (call) =>
          call.path === '/bulk-payments/2000001' &&
          call.headers['x-poslovno-background'] === 'true',
      );
      expect(polled.length).toBeGreaterThan(0);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'converts after the question, then follows the conversion until it ends and leads to the payments',
    async () => {
      let current = FILE;
      let reads = 0;
      const { user, calls } = renderFile(
        () => {
          if (current.status !== 'STORED') reads += 1;
          if (reads >= 2)
            current = createBulkPayment({
              status: 'CONVERSION_FINISHED',
              conversion: { done: 3, total: 3, failed: 0 },
              actions: { canAuthorize: false, canConvert: false, canDelete: false },
            });
          return current;
        },
        (call) => {
          if (call.path !== '/bulk-payments/convert/2000001') return undefined;
          current = createBulkPayment({
            status: 'CONVERSION_IN_PROGRESS',
            conversion: { done: 0, total: 3, failed: 0 },
            actions: { canAuthorize: false, canConvert: false, canDelete: false },
          });
          return { body: current };
        },
        'en',
      );
      await user.click(await screen.findByRole('button', { name: 'Convert into single payments' }));
      const question = await screen.findByRole('alertdialog', {
        name: 'Convert the file place-studeni.xml into single payments?',
      });
      expect(question.textContent).toContain(
        'The file’s 3 payments become single stored payments.',
      );
      expect(question.textContent).toContain('The conversion cannot be undone.');
      expect(await findAccessibilityViolations()).toEqual([]);
      await user.click(within(question).getByRole('button', { name: 'Convert' }));
      await screen.findByRole('progressbar', { name: 'Converting into single payments' });
      expect(screen.queryByRole('alertdialog')).toBeNull();
      const convert = calls.filter((call) => call.path === '/bulk-payments/convert/2000001');
      expect(convert).toHaveLength(1);
      expect(convert[0]?.method).toBe('POST');
      expect(convert[0]?.headers['idempotency-key']).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Convert into single payments' })).toBeNull();
      const done = await screen.findByText(
        'The file is converted into single payments',
        {},
        { timeout: 8_000 },
      );
      const notice = done.closest('[role="status"]') as HTMLElement;
      expect(notice.textContent).toContain('3 of 3 converted');
      expect(
        within(notice).getByRole('link', { name: 'Payments overview' }).getAttribute('href'),
      ).toBe('/payments');
    },
    FLOW_TIMEOUT_MS,
  );

  it('keeps a refused conversion in its question, and asks nothing when cancelled', async () => {
    const { user, calls } = renderFile(FILE, (call) =>
      call.path === '/bulk-payments/convert/2000001'
        ? {
            status: 409,
            body: createErrorBody('BULK_CONVERSION_ERROR', 'Pogreška pri pretvaranju'),
          }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Pretvori u pojedinačne naloge' }));
    let question = await screen.findByRole('alertdialog', {
      name: 'Pretvoriti datoteku place-studeni.xml u pojedinačne naloge?',
    });
    expect(question.textContent).toContain('Nalozi iz datoteke (3 naloga)');
    await user.click(within(question).getByRole('button', { name: 'Odustani' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/bulk-payments/convert'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Pretvori u pojedinačne naloge' }));
    question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: 'Pretvori' }));
    expect(await within(question).findByText('Pogreška pri pretvaranju')).toBeTruthy();
  });

  it('offers no conversion when the file may not be converted', async () => {
    renderFile(
      createBulkPayment({ actions: { canAuthorize: true, canConvert: false, canDelete: true } }),
    );
    await screen.findByRole('button', { name: 'Potpiši datoteku' });
    expect(screen.queryByRole('button', { name: 'Pretvori u pojedinačne naloge' })).toBeNull();
  });

  it(
    "downloads the file's lines as XLS, and its pain.002 only once it is signed",
    async () => {
      const createObjectURL = vi.fn(() => 'blob:bulk');
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
      let current = FILE;
      const { user, calls, unmount } = renderFile(
        () => current,
        (call) =>
          call.path.endsWith('/document') || call.path.endsWith('/download/pain002')
            ? { body: {} }
            : undefined,
      );
      await user.click(await screen.findByRole('button', { name: 'Nalozi datoteke (XLS)' }));
      await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
      expect(calls.some((call) => call.path === '/bulk-payments/2000001/document')).toBe(true);
      expect(fetchedUrls()).toContainEqual(
        expect.stringContaining('/bulk-payments/2000001/document?documentType=XLS&locale=hr_hr'),
      );
      expect(screen.queryByRole('button', { name: 'Izvješće o statusu (pain.002)' })).toBeNull();
      unmount();

      current = createBulkPayment({
        status: 'PROCESSED',
        isSigned: true,
        actions: { canAuthorize: false, canConvert: false, canDelete: false },
      });
      const signed = renderFile(
        () => current,
        (call) => (call.path.endsWith('/download/pain002') ? { body: {} } : undefined),
      );
      await signed.user.click(
        await screen.findByRole('button', { name: 'Izvješće o statusu (pain.002)' }),
      );
      await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
      expect(
        signed.calls.some((call) => call.path === '/bulk-payments/2000001/download/pain002'),
      ).toBe(true);
      expect(await findAccessibilityViolations()).toEqual([]);
    },
    FLOW_TIMEOUT_MS,
  );

  it('says a failed conversion with the fixed "Conversion error"', async () => {
    renderFile(
      createBulkPayment({
        status: 'CONVERSION_FAILED',
        conversion: { done: 0, total: 3, failed: 3 },
        actions: { canAuthorize: false, canConvert: false, canDelete: false },
      }),
      undefined,
      'en',
    );
    expect(await screen.findByText('Conversion error')).toBeTruthy();
    expect(screen.getByText('0 of 3 converted, 3 failed')).toBeTruthy();
  });

  it(
    'deletes after the question and names the file on the list; a refusal stays in the question',
    async () => {
      let isRefused = true;
      const { user, calls } = renderFile(FILE, (call) => {
        if (call.path !== '/bulk-payments/delete/2000001') return undefined;
        if (!isRefused) return { status: 204 };
        isRefused = false;
        return {
          status: 409,
          body: createErrorBody('BULK_DELETE_ERROR', 'Datoteku nije moguće obrisati.'),
        };
      });
      await user.click(await screen.findByRole('button', { name: 'Obriši datoteku' }));
      const question = await screen.findByRole('alertdialog', {
        name: 'Obrisati datoteku place-studeni.xml?',
      });
      expect(question.textContent).toContain('s 3 naloga, ukupno 1.658,39 EUR');
      await user.click(within(question).getByRole('button', { name: 'Obriši datoteku' }));
      expect(await within(question).findByText('Datoteku nije moguće obrisati.')).toBeTruthy();
      await user.click(within(question).getByRole('button', { name: 'Obriši datoteku' }));
      expect(await screen.findByText('Datoteka place-studeni.xml je obrisana.')).toBeTruthy();
      expect(screen.getByTestId('address').textContent).toBe('/bulk-payment');
      expect(calls.filter((call) => call.path === '/bulk-payments/delete/2000001')[0]?.method).toBe(
        'POST',
      );
    },
    FLOW_TIMEOUT_MS,
  );

  it('refreshes the file from the bank and shows a store failure as "something went wrong"', async () => {
    const { user, calls } = renderFile(FILE, (call) =>
      call.path === '/bulk-payments/refresh/2000001'
        ? { status: 409, body: createErrorBody('BULK_STORE_ERROR', 'Nešto je pošlo po zlu') }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Osvježi' }));
    expect(await screen.findByText('Nešto je pošlo po zlu')).toBeTruthy();
    expect(calls.find((call) => call.path === '/bulk-payments/refresh/2000001')?.method).toBe(
      'PUT',
    );
  });

  it('shows the loading state, then says a file it cannot find is not there', async () => {
    renderBulkScreens('/bulk-payment/2000077', { answer: () => undefined });
    expect(screen.getByText('Učitavanje datoteke…')).toBeTruthy();
    expect(await screen.findByText('Datoteka ne postoji ili vam nije dostupna.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sve datoteke' }).getAttribute('href')).toBe(
      '/bulk-payment',
    );
  });

  it('asks nothing for an address that is no file number', async () => {
    const { calls } = renderBulkScreens('/bulk-payment/:bulkPaymentId', {
      answer: () => undefined,
    });
    expect(await screen.findByText('Datoteka ne postoji ili vam nije dostupna.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
