import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  TBankDetails,
  TBeneficiary,
  TCodebook,
  TCountryCodes,
  THolidays,
  TPurposeCodes,
  TUaePurposeCodes,
} from '@poslovno/contract';
import {
  ORDERED_FOREIGN_TURNOVER_CODES,
  buildOib,
  formatIbanGrouped,
  isIbanCountry,
  SEPA_COUNTRY_CODES,
  isValidElectronicIban,
  isValidMod11Radix10,
  isValidOib,
} from '@poslovno/domain';
import { createTestApp, type TTestContext } from '../../../test/test-app';
import { withCompanyScope, type TTx } from '../../platform/db/database';
import { DEMO_BANK_CODE, DEMO_COMPANIES, DEMO_PERSON_IDS, demoUuid } from '../../seed/demo-bank';
import {
  findAccountListing,
  findBankByBic,
  findBusinessByOib,
  findCroatianBank,
  isSanctionedParty,
  loadCodebookSets,
} from './reference-data.repository';

const API = '/mw/api/v1';

/** The demo's listed accounts, as the README names them (migrations/0010_reference_data.sql). */
const LISTED_IBANS = {
  HR4224999957000001013: 'BLACKLISTED',
  HR5323600007000001021: 'BLACKLISTED',
  HR2124999957100001019: 'WHITELISTED',
  HR0823400097100001027: 'WHITELISTED',
  HR9224999957200001018: 'URGENT_ONLY',
  HR2124840087200001026: 'URGENT_ONLY',
  HR2324999957300001015: 'PROTECTED',
  HR4423900017300001023: 'PROTECTED',
} as const;

let ctx: TTestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  token = await ctx.signIn(DEMO_PERSON_IDS['ana'] as number, DEMO_COMPANIES.slavonska.customerId);
});
afterAll(() => ctx.close());

async function get<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await ctx.app.inject({
    url: `${API}${url}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** As a payment's validation reads the data: in a company-scoped transaction as poslovno_app. */
function asSession<T>(work: (tx: TTx) => Promise<T>): Promise<T> {
  return withCompanyScope(
    ctx.database.db,
    { companyId: demoUuid('company:slavonska'), personUuid: demoUuid('person:ana') },
    work,
  );
}

describe('GET /config/holidays', () => {
  it('lists a year’s holidays without a session, with the calendars each closes', async () => {
    const response = await ctx.app.inject({ url: `${API}/config/holidays?year=2024` });
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<THolidays>();
    expect(items.map((item) => item.date)).toEqual([...items.map((item) => item.date)].sort());
    expect(items).toContainEqual({
      date: '2024-03-29',
      name: 'Veliki petak',
      channels: ['TARGET2'],
    });
    expect(items).toContainEqual({
      date: '2024-12-25',
      name: 'Božić',
      channels: ['DOMESTIC', 'TARGET2'],
    });
    expect(items.filter((item) => item.date === '2024-05-30')).toEqual([
      { date: '2024-05-30', name: 'Dan državnosti', channels: ['DOMESTIC'] },
      { date: '2024-05-30', name: 'Tijelovo', channels: ['DOMESTIC'] },
    ]);
    expect(items.filter((item) => item.date === '2024-01-01')).toHaveLength(1);
  });

  it('names them by locale and takes the current year by the bank’s clock by default', async () => {
    const response = await ctx.app.inject({ url: `${API}/config/holidays?locale=en_us` });
    const { items } = response.json<THolidays>();
    expect(items.every((item) => item.date.startsWith('2026-'))).toBe(true);
    expect(items).toContainEqual({
      date: '2026-12-26',
      name: "St Stephen's Day",
      channels: ['DOMESTIC', 'TARGET2'],
    });
  });

  it('refuses a year out of range', async () => {
    const response = await ctx.app.inject({ url: `${API}/config/holidays?year=1800` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
  });
});

describe('GET /config/purpose-codes/:language and /config/uae-purpose-codes', () => {
  it('lists the ISO 20022 purpose codes sorted by code, in Croatian and in English', async () => {
    const hr = await get<TPurposeCodes>('/config/purpose-codes/hr');
    const en = await get<TPurposeCodes>('/config/purpose-codes/en');
    expect(hr.items.length).toBeGreaterThanOrEqual(40);
    const codes = hr.items.map((item) => item.code);
    expect(codes).toEqual([...codes].sort());
    expect(en.items.map((item) => item.code)).toEqual(codes);
    expect(codes).toEqual(expect.arrayContaining(['SALA', 'SUPP', 'TAXS', 'PENS', 'OTHR', 'GDDS']));
    expect(hr.items).toContainEqual({ code: 'SALA', name: 'Isplata plaće' });
    expect(en.items).toContainEqual({ code: 'SALA', name: 'Salary Payment' });
  });

  it('refuses another language and a call without a session', async () => {
    expect((await ctx.app.inject({ url: `${API}/config/purpose-codes/hr` })).statusCode).toBe(401);
    const response = await ctx.app.inject({
      url: `${API}/config/purpose-codes/de`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(400);
  });

  it('lists the UAE purpose-of-payment codes by locale', async () => {
    const hr = await get<TUaePurposeCodes>('/config/uae-purpose-codes');
    const en = await get<TUaePurposeCodes>('/config/uae-purpose-codes?locale=en_us');
    expect(hr.items.length).toBeGreaterThanOrEqual(25);
    const codes = hr.items.map((item) => item.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes.every((code) => /^[A-Z]{3}$/.test(code))).toBe(true);
    expect(hr.items).toContainEqual({ code: 'GDS', name: 'Kupnja ili prodaja robe' });
    expect(en.items).toContainEqual({ code: 'GDS', name: 'Goods bought or sold' });
  });
});

describe('GET /config/country-codes/:language', () => {
  it('sorts the countries by their Croatian names as Croatian sorts them', async () => {
    const { items } = await get<TCountryCodes>('/config/country-codes/hr');
    expect(items).toHaveLength(250);
    const names = items.map((item) => item.name);
    expect(names).toEqual([...names].sort((left, right) => left.localeCompare(right, 'hr')));
    // Č is a letter of its own, after C and before D.
    expect(names.indexOf('Čile')).toBeGreaterThan(names.indexOf('Cipar'));
    expect(names.indexOf('Čile')).toBeLessThan(names.indexOf('Danska'));
    expect(items).toContainEqual({ code: 'HR', name: 'Hrvatska', usesIban: true, isSepa: true });
    expect(items).toContainEqual({
      code: 'US',
      name: 'Sjedinjene Američke Države',
      usesIban: false,
      isSepa: false,
    });
  });

  it('names and sorts them in English', async () => {
    const { items } = await get<TCountryCodes>('/config/country-codes/en');
    const names = items.map((item) => item.name);
    expect(names).toEqual([...names].sort((left, right) => left.localeCompare(right, 'en')));
    expect(items).toContainEqual({ code: 'HR', name: 'Croatia', usesIban: true, isSepa: true });
    expect(items).toContainEqual({
      code: 'AE',
      name: 'United Arab Emirates',
      usesIban: true,
      isSepa: false,
    });
  });
});

describe('GET /config/codebook', () => {
  it('gives the small codebooks with names by locale', async () => {
    const hr = await get<TCodebook>('/config/codebook');
    const en = await get<TCodebook>('/config/codebook?locale=en_us');
    expect(hr.foreignTurnoverCodes.map((entry) => entry.code)).toEqual([
      ...ORDERED_FOREIGN_TURNOVER_CODES,
    ]);
    expect(
      hr.foreignTurnoverCodes.filter((entry) => entry.isPrimary).map((entry) => entry.code),
    ).toEqual(['5517d', '3145d', '3015d']);
    expect(hr.chargeBearers.map((entry) => entry.code)).toEqual(['SHA', 'OUR']);
    expect(hr.paymentInstruments).toEqual([
      { code: 'DOZNAKA', name: 'Doznaka' },
      { code: 'INKASO', name: 'Inkaso' },
    ]);
    expect(hr.urgencies).toEqual([
      { code: 'NORMAL', name: 'Uobičajeno' },
      { code: 'URGENT', name: 'Hitno' },
      { code: 'INSTANT', name: 'Trenutno' },
    ]);
    expect(en.urgencies.map((entry) => entry.name)).toEqual(['Normal', 'Urgent', 'Instant']);
    expect(hr.referenceModels).toEqual(expect.arrayContaining(['HR00', 'HR01', 'HR68', 'HR99']));
    for (const restricted of ['HR25', 'HR50', 'HR83', 'HR84'])
      expect(hr.referenceModels).not.toContain(restricted);
  });
});

describe('GET /beneficiaries/:oib', () => {
  it('finds a demo company and a firm of the register by OIB', async () => {
    const slavonska = await get<TBeneficiary>(
      `/beneficiaries/${buildOib(DEMO_COMPANIES.slavonska.oibBase)}`,
    );
    expect(slavonska).toMatchObject({
      name: 'Slavonska žitna d.o.o.',
      address: {
        street: 'Trg Ante Starčevića 4',
        postalCode: '31000',
        city: 'Osijek',
        country: 'HR',
      },
    });
    expect(slavonska.ibans).toHaveLength(3);
    expect(slavonska.ibans.every((iban) => iban.slice(4, 11) === DEMO_BANK_CODE)).toBe(true);
    const firm = await get<TBeneficiary>(`/beneficiaries/${buildOib('9100000016')}`);
    expect(firm).toMatchObject({ name: 'Vinarija Pelješac d.o.o.', address: { city: 'Ston' } });
    expect(firm.ibans).toEqual(['HR4724999955000003028', 'HR3924020065000003036']);
  });

  it('answers an unknown OIB with NO_DATA_FOR_OIB in the person’s language', async () => {
    const url = `${API}/beneficiaries/${buildOib('1234567890')}`;
    const hr = await ctx.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    expect(hr.statusCode).toBe(404);
    expect(hr.json()).toMatchObject({
      errorCode: 'NO_DATA_FOR_OIB',
      description: 'Za upisani OIB nema podataka. Upišite podatke o primatelju ručno.',
    });
    const en = await ctx.app.inject({
      url,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    expect(en.json()).toMatchObject({
      errorCode: 'NO_DATA_FOR_OIB',
      description: 'There is no data for this tax number. Enter the beneficiary manually.',
    });
  });

  it('refuses an OIB whose check digit is wrong', async () => {
    const valid = buildOib('1234567890');
    const wrong = valid.slice(0, 10) + String((Number(valid.slice(10)) + 1) % 10);
    const response = await ctx.app.inject({
      url: `${API}/beneficiaries/${wrong}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      validations: [{ field: 'params.oib', code: 'OIB_INVALID' }],
    });
  });
});

describe('GET /banks/:bic', () => {
  it('finds a bank by an 8- or 11-character BIC, Croatian banks with their code', async () => {
    const deutsche = await get<TBankDetails>('/banks/DEUTDEFFXXX');
    expect(deutsche).toEqual({
      bic: 'DEUTDEFF',
      bankCode: null,
      name: 'Deutsche Bank AG',
      address: {
        street: 'Taunusanlage 12',
        postalCode: '60325',
        city: 'Frankfurt am Main',
        country: 'DE',
      },
      currencies: null,
    });
    const erste = await get<TBankDetails>('/banks/esbchr22');
    expect(erste).toMatchObject({
      bankCode: '2402006',
      address: { city: 'Rijeka', country: 'HR' },
    });
    const emirates = await get<TBankDetails>('/banks/EBILAEAD');
    expect(emirates.address.postalCode).toBeNull();
    expect(emirates.currencies).toEqual(['AED', 'USD', 'EUR']);
  });

  it('answers an unknown BIC with NOT_FOUND and a malformed one with BIC_INVALID', async () => {
    const unknown = await ctx.app.inject({
      url: `${API}/banks/ABCDDEFF`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    const malformed = await ctx.app.inject({
      url: `${API}/banks/DEUTDE`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      validations: [{ field: 'params.bic', code: 'BIC_INVALID' }],
    });
  });
});

describe('the lookups of payment validation', () => {
  it('finds Croatian banks by code, the demo bank and its fictitious partner included', async () => {
    await asSession(async (tx) => {
      expect(await findCroatianBank(tx, '2340009')).toEqual({
        bic: 'PBZGHR2X',
        name: 'Privredna banka Zagreb d.d.',
        address: 'Radnička cesta 50, 10000 Zagreb',
        country: 'HR',
        currencies: null,
      });
      expect(await findCroatianBank(tx, DEMO_BANK_CODE)).toMatchObject({ bic: 'JPBAHR22' });
      expect(await findCroatianBank(tx, '2499995')).toMatchObject({
        name: 'Demo partner banka d.d.',
      });
      expect(await findCroatianBank(tx, '2340000')).toBeUndefined();
      expect(await findCroatianBank(tx, 'PBZGHR2')).toBeUndefined();
    });
  });

  it('finds banks by BIC on its first 8 characters, with the currencies they take', async () => {
    await asSession(async (tx) => {
      expect(await findBankByBic(tx, 'PBZGHR2XXXX')).toMatchObject({
        name: 'Privredna banka Zagreb d.d.',
      });
      expect(await findBankByBic(tx, 'ZABAHR2X')).toMatchObject({ country: 'HR' });
      expect(await findBankByBic(tx, 'CHASUS33XXX')).toEqual({
        bic: 'CHASUS33',
        name: 'JPMorgan Chase Bank, N.A.',
        address: '270 Park Avenue, NY 10017 New York',
        country: 'US',
        currencies: ['USD'],
      });
      expect((await findBankByBic(tx, 'ZKBKCHZZ80A'))?.currencies).toEqual(['CHF', 'EUR']);
      expect((await findBankByBic(tx, 'DEUTDEFF'))?.currencies).toBeNull();
      expect(await findBankByBic(tx, 'DEUTDEF')).toBeUndefined();
      expect(await findBankByBic(tx, 'ABCDDEFF')).toBeUndefined();
    });
  });

  it('finds every listed account, and none for an ordinary one', async () => {
    await asSession(async (tx) => {
      for (const [iban, listing] of Object.entries(LISTED_IBANS))
        expect(await findAccountListing(tx, iban), iban).toBe(listing);
      expect(
        await findAccountListing(tx, formatIbanGrouped('HR4224999957000001013').toLowerCase()),
      ).toBe('BLACKLISTED');
      expect(await findAccountListing(tx, 'HR1210010051863000160')).toBeUndefined();
    });
  });

  it('screens names without case, accents or punctuation, and IBANs, on the core’s list', async () => {
    await asSession(async (tx) => {
      expect(await isSanctionedParty(tx, { name: 'zmajeva trgovina, ltd' })).toBe(true);
      expect(await isSanctionedParty(tx, { name: 'Obsidián  Holdings Demo Corp' })).toBe(true);
      expect(await isSanctionedParty(tx, { name: 'ČRNI JASTREB SHIPPING SA', iban: null })).toBe(
        true,
      );
      expect(
        await isSanctionedParty(tx, {
          name: 'Nevina tvrtka d.o.o.',
          iban: formatIbanGrouped('HR4724999950000044132'),
        }),
      ).toBe(true);
      expect(
        await isSanctionedParty(tx, {
          name: 'Nevina tvrtka d.o.o.',
          iban: 'HR1210010051863000160',
        }),
      ).toBe(false);
      expect(await isSanctionedParty(tx, { name: '...' })).toBe(false);
    });
  });

  it('loads the codebooks as sets', async () => {
    const sets = await asSession((tx) => loadCodebookSets(tx));
    expect(sets.countries.size).toBe(250);
    expect(sets.countries.has('HR')).toBe(true);
    expect(sets.countries.has('XK')).toBe(true);
    expect(sets.countries.has('EU')).toBe(false);
    expect(sets.purposeCodes.has('SALA')).toBe(true);
    expect(sets.uaePurposeCodes.has('GDS')).toBe(true);
    expect(sets.uaePurposeCodes.has('SALA')).toBe(false);
  });

  it('finds a firm of the business register by OIB', async () => {
    await asSession(async (tx) => {
      expect(await findBusinessByOib(tx, buildOib(DEMO_COMPANIES.celik.oibBase))).toMatchObject({
        name: 'Dalmacija Čelik d.d.',
        address: { city: 'Split' },
      });
      expect(await findBusinessByOib(tx, buildOib('1234567890'))).toBeUndefined();
    });
  });
});

describe('the seeded reference data', () => {
  it('gives every Croatian bank a code with its MOD 11,10 check digit, the demo history’s among them', async () => {
    const { rows } = await ctx.database.pool.query<{ bank_code: string; bic: string }>(
      'SELECT bank_code, bic FROM bank_directory WHERE bank_code IS NOT NULL',
    );
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const row of rows) expect(isValidMod11Radix10(row.bank_code), row.bank_code).toBe(true);
    const bases = rows.map((row) => row.bank_code.slice(0, 6));
    for (const base of [
      '234000',
      '236000',
      '240200',
      '248400',
      '240700',
      '239000',
      '299999',
      '249999',
    ])
      expect(bases).toContain(base);
  });

  it('lists exactly the documented accounts, each a valid IBAN', async () => {
    const { rows } = await ctx.database.pool.query<{ iban: string; listing: string }>(
      'SELECT iban, listing FROM account_listings ORDER BY iban',
    );
    expect(Object.fromEntries(rows.map((row) => [row.iban, row.listing]))).toEqual(LISTED_IBANS);
    for (const row of rows) expect(isValidElectronicIban(row.iban), row.iban).toBe(true);
  });

  it('marks IBAN and SEPA countries as the payment rules know them', async () => {
    const { rows } = await ctx.database.pool.query<{
      code: string;
      uses_iban: boolean;
      is_sepa: boolean;
    }>('SELECT code, uses_iban, is_sepa FROM countries');
    for (const row of rows) {
      expect(row.uses_iban, row.code).toBe(isIbanCountry(row.code));
      expect(row.is_sepa, row.code).toBe(SEPA_COUNTRY_CODES.includes(row.code));
      if (row.is_sepa) expect(row.uses_iban, row.code).toBe(true);
    }
  });

  it('registers firms with valid OIBs and IBANs, under the IBANs the demo history shows them', async () => {
    const { rows } = await ctx.database.pool.query<{ oib: string; name: string; ibans: string[] }>(
      'SELECT oib, name, ibans FROM business_register',
    );
    expect(rows.length).toBeGreaterThanOrEqual(17);
    for (const row of rows) {
      expect(isValidOib(row.oib), row.oib).toBe(true);
      for (const iban of row.ibans) expect(isValidElectronicIban(iban), iban).toBe(true);
    }
    const seen = await ctx.database.db.execute<{ name: string; iban: string }>(sql`
      SELECT DISTINCT p.counterparty_name AS name, p.counterparty_iban AS iban
      FROM postings p JOIN business_register r ON r.name = p.counterparty_name`);
    expect(seen.rows.length).toBeGreaterThan(5);
    for (const { name, iban } of seen.rows)
      expect(rows.find((row) => row.name === name)?.ibans, name).toContain(iban);
  });
});
