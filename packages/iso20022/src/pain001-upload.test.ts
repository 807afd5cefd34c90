import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { readPain001 } from './pain001/pain001-reader';
import { Pain001Refusal, type TPain001Transaction } from './pain001/pain001-types';
import { TEST_NOW, TEST_TODAY, toChunks } from './pain001/test-support/read-text';
import { writePain001, type TWritePain001Options } from './pain001/test-support/pain001-writer';
import { readAndValidatePain001 } from './pain001-upload';
import { validatePain001Schema } from './xsd/pain001-schema';

const SAMPLES = path.resolve(import.meta.dirname, '../../../../shared/reference/samples');
const hasSamples = existsSync(SAMPLES);
const NAMESPACE_03 = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';

interface TCompareOptions {
  sliceTransactions?: number;
  batchSize?: number;
  maxIssues?: number;
  chunk?: number;
}

function chunksOf(bytes: Uint8Array, size: number): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += size) {
    chunks.push(bytes.subarray(start, start + size));
  }
  return chunks;
}

/** Both ways over the same bytes: the batches handed over, the summary, the schema's result. */
async function readBothWays(bytes: Uint8Array, options: TCompareOptions = {}) {
  const chunks = chunksOf(bytes, options.chunk ?? 4096);
  const common = {
    now: TEST_NOW,
    today: TEST_TODAY,
    maxTransactions: 5000,
    maxIssues: options.maxIssues ?? 100,
    ...(options.batchSize !== undefined && { batchSize: options.batchSize }),
  };
  const slicing =
    options.sliceTransactions === undefined ? {} : { sliceTransactions: options.sliceTransactions };
  const separateBatches: TPain001Transaction[][] = [];
  const [summary, schema] = await Promise.all([
    readPain001(toChunks(chunks), {
      ...common,
      onTransactions: (batch) => {
        separateBatches.push([...batch]);
        return Promise.resolve();
      },
    }),
    validatePain001Schema(toChunks(chunks), { maxIssues: options.maxIssues ?? 100, ...slicing }),
  ]);
  const combinedBatches: TPain001Transaction[][] = [];
  const combined = await readAndValidatePain001(toChunks(chunks), {
    ...common,
    ...slicing,
    maxSchemaIssues: options.maxIssues ?? 100,
    onTransactions: (batch) => {
      combinedBatches.push([...batch]);
      return Promise.resolve();
    },
  });
  return {
    separate: { summary, schema, batches: separateBatches },
    combined: { ...combined, batches: combinedBatches },
  };
}

async function expectSame(bytes: Uint8Array, options: TCompareOptions = {}) {
  const { separate, combined } = await readBothWays(bytes, options);
  expect(combined).toEqual(separate);
  return combined;
}

function write(options: TWritePain001Options): Uint8Array {
  return new TextEncoder().encode([...writePain001(options)].join(''));
}

describe.skipIf(!hasSamples)(
  'readAndValidatePain001 on the reference samples',
  { timeout: 60_000 },
  () => {
    const names = hasSamples ? readdirSync(SAMPLES).filter((name) => /pain\.001\./.test(name)) : [];
    test.each(names)('%s: as readPain001 and validatePain001Schema answer', async (name) => {
      const bytes = new Uint8Array(readFileSync(path.join(SAMPLES, name)));
      for (const sliceTransactions of [undefined, 1]) {
        await expectSame(bytes, { sliceTransactions, chunk: 700 });
      }
    });
  },
);

describe('readAndValidatePain001 on generated files', { timeout: 60_000 }, () => {
  test('a valid file: the same batches, summary and no schema issues', async () => {
    const combined = await expectSame(write({ groupSizes: [700, 5, 300] }), {
      sliceTransactions: 250,
      batchSize: 64,
    });
    expect(combined.summary.transactionCount).toBe(1005);
    expect(combined.batches.map((batch) => batch.length).slice(0, 2)).toEqual([64, 64]);
    expect(combined.schema).toEqual({
      namespace: { version: 'pain.001.001.03', variant: null },
      issues: [],
      issueCount: 0,
    });
  });

  test('defects of content and of schema, in several slices: the same issues at the same places', async () => {
    const bytes = write({
      groupSizes: [40, 30, 30],
      declaredCount: '99',
      editGroup: (draft, groupIndex) => ({
        ...draft,
        pmtInfId: groupIndex === 3 ? 'PMT-1' : draft.pmtInfId,
        executionDate: groupIndex === 2 ? '2020-01-01' : draft.executionDate,
      }),
      editTransaction: (draft, groupIndex, index) => {
        if (groupIndex === 1 && index === 7) return { ...draft, creditorIban: 'DE89 3704' };
        if (groupIndex === 1 && index === 33) return { ...draft, remittance: 'ab' };
        if (groupIndex === 2 && index === 2) return { ...draft, currency: 'HRK' };
        if (groupIndex === 2 && index === 20) return { ...draft, creditorBic: 'NOT A BIC' };
        if (groupIndex === 3 && index === 30) return { ...draft, creditorName: 'Ž'.repeat(80) };
        return draft;
      },
    });
    for (const sliceTransactions of [undefined, 7]) {
      const combined = await expectSame(bytes, { sliceTransactions, batchSize: 16, chunk: 333 });
      expect(combined.summary.issueCount).toBeGreaterThanOrEqual(5);
      expect(combined.schema.issueCount).toBeGreaterThanOrEqual(2);
    }
  });

  test('keeps maxIssues of each kind and counts the rest', async () => {
    const bytes = write({
      groupSizes: [50],
      editTransaction: (draft) => ({ ...draft, remittance: 'x', creditorBic: 'bad' }),
    });
    const combined = await expectSame(bytes, { maxIssues: 3, sliceTransactions: 10 });
    expect(combined.summary.issues).toHaveLength(3);
    expect(combined.schema.issues).toHaveLength(3);
    expect(combined.schema.issueCount).toBe(50);
  });

  test('a pain.001.001.09 of the Croatian variant', async () => {
    const bytes = write({
      version: 'pain.001.001.09',
      variant: 'scthr',
      groupSizes: [4, 4],
      editTransaction: (draft, _, index) =>
        index === 3 ? { ...draft, creditorName: 'Čačak Đuro' } : draft,
    });
    await expectSame(bytes, { sliceTransactions: 3 });
  });

  test('a prefixed document on one line after a BOM', async () => {
    const text = [...writePain001({ groupSizes: [3, 4] })]
      .join('')
      .replace('<IBAN>DE89370400440532013000', '<IBAN>Ž')
      .replaceAll(/\n\s*/g, '')
      .replaceAll(/<(\/?)(\w+)/g, '<$1p:$2')
      .replace(`xmlns="${NAMESPACE_03}"`, `xmlns:p="${NAMESPACE_03}"`)
      .replace('<p:xml', '<?xml')
      .replace('?>', '?>\n');
    const bytes = new TextEncoder().encode(`\uFEFF${text}`);
    const combined = await expectSame(bytes, { sliceTransactions: 2, chunk: 100 });
    expect(combined.summary.transactionCount).toBe(7);
    expect(combined.schema.issues).toMatchObject([
      {
        code: 'XSD_PATTERN',
        line: 2,
        path: '/Document/CstmrCdtTrfInitn/PmtInf[1]/CdtTrfTxInf[1]/CdtrAcct/Id/IBAN',
      },
    ]);
  });
});

describe('readAndValidatePain001 refuses as readPain001 does', () => {
  const VALID = [...writePain001({ groupSizes: [2, 3] })].join('');
  test.each([
    ['not XML', 'hello'],
    [
      'a DOCTYPE',
      `<?xml version="1.0"?>\n<!DOCTYPE x>\n${VALID.slice(VALID.indexOf('<Document'))}`,
    ],
    ['not a pain.001', VALID.replace(NAMESPACE_03, 'urn:other')],
    [
      'an unbound prefix',
      VALID.replace('<EndToEndId>', '<q:EndToEndId>').replace('</EndToEndId>', '</q:EndToEndId>'),
    ],
    ['broken in the middle', VALID.replace('</Nm>', '</Nx>')],
    ['too many transactions', [...writePain001({ groupSizes: [600, 600] })].join('')],
  ])('%s', async (_, text) => {
    const options = {
      now: TEST_NOW,
      today: TEST_TODAY,
      maxTransactions: 1000,
      maxIssues: 10,
      onTransactions: async () => {},
    };
    const bytes = new TextEncoder().encode(text);
    const separate: unknown = await readPain001(toChunks(chunksOf(bytes, 500)), options).catch(
      (error: unknown) => error,
    );
    const combined: unknown = await readAndValidatePain001(toChunks(chunksOf(bytes, 500)), {
      ...options,
      maxSchemaIssues: 10,
    }).catch((error: unknown) => error);
    expect(separate).toBeInstanceOf(Pain001Refusal);
    expect(combined).toEqual(separate);
    expect((combined as Error).message).toBe((separate as Error).message);
  });
});
