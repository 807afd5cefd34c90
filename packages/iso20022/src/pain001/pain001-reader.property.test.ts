import { countCodePoints, truncateToCodePoints } from '@poslovno/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_XML_MAX_CHARS, type TPain001Issue } from '../pain001-issues';
import { readText } from './test-support/read-text';
import {
  writePain001,
  type TTransactionDraft,
  type TWritePain001Options,
} from './test-support/pain001-writer';

const GROUP = '/Document/CstmrCdtTrfInitn/PmtInf';
const HEADER = '/Document/CstmrCdtTrfInitn/GrpHdr';

interface TBase {
  version: 'pain.001.001.03' | 'pain.001.001.09';
  isCroatian: boolean;
  groupSizes: number[];
  /** Picks the group and transaction a defect goes into. */
  pick: number;
}

interface TDefect {
  options: TWritePain001Options;
  expected: Omit<TPain001Issue, 'line' | 'column' | 'xml'>;
}

function toOptions(base: TBase): TWritePain001Options {
  return {
    version: base.version,
    variant: base.isCroatian ? 'scthr' : null,
    groupSizes: base.groupSizes,
  };
}

function editOne(
  groupIndex: number,
  index: number,
  edit: (draft: TTransactionDraft) => TTransactionDraft,
): TWritePain001Options['editTransaction'] {
  return (draft, group, at) => (group === groupIndex && at === index ? edit(draft) : draft);
}

/** The place a transaction's issue names: its group's id and its own InstrId. */
function inTransaction(groupIndex: number, index: number) {
  return {
    groupIndex,
    pmtInfId: `PMT-${String(groupIndex)}`,
    transactionIndex: index,
    instrId: `I-${String(groupIndex)}-${String(index)}`,
  };
}

function inGroup(groupIndex: number) {
  return { groupIndex, pmtInfId: `PMT-${String(groupIndex)}` };
}

function sumCents(options: TWritePain001Options, groupIndex?: number): bigint {
  let total = 0n;
  const text = [...writePain001(options)].join('');
  const groups = text.split('<PmtInf>').slice(1);
  groups.forEach((group, offset) => {
    if (groupIndex !== undefined && offset + 1 !== groupIndex) return;
    for (const match of group.matchAll(/<InstdAmt Ccy="[A-Z]+">(\d+)\.(\d\d)</g)) {
      total += BigInt(`${match[1] ?? ''}${match[2] ?? ''}`);
    }
  });
  return total;
}

function formatCents(cents: bigint): string {
  const digits = cents.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const INVALID = ['_', '&', '<', '#', 'ü', '😀', '€', 'ß'];
const CHARACTER_FIELDS = [
  'MsgId',
  'PmtInfId',
  'DbtrNm',
  'InstrId',
  'EndToEndId',
  'CdtrNm',
  'AdrLine',
  'Ustrd',
  'Ref',
] as const;

function injectCharacter(
  base: TBase,
  field: (typeof CHARACTER_FIELDS)[number],
  character: string,
): TDefect {
  const options = toOptions(base);
  const g = (base.pick % base.groupSizes.length) + 1;
  const t = (base.pick % (base.groupSizes[g - 1] ?? 1)) + 1;
  const values = (element: string) => ({ element, character });
  const bad = (text: string) => `${text.slice(0, 2)}${character}${text.slice(2)}`;
  const code = 'INVALID_CHARACTERS' as const;
  if (field === 'MsgId') {
    return {
      options: { ...options, messageId: bad('MSG-1') },
      expected: { code, values: values('MsgId'), path: `${HEADER}/MsgId` },
    };
  }
  if (field === 'PmtInfId' || field === 'DbtrNm') {
    const pmtInfId = field === 'PmtInfId' ? bad(`PMT-${String(g)}`) : `PMT-${String(g)}`;
    return {
      options: {
        ...options,
        editGroup: (draft, at) =>
          at !== g
            ? draft
            : field === 'PmtInfId'
              ? { ...draft, pmtInfId }
              : { ...draft, debtorName: bad(draft.debtorName) },
      },
      expected: {
        code,
        values: values(field === 'PmtInfId' ? 'PmtInfId' : 'Nm'),
        path: `${GROUP}[${String(g)}]/${field === 'PmtInfId' ? 'PmtInfId' : 'Dbtr/Nm'}`,
        groupIndex: g,
        pmtInfId,
      },
    };
  }
  const places: Record<typeof field, readonly [string, string]> = {
    InstrId: ['PmtId/InstrId', 'InstrId'],
    EndToEndId: ['PmtId/EndToEndId', 'EndToEndId'],
    CdtrNm: ['Cdtr/Nm', 'Nm'],
    AdrLine: ['Cdtr/PstlAdr/AdrLine[1]', 'AdrLine'],
    Ustrd: ['RmtInf/Ustrd[1]', 'Ustrd'],
    Ref: ['RmtInf/Strd[1]/CdtrRefInf/Ref', 'Ref'],
  };
  const [wherePath, whereElement] = places[field];
  const edit = (draft: TTransactionDraft): TTransactionDraft => {
    if (field === 'InstrId') return { ...draft, instrId: bad(draft.instrId ?? '') };
    if (field === 'EndToEndId') return { ...draft, endToEndId: bad(draft.endToEndId) };
    if (field === 'CdtrNm') return { ...draft, creditorName: bad(draft.creditorName) };
    if (field === 'AdrLine') return { ...draft, addressLine: bad(draft.addressLine ?? '') };
    if (field === 'Ustrd') return { ...draft, remittance: bad(draft.remittance ?? '') };
    return { ...draft, remittance: null, reference: bad('RF18539007547034') };
  };
  const context = inTransaction(g, t);
  if (field === 'InstrId') context.instrId = bad(context.instrId);
  return {
    options: { ...options, editTransaction: editOne(g, t, edit) },
    expected: {
      code,
      values: values(whereElement),
      path: `${GROUP}[${String(g)}]/CdtTrfTxInf[${String(t)}]/${wherePath}`,
      ...context,
    },
  };
}

type TDefectKind =
  | 'duplicate'
  | 'fileSum'
  | 'groupSum'
  | 'fileCount'
  | 'groupCount'
  | 'creation'
  | 'execution'
  | 'hrk'
  | 'mixed'
  | 'shortRemittance'
  | 'noRemittance';

/** One defect of the given kind put into an otherwise valid file, and the issue it must give. */
function injectDefect(base: TBase, kind: TDefectKind): TDefect {
  const g = (base.pick % base.groupSizes.length) + 1;
  const size = base.groupSizes[g - 1] ?? 1;
  const t = (base.pick % size) + 1;
  const options = toOptions(base);
  switch (kind) {
    case 'duplicate': {
      const sizes = base.groupSizes.length < 2 ? [...base.groupSizes, 1] : base.groupSizes;
      const second = Math.max(2, g);
      const first = (base.pick % (second - 1)) + 1;
      return {
        options: {
          ...options,
          groupSizes: sizes,
          editGroup: (draft, at) =>
            at === second ? { ...draft, pmtInfId: `PMT-${String(first)}` } : draft,
        },
        expected: {
          code: 'DUPLICATE_PAYMENT_INFORMATION_ID',
          values: { pmtInfId: `PMT-${String(first)}` },
          path: `${GROUP}[${String(second)}]/PmtInfId`,
          groupIndex: second,
          pmtInfId: `PMT-${String(first)}`,
        },
      };
    }
    case 'fileSum': {
      const actual = formatCents(sumCents(options));
      const declared = formatCents(sumCents(options) + BigInt(base.pick + 1));
      return {
        options: { ...options, declaredControlSum: declared },
        expected: {
          code: 'CONTROL_SUM_MISMATCH',
          values: { declared, actual },
          path: `${HEADER}/CtrlSum`,
        },
      };
    }
    case 'groupSum': {
      const actual = formatCents(sumCents(options, g));
      const declared = formatCents(sumCents(options, g) - 1n);
      return {
        options: {
          ...options,
          editGroup: (draft, at) => (at === g ? { ...draft, declaredControlSum: declared } : draft),
        },
        expected: {
          code: 'CONTROL_SUM_MISMATCH',
          values: { declared, actual },
          path: `${GROUP}[${String(g)}]/CtrlSum`,
          ...inGroup(g),
        },
      };
    }
    case 'fileCount': {
      const actual = base.groupSizes.reduce((total, each) => total + each, 0);
      return {
        options: { ...options, declaredCount: String(actual + 1) },
        expected: {
          code: 'TRANSACTION_COUNT_MISMATCH',
          values: { declared: String(actual + 1), actual: String(actual) },
          path: `${HEADER}/NbOfTxs`,
        },
      };
    }
    case 'groupCount':
      return {
        options: {
          ...options,
          editGroup: (draft, at) =>
            at === g ? { ...draft, declaredCount: String(size - 1) } : draft,
        },
        expected: {
          code: 'TRANSACTION_COUNT_MISMATCH',
          values: { declared: String(size - 1), actual: String(size) },
          path: `${GROUP}[${String(g)}]/NbOfTxs`,
          ...inGroup(g),
        },
      };
    case 'creation': {
      // Without a zone the time is Zagreb's: 10:30 there is 09:30Z, after now (09:00Z).
      const value =
        ['2026-11-30T10:30:00', '2026-11-30T09:00:00.001Z', '2026-12-01T00:00:00+01:00'][
          base.pick % 3
        ] ?? '';
      return {
        options: { ...options, creationDateTime: value },
        expected: { code: 'CREATION_DATE_IN_FUTURE', values: { value }, path: `${HEADER}/CreDtTm` },
      };
    }
    case 'execution': {
      const value = base.pick % 2 === 0 ? '2026-11-29' : '2028-01-01';
      const element = base.version === 'pain.001.001.09' ? 'ReqdExctnDt/Dt' : 'ReqdExctnDt';
      return {
        options: {
          ...options,
          editGroup: (draft, at) => (at === g ? { ...draft, executionDate: value } : draft),
        },
        expected: {
          code: 'EXECUTION_DATE_OUT_OF_RANGE',
          values: { value, lastDate: '2027-12-31' },
          path: `${GROUP}[${String(g)}]/${element}`,
          ...inGroup(g),
        },
      };
    }
    case 'hrk': {
      // A kuna group of one payment: no other currency in it to mix with.
      const sizes = base.groupSizes.map((each, offset) => (offset + 1 === g ? 1 : each));
      return {
        options: {
          ...options,
          groupSizes: sizes,
          editTransaction: editOne(g, 1, (draft) => ({ ...draft, currency: 'HRK' })),
        },
        expected: {
          code: 'CURRENCY_HRK',
          values: { currency: 'HRK' },
          path: `${GROUP}[${String(g)}]/CdtTrfTxInf[1]/Amt/InstdAmt`,
          ...inTransaction(g, 1),
        },
      };
    }
    case 'mixed': {
      const sizes = base.groupSizes.map((each, offset) =>
        offset + 1 === g ? Math.max(2, each) : each,
      );
      const second = Math.max(2, t);
      return {
        options: {
          ...options,
          groupSizes: sizes,
          editTransaction: editOne(g, second, (draft) => ({ ...draft, currency: 'USD' })),
        },
        expected: {
          code: 'MIXED_CURRENCIES',
          values: { currency: 'USD', groupCurrency: 'EUR' },
          path: `${GROUP}[${String(g)}]/CdtTrfTxInf[${String(second)}]/Amt/InstdAmt`,
          ...inTransaction(g, second),
        },
      };
    }
    case 'shortRemittance': {
      const value = ['', 'x', 'abc', ' ab '][base.pick % 4] ?? '';
      return {
        options: {
          ...options,
          editTransaction: editOne(g, t, (draft) => ({ ...draft, remittance: value })),
        },
        expected: {
          code: 'REMITTANCE_TOO_SHORT',
          values: { value },
          path: `${GROUP}[${String(g)}]/CdtTrfTxInf[${String(t)}]/RmtInf/Ustrd[1]`,
          ...inTransaction(g, t),
        },
      };
    }
    case 'noRemittance':
      return {
        options: {
          ...options,
          editTransaction: editOne(g, t, (draft) => ({
            ...draft,
            remittance: null,
            reference: null,
          })),
        },
        expected: {
          code: 'REMITTANCE_TOO_SHORT',
          values: { value: '' },
          path: `${GROUP}[${String(g)}]/CdtTrfTxInf[${String(t)}]`,
          ...inTransaction(g, t),
        },
      };
  }
}

/**
 * An oracle for where a path is, independent of the reader: each step is the n-th start tag of
 * that name after the previous one (the writer's files have no other elements in between).
 */
function locatePath(text: string, path: string) {
  let cursor = 0;
  let name = '';
  for (const step of path.split('/').slice(1)) {
    const [, stepName = '', position = '1'] = /^([^[]+)(?:\[(\d+)\])?$/.exec(step) ?? [];
    name = stepName;
    const tag = new RegExp(`<${name}[\\s>/]`, 'g');
    tag.lastIndex = cursor;
    for (let count = 0; count < Number(position); count += 1) {
      const match = tag.exec(text);
      if (!match) throw new Error(`${path} is not in the file`);
      cursor = match.index;
      tag.lastIndex = cursor + 1;
    }
  }
  const before = text.slice(0, cursor);
  const lineStart = before.lastIndexOf('\n') + 1;
  const end = text.indexOf(`</${name}>`, cursor) + name.length + 3;
  return {
    line: before.split('\n').length,
    column: countCodePoints(before.slice(lineStart)) + 1,
    xml: truncateToCodePoints(text.slice(cursor, end), ERROR_XML_MAX_CHARS),
  };
}

const baseArbitrary = fc.record({
  version: fc.constantFrom('pain.001.001.03' as const, 'pain.001.001.09' as const),
  isCroatian: fc.boolean(),
  groupSizes: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }),
  pick: fc.nat({ max: 1000 }),
});

const chunkArbitrary = fc.array(fc.integer({ min: 1, max: 300 }), { maxLength: 40 });

async function expectExactly(defect: TDefect, chunkLengths: number[]) {
  const text = [...writePain001(defect.options)].join('');
  const summary = await readText(text, { chunkLengths });
  const place = locatePath(text, defect.expected.path);
  expect(summary.issues).toEqual([{ ...defect.expected, ...place }]);
  expect(summary.issueCount).toBe(1);
}

describe('readPain001 finds exactly the one defect put into a valid file', () => {
  it('reads a valid generated file without issues, in any chunking', async () => {
    await fc.assert(
      fc.asyncProperty(baseArbitrary, chunkArbitrary, async (base, chunkLengths) => {
        const text = [...writePain001(toOptions(base))].join('');
        const summary = await readText(text, { chunkLengths });
        expect(summary.issues).toEqual([]);
        expect(summary.transactionCount).toBe(base.groupSizes.reduce((a, b) => a + b, 0));
        expect(summary.groups.map((group) => group.transactionCount)).toEqual(base.groupSizes);
      }),
      { numRuns: 40 },
    );
  });

  it.each<TDefectKind>([
    'duplicate',
    'fileSum',
    'groupSum',
    'fileCount',
    'groupCount',
    'creation',
    'execution',
    'hrk',
    'mixed',
    'shortRemittance',
    'noRemittance',
  ])('%s', async (kind) => {
    await fc.assert(
      fc.asyncProperty(baseArbitrary, chunkArbitrary, async (base, chunkLengths) => {
        await expectExactly(injectDefect(base, kind), chunkLengths);
      }),
      { numRuns: 25 },
    );
  });

  it('INVALID_CHARACTERS in each text a payee sees', async () => {
    await fc.assert(
      fc.asyncProperty(
        baseArbitrary,
        fc.constantFrom(...CHARACTER_FIELDS),
        fc.constantFrom(...INVALID),
        chunkArbitrary,
        async (base, field, character, chunkLengths) => {
          await expectExactly(injectCharacter(base, field, character), chunkLengths);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('allows Croatian letters in the Croatian variant only', async () => {
    const options = {
      groupSizes: [1],
      editTransaction: (draft: TTransactionDraft) => ({ ...draft, creditorName: 'Čačić Žiga' }),
    };
    const croatian = await readText([...writePain001({ ...options, variant: 'scthr' })].join(''));
    expect(croatian.issues).toEqual([]);
    const base = await readText([...writePain001(options)].join(''));
    expect(base.issues.map((issue) => issue.values)).toEqual([{ element: 'Nm', character: 'Č' }]);
  });
});
