import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../../test/test-app';
import {
  SLAVONSKA,
  SLAVONSKA_PAYROLL,
  personId,
} from '../../payments/test-support/payment-fixture';
import {
  countRows,
  expectRefusal,
  locateTag,
  readFileErrors,
  uploadFile,
  type TUploadAnswer,
} from './proof-support';

/**
 * Issue 25 "Proofs": pain.001 files nobody here wrote (banks' and libraries' samples, kept beside
 * the repository, never in it), uploaded through the API as they are and then with their debtor
 * account and dates made this company's and this week's. The test clock is Friday 2026-11-20,
 * 10:00 in Zagreb; the next business day is Monday 2026-11-23.
 */
const SAMPLES_DIR = path.resolve(
  import.meta.dirname,
  '../../../../../../../shared/reference/samples',
);
const hasSamples = existsSync(SAMPLES_DIR);

const NEXT_BUSINESS_DAY = '2026-11-23';
const NOW = new Date('2026-11-20T09:00:00Z');

const HEADER = '/Document/CstmrCdtTrfInitn/GrpHdr';
const GROUP = '/Document/CstmrCdtTrfInitn/PmtInf';

const listSamples = () =>
  hasSamples
    ? readdirSync(SAMPLES_DIR)
        .filter((name) => /pain\.001\./.test(name))
        .sort()
    : [];
const readSample = (name: string) => readFileSync(path.join(SAMPLES_DIR, name));

/** Where the n-th group's debtor IBAN is written: DEBTOR_ACCOUNT_NOT_OWN points at it. */
function notOwn(text: string, group: number): string {
  let from = 0;
  for (let count = 0; count < group; count += 1) from = text.indexOf('<DbtrAcct', from) + 1;
  const place = locateTag(text, 'IBAN', from);
  return `DEBTOR_ACCOUNT_NOT_OWN ${String(place.line)}:${String(place.column)} ${GROUP}[${String(group)}]/DbtrAcct/Id/IBAN`;
}

const past = (at: string, group: number, element = 'ReqdExctnDt') =>
  `EXECUTION_DATE_OUT_OF_RANGE ${at} ${GROUP}[${String(group)}]/${element}`;

interface TExpected {
  /** Refused by the schema: each error's line and path (the column is its start tag's). */
  schema?: readonly (readonly [line: number, path: string])[];
  /** Stored with exactly these errors (`CODE line:column path`). */
  errors?: (text: string) => string[];
  version?: string;
}

/** What each sample gives unchanged, on the test clock's day, uploaded by Slavonska žitna. */
const UNCHANGED: Record<string, TExpected> = {
  // Its own header says 7 payments for 8; five groups of 2020 dates, Swiss debtor accounts.
  'pain.001.001.03.ch.02_six_musterfile_nov2020.xml': {
    errors: (text) => [
      `TRANSACTION_COUNT_MISMATCH 7:4 ${HEADER}/NbOfTxs`,
      past('21:4', 1),
      past('69:4', 2),
      past('153:4', 3),
      past('228:4', 4),
      past('281:4', 5),
      ...[1, 2, 3, 4, 5].map((group) => notOwn(text, group)),
    ],
  },
  'pain.001.001.03_abnamro_voorbeeldbestand.xml': {
    errors: (text) => [past('24:4', 1), notOwn(text, 1)],
  },
  'pain.001.001.03_dk-siz_example_via-sepa-king.xml': {
    errors: (text) => [past('24:7', 1), notOwn(text, 1)],
  },
  // A template: its placeholders (YYYY-MM-DD, IBAN, Bank BIC) are not what the schema allows.
  'pain.001.001.03_goldman-sachs_sepa_template.xml': {
    schema: [
      [27, `${GROUP}[1]/ReqdExctnDt`],
      [33, `${GROUP}[1]/DbtrAcct/Id/IBAN`],
      [38, `${GROUP}[1]/DbtrAgt/FinInstnId/BIC`],
      [50, `${GROUP}[1]/CdtTrfTxInf[1]/CdtrAgt/FinInstnId/BIC`],
      [58, `${GROUP}[1]/CdtTrfTxInf[1]/CdtrAcct/Id/IBAN`],
    ],
  },
  'pain.001.001.03_ing_voorbeeldbestand.xml': {
    errors: (text) => [past('24:4', 1), notOwn(text, 1)],
  },
  // One payment declared for two, 10.00 for 20.00, no remittance, and an á in each payee's name.
  'pain.001.001.03_iso20022js_multiple_pmtinf.xml': {
    errors: (text) => [
      `TRANSACTION_COUNT_MISMATCH 7:7 ${HEADER}/NbOfTxs`,
      `CONTROL_SUM_MISMATCH 8:7 ${HEADER}/CtrlSum`,
      past('33:7', 1),
      notOwn(text, 1),
      `REMITTANCE_TOO_SHORT 48:7 ${GROUP}[1]/CdtTrfTxInf[1]`,
      `INVALID_CHARACTERS 62:11 ${GROUP}[1]/CdtTrfTxInf[1]/Cdtr/Nm`,
      past('93:7', 2),
      notOwn(text, 2),
      `REMITTANCE_TOO_SHORT 108:7 ${GROUP}[2]/CdtTrfTxInf[1]`,
      `INVALID_CHARACTERS 122:11 ${GROUP}[2]/CdtTrfTxInf[1]/Cdtr/Nm`,
    ],
  },
  'pain.001.001.09_php-sepa-xml_fixture.xml': {
    errors: (text) => [past('24:9', 1, 'ReqdExctnDt/Dt'), notOwn(text, 1)],
    version: 'pain.001.001.09',
  },
  // A generated fixture: two empty SplmtryData envelopes the schema requires content in.
  'pain.001.001.09_rust-iso20022_two_pmtinf.xml': {
    schema: [
      [61, '/Document/CstmrCdtTrfInitn/SplmtryData/Envlp'],
      [64, '/Document/CstmrCdtTrfInitn/SplmtryData[2]/Envlp'],
    ],
  },
  'pain.001.001.09_sepa-rator_example.xml': {
    errors: (text) => [past('25:9', 1, 'ReqdExctnDt/Dt'), notOwn(text, 1)],
    version: 'pain.001.001.09',
  },
  // Kuna amounts of January 2022 from a Croatian company's account at another bank.
  'scthr.pain.001.001.03_croatia_istanic19.xml': {
    errors: (text) => [
      past('25:7', 1),
      notOwn(text, 1),
      `CURRENCY_HRK 58:11 ${GROUP}[1]/CdtTrfTxInf[1]/Amt/InstdAmt`,
      `CURRENCY_HRK 107:11 ${GROUP}[1]/CdtTrfTxInf[2]/Amt/InstdAmt`,
      `CURRENCY_HRK 157:11 ${GROUP}[1]/CdtTrfTxInf[3]/Amt/InstdAmt`,
    ],
  },
};

/**
 * What remains once the debtor account, the dates and the currency are this company's and this
 * week's: only what the sample's own content gets wrong (none of these rewrites moves a line).
 */
const REWRITTEN: Record<string, TExpected> = {
  ...Object.fromEntries(
    Object.entries(UNCHANGED).map(([name, expected]) => [name, { ...expected, errors: () => [] }]),
  ),
  'pain.001.001.03.ch.02_six_musterfile_nov2020.xml': {
    errors: () => [`TRANSACTION_COUNT_MISMATCH 7:4 ${HEADER}/NbOfTxs`],
  },
  // The creditor's agent and account are placeholders still: the schema refuses those three.
  'pain.001.001.03_goldman-sachs_sepa_template.xml': {
    schema: [
      [38, `${GROUP}[1]/DbtrAgt/FinInstnId/BIC`],
      [50, `${GROUP}[1]/CdtTrfTxInf[1]/CdtrAgt/FinInstnId/BIC`],
      [58, `${GROUP}[1]/CdtTrfTxInf[1]/CdtrAcct/Id/IBAN`],
    ],
  },
  'pain.001.001.03_iso20022js_multiple_pmtinf.xml': {
    errors: () => [
      `TRANSACTION_COUNT_MISMATCH 7:7 ${HEADER}/NbOfTxs`,
      `CONTROL_SUM_MISMATCH 8:7 ${HEADER}/CtrlSum`,
      `REMITTANCE_TOO_SHORT 48:7 ${GROUP}[1]/CdtTrfTxInf[1]`,
      `INVALID_CHARACTERS 62:11 ${GROUP}[1]/CdtTrfTxInf[1]/Cdtr/Nm`,
      `REMITTANCE_TOO_SHORT 108:7 ${GROUP}[2]/CdtTrfTxInf[1]`,
      `INVALID_CHARACTERS 122:11 ${GROUP}[2]/CdtTrfTxInf[1]/Cdtr/Nm`,
    ],
  },
  // The envelopes stay empty: the schema refuses the file whatever its accounts and dates.
  'pain.001.001.09_rust-iso20022_two_pmtinf.xml': {
    schema: [
      [61, '/Document/CstmrCdtTrfInitn/SplmtryData/Envlp'],
      [64, '/Document/CstmrCdtTrfInitn/SplmtryData[2]/Envlp'],
    ],
  },
};

/** A temporary copy in memory: the company's payroll account, the next business day, EUR. */
function rewrite(bytes: Buffer): Buffer {
  const text = bytes
    .toString('utf8')
    .replace(/(<DbtrAcct>\s*<Id>\s*<IBAN>)[^<]*(<\/IBAN>)/g, `$1${SLAVONSKA_PAYROLL.iban}$2`)
    .replace(/(<ReqdExctnDt>)[^<]*(<\/ReqdExctnDt>)/g, `$1${NEXT_BUSINESS_DAY}$2`)
    .replace(/(<ReqdExctnDt>\s*<Dt>)[^<]*(<\/Dt>)/g, `$1${NEXT_BUSINESS_DAY}$2`)
    .replace(/(<ReqdExctnDt>\s*<DtTm>)[^<]*(<\/DtTm>)/g, `$1${NEXT_BUSINESS_DAY}T09:00:00$2`)
    .replace(/<CreDtTm>([^<]*)<\/CreDtTm>/g, (whole, value: string) =>
      new Date(value).getTime() > NOW.getTime() ? '<CreDtTm>2026-11-20T08:30:00</CreDtTm>' : whole,
    )
    .replaceAll('Ccy="HRK"', 'Ccy="EUR"')
    .replaceAll('<Ccy>HRK</Ccy>', '<Ccy>EUR</Ccy>');
  return Buffer.from(text, 'utf8');
}

async function expectAnswer(
  ctx: TTestContext,
  token: string,
  text: string,
  answer: TUploadAnswer,
  expected: TExpected,
): Promise<void> {
  if (expected.schema) {
    expectRefusal(answer, 'sepa-schema-invalid', /does not follow the pain\.001 schema/);
    const lines = text.split('\n');
    const places = expected.schema.map(([line, where]) => {
      const column = (lines[line - 1]?.indexOf('<') ?? -1) + 1;
      return `${String(line)}:${String(column)} ${where}`;
    });
    expect(answer.body.validations?.map((validation) => validation.field)).toEqual(places);
    const [first] = places;
    expect(answer.body.description).toContain(`${String(expected.schema.length)} error`);
    expect(answer.body.description).toContain(
      `line ${first?.replace(/:(\d+) .*/, ', column $1') ?? ''}`,
    );
    return;
  }
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const wanted = (expected.errors?.(text) ?? []).sort();
  const found = await readFileErrors(ctx, token, answer.body);
  expect(found.stored).toEqual(wanted);
  expect(answer.body.errorCount).toBe(wanted.length);
  // What the person sees: every error, a line's first beside it and the rest in its count.
  for (const shown of found.shown) expect(wanted).toContain(shown);
  for (const [key, item] of found.items) {
    const [group, index] = key.split('/');
    const prefix = `${GROUP}[${group ?? ''}]/CdtTrfTxInf[${index ?? ''}]`;
    const ofItem = wanted.filter((error) => error.split(' ')[2]?.startsWith(prefix));
    expect(item.errorCount).toBe(ofItem.length);
    expect(ofItem[0]).toBeDefined();
  }
  const notShown = wanted.filter((error) => !found.shown.includes(error));
  for (const error of notShown) expect(error).toMatch(/CdtTrfTxInf\[\d+\]/);
  expect(answer.body.actions.canAuthorize).toBe(wanted.length === 0);
  expect(answer.body.messageVersion).toBe(expected.version ?? 'pain.001.001.03');
  expect(answer.body.status).toBe('STORED');
}

describe('pain.001 samples from banks and libraries, through POST /bulk-payments', () => {
  if (!hasSamples) {
    console.warn(`pain.001 sample upload proofs SKIPPED: ${SAMPLES_DIR} is absent.`);
    it.skip('uploads every sample (the shared reference folder is absent)', () => undefined);
    return;
  }

  let unchanged: TTestContext;
  let rewritten: TTestContext;
  let unchangedToken: string;
  let rewrittenToken: string;

  // Two databases: a sample's message id, taken by its upload as it is, stays free for its copy.
  beforeAll(async () => {
    [unchanged, rewritten] = await Promise.all([createTestApp(), createTestApp()]);
    [unchangedToken, rewrittenToken] = await Promise.all([
      unchanged.signIn(personId('ana'), SLAVONSKA),
      rewritten.signIn(personId('ana'), SLAVONSKA),
    ]);
  });
  afterAll(() => Promise.all([unchanged.close(), rewritten.close()]));

  it('has an expectation for every pain.001 sample in the folder', () => {
    expect(listSamples()).toEqual(Object.keys(UNCHANGED).sort());
  });

  it.each(listSamples())('%s as it is: refused or stored with exactly its errors', async (name) => {
    const bytes = readSample(name);
    const expected = UNCHANGED[name];
    if (!expected) throw new Error(`no expectation for ${name}`);
    const before = await countRows(unchanged);
    const answer = await uploadFile(unchanged, unchangedToken, bytes, name);
    await expectAnswer(unchanged, unchangedToken, bytes.toString('utf8'), answer, expected);
    if (expected.schema) expect(await countRows(unchanged)).toEqual(before);
  });

  it.each(listSamples())(
    '%s on the company account and the next business day: what remains',
    async (name) => {
      const bytes = rewrite(readSample(name));
      const expected = REWRITTEN[name];
      if (!expected) throw new Error(`no expectation for ${name}`);
      const answer = await uploadFile(rewritten, rewrittenToken, bytes, name);
      await expectAnswer(rewritten, rewrittenToken, bytes.toString('utf8'), answer, expected);
      if (expected.schema) return;
      for (const group of answer.body.groups) {
        expect(group.account.iban).toBe(SLAVONSKA_PAYROLL.iban);
        expect(group.account.accountId).not.toBeNull();
        expect(group.executionDate).toBe(NEXT_BUSINESS_DAY);
      }
    },
  );

  it('takes the Croatian SCTHR file as pain.001.001.03, its kuna now euro, signable', async () => {
    const name = 'scthr.pain.001.001.03_croatia_istanic19.xml';
    const bytes = rewrite(readSample(name));
    const again = await uploadFile(rewritten, rewrittenToken, bytes, name);
    // Uploaded by the test before: the same bytes are a duplicate now.
    expectRefusal(again, 'sepa-file-already-uploaded', /uploaded already \(UN2022011930418300\)/);
    const list = await rewritten.database.pool.query<{
      message_version: string;
      namespace_variant: string | null;
      issue_count: number;
    }>(
      `SELECT message_version, namespace_variant, issue_count FROM bulk_payment_files
        WHERE message_id = 'UN2022011930418300'`,
    );
    expect(list.rows).toEqual([
      { message_version: 'pain.001.001.03', namespace_variant: 'scthr', issue_count: 0 },
    ]);
    const groups = await rewritten.database.pool.query<{ currency: string; total_minor: string }>(
      `SELECT g.currency, g.total_minor::text FROM bulk_payment_groups g
        JOIN bulk_payment_files f USING (file_uuid) WHERE f.message_id = 'UN2022011930418300'`,
    );
    expect(groups.rows).toEqual([{ currency: 'EUR', total_minor: '2828159' }]);
  });
});
