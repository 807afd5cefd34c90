import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import type { TPain001Issue, TXsdIssueCode } from '../pain001-issues';
import { toByteChunks, writePain001 } from '../pain001/test-support/pain001-writer';
import { validatePain001Schema } from './pain001-schema';

const SAMPLES = path.resolve(import.meta.dirname, '../../../../../shared/reference/samples');
const hasSamples = existsSync(SAMPLES);
if (!hasSamples) {
  console.warn(
    `pain.001 sample files NOT validated: ${SAMPLES} is absent (the shared reference folder is not beside the repository).`,
  );
}

const NAMESPACE_03 = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';

function validateText(text: string, sliceTransactions?: number, maxIssues = 100) {
  return validatePain001Schema(toByteChunks([text], 1000), {
    maxIssues,
    ...(sliceTransactions !== undefined && { sliceTransactions }),
  });
}

/** Where `search` (its `occurrence`th time) starts in `text`: 1-based line and column. */
function locate(text: string, search: string, occurrence = 1): { line: number; column: number } {
  let index = -1;
  for (let seen = 0; seen < occurrence; seen++) index = text.indexOf(search, index + 1);
  expect(index).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, index);
  const lineStart = before.lastIndexOf('\n') + 1;
  return {
    line: before.split('\n').length,
    column: Array.from(text.slice(lineStart, index)).length + 1,
  };
}

function replaceOnce(text: string, search: string, replacement: string, occurrence = 1): string {
  const { line, column } = locate(text, search, occurrence);
  const lines = text.split('\n');
  const row = lines[line - 1] ?? '';
  lines[line - 1] = row.slice(0, column - 1) + row.slice(column - 1).replace(search, replacement);
  return lines.join('\n');
}

function summarize(issues: readonly TPain001Issue[]) {
  return issues.map(({ code, line, column }) => ({ code, line, column }));
}

const SMALL = [...writePain001({ groupSizes: [2, 3, 2] })].join('');

describe.skipIf(!hasSamples)('the reference samples', { timeout: 30_000 }, () => {
  const read = (name: string) => readFileSync(path.join(SAMPLES, name));
  const validateSample = async (name: string, sliceTransactions?: number) => {
    return validatePain001Schema(Readable.from([read(name)]), {
      maxIssues: 50,
      ...(sliceTransactions !== undefined && { sliceTransactions }),
    });
  };

  test.each([
    'pain.001.001.03_abnamro_voorbeeldbestand.xml',
    'pain.001.001.03_ing_voorbeeldbestand.xml',
    'pain.001.001.03_dk-siz_example_via-sepa-king.xml',
    'pain.001.001.03_iso20022js_multiple_pmtinf.xml',
    'pain.001.001.09_php-sepa-xml_fixture.xml',
    'pain.001.001.09_sepa-rator_example.xml',
  ])('%s (PASS) gives no issues, whole and one transaction a slice', async (name) => {
    for (const sliceTransactions of [undefined, 1]) {
      const result = await validateSample(name, sliceTransactions);
      expect(result.issues).toEqual([]);
      expect(result.issueCount).toBe(0);
    }
  });

  test('the Goldman Sachs template gives its 5 placeholder values at their lines', async () => {
    const result = await validateSample('pain.001.001.03_goldman-sachs_sepa_template.xml');
    expect(result.namespace).toEqual({ version: 'pain.001.001.03', variant: null });
    expect(result.issueCount).toBe(5);
    expect(result.issues.map(({ code, line, values }) => [code, line, values])).toEqual([
      ['XSD_VALUE', 27, { element: 'ReqdExctnDt', value: 'YYYY-MM-DD', type: 'ISODate' }],
      ['XSD_PATTERN', 33, { element: 'IBAN', value: 'IBAN' }],
      ['XSD_PATTERN', 38, { element: 'BIC', value: 'Bank BIC' }],
      ['XSD_PATTERN', 50, { element: 'BIC', value: 'Bank BIC' }],
      ['XSD_PATTERN', 58, { element: 'IBAN', value: 'IBAN' }],
    ]);
    expect(result.issues[3]).toMatchObject({
      column: 25,
      path: '/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[1]/CdtrAgt/FinInstnId/BIC',
      xml: '<BIC>Bank BIC</BIC>',
      groupIndex: 1,
      pmtInfId: 'Batch-Id',
      transactionIndex: 1,
    });
  });

  test('the rust two_pmtinf fixture gives its 2 empty SplmtryData envelopes, outside every group', async () => {
    const result = await validateSample('pain.001.001.09_rust-iso20022_two_pmtinf.xml', 1);
    expect(result.issues).toEqual([
      {
        code: 'XSD_MISSING_ELEMENT',
        values: { element: 'Envlp', expected: '*' },
        line: 61,
        column: 7,
        path: '/Document/CstmrCdtTrfInitn/SplmtryData/Envlp',
        xml: '<Envlp />',
      },
      {
        code: 'XSD_MISSING_ELEMENT',
        values: { element: 'Envlp', expected: '*' },
        line: 64,
        column: 7,
        path: '/Document/CstmrCdtTrfInitn/SplmtryData[2]/Envlp',
        xml: '<Envlp />',
      },
    ]);
  });

  test('the Croatian SCTHR file (with a BOM) validates as .03, its namespace mapped', async () => {
    const result = await validateSample('scthr.pain.001.001.03_croatia_istanic19.xml', 1);
    expect(result).toEqual({
      namespace: { version: 'pain.001.001.03', variant: 'scthr' },
      issues: [],
      issueCount: 0,
    });
  });

  test('the Swiss SIX file validates as base .03, the restriction it is written to', async () => {
    // The SIX schema restricts .03; the bank checks the base schema (its own rules come after).
    const result = await validateSample('pain.001.001.03.ch.02_six_musterfile_nov2020.xml', 1);
    expect(result).toEqual({
      namespace: { version: 'pain.001.001.03', variant: 'ch' },
      issues: [],
      issueCount: 0,
    });
  });
});

// Each xmllint run starts a worker and compiles the schema (about half a second on a busy machine).
describe('a broken file, each kind of complaint where it is', { timeout: 30_000 }, () => {
  const broken: readonly (readonly [TXsdIssueCode, string, string, number])[] = [
    ['XSD_LENGTH', 'E2E-2-2<', `${'L'.repeat(36)}<`, 1],
    ['XSD_PATTERN', 'DE89370400440532013000', 'DE89 3704', 4],
    ['XSD_ENUMERATION', '<ChrgBr>SLEV<', '<ChrgBr>XXXX<', 3],
    ['XSD_VALUE', '<ReqdExctnDt>2026-12-01<', '<ReqdExctnDt>2026-13-01<', 2],
    ['XSD_MISSING_ELEMENT', '<EndToEndId>E2E-3-1</EndToEndId>', '', 1],
    ['XSD_UNEXPECTED_ELEMENT', '<Cdtr>', '<Foo>1</Foo><Cdtr>', 6],
    ['XSD_OTHER', '<PmtMtd>', '<PmtMtd x="1">', 2],
  ];

  test.each(broken)('%s', async (code, search, replacement, occurrence) => {
    const text = replaceOnce(SMALL, search, replacement, occurrence);
    for (const sliceTransactions of [undefined, 2]) {
      const result = await validateText(text, sliceTransactions);
      expect(result.issues.map((issue) => issue.code)).toEqual([code]);
    }
  });

  test('each issue at its element: line, column, path, group and transaction', async () => {
    let text = SMALL;
    for (const [, search, replacement, occurrence] of broken) {
      text = replaceOnce(text, search, replacement, occurrence);
    }
    const result = await validateText(text, 1);
    expect(summarize(result.issues)).toEqual([
      { code: 'XSD_OTHER', ...locate(text, '<PmtMtd x="1">') },
      { code: 'XSD_VALUE', ...locate(text, '<ReqdExctnDt>2026-13-01') },
      { code: 'XSD_LENGTH', ...locate(text, '<EndToEndId>LLL') },
      { code: 'XSD_PATTERN', ...locate(text, '<IBAN>DE89 3704') },
      { code: 'XSD_ENUMERATION', ...locate(text, '<ChrgBr>XXXX') },
      { code: 'XSD_MISSING_ELEMENT', ...locate(text, '<PmtId>', 6) },
      { code: 'XSD_UNEXPECTED_ELEMENT', ...locate(text, '<Foo>') },
    ]);
    expect(result.issues[2]).toEqual({
      code: 'XSD_LENGTH',
      values: { element: 'EndToEndId', max: 35, actual: 36 },
      ...locate(text, '<EndToEndId>LLL'),
      path: '/Document/CstmrCdtTrfInitn/PmtInf[2]/CdtTrfTxInf[2]/PmtId/EndToEndId',
      xml: `<EndToEndId>${'L'.repeat(36)}</EndToEndId>`,
      groupIndex: 2,
      pmtInfId: 'PMT-2',
      transactionIndex: 2,
      instrId: 'I-2-2',
    });
    expect(result.issues[5]).toMatchObject({
      values: { element: 'PmtId', expected: 'EndToEndId' },
      path: '/Document/CstmrCdtTrfInitn/PmtInf[3]/CdtTrfTxInf[1]/PmtId',
      groupIndex: 3,
      pmtInfId: 'PMT-3',
      transactionIndex: 1,
      instrId: 'I-3-1',
    });
    expect(result.issues[6]).toMatchObject({
      values: {
        element: 'Foo',
        expected:
          'CdtrAgtAcct, Cdtr, CdtrAcct, UltmtCdtr, InstrForCdtrAgt, InstrForDbtrAgt, Purp, RgltryRptg, Tax, RltdRmtInf',
      },
      xml: '<Foo>1</Foo>',
      groupIndex: 3,
      transactionIndex: 1,
      instrId: 'I-3-1',
    });
  });

  test('keeps maxIssues and counts the rest', async () => {
    let text = SMALL;
    for (let count = 1; count <= 7; count++) text = replaceOnce(text, '<Ctry>DE<', '<Ctry>de<');
    const result = await validateText(text, 2, 3);
    expect(result.issueCount).toBe(7);
    expect(summarize(result.issues)).toEqual(
      [1, 2, 3].map((occurrence) => ({
        code: 'XSD_PATTERN',
        ...locate(text, '<Ctry>de<', occurrence),
      })),
    );
  });
});

describe(
  'what lies outside the group header, the PmtInf headers and the transactions',
  { timeout: 30_000 },
  () => {
    test('an unknown element in CstmrCdtTrfInitn or in a PmtInf after its transactions is reported', async () => {
      let text = replaceOnce(SMALL, '  </PmtInf>', '  <Extra/></PmtInf>', 2);
      text = replaceOnce(
        text,
        '  </CstmrCdtTrfInitn>',
        '  <Trailer>x</Trailer></CstmrCdtTrfInitn>',
      );
      for (const sliceTransactions of [undefined, 1]) {
        const result = await validateText(text, sliceTransactions);
        expect(result.issues).toMatchObject([
          {
            code: 'XSD_UNEXPECTED_ELEMENT',
            values: { element: 'Extra', expected: 'CdtTrfTxInf' },
            ...locate(text, '<Extra/>'),
            path: '/Document/CstmrCdtTrfInitn/PmtInf[2]/Extra',
            groupIndex: 2,
            pmtInfId: 'PMT-2',
          },
          {
            code: 'XSD_UNEXPECTED_ELEMENT',
            values: { element: 'Trailer', expected: 'PmtInf' },
            ...locate(text, '<Trailer>'),
            path: '/Document/CstmrCdtTrfInitn/Trailer',
            xml: '<Trailer>x</Trailer>',
          },
        ]);
      }
    });

    test('a group without transactions misses its CdtTrfTxInf, at its PmtInf', async () => {
      const text = [...writePain001({ groupSizes: [2, 0, 1] })].join('');
      const result = await validateText(text, 1);
      expect(result.issues).toMatchObject([
        {
          code: 'XSD_MISSING_ELEMENT',
          values: { element: 'PmtInf', expected: 'ChrgsAcct, ChrgsAcctAgt, CdtTrfTxInf' },
          ...locate(text, '<PmtInf>', 2),
          path: '/Document/CstmrCdtTrfInitn/PmtInf[2]',
          groupIndex: 2,
          pmtInfId: 'PMT-2',
        },
      ]);
    });
  },
);

describe('the file as written', { timeout: 30_000 }, () => {
  test('a prefixed namespace, all on one line after a BOM: columns count code points past the BOM', async () => {
    const minified = replaceOnce(SMALL, 'DE89370400440532013000', 'Ž', 5)
      .replaceAll(/\n\s*/g, '')
      .replaceAll(/<(\/?)(\w+)/g, '<$1p:$2')
      .replace(`xmlns="${NAMESPACE_03}"`, `xmlns:p="${NAMESPACE_03}"`)
      .replace('<p:xml', '<?xml')
      .replace('?>', '?>\n');
    const result = await validatePain001Schema(toByteChunks(['\uFEFF', minified], 100), {
      maxIssues: 10,
      sliceTransactions: 1,
    });
    expect(result.issues).toMatchObject([
      {
        code: 'XSD_PATTERN',
        values: { element: 'IBAN', value: 'Ž' },
        ...locate(minified, '<p:IBAN>Ž'),
        path: '/Document/CstmrCdtTrfInitn/PmtInf[2]/CdtTrfTxInf[3]/CdtrAcct/Id/IBAN',
        xml: '<p:IBAN>Ž</p:IBAN>',
      },
    ]);
    expect(result.issues[0]?.line).toBe(2);
  });

  test('a Croatian variant namespace is validated as the base version', async () => {
    const text = replaceOnce(
      SMALL.replace(NAMESPACE_03, 'urn:iso:std:iso:20022:tech:xsd:scthr:pain.001.001.03'),
      '<Ctry>DE<',
      '<Ctry>D<',
      6,
    );
    const result = await validateText(text, 1);
    expect(result.namespace).toEqual({ version: 'pain.001.001.03', variant: 'scthr' });
    expect(summarize(result.issues)).toEqual([
      { code: 'XSD_PATTERN', ...locate(text, '<Ctry>D<') },
    ]);
  });

  test('a root in a namespace the bank does not read is the one issue', async () => {
    const text = SMALL.replace(NAMESPACE_03, 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.12');
    const result = await validateText(text);
    expect(result).toEqual({
      namespace: undefined,
      issues: [
        {
          code: 'XSD_UNEXPECTED_ELEMENT',
          values: {
            element: 'Document',
            namespace: 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.12',
            expected: 'Document',
          },
          line: 2,
          column: 1,
          path: '/Document',
          xml: expect.stringMatching(/^<Document xmlns=".*">\n {2}<CstmrCdtTrfInitn>/) as unknown,
        },
      ],
      issueCount: 1,
    });
  });

  test('a DOCTYPE is refused, its entities never expanded', async () => {
    const text = SMALL.replace('?>\n', '?>\n<!DOCTYPE Document [<!ENTITY x "y">]>\n');
    await expect(validateText(text)).rejects.toThrow(/DOCTYPE/);
  });
});

describe('a large file', () => {
  test('20,000 transactions, one broken in the 15,000th: reported at its line', async () => {
    const pieces = () =>
      writePain001({
        groupSizes: [20_000],
        editTransaction: (draft, _group, index) =>
          index === 15_000 ? { ...draft, currency: 'eur' } : draft,
      });
    const result = await validatePain001Schema(toByteChunks(pieces()), { maxIssues: 10 });
    const text = [...pieces()].join('');
    expect(result.issues).toMatchObject([
      {
        code: 'XSD_PATTERN',
        values: { element: 'InstdAmt', attribute: 'Ccy', value: 'eur' },
        ...locate(text, '<InstdAmt Ccy="eur"'),
        path: '/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[15000]/Amt/InstdAmt',
        transactionIndex: 15_000,
        instrId: 'I-1-15000',
      },
    ]);
  }, 60_000);
});
