import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { findAccessibilityViolations } from '../test-support/axe-check';
import {
  createBulkError,
  createBulkGroup,
  createBulkItem,
  createGroupDetails,
} from '../test-support/bulk-fixtures';
import { renderBulkScreens } from '../test-support/bulk-screens';

const WITH_ERROR = createBulkItem({
  index: 3,
  instrId: 'INSTR-0003',
  creditorName: 'Hrvatski Telekom d.d.',
  amount: '89.99',
  paymentError: createBulkError({
    line: 88,
    column: 21,
    message: 'Opis plaćanja „Tel” kraći je od 4 znaka.',
    errorId: 'REMITTANCE_TOO_SHORT',
  }),
  errorCount: 2,
});

const DETAILS = createGroupDetails({
  group: createBulkGroup({
    errorCount: 3,
    errors: [
      createBulkError({
        message: 'Grupa miješa datume izvršenja (2026-11-30, 2026-12-01).',
        errorId: 'MIXED_DATES',
      }),
    ],
  }),
  metadata: { nextCursor: 'c-2' },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/bulk-payment/:bulkPaymentId/groups/:groupId', () => {
  it('shows the group, its errors and its lines 20 a page, a line with an error said in words, and passes axe', async () => {
    let pages = 0;
    const { user, calls } = renderBulkScreens('/bulk-payment/2000001/groups/1', {
      answer: (call) => {
        if (call.path !== '/bulk-payments/2000001/groups/1') return undefined;
        pages += 1;
        return pages === 1
          ? { body: DETAILS }
          : { body: { ...DETAILS, paymentItems: [WITH_ERROR], metadata: { nextCursor: null } } };
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Grupa naloga PLACE-2026-11-A' });
    const facts = screen.getByRole('region', { name: 'Podaci o grupi' });
    expect(facts.textContent).toContain('HR40 2999 9921 1000 0002 7 · Poslovni račun');
    expect(facts.textContent).toContain('30.11.2026.');
    expect(facts.textContent).toContain('1.568,40 EUR');
    expect(facts.textContent).toContain('3 pogreške');
    expect(screen.getByRole('region', { name: 'Pogreške grupe' }).textContent).toContain(
      'Redak 42, stupac 17: Grupa miješa datume izvršenja',
    );
    const table = screen.getByRole('grid', { name: 'Nalozi grupe PLACE-2026-11-A' });
    const first = within(table).getByRole('row', { name: /Agro Baranja/ });
    expect(first.textContent).toContain('INSTR-0001');
    expect(first.textContent).toContain('HR39 2340 0091 1004 4221 7');
    expect(first.textContent).toContain('1.250,00 EUR');
    expect(first.textContent).toContain('Račun 2026-118');
    expect(first.textContent).toContain('Učitan');
    expect(first.textContent).toContain('Bez pogrešaka');
    await user.click(screen.getByRole('button', { name: 'Učitaj još' }));
    const marked = await within(table).findByRole('row', { name: /Hrvatski Telekom/ });
    expect(marked.textContent).toContain(
      'Pogreška: Opis plaćanja „Tel” kraći je od 4 znaka. (redak 88, stupac 21)',
    );
    expect(marked.textContent).toContain('i još 1 pogreška');
    expect(calls.filter((call) => call.path === '/bulk-payments/2000001/groups/1')).toHaveLength(2);
    expect(await findAccessibilityViolations()).toEqual([]);
  });

  it('shows only the lines with errors when asked, and says when there are none', async () => {
    let reads = 0;
    const { user } = renderBulkScreens('/bulk-payment/2000001/groups/1', {
      locale: 'en',
      answer: (call) => {
        if (call.path !== '/bulk-payments/2000001/groups/1') return undefined;
        reads += 1;
        return reads === 1
          ? { body: DETAILS }
          : { body: { ...DETAILS, paymentItems: [], metadata: { nextCursor: null } } };
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Payment group PLACE-2026-11-A' });
    await user.click(screen.getByRole('radio', { name: 'Only with errors' }));
    expect(await screen.findByText('No payment of the group has errors.')).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Payment group PLACE-2026-11-A' }),
    ).toBeTruthy();
    expect(reads).toBe(2);
  });

  it('says a group it cannot find is not there, and asks nothing for an address that is no group', async () => {
    renderBulkScreens('/bulk-payment/2000001/groups/9', { answer: () => undefined });
    expect(await screen.findByText('Grupa ne postoji ili vam nije dostupna.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Natrag na datoteku' }).getAttribute('href')).toBe(
      '/bulk-payment/2000001',
    );
  });
});
