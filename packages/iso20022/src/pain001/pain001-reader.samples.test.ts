import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBytes } from './test-support/read-text';

/** Real files from banks and libraries, kept beside the repository (never in it). */
const SAMPLES_DIR = path.resolve(import.meta.dirname, '../../../../../shared/reference/samples');
const hasSamples = existsSync(SAMPLES_DIR);

const GROUP = '/Document/CstmrCdtTrfInitn/PmtInf';
const HEADER = '/Document/CstmrCdtTrfInitn/GrpHdr';
type TExpected = [string, Record<string, string>, string, string];
const past = (value: string, at: string, path: string): TExpected => [
  'EXECUTION_DATE_OUT_OF_RANGE',
  { value, lastDate: '2027-12-31' },
  at,
  path,
];

/** Each sample's issues for today 2026-11-30: code, values, line:column and path. */
const EXPECTED: Record<string, TExpected[]> = {
  'pain.001.001.03.ch.02_six_musterfile_nov2020.xml': [
    ['TRANSACTION_COUNT_MISMATCH', { declared: '7', actual: '8' }, '7:4', `${HEADER}/NbOfTxs`],
    past('2020-07-28', '21:4', `${GROUP}[1]/ReqdExctnDt`),
    past('2020-07-22', '69:4', `${GROUP}[2]/ReqdExctnDt`),
    past('2020-07-24', '153:4', `${GROUP}[3]/ReqdExctnDt`),
    past('2020-07-05', '228:4', `${GROUP}[4]/ReqdExctnDt`),
    past('2020-06-17', '281:4', `${GROUP}[5]/ReqdExctnDt`),
  ],
  'pain.001.001.03_abnamro_voorbeeldbestand.xml': [
    past('2013-04-19', '24:4', `${GROUP}[1]/ReqdExctnDt`),
  ],
  'pain.001.001.03_dk-siz_example_via-sepa-king.xml': [
    past('2010-11-25', '24:7', `${GROUP}[1]/ReqdExctnDt`),
  ],
  // The template's "YYYY-MM-DD" is the schema check's to report, not a date out of range.
  'pain.001.001.03_goldman-sachs_sepa_template.xml': [
    ['REMITTANCE_TOO_SHORT', { value: '' }, '41:13', `${GROUP}[1]/CdtTrfTxInf[1]`],
  ],
  'pain.001.001.03_ing_voorbeeldbestand.xml': [
    past('2013-04-19', '24:4', `${GROUP}[1]/ReqdExctnDt`),
  ],
  'pain.001.001.03_iso20022js_multiple_pmtinf.xml': [
    ['TRANSACTION_COUNT_MISMATCH', { declared: '1', actual: '2' }, '7:7', `${HEADER}/NbOfTxs`],
    ['CONTROL_SUM_MISMATCH', { declared: '10.00', actual: '20.00' }, '8:7', `${HEADER}/CtrlSum`],
    past('2025-02-10', '33:7', `${GROUP}[1]/ReqdExctnDt`),
    ['REMITTANCE_TOO_SHORT', { value: '' }, '48:7', `${GROUP}[1]/CdtTrfTxInf[1]`],
    [
      'INVALID_CHARACTERS',
      { element: 'Nm', character: 'á' },
      '62:11',
      `${GROUP}[1]/CdtTrfTxInf[1]/Cdtr/Nm`,
    ],
    past('2025-02-10', '93:7', `${GROUP}[2]/ReqdExctnDt`),
    ['REMITTANCE_TOO_SHORT', { value: '' }, '108:7', `${GROUP}[2]/CdtTrfTxInf[1]`],
    [
      'INVALID_CHARACTERS',
      { element: 'Nm', character: 'á' },
      '122:11',
      `${GROUP}[2]/CdtTrfTxInf[1]/Cdtr/Nm`,
    ],
  ],
  'pain.001.001.09_php-sepa-xml_fixture.xml': [
    past('2025-08-19', '24:9', `${GROUP}[1]/ReqdExctnDt/Dt`),
  ],
  'pain.001.001.09_rust-iso20022_two_pmtinf.xml': [
    ['TRANSACTION_COUNT_MISMATCH', { declared: '09', actual: '2' }, '7:7', `${HEADER}/NbOfTxs`],
    past('1997-09-26', '14:9', `${GROUP}[1]/ReqdExctnDt/DtTm`),
    ['REMITTANCE_TOO_SHORT', { value: '' }, '25:7', `${GROUP}[1]/CdtTrfTxInf[1]`],
    ['DUPLICATE_PAYMENT_INFORMATION_ID', { pmtInfId: 'string' }, '35:7', `${GROUP}[2]/PmtInfId`],
    past('1981-12-04', '38:9', `${GROUP}[2]/ReqdExctnDt/Dt`),
    ['REMITTANCE_TOO_SHORT', { value: '' }, '51:7', `${GROUP}[2]/CdtTrfTxInf[1]`],
  ],
  'pain.001.001.09_sepa-rator_example.xml': [
    past('1999-01-01', '25:9', `${GROUP}[1]/ReqdExctnDt/Dt`),
  ],
  // Croatian letters are allowed in the SCTHR variant; its kuna amounts and 2022 date are not.
  'scthr.pain.001.001.03_croatia_istanic19.xml': [
    past('2022-01-19', '25:7', `${GROUP}[1]/ReqdExctnDt`),
    ['CURRENCY_HRK', { currency: 'HRK' }, '58:11', `${GROUP}[1]/CdtTrfTxInf[1]/Amt/InstdAmt`],
    ['CURRENCY_HRK', { currency: 'HRK' }, '107:11', `${GROUP}[1]/CdtTrfTxInf[2]/Amt/InstdAmt`],
    ['CURRENCY_HRK', { currency: 'HRK' }, '157:11', `${GROUP}[1]/CdtTrfTxInf[3]/Amt/InstdAmt`],
  ],
};

const listSamples = () =>
  hasSamples ? readdirSync(SAMPLES_DIR).filter((name) => /pain\.001\./.test(name)) : [];

describe('pain.001 samples from banks and libraries', () => {
  if (!hasSamples) {
    console.warn(`pain.001 sample tests SKIPPED: ${SAMPLES_DIR} is absent.`);
    it.skip('reads every sample (the shared reference folder is absent)', () => undefined);
    return;
  }

  it('has an expectation for every pain.001 sample in the folder', () => {
    expect(listSamples().sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(listSamples())('%s: read with exactly its issues', async (name) => {
    const bytes = new Uint8Array(readFileSync(path.join(SAMPLES_DIR, name)));
    const summary = await readBytes(bytes, { chunkLengths: [7, 100, 3, 1000, 1, 1] });
    const found = summary.issues.map((issue) => [
      issue.code,
      issue.values,
      `${String(issue.line)}:${String(issue.column)}`,
      issue.path,
    ]);
    expect(found).toEqual(EXPECTED[name]);
    expect(summary.issueCount).toBe(found.length);
    expect(summary.transactions).toHaveLength(summary.transactionCount);
    for (const issue of summary.issues) {
      expect(issue.xml.startsWith('<')).toBe(true);
    }
  });

  it('reads the Croatian file whole: header, group and transactions', async () => {
    const name = 'scthr.pain.001.001.03_croatia_istanic19.xml';
    const summary = await readBytes(new Uint8Array(readFileSync(path.join(SAMPLES_DIR, name))));
    expect(summary.header).toEqual({
      namespace: { version: 'pain.001.001.03', variant: 'scthr' },
      messageId: 'UN2022011930418300',
      creationDateTime: '2022-01-19T08:27:01',
      declaredCount: '3',
      declaredControlSum: '28281.59',
      initiatingPartyName: 'KRAŠ d.d.',
      line: 4,
      column: 5,
    });
    expect(summary.groups).toEqual([
      expect.objectContaining({
        index: 1,
        pmtInfId: 'GRP20220119',
        executionDate: '2022-01-19',
        debtorName: 'KRAŠ d.d.',
        debtorIban: 'HR0523400091100010694',
        debtorAgentBic: 'PBZGHR2X',
        transactionCount: 3,
        totalMinor: 2828159n,
        currency: 'HRK',
      }),
    ]);
    expect(summary.transactions[1]).toEqual({
      groupIndex: 1,
      index: 2,
      instrId: 'A05PD-2022-605',
      endToEndId: 'HR24 7722-522000605-1017089',
      amountMinor: 2053074n,
      amount: '20530.74',
      currency: 'HRK',
      creditorName: 'GRAD RIJEKA',
      creditorIban: 'HR3324020061837300005',
      creditorBic: null,
      remittanceUnstructured: null,
      creditorReference: 'HR24 7722-522000605-1017089',
      purposeCode: 'SUPP',
      line: 101,
      column: 7,
    });
    expect(summary.issues[1]).toMatchObject({
      groupIndex: 1,
      pmtInfId: 'GRP20220119',
      transactionIndex: 1,
      instrId: '924862116',
      xml: '<InstdAmt Ccy="HRK">319.10</InstdAmt>',
    });
  });
});
