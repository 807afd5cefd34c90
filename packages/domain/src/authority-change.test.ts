import { describe, expect, it } from 'vitest';
import {
  applyAuthorityChange,
  canAccountBeSigned,
  judgeAuthorityChange,
  validateAuthorityChange,
  type TMatrixAccount,
  type TMatrixAuthority,
  type TMatrixPerson,
} from './authority-change';

const line = (
  accountId: string,
  authorityLevel: string,
  limitType = 'NO_LIMIT',
  limitAmount: string | null = null,
) => ({
  accountId,
  authorityLevel,
  limitType,
  limitAmount,
});

describe('validateAuthorityChange', () => {
  it('takes a change per account with a limit exactly where the type takes one', () => {
    expect(
      validateAuthorityChange({
        actionType: 'CHANGE',
        accounts: [
          line('a', 'ENTER_AND_AUTHORIZE', 'PER_TRANSACTION', '1000.00'),
          line('b', 'ENTER'),
        ],
      }),
    ).toEqual({
      ok: true,
      value: {
        actionType: 'CHANGE',
        accounts: [
          {
            accountId: 'a',
            level: 'ENTER_AND_AUTHORIZE',
            limitType: 'PER_TRANSACTION',
            limitMinor: 100000n,
          },
          { accountId: 'b', level: 'ENTER', limitType: 'NO_LIMIT', limitMinor: null },
        ],
      },
    });
  });

  it('takes a revoke without accounts', () => {
    expect(validateAuthorityChange({ actionType: ' REVOKE ', accounts: [] })).toMatchObject({
      ok: true,
      value: { actionType: 'REVOKE', accounts: [] },
    });
  });

  it.each([
    [{ actionType: '', accounts: [] }, 'actionType', 'FIELD_REQUIRED'],
    [{ actionType: 'GRANT', accounts: [] }, 'actionType', 'FIELD_INVALID'],
    [{ actionType: 'CHANGE', accounts: [] }, 'accounts', 'FIELD_REQUIRED'],
    [{ actionType: 'REVOKE', accounts: [line('a', 'NONE')] }, 'accounts', 'FIELD_INVALID'],
    [
      { actionType: 'CHANGE', accounts: [line('a', '')] },
      'accounts[0].authorityLevel',
      'FIELD_REQUIRED',
    ],
    [
      { actionType: 'CHANGE', accounts: [line('a', 'ALL')] },
      'accounts[0].authorityLevel',
      'FIELD_INVALID',
    ],
    [
      { actionType: 'CHANGE', accounts: [line('a', 'ENTER', '')] },
      'accounts[0].limitType',
      'FIELD_REQUIRED',
    ],
    [
      { actionType: 'CHANGE', accounts: [line('a', 'ENTER', 'DAILY_LIMIT', '5.00')] },
      'accounts[0].limitType',
      'LIMIT_WITHOUT_SIGNING_AUTHORITY',
    ],
    [
      { actionType: 'CHANGE', accounts: [line('a', 'AUTHORIZE', 'NO_LIMIT', '5.00')] },
      'accounts[0].limitAmount',
      'AMOUNT_NOT_ALLOWED',
    ],
    [
      { actionType: 'CHANGE', accounts: [line('a', 'AUTHORIZE', 'PER_TRANSACTION', '')] },
      'accounts[0].limitAmount',
      'AMOUNT_REQUIRED',
    ],
    [
      { actionType: 'CHANGE', accounts: [line('a', 'AUTHORIZE', 'PER_TRANSACTION', '0.00')] },
      'accounts[0].limitAmount',
      'AMOUNT_NOT_POSITIVE',
    ],
    [
      { actionType: 'CHANGE', accounts: [line('a', 'AUTHORIZE', 'PER_TRANSACTION', '1.005')] },
      'accounts[0].limitAmount',
      'AMOUNT_TOO_MANY_DECIMALS',
    ],
    [
      { actionType: 'CHANGE', accounts: [line('a', 'ENTER'), line('a', 'NONE')] },
      'accounts[1].accountId',
      'ACCOUNT_NAMED_TWICE',
    ],
  ])('refuses %j on %s with %s', (draft, field, code) => {
    const result = validateAuthorityChange(draft);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.violations).toContainEqual({ field, code });
  });
});

function authority(
  personId: string,
  accountId: string,
  overrides: Partial<TMatrixAuthority> = {},
): TMatrixAuthority {
  return {
    personId,
    accountId,
    level: 'ENTER_AND_AUTHORIZE',
    limitType: 'NO_LIMIT',
    limitMinor: null,
    isIndependent: false,
    isMandatory: false,
    foreignCurrencyAuthorization: 'DOMESTIC',
    ...overrides,
  };
}

const people = (entries: [string, Partial<TMatrixPerson>?][]) =>
  new Map(
    entries.map(([personId, overrides]) => [
      personId,
      { personId, loginLevel: 3 as const, isRevoked: false, ...overrides },
    ]),
  );

describe('canAccountBeSigned', () => {
  const account = (
    authorities: TMatrixAuthority[],
    numberOfSignatures: 1 | 2 = 1,
  ): TMatrixAccount => ({
    accountId: 'a',
    numberOfSignatures,
    authorities,
  });

  it('takes one independent signee, or two who sign jointly', () => {
    const all = people([['ana'], ['marko']]);
    expect(canAccountBeSigned(account([authority('ana', 'a', { isIndependent: true })]), all)).toBe(
      true,
    );
    expect(canAccountBeSigned(account([authority('marko', 'a')]), all)).toBe(false);
    expect(canAccountBeSigned(account([authority('ana', 'a'), authority('marko', 'a')]), all)).toBe(
      true,
    );
  });

  it('needs two on an account that takes two signatures, whoever signs alone', () => {
    const all = people([['ana']]);
    expect(
      canAccountBeSigned(account([authority('ana', 'a', { isIndependent: true })], 2), all),
    ).toBe(false);
  });

  it('does not count who cannot sign: an entering level, an enter-only login, a revoked person', () => {
    const all = people([['ana', { loginLevel: 1 }], ['marko', { isRevoked: true }], ['petar']]);
    const authorities = [
      authority('ana', 'a', { isIndependent: true }),
      authority('marko', 'a', { isIndependent: true }),
      authority('petar', 'a', { level: 'ENTER', isIndependent: true }),
    ];
    expect(canAccountBeSigned(account(authorities), all)).toBe(false);
  });
});

describe('judgeAuthorityChange', () => {
  const accounts: TMatrixAccount[] = [
    {
      accountId: 'a',
      numberOfSignatures: 1,
      authorities: [authority('tomislav', 'a', { isIndependent: true }), authority('marko', 'a')],
    },
  ];
  const all = people([['tomislav'], ['marko']]);

  it('finds the account a change would leave nobody to sign', () => {
    expect(
      judgeAuthorityChange({
        accounts,
        people: all,
        personId: 'tomislav',
        change: {
          actionType: 'CHANGE',
          accounts: [{ accountId: 'a', level: 'ENTER', limitType: 'NO_LIMIT', limitMinor: null }],
        },
      }),
    ).toEqual({ unsignableAccountIds: ['a'], changesSomething: true });
    expect(
      judgeAuthorityChange({
        accounts,
        people: all,
        personId: 'tomislav',
        change: { actionType: 'REVOKE', accounts: [] },
      }),
    ).toEqual({ unsignableAccountIds: ['a'], changesSomething: true });
  });

  it('lets a change through that keeps a signatory, and sees one that changes nothing', () => {
    expect(
      judgeAuthorityChange({
        accounts,
        people: all,
        personId: 'marko',
        change: {
          actionType: 'CHANGE',
          accounts: [{ accountId: 'a', level: 'ENTER', limitType: 'NO_LIMIT', limitMinor: null }],
        },
      }),
    ).toEqual({ unsignableAccountIds: [], changesSomething: true });
    expect(
      judgeAuthorityChange({
        accounts,
        people: all,
        personId: 'marko',
        change: {
          actionType: 'CHANGE',
          accounts: [
            {
              accountId: 'a',
              level: 'ENTER_AND_AUTHORIZE',
              limitType: 'NO_LIMIT',
              limitMinor: null,
            },
          ],
        },
      }).changesSomething,
    ).toBe(false);
  });

  it('does not blame a change for an account that was unsignable before it', () => {
    const lonely: TMatrixAccount[] = [
      { accountId: 'b', numberOfSignatures: 1, authorities: [authority('marko', 'b')] },
    ];
    expect(
      judgeAuthorityChange({
        accounts: lonely,
        people: all,
        personId: 'marko',
        change: {
          actionType: 'CHANGE',
          accounts: [{ accountId: 'b', level: 'ENTER', limitType: 'NO_LIMIT', limitMinor: null }],
        },
      }).unsignableAccountIds,
    ).toEqual([]);
  });
});

describe('applyAuthorityChange', () => {
  it('adds a new line as a joint, non-mandatory, domestic signee', () => {
    expect(
      applyAuthorityChange([], 'petar', {
        actionType: 'CHANGE',
        accounts: [
          { accountId: 'a', level: 'AUTHORIZE', limitType: 'DAILY_LIMIT', limitMinor: 500n },
        ],
      }),
    ).toEqual([
      authority('petar', 'a', { level: 'AUTHORIZE', limitType: 'DAILY_LIMIT', limitMinor: 500n }),
    ]);
  });
});
