import { describe, expect, it } from 'vitest';
import {
  buildChangeInput,
  findChangedLines,
  findMissingAmounts,
  normalizeLine,
  placeRefusals,
  type TAuthorityLineDraft,
} from './authority-draft';

const line = (patch: Partial<TAuthorityLineDraft>): TAuthorityLineDraft => ({
  accountId: 'a',
  level: 'ENTER_AND_AUTHORIZE',
  limitType: 'NO_LIMIT',
  limitAmount: null,
  ...patch,
});

describe('normalizeLine', () => {
  it('keeps no limit for a level that does not sign, and no amount for a type without one', () => {
    expect(
      normalizeLine(line({ level: 'ENTER', limitType: 'DAILY_LIMIT', limitAmount: '5.00' })),
    ).toEqual(line({ level: 'ENTER' }));
    expect(normalizeLine(line({ limitType: 'NO_LIMIT', limitAmount: '5.00' }))).toEqual(line({}));
    expect(normalizeLine(line({ limitType: 'DAILY_LIMIT', limitAmount: '5.00' }))).toEqual(
      line({ limitType: 'DAILY_LIMIT', limitAmount: '5.00' }),
    );
  });
});

describe('findChangedLines', () => {
  it('finds only the lines that change something, an amount compared by its value', () => {
    const current = [
      line({ accountId: 'a', limitType: 'PER_TRANSACTION', limitAmount: '1000.00' }),
      line({ accountId: 'b', level: 'ENTER' }),
      line({ accountId: 'c' }),
    ];
    const drafts = [
      line({ accountId: 'a', limitType: 'PER_TRANSACTION', limitAmount: '1000' }),
      // An amount typed for a level that cannot sign changes nothing.
      line({ accountId: 'b', level: 'ENTER', limitType: 'DAILY_LIMIT', limitAmount: '9.00' }),
      line({ accountId: 'c', limitType: 'DAILY_LIMIT', limitAmount: '50.00' }),
    ];
    expect(findChangedLines(drafts, current).map((changed) => changed.accountId)).toEqual(['c']);
  });

  it('asks for an amount only where the limit takes one', () => {
    expect(
      findMissingAmounts([
        line({ accountId: 'a', limitType: 'DAILY_LIMIT' }),
        line({ accountId: 'b', level: 'ENTER', limitType: 'DAILY_LIMIT' }),
      ]),
    ).toEqual(['a']);
  });
});

describe('buildChangeInput and placeRefusals', () => {
  it("sends the changed lines normalised, and puts a refusal of the i-th line on that line's account", () => {
    const changed = [
      line({ accountId: 'x', level: 'NONE', limitType: 'DAILY_LIMIT', limitAmount: '1.00' }),
      line({ accountId: 'y', limitType: 'PER_TRANSACTION', limitAmount: '1000.00' }),
    ];
    expect(buildChangeInput(100245, 'p', changed).accounts).toEqual([
      { accountId: 'x', authorityLevel: 'NONE', limitType: 'NO_LIMIT', limitAmount: null },
      {
        accountId: 'y',
        authorityLevel: 'ENTER_AND_AUTHORIZE',
        limitType: 'PER_TRANSACTION',
        limitAmount: '1000.00',
      },
    ]);
    const { placed, unplaced } = placeRefusals(
      [
        { field: 'body.accounts[1].limitAmount', code: 'AMOUNT_TOO_LARGE', description: 'a' },
        {
          field: 'accounts[0].authorityLevel',
          code: 'ACCOUNT_WITHOUT_SIGNATORY',
          description: 'b',
        },
        { field: 'accounts[7].authorityLevel', code: 'FIELD_INVALID', description: 'c' },
        { field: 'personId', code: 'AUTHORITY_UNCHANGED', description: 'd' },
      ],
      changed,
    );
    expect(placed).toEqual([
      { accountId: 'y', field: 'limitAmount', code: 'AMOUNT_TOO_LARGE', description: 'a' },
      {
        accountId: 'x',
        field: 'authorityLevel',
        code: 'ACCOUNT_WITHOUT_SIGNATORY',
        description: 'b',
      },
    ]);
    expect(unplaced.map((refusal) => refusal.code)).toEqual([
      'FIELD_INVALID',
      'AUTHORITY_UNCHANGED',
    ]);
  });
});
