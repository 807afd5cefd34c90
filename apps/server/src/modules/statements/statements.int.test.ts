import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TStatement, TStatementsResponse, TStatementTypes } from '@poslovno/contract';
import {
  CAMT053_XSD_SKIP_NOTE,
  hasCamt053Xsd,
  validateCamt053,
} from '@poslovno/iso20022/test-support';
import { createTestApp, type TTestContext } from '../../../test/test-app';
import { bookTransfer, type TTransferRequest } from '../../core-bank/book-transfer';
import { DEMO_COMPANIES, DEMO_PERSON_IDS, demoUuid } from '../../seed/demo-bank';
import { generateStatements } from './generate-statements';
import { readZip } from './test-support/read-zip';
import {
  FIXTURE_CUSTOMER_ID,
  createStatementFixture,
  type TStatementFixture,
} from './test-support/statement-fixture';

const API = '/mw/api/v1';

if (!hasCamt053Xsd) console.warn(CAMT053_XSD_SKIP_NOTE);

let ctx: TTestContext;
let fixture: TStatementFixture;
let bookingCount = 0;
const sessions = new Map<string, { token: string; signedInAtMs: number }>();

function accountId(key: string): string {
  const account = fixture.accounts[key];
  if (!account) throw new Error(`no fixture account ${key}`);
  return account.id;
}

/** A session at the test clock's time: the clock jumps days, and sessions idle out in minutes. */
async function tokenFor(key: string): Promise<string> {
  const nowMs = ctx.clock.now().getTime();
  const known = sessions.get(key);
  if (known && nowMs - known.signedInAtMs < 60_000) return known.token;
  const fixturePerson = fixture.persons[key];
  const token = fixturePerson
    ? await ctx.signIn(fixturePerson.personId, FIXTURE_CUSTOMER_ID)
    : await ctx.signIn(DEMO_PERSON_IDS['tomislav'] ?? 0, DEMO_COMPANIES.celik.customerId);
  sessions.set(key, { token, signedInAtMs: nowMs });
  return token;
}

/** Books as the core bank would on `valueDate`, at 10:00 that day (the clock moves there). */
async function book(
  valueDate: string,
  request: Omit<TTransferRequest, 'valueDate' | 'idempotencyKey' | 'currency'>,
) {
  ctx.clock.set(new Date(`${valueDate}T09:00:00.000Z`));
  bookingCount += 1;
  await bookTransfer(
    { db: ctx.database.db, clock: ctx.clock },
    { currency: 'EUR', ...request, valueDate, idempotencyKey: `statements-test-${bookingCount}` },
  );
}

function generate(now: string, throughDate: string) {
  ctx.clock.set(new Date(now));
  return generateStatements({ db: ctx.database.db, clock: ctx.clock }, { throughDate });
}

async function listStatements(key: string, query = ''): Promise<TStatementsResponse> {
  const response = await ctx.app.inject({
    url: `${API}/statements${query}`,
    headers: { authorization: `Bearer ${await tokenFor(key)}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TStatementsResponse>();
}

async function listAll(key: string, query = ''): Promise<TStatement[]> {
  const page = await listStatements(key, `?pageSize=100${query}`);
  return [...page.individualStatements, ...page.groupStatements, ...page.intradayStatements];
}

async function getJson<T>(key: string, path: string): Promise<T> {
  const response = await ctx.app.inject({
    url: `${API}${path}`,
    headers: { authorization: `Bearer ${await tokenFor(key)}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

async function download(key: string, statementIds: string[], format: 'PDF' | 'CAMT053' = 'PDF') {
  return ctx.app.inject({
    method: 'POST',
    url: `${API}/statements/download?locale=en_us`,
    headers: { authorization: `Bearer ${await tokenFor(key)}` },
    payload: { statementIds, format },
  });
}

async function countDownloaded(): Promise<number> {
  const result = await ctx.database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM statements WHERE downloaded_at IS NOT NULL`,
  );
  return result.rows[0]?.n ?? -1;
}

const summary = (s: TStatement) => [
  s.statementDate,
  s.number,
  s.periodFrom,
  s.openingBalance,
  s.closingBalance,
];

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await createStatementFixture(ctx.database.db, ctx.clock.now());
  const [main, second, hidden] = [accountId('main'), accountId('second'), accountId('hidden')];
  // Friday: money in and an internal transfer; Saturday: an instant payment; Monday: out and in.
  await book('2026-11-20', {
    kind: 'PAYMENT_IN',
    debit: {
      bankAccount: 'CLEARING',
      party: { name: 'Kupac d.o.o.', iban: 'HR6623400091110012345' },
    },
    credit: { accountId: main, reference: 'HR01 1234-56' },
    amountMinor: 125_000n,
    description: 'Račun 12/2026 & popust',
    endToEndId: 'E2E-KUPAC-1',
  });
  await book('2026-11-20', {
    kind: 'TRANSFER',
    debit: { accountId: main },
    credit: { accountId: second },
    amountMinor: 30_000n,
    description: 'Prijenos sredstava',
  });
  await book('2026-11-21', {
    kind: 'PAYMENT_IN',
    debit: {
      bankAccount: 'CLEARING',
      party: { name: 'Instant Kupac', iban: 'HR1723600001101234565' },
    },
    credit: { accountId: main },
    amountMinor: 9_999n,
    description: 'Instant uplata',
  });
  await book('2026-11-23', {
    kind: 'PAYMENT_OUT',
    debit: { accountId: main, reference: 'HR00 2026-11' },
    credit: {
      bankAccount: 'CLEARING',
      party: { name: 'Dobavljač d.o.o.', iban: 'DE89370400440532013000' },
    },
    amountMinor: 50_000n,
    description: 'Najam studeni',
  });
  await book('2026-11-23', {
    kind: 'PAYMENT_IN',
    debit: { bankAccount: 'CLEARING', party: { name: 'Treći d.o.o.', iban: null } },
    credit: { accountId: hidden },
    amountMinor: 1_000n,
    description: 'Uplata',
  });
});
afterAll(() => ctx.close());

describe('generateStatements', () => {
  it('states each business day with turnover: numbers per account and year, balances from the postings', async () => {
    const result = await generate('2026-11-24T07:00:00.000Z', '2026-11-23');
    expect(result.intraday).toBe(0);
    const main = await listAll('mia', `&accountId=${accountId('main')}&type=INDIVIDUAL`);
    expect(main.map(summary)).toEqual([
      ['2026-11-23', 2, '2026-11-21', '1950.00', '1549.99'],
      ['2026-11-20', 1, '2026-11-20', '1000.00', '1950.00'],
      ['2020-01-02', 1, '2020-01-01', '0.00', '1000.00'],
    ]);
    expect(main[0]).toMatchObject({
      debitTurnover: '500.00',
      creditTurnover: '99.99',
      debitCount: 1,
      creditCount: 1,
      isDownloaded: false,
      downloadedBy: null,
    });
    const second = await listAll('mia', `&accountId=${accountId('second')}&type=INDIVIDUAL`);
    expect(
      second.map((s) => [s.statementDate, s.number, s.creditTurnover, s.closingBalance]),
    ).toEqual([
      ['2026-11-20', 1, '300.00', '800.00'],
      ['2020-01-02', 1, '500.00', '500.00'],
    ]);
    const groups = await listAll('mia', '&type=GROUP');
    expect(
      groups.map((s) => [
        s.statementDate,
        s.number,
        s.groupAccounts.map((a) => a.id),
        s.closingBalance,
      ]),
    ).toEqual([
      ['2026-11-23', 2, [accountId('main'), accountId('hidden')], '1609.99'],
      ['2026-11-20', 1, [accountId('main'), accountId('second')], '2750.00'],
    ]);
  });

  it('is idempotent; an intraday statement shows today so far and the next day replaces it', async () => {
    expect(await generate('2026-11-24T07:30:00.000Z', '2026-11-23')).toEqual({
      individual: 0,
      group: 0,
      intraday: 0,
      replacedIntraday: 0,
    });
    await book('2026-11-24', {
      kind: 'FEE',
      debit: { accountId: accountId('main') },
      credit: { bankAccount: 'FEE_INCOME' },
      amountMinor: 250n,
      description: 'Naknada',
    });
    expect(await generate('2026-11-24T11:00:00.000Z', '2026-11-23')).toMatchObject({
      individual: 0,
      intraday: 1,
    });
    expect((await generate('2026-11-24T12:00:00.000Z', '2026-11-23')).intraday).toBe(0);
    const today = await listAll('mia', '&type=INTRADAY&period=TODAY');
    expect(today.map((s) => [s.number, s.periodFrom, s.closingBalance, s.cutOffAt])).toEqual([
      [1, '2026-11-24', '1547.49', '2026-11-24T11:00:00.000Z'],
    ]);
    expect(await generate('2026-11-25T06:00:00.000Z', '2026-11-24')).toMatchObject({
      individual: 1,
      group: 1,
      replacedIntraday: 1,
      intraday: 0,
    });
    const [latest] = await listAll('mia', `&accountId=${accountId('main')}&type=INDIVIDUAL`);
    expect(latest && summary(latest)).toEqual([
      '2026-11-24',
      3,
      '2026-11-24',
      '1549.99',
      '1547.49',
    ]);
    expect(await listAll('mia', '&type=INTRADAY')).toEqual([]);
  });
});

describe('delivery contracts (000 §6)', () => {
  it('gives a LIMITED person only the contracted accounts and no group statements', async () => {
    const types = await getJson<TStatementTypes>('ivo', '/statement-types');
    expect(types).toMatchObject({ deliveryScope: 'LIMITED', groupStatementEnabled: false });
    expect(types.statementsByAccount.map((entry) => entry.account.id)).toEqual([
      accountId('main'),
      accountId('usd'),
    ]);
    const seen = await listAll('ivo');
    expect(new Set(seen.map((s) => s.account?.id))).toEqual(
      new Set([accountId('main'), accountId('usd')]),
    );
  });

  it('gives nothing without delivery; a FULL person sees group statements only of accounts they may see', async () => {
    expect(await listAll('nikola')).toEqual([]);
    expect(await getJson<TStatementTypes>('nikola', '/statement-types')).toEqual({
      groupStatementEnabled: false,
      deliveryScope: 'NONE',
      statementsByAccount: [],
    });
    const types = await getJson<TStatementTypes>('lana', '/statement-types');
    expect(types).toMatchObject({ deliveryScope: 'FULL', groupStatementEnabled: true });
    expect(types.statementsByAccount.map((entry) => entry.account.nickname)).toEqual([
      'Glavni test',
      null,
      'Devizni test',
    ]);
    const groups = await listAll('lana', '&type=GROUP');
    expect(groups.map((s) => s.statementDate)).toEqual(['2026-11-24', '2026-11-20']);
  });

  it("answers 404 for another company's statement or one outside the contract, and marks nothing", async () => {
    const [second] = await listAll('mia', `&accountId=${accountId('second')}&type=INDIVIDUAL`);
    const [hiddenGroup] = await listAll(
      'mia',
      '&type=GROUP&period=SELECTED&from=2026-11-23&to=2026-11-23',
    );
    const foreign = await ctx.database.db.execute<{ id: string }>(
      sql`SELECT id FROM statements WHERE company_id = ${demoUuid('company:celik')} LIMIT 1`,
    );
    const refusals: [string, string | undefined][] = [
      ['tomislav', second?.id],
      ['ivo', second?.id],
      ['nikola', second?.id],
      ['lana', hiddenGroup?.id],
    ];
    if (foreign.rows[0]) refusals.push(['mia', foreign.rows[0].id]);
    for (const [key, id] of refusals) {
      const response = await download(key, [id ?? '']);
      expect(response.statusCode, `${key} ${id}`).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    }
    const viaGet = await ctx.app.inject({
      url: `${API}/statements/download?statementIds=${second?.id}`,
      headers: { authorization: `Bearer ${await tokenFor('tomislav')}` },
    });
    expect(viaGet.statusCode).toBe(404);
    expect(await countDownloaded()).toBe(0);
  });
});

describe('GET /statements filters and paging', () => {
  it('filters by type, period and account, and pages with a keyset cursor without gaps or repeats', async () => {
    const all = await listAll('lana');
    const seen: string[] = [];
    let cursor: string | null = '1';
    while (cursor !== null) {
      const page: TStatementsResponse = await listStatements(
        'lana',
        `?pageSize=2&cursor=${cursor}`,
      );
      seen.push(
        ...[...page.individualStatements, ...page.groupStatements, ...page.intradayStatements].map(
          (s) => s.id,
        ),
      );
      cursor = page.metadata.nextCursor;
    }
    expect(seen.sort()).toEqual(all.map((s) => s.id).sort());
    // main: 2020 and three days of 2026; second: 2020 and one; usd: 2020; groups of 20 and 24 Nov.
    expect(all.length).toBe(9);
    const week = await listAll('mia', '&period=LAST_WEEK&type=GROUP');
    expect(week.map((s) => s.statementDate)).toEqual(['2026-11-24', '2026-11-23', '2026-11-20']);
    const second = await listAll('mia', `&accountId=${accountId('second')}&period=LAST_WEEK`);
    expect(second.map((s) => s.type).sort()).toEqual(['GROUP', 'INDIVIDUAL']);
  });

  it('refuses a selected period without dates or with the start after the end', async () => {
    for (const query of ['?period=SELECTED', '?period=SELECTED&from=2026-11-24&to=2026-11-20']) {
      const response = await ctx.app.inject({
        url: `${API}/statements${query}`,
        headers: { authorization: `Bearer ${await tokenFor('lana')}` },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    }
  });
});

describe('downloads', () => {
  it('refuses 51 statements with a clear error and marks none of them', async () => {
    const [real] = await listAll('lana');
    const ids = [
      real?.id ?? '',
      ...Array.from(
        { length: 50 },
        (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      ),
    ];
    const response = await download('lana', ids);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errorCode: 'STATEMENT_DOWNLOAD_LIMIT_EXCEEDED',
      description:
        'At most 50 statements can be downloaded at once. Select fewer statements and try again.',
    });
    expect(await countDownloaded()).toBe(0);
  });

  it('gives one statement as its PDF and records who downloaded it', async () => {
    const [latest] = await listAll('lana', `&accountId=${accountId('main')}&type=INDIVIDUAL`);
    const response = await download('lana', [latest?.id ?? '']);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''Statement_${fixture.accounts['main']?.iban}_${latest?.statementDate}_3.pdf`,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const downloaded = await listAll('lana', '&downloadState=DOWNLOADED');
    expect(downloaded.map((s) => [s.id, s.downloadedBy, s.downloadedAt])).toEqual([
      [latest?.id, 'Lana Horvat', '2026-11-25T06:00:00.000Z'],
    ]);
  });

  it('gives several statements as a ZIP of PDFs, named by Content-Disposition', async () => {
    const groups = await listAll('mia', '&type=GROUP&period=LAST_WEEK');
    const response = await download(
      'mia',
      groups.slice(0, 2).map((s) => s.id),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('Statements_2026-11-25.zip');
    const files = readZip(response.rawPayload);
    expect(files.map((file) => file.name)).toEqual(
      groups.slice(0, 2).map((s) => `Group-statement_EUR_${s.statementDate}_${s.number}.pdf`),
    );
    expect(groups.slice(0, 2).map((s) => s.number)).toEqual([3, 2]);
    for (const file of files) expect(file.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const left = await listAll('mia', '&type=GROUP&downloadState=NOT_DOWNLOADED');
    expect(left.map((s) => s.number)).toEqual([1]);
  });

  it.skipIf(!hasCamt053Xsd)(
    'gives camt.053.001.08 XML valid against the ISO 20022 schema',
    async () => {
      const [group] = await listAll(
        'lana',
        '&type=GROUP&period=SELECTED&from=2026-11-20&to=2026-11-20',
      );
      const response = await download('lana', [group?.id ?? ''], 'CAMT053');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['content-disposition']).toContain(
        'filename="Group-statement_EUR_2026-11-20_1.xml"',
      );
      const xml = response.body;
      expect(xml.match(/<Stmt>/g)).toHaveLength(2);
      expect(xml).toContain('<Ref>HR011234-56</Ref>');
      expect(xml).toContain('Račun 12/2026 &amp; popust');
      expect(await validateCamt053(xml)).toEqual({ isValid: true, errors: [] });
    },
  );
});

describe('GET /dashboard/statements/notifications', () => {
  it('offers what was not downloaded: individual and group of the last N days, intraday of today', async () => {
    await book('2026-11-25', {
      kind: 'FEE',
      debit: { accountId: accountId('second') },
      credit: { bankAccount: 'FEE_INCOME' },
      amountMinor: 100n,
      description: 'Naknada',
    });
    await generate('2026-11-25T10:00:00.000Z', '2026-11-24');
    const recent = await getJson<Record<string, TStatement[]>>(
      'lana',
      '/dashboard/statements/notifications?numberOfDays=2',
    );
    expect(recent['individualStatements']).toEqual([]);
    expect(recent['groupStatements']).toEqual([]);
    expect(recent['intradayStatements']?.map((s) => [s.account?.id, s.periodFrom])).toEqual([
      [accountId('second'), '2026-11-25'],
    ]);
    const month = await getJson<Record<string, TStatement[]>>(
      'lana',
      '/dashboard/statements/notifications',
    );
    expect(
      month['individualStatements']
        ?.map((s) => `${s.statementDate} ${s.account?.nickname ?? s.account?.id}`)
        .sort(),
    ).toEqual(
      [
        `2026-11-20 ${accountId('second')}`,
        '2026-11-20 Glavni test',
        '2026-11-23 Glavni test',
      ].sort(),
    );
    // Group 1 was downloaded as camt.053 above where the schema is at hand.
    expect(month['groupStatements']?.map((s) => s.number)).toEqual(hasCamt053Xsd ? [] : [1]);
  });
});

describe('GET /accounts/balance/report', () => {
  it("gives the balances of the person's accounts as PDF and as XLSX", async () => {
    const pdf = await ctx.app.inject({
      url: `${API}/accounts/balance/report?format=PDF&locale=hr_hr`,
      headers: { authorization: `Bearer ${await tokenFor('lana')}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="Stanja-racuna_Izvodi-Test-d.o.o._2026-11-25.pdf"; filename*=UTF-8''Stanja-racuna_Izvodi-Test-d.o.o._2026-11-25.pdf`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const xlsx = await ctx.app.inject({
      url: `${API}/accounts/balance/report?format=XLS&locale=en_us`,
      headers: { authorization: `Bearer ${await tokenFor('lana')}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const sheet = readZip(xlsx.rawPayload).find((file) => file.name === 'xl/worksheets/sheet1.xml');
    const text = sheet?.content.toString('utf8') ?? '';
    expect(text).toContain('1547.49');
    expect(text).toContain('Glavni test');
    expect(text).not.toContain('Skriveni račun');
  });
});
