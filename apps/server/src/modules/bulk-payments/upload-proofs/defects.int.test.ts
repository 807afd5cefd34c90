import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBulkPaymentError, TBulkPaymentGroupDetails } from '@poslovno/contract';
import { API, bearer } from '../../../../test/auth-helpers';
import { createTestApp, type TTestContext } from '../../../../test/test-app';
import {
  writePain001,
  type TTransactionDraft,
  type TWritePain001Options,
} from '../../../../../../packages/iso20022/src/pain001/test-support/pain001-writer';
import {
  SLAVONSKA,
  SLAVONSKA_PAYROLL,
  personId,
} from '../../payments/test-support/payment-fixture';
import { countRows, expectRefusal, uploadFile } from './proof-support';

/**
 * Issue 25 "Proofs": generated files with one defect each, uploaded through the API, carry exactly
 * that error, at the line, column and path an oracle independent of the reader finds, where the
 * person looks for it (the file's, its group's, or its line's paymentError). A defect the schema
 * refuses refuses the file, its place in the refusal's validations. Kept to a few dozen runs:
 * each is a whole upload.
 */
const HEADER = '/Document/CstmrCdtTrfInitn/GrpHdr';
const GROUP = '/Document/CstmrCdtTrfInitn/PmtInf';

let ctx: TTestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  token = await ctx.signIn(personId('ana'), SLAVONSKA);
});
afterAll(() => ctx.close());

interface TBase {
  version: 'pain.001.001.03' | 'pain.001.001.09';
  isCroatian: boolean;
  groupSizes: number[];
  pick: number;
}

interface TDefect {
  options: TWritePain001Options;
  code: string;
  values: Record<string, string>;
  path: string;
  /** Where the person sees it: the file's errors, its group's, or its line's paymentError. */
  shownAt: 'file' | { group: number } | { group: number; item: number };
}

let messageNumber = 0;

function toOptions(base: TBase): TWritePain001Options {
  messageNumber += 1;
  return {
    version: base.version,
    variant: base.isCroatian ? 'scthr' : null,
    groupSizes: base.groupSizes,
    messageId: `PROP-${String(messageNumber)}-${String(Date.now())}`,
    creationDateTime: '2026-11-20T08:30:00',
    editGroup: (draft) => ({
      ...draft,
      debtorIban: SLAVONSKA_PAYROLL.iban,
      executionDate: '2026-11-23',
    }),
  };
}

function editGroupAt(
  options: TWritePain001Options,
  at: number,
  edit: (draft: ReturnType<NonNullable<TWritePain001Options['editGroup']>>) => typeof draft,
): TWritePain001Options {
  const base = options.editGroup;
  return {
    ...options,
    editGroup: (draft, group) => {
      const made = base ? base(draft, group) : draft;
      return group === at ? edit(made) : made;
    },
  };
}

function editOne(
  group: number,
  item: number,
  edit: (draft: TTransactionDraft) => TTransactionDraft,
): TWritePain001Options['editTransaction'] {
  return (draft, at, index) => (at === group && index === item ? edit(draft) : draft);
}

function sumCents(options: TWritePain001Options, group?: number): bigint {
  let total = 0n;
  const groups = [...writePain001(options)].join('').split('<PmtInf>').slice(1);
  groups.forEach((text, offset) => {
    if (group !== undefined && offset + 1 !== group) return;
    for (const match of text.matchAll(/<InstdAmt Ccy="[A-Z]+">(\d+)\.(\d\d)</g))
      total += BigInt(`${match[1] ?? ''}${match[2] ?? ''}`);
  });
  return total;
}

function formatCents(cents: bigint): string {
  const digits = cents.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const DEFECT_KINDS = [
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
  'character',
] as const;
type TDefectKind = (typeof DEFECT_KINDS)[number];

/** One defect put into an otherwise valid file on the company's account, and the error it gives. */
function injectDefect(base: TBase, kind: TDefectKind): TDefect {
  const g = (base.pick % base.groupSizes.length) + 1;
  const size = base.groupSizes[g - 1] ?? 1;
  const t = (base.pick % size) + 1;
  const options = toOptions(base);
  const inGroup = { group: g };
  switch (kind) {
    case 'duplicate': {
      const sizes = base.groupSizes.length < 2 ? [...base.groupSizes, 1] : base.groupSizes;
      const second = Math.max(2, g);
      const first = (base.pick % (second - 1)) + 1;
      const pmtInfId = `PMT-${String(first)}`;
      return {
        options: editGroupAt({ ...options, groupSizes: sizes }, second, (draft) => ({
          ...draft,
          pmtInfId,
        })),
        code: 'DUPLICATE_PAYMENT_INFORMATION_ID',
        values: { pmtInfId },
        path: `${GROUP}[${String(second)}]/PmtInfId`,
        shownAt: { group: second },
      };
    }
    case 'fileSum': {
      const actual = sumCents(options);
      const declared = formatCents(actual + BigInt(base.pick + 1));
      return {
        options: { ...options, declaredControlSum: declared },
        code: 'CONTROL_SUM_MISMATCH',
        values: { declared, actual: formatCents(actual) },
        path: `${HEADER}/CtrlSum`,
        shownAt: 'file',
      };
    }
    case 'groupSum': {
      const actual = sumCents(options, g);
      const declared = formatCents(actual - 1n);
      return {
        options: editGroupAt(options, g, (draft) => ({ ...draft, declaredControlSum: declared })),
        code: 'CONTROL_SUM_MISMATCH',
        values: { declared, actual: formatCents(actual) },
        path: `${GROUP}[${String(g)}]/CtrlSum`,
        shownAt: inGroup,
      };
    }
    case 'fileCount': {
      const actual = base.groupSizes.reduce((total, each) => total + each, 0);
      return {
        options: { ...options, declaredCount: String(actual + 1) },
        code: 'TRANSACTION_COUNT_MISMATCH',
        values: { declared: String(actual + 1), actual: String(actual) },
        path: `${HEADER}/NbOfTxs`,
        shownAt: 'file',
      };
    }
    case 'groupCount':
      return {
        options: editGroupAt(options, g, (draft) => ({
          ...draft,
          declaredCount: String(size - 1),
        })),
        code: 'TRANSACTION_COUNT_MISMATCH',
        values: { declared: String(size - 1), actual: String(size) },
        path: `${GROUP}[${String(g)}]/NbOfTxs`,
        shownAt: inGroup,
      };
    case 'creation': {
      // The test clock is 09:00Z; a time without a zone is Zagreb's (10:30 there is 09:30Z).
      const value = ['2026-11-20T10:30:00', '2026-11-20T09:00:00.001Z'][base.pick % 2] ?? '';
      return {
        options: { ...options, creationDateTime: value },
        code: 'CREATION_DATE_IN_FUTURE',
        values: { value },
        path: `${HEADER}/CreDtTm`,
        shownAt: 'file',
      };
    }
    case 'execution': {
      const value = base.pick % 2 === 0 ? '2026-11-19' : '2028-01-01';
      return {
        options: editGroupAt(options, g, (draft) => ({ ...draft, executionDate: value })),
        code: 'EXECUTION_DATE_OUT_OF_RANGE',
        values: { value, lastDate: '2027-12-31' },
        path: `${GROUP}[${String(g)}]/${base.version === 'pain.001.001.09' ? 'ReqdExctnDt/Dt' : 'ReqdExctnDt'}`,
        shownAt: inGroup,
      };
    }
    case 'hrk': {
      const sizes = base.groupSizes.map((each, offset) => (offset + 1 === g ? 1 : each));
      return {
        options: {
          ...options,
          groupSizes: sizes,
          editTransaction: editOne(g, 1, (draft) => ({ ...draft, currency: 'HRK' })),
        },
        code: 'CURRENCY_HRK',
        values: { currency: 'HRK' },
        path: `${GROUP}[${String(g)}]/CdtTrfTxInf[1]/Amt/InstdAmt`,
        shownAt: { group: g, item: 1 },
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
        code: 'MIXED_CURRENCIES',
        values: { currency: 'USD', groupCurrency: 'EUR' },
        path: `${GROUP}[${String(g)}]/CdtTrfTxInf[${String(second)}]/Amt/InstdAmt`,
        shownAt: { group: g, item: second },
      };
    }
    case 'shortRemittance': {
      // An empty Ustrd is the schema's to refuse (Max140Text is at least 1 character long).
      const value = ['x', 'abc', ' ab '][base.pick % 3] ?? 'x';
      return {
        options: {
          ...options,
          editTransaction: editOne(g, t, (draft) => ({ ...draft, remittance: value })),
        },
        code: 'REMITTANCE_TOO_SHORT',
        values: { value },
        path: `${GROUP}[${String(g)}]/CdtTrfTxInf[${String(t)}]/RmtInf/Ustrd[1]`,
        shownAt: { group: g, item: t },
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
        code: 'REMITTANCE_TOO_SHORT',
        values: { value: '' },
        path: `${GROUP}[${String(g)}]/CdtTrfTxInf[${String(t)}]`,
        shownAt: { group: g, item: t },
      };
    case 'character': {
      const character = ['_', '#', 'ü', '€'][base.pick % 4] ?? '_';
      return {
        options: {
          ...options,
          editTransaction: editOne(g, t, (draft) => ({
            ...draft,
            creditorName: `Pa${character}yee`,
          })),
        },
        code: 'INVALID_CHARACTERS',
        values: { element: 'Nm', character },
        path: `${GROUP}[${String(g)}]/CdtTrfTxInf[${String(t)}]/Cdtr/Nm`,
        shownAt: { group: g, item: t },
      };
    }
  }
}

/**
 * Where a path is, independent of the reader: each step is the n-th start tag of that name after
 * the previous one (the writer's files hold no other elements of those names in between).
 */
function locatePath(text: string, path: string): { line: number; column: number } {
  let cursor = 0;
  for (const step of path.split('/').slice(1)) {
    const [, name = '', position = '1'] = /^([^[]+)(?:\[(\d+)\])?$/.exec(step) ?? [];
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
  return {
    line: before.split('\n').length,
    column: Array.from(before.slice(before.lastIndexOf('\n') + 1)).length + 1,
  };
}

const baseArbitrary = fc.record({
  version: fc.constantFrom('pain.001.001.03' as const, 'pain.001.001.09' as const),
  isCroatian: fc.boolean(),
  groupSizes: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 3 }),
  pick: fc.nat({ max: 1000 }),
});

async function findShown(
  bulkPaymentId: string,
  groups: readonly { groupId: string; errors: TBulkPaymentError[] }[],
  fileErrors: readonly TBulkPaymentError[],
  shownAt: TDefect['shownAt'],
): Promise<{ shown: TBulkPaymentError[]; itemErrorCount?: number }> {
  if (shownAt === 'file') return { shown: [...fileErrors] };
  if (!('item' in shownAt))
    return { shown: groups.find((group) => group.groupId === String(shownAt.group))?.errors ?? [] };
  const response = await ctx.app.inject({
    url: `${API}/bulk-payments/${bulkPaymentId}/groups/${String(shownAt.group)}?pageSize=100&locale=en_us`,
    headers: bearer(token),
  });
  const details = response.json<TBulkPaymentGroupDetails>();
  const withErrors = details.paymentItems.filter((item) => item.paymentError !== null);
  expect(withErrors.map((item) => item.index)).toEqual([shownAt.item]);
  const [item] = withErrors;
  return {
    shown: item?.paymentError ? [item.paymentError] : [],
    ...(item && { itemErrorCount: item.errorCount }),
  };
}

// Each run is a whole upload (about half a second, more on a busy machine).
describe(
  'a generated file with one defect, through POST /bulk-payments',
  { timeout: 90_000 },
  () => {
    it('stores it with exactly that error, where the person looks for it', async () => {
      await fc.assert(
        fc.asyncProperty(baseArbitrary, fc.constantFrom(...DEFECT_KINDS), async (base, kind) => {
          const defect = injectDefect(base, kind);
          const text = [...writePain001(defect.options)].join('');
          const answer = await uploadFile(ctx, token, Buffer.from(text), 'placa.xml');
          expect(answer.status, JSON.stringify(answer.body)).toBe(201);
          expect(answer.body.errorCount).toBe(1);
          expect(answer.body.actions.canAuthorize).toBe(false);
          const { shown, itemErrorCount } = await findShown(
            answer.body.bulkPaymentId,
            answer.body.groups,
            answer.body.errors,
            defect.shownAt,
          );
          const place = locatePath(text, defect.path);
          expect(shown).toEqual([
            expect.objectContaining({
              errorId: defect.code,
              path: defect.path,
              line: place.line,
              column: place.column,
            }),
          ]);
          if (itemErrorCount !== undefined) expect(itemErrorCount).toBe(1);
          const [error] = shown;
          for (const value of Object.values(defect.values).filter((each) => each.trim() !== ''))
            expect(error?.message).toContain(value.trim());
          // The other places hold nothing: one error in all.
          const elsewhere =
            (defect.shownAt === 'file' ? 0 : answer.body.errors.length) +
            answer.body.groups
              .filter(
                (group) =>
                  defect.shownAt === 'file' ||
                  'item' in defect.shownAt ||
                  group.groupId !== String(defect.shownAt.group),
              )
              .reduce((total, group) => total + group.errors.length, 0);
          expect(elsewhere).toBe(0);
        }),
        { numRuns: 16 },
      );
    });

    it('refuses a file the schema refuses, the defect placed in the validations', async () => {
      const kinds = [
        [
          'IBAN',
          (draft: TTransactionDraft) => ({ ...draft, creditorIban: 'NOT-AN-IBAN' }),
          'CdtrAcct/Id/IBAN',
        ],
        [
          'EndToEndId',
          (draft: TTransactionDraft) => ({ ...draft, endToEndId: 'E'.repeat(36) }),
          'PmtId/EndToEndId',
        ],
        [
          'BIC',
          (draft: TTransactionDraft) => ({ ...draft, creditorBic: 'BANK' }),
          'CdtrAgt/FinInstnId/BIC',
        ],
      ] as const;
      await fc.assert(
        fc.asyncProperty(
          baseArbitrary,
          fc.constantFrom(...kinds),
          async (base, [, edit, where]) => {
            const g = (base.pick % base.groupSizes.length) + 1;
            const t = (base.pick % (base.groupSizes[g - 1] ?? 1)) + 1;
            const options = { ...toOptions(base), editTransaction: editOne(g, t, edit) };
            const text = [...writePain001(options)].join('');
            const bic = base.version === 'pain.001.001.09' ? 'BICFI' : 'BIC';
            const path = `${GROUP}[${String(g)}]/CdtTrfTxInf[${String(t)}]/${where.replace(/BIC$/, bic)}`;
            const place = locatePath(text, path);
            const before = await countRows(ctx);
            const answer = await uploadFile(ctx, token, Buffer.from(text), 'placa.xml');
            expectRefusal(
              answer,
              'sepa-schema-invalid',
              /1 error, the first at line \d+, column \d+/,
            );
            expect(answer.body.validations).toEqual([
              {
                field: `${String(place.line)}:${String(place.column)} ${path}`,
                code: 'sepa-schema-invalid',
                ...(answer.body.validations?.[0]?.description === undefined
                  ? {}
                  : { description: answer.body.validations[0].description }),
              },
            ]);
            expect(answer.body.description).toContain(
              `line ${String(place.line)}, column ${String(place.column)}`,
            );
            expect(await countRows(ctx)).toEqual(before);
          },
        ),
        { numRuns: 6 },
      );
    });
  },
);
