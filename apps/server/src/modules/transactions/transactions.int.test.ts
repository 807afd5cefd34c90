import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDashboardTransactions, TStatistics, TTransaction } from '@poslovno/contract';
import { createTestApp, type TTestContext } from '../../../test/test-app';
import { API, bearer } from '../../../test/auth-helpers';
import { setCoreAvailability } from '../../core-bank/core-availability';
import { bookTransfer } from '../../core-bank/book-transfer';
import { DEMO_COMPANIES, DEMO_PERSON_IDS, demoUuid } from '../../seed/demo-bank';

const SLAVONSKA = DEMO_COMPANIES.slavonska.customerId;
const CELIK = DEMO_COMPANIES.celik.customerId;
const ana = DEMO_PERSON_IDS['ana'] as number;
const tomislav = DEMO_PERSON_IDS['tomislav'] as number;
const MAIN = demoUuid('account:slavonska-main');
const PAYROLL = demoUuid('account:slavonska-payroll');
const BRANCH = demoUuid('account:slavonska-branch');

let ctx: TTestContext;
let anaToken: string;

interface TPage {
  transactions: TTransaction[];
  metadata: { nextCursor: string | null };
  cursor: string | null;
}

async function getPage(query: Record<string, string>, token = anaToken): Promise<TPage> {
  const response = await ctx.app.inject({
    url: `${API}/transactions?${new URLSearchParams(query).toString()}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPage>();
}

async function getAll(query: Record<string, string>): Promise<TTransaction[]> {
  const all: TTransaction[] = [];
  let cursor: string | null = '1';
  while (cursor !== null) {
    const page = await getPage({ ...query, cursor, pageSize: '100' });
    all.push(...page.transactions);
    cursor = page.metadata.nextCursor;
  }
  return all;
}

async function readSheet(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  return workbook.worksheets[0] as ExcelJS.Worksheet;
}

async function countPostings(where: string, parameters: unknown[] = []): Promise<number> {
  const result = await ctx.database.pool.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM postings p WHERE p.account_id IS NOT NULL AND ${where}`,
    parameters,
  );
  return result.rows[0]?.count ?? -1;
}

beforeAll(async () => {
  ctx = await createTestApp();
  anaToken = await ctx.signIn(ana, SLAVONSKA);
});
afterAll(() => ctx.close());

describe('GET /transactions', () => {
  it('pages newest first through every transaction of the accounts the person may see, once each', async () => {
    const first = await getPage({});
    expect(first.transactions).toHaveLength(10);
    expect(first.cursor).toBeNull();
    expect(first.metadata.nextCursor).not.toBeNull();
    const all = await getAll({});
    const visible = await countPostings(`p.company_id = $1 AND p.account_id <> $2`, [
      demoUuid('company:slavonska'),
      BRANCH,
    ]);
    expect(all).toHaveLength(visible);
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    expect(all.some((t) => t.accountId === BRANCH)).toBe(false);
    for (const [index, transaction] of all.entries()) {
      expect(transaction.status).toBe('BOOKED');
      expect(transaction.amount.startsWith('-')).toBe(transaction.creditDebitIndicator === 'DBIT');
      const next = all[index + 1];
      if (next)
        expect(
          transaction.valueDate > next.valueDate ||
            (transaction.valueDate === next.valueDate && BigInt(transaction.id) > BigInt(next.id)),
        ).toBe(true);
    }
    expect((await getPage({ cursor: '1' })).transactions).toEqual(first.transactions);
    const second = await getPage({ cursor: first.metadata.nextCursor ?? '' });
    expect(second.cursor).toBe(first.metadata.nextCursor);
    expect(second.transactions[0]).toEqual(all[10]);
  });

  it('filters by account, direction, period, amount range, counterparty and description', async () => {
    const main = await getAll({ accountId: MAIN });
    expect(main.length).toBeGreaterThan(20);
    expect(main.every((t) => t.accountId === MAIN)).toBe(true);

    const credits = await getAll({ accountId: MAIN, direction: 'CREDIT' });
    expect(credits.every((t) => t.creditDebitIndicator === 'CRDT')).toBe(true);
    const debits = await getAll({ accountId: MAIN, direction: 'DEBIT' });
    expect(credits.length + debits.length).toBe(main.length);

    const october = await getAll({ accountId: MAIN, from: '2026-10-01', to: '2026-10-31' });
    expect(october.length).toBeGreaterThan(0);
    expect(october.every((t) => t.valueDate >= '2026-10-01' && t.valueDate <= '2026-10-31')).toBe(
      true,
    );

    const ranged = await getAll({ accountId: MAIN, minAmount: '1000', maxAmount: '5000.50' });
    expect(ranged.length).toBeGreaterThan(0);
    for (const transaction of ranged) {
      const absolute = Number(transaction.amount.replace('-', ''));
      expect(absolute >= 1000 && absolute <= 5000.5, transaction.amount).toBe(true);
    }

    const sample = main.find((t) => t.counterpartyIban?.startsWith('HR')) as TTransaction;
    const byName = await getAll({ counterparty: (sample.counterpartyName ?? '').slice(3, 12) });
    expect(byName.some((t) => t.id === sample.id)).toBe(true);
    const spacedIban = (sample.counterpartyIban ?? '').replace(/(.{4})/g, '$1 ').toLowerCase();
    const byIban = await getAll({ counterparty: spacedIban.trim() });
    expect(byIban.map((t) => t.counterpartyIban)).toContain(sample.counterpartyIban);
    expect(byIban.every((t) => t.counterpartyIban === sample.counterpartyIban)).toBe(true);

    const fees = await getAll({ description: 'vođenje računa' });
    expect(fees.length).toBeGreaterThan(0);
    expect(fees.every((t) => t.kind === 'FEE' && t.amount === '-15.00')).toBe(true);
  });

  it('refuses filters that break the rules, each with its code', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ description: '-storno' }, 'DESCRIPTION_INVALID_START'],
      [{ description: 'ok%' }, 'FIELD_INVALID_CHARACTERS'],
      [{ minAmount: '500', maxAmount: '100' }, 'AMOUNT_RANGE_MIN_ABOVE_MAX'],
      [{ minAmount: '1.234' }, 'NUMBER_INVALID'],
      [{ from: '2026-11-02', to: '2026-11-01' }, 'DATE_RANGE_START_AFTER_END'],
      [{ cursor: 'not-a-cursor' }, 'FIELD_INVALID'],
    ];
    for (const [query, code] of cases) {
      const response = await ctx.app.inject({
        url: `${API}/transactions?${new URLSearchParams(query).toString()}`,
        headers: { ...bearer(anaToken), 'accept-language': 'en' },
      });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      const body = response.json<{ validations: { code: string; description: string }[] }>();
      expect(body.validations[0]?.code, JSON.stringify(query)).toBe(code);
      expect(body.validations[0]?.description).toMatch(/\w/);
    }
  });

  it("shows another company's transactions to nobody else, and a new booking at the top", async () => {
    const celikToken = await ctx.signIn(tomislav, CELIK);
    const celikAccounts = [demoUuid('account:celik-main'), demoUuid('account:celik-eur-2')];
    expect((await getAll({})).some((t) => celikAccounts.includes(t.accountId))).toBe(false);
    const theirs = await getPage({}, celikToken);
    expect(theirs.transactions.length).toBe(10);
    const foreignId = theirs.transactions[0]?.id ?? '';
    const pdf = await ctx.app.inject({
      url: `${API}/transactions/${foreignId}/pdf`,
      headers: bearer(anaToken),
    });
    expect(pdf.statusCode).toBe(404);
    const filtered = await getPage({ accountId: demoUuid('account:celik-main') });
    expect(filtered.transactions).toEqual([]);

    await bookTransfer(
      { db: ctx.database.db, clock: ctx.clock },
      {
        kind: 'TRANSFER',
        debit: { accountId: MAIN, reference: 'HR00 77-1' },
        credit: { accountId: PAYROLL },
        amountMinor: 123_45n,
        currency: 'EUR',
        valueDate: '2026-11-20',
        description: 'Prijenos za plaće',
        idempotencyKey: 'transactions-test-transfer',
      },
    );
    const [newest] = (await getPage({ accountId: MAIN })).transactions;
    expect(newest).toMatchObject({
      kind: 'TRANSFER',
      amount: '-123.45',
      valueDate: '2026-11-20',
      description: 'Prijenos za plaće',
      reference: 'HR00 77-1',
      counterpartyName: 'Slavonska žitna d.o.o.',
    });
    const [received] = (await getPage({ accountId: PAYROLL })).transactions;
    expect(received).toMatchObject({ amount: '123.45', counterpartyIban: newest?.iban });
  });

  it('answers ERR_CBSDATA while the core bank is unavailable', async () => {
    await setCoreAvailability(ctx.database.db, false);
    try {
      for (const path of ['/transactions', '/transactions/excel', '/dashboard/transactions']) {
        const response = await ctx.app.inject({ url: `${API}${path}`, headers: bearer(anaToken) });
        expect(response.statusCode, path).toBe(503);
        expect(response.json<{ errorCode: string }>().errorCode).toBe('ERR_CBSDATA');
      }
    } finally {
      await setCoreAvailability(ctx.database.db, true);
    }
  });
});

describe('transaction documents', () => {
  it('exports the filtered list as an XLSX with typed cells, named by Content-Disposition', async () => {
    const query = { accountId: MAIN, from: '2026-09-01', to: '2026-10-31', locale: 'hr_hr' };
    const expected = await getAll({ accountId: MAIN, from: '2026-09-01', to: '2026-10-31' });
    const response = await ctx.app.inject({
      url: `${API}/transactions/excel?${new URLSearchParams(query).toString()}`,
      headers: bearer(anaToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Promet_HR\d{19}_2026-09-01_2026-10-31\.xlsx"; filename\*=UTF-8''Promet_HR\d{19}_2026-09-01_2026-10-31\.xlsx$/,
    );
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.getRow(1).getCell(1).value).toBe('Datum valute');
    expect(sheet.getRow(1).getCell(2).value).toBe('Datum knjiženja');
    expect(sheet.actualRowCount).toBe(expected.length + 1);
    const firstRow = sheet.getRow(2);
    expect(firstRow.getCell(9).value).toBe(Number(expected[0]?.amount));
    expect(firstRow.getCell(10).value).toBe('EUR');
    // Both dates are Excel dates with a date format, the booking's on the bank's clock (CET here).
    const [valueDate, bookingDate] = [firstRow.getCell(1), firstRow.getCell(2)];
    expect([valueDate.type, bookingDate.type]).toEqual([
      ExcelJS.ValueType.Date,
      ExcelJS.ValueType.Date,
    ]);
    expect(valueDate.value).toEqual(new Date(`${expected[0]?.valueDate ?? ''}T00:00:00.000Z`));
    expect(valueDate.numFmt).toBe('dd.mm.yyyy.');
    const bookedAt = new Date(expected[0]?.bookingDate ?? '');
    expect(bookingDate.value).toEqual(new Date(bookedAt.getTime() + 3_600_000));
    expect(bookingDate.numFmt).toBe('dd.mm.yyyy. hh:mm:ss');
  });

  it('names an export without an account filter by all accounts and the day it ends', async () => {
    const excel = await ctx.app.inject({
      url: `${API}/transactions/excel?from=2026-11-01&locale=hr_hr`,
      headers: bearer(anaToken),
    });
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-disposition']).toBe(
      `attachment; filename="Promet_svi-racuni_2026-11-01_2026-11-20.xlsx"; filename*=UTF-8''Promet_svi-racuni_2026-11-01_2026-11-20.xlsx`,
    );
    const sheet = await readSheet(excel.rawPayload);
    expect(sheet.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('dd.mm.yyyy. hh:mm:ss');
    const pdf = await ctx.app.inject({
      url: `${API}/transactions/pdf?accountId=${MAIN}&to=2026-10-31&locale=hr_hr`,
      headers: bearer(anaToken),
    });
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="Promet_HR\d{19}_2026-10-31\.pdf"/,
    );
  });

  it('exports the list and one transaction as PDF files', async () => {
    const list = await ctx.app.inject({
      url: `${API}/transactions/pdf?locale=en_us`,
      headers: bearer(anaToken),
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('application/pdf');
    expect(list.headers['content-disposition']).toContain(
      'filename="Transactions_all-accounts_2026-11-20.pdf"',
    );
    const text = list.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect((text.match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(2);

    const [one] = (await getPage({ accountId: MAIN })).transactions;
    const single = await ctx.app.inject({
      url: `${API}/transactions/${one?.id ?? ''}/pdf`,
      headers: bearer(anaToken),
    });
    expect(single.statusCode).toBe(200);
    expect(single.headers['content-disposition']).toContain(
      `filename="Potvrda-transakcije_${one?.id ?? ''}_${one?.valueDate ?? ''}.pdf"`,
    );
    expect(single.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('dashboard data', () => {
  it('gives the last 5 credits and 5 debits of the last 30 days, newest first', async () => {
    const response = await ctx.app.inject({
      url: `${API}/dashboard/transactions`,
      headers: bearer(anaToken),
    });
    expect(response.statusCode).toBe(200);
    const { credits, debits } = response.json<TDashboardTransactions>();
    expect(credits).toHaveLength(5);
    expect(debits).toHaveLength(5);
    expect(credits.every((t) => t.creditDebitIndicator === 'CRDT')).toBe(true);
    expect(debits.every((t) => t.creditDebitIndicator === 'DBIT')).toBe(true);
    expect(credits.every((t) => t.valueDate >= '2026-10-22')).toBe(true);
    const newestCredits = await getPage({ direction: 'CREDIT', pageSize: '5' });
    expect(credits).toEqual(newestCredits.transactions);
  });

  it("sums an account's money in and out per month, a quiet month as zero", async () => {
    const response = await ctx.app.inject({
      url: `${API}/statistics/${MAIN}?month=2026-10&months=6`,
      headers: bearer(anaToken),
    });
    expect(response.statusCode).toBe(200);
    const statistics = response.json<TStatistics>();
    expect(statistics.months.map((m) => m.month)).toEqual([
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
    ]);
    expect(statistics.months[0]).toMatchObject({ incoming: '0.00', outgoing: '0.00' });
    const october = await getAll({ accountId: MAIN, from: '2026-10-01', to: '2026-10-31' });
    const sumCents = (items: TTransaction[]) =>
      items.reduce((total, t) => total + BigInt(t.amount.replace('.', '').replace('-', '')), 0n);
    const incoming = sumCents(october.filter((t) => t.creditDebitIndicator === 'CRDT'));
    expect(statistics.months[5]?.incoming.replace('.', '')).toBe(String(incoming));
    const other = await ctx.app.inject({
      url: `${API}/statistics/${BRANCH}`,
      headers: bearer(anaToken),
    });
    expect(other.statusCode).toBe(404);
  });
});
