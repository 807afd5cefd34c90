import { describe, expect, it } from 'vitest';
import {
  canDeleteOrder,
  canEnterOrders,
  decideSignature,
  judgeSignatures,
  type TCountedSignature,
  type TSignerAuthority,
  type TSigningCase,
} from './signing-policy';

const EUR = (euros: number) => BigInt(Math.round(euros * 100));

const independentUpTo10k: TSignerAuthority = {
  personId: 'ana',
  loginLevel: 3,
  accountAuthority: 'ENTER_AND_AUTHORIZE',
  isIndependent: true,
  isMandatory: false,
  limitType: 'PER_TRANSACTION',
  limitMinor: EUR(10_000),
  foreignCurrencyAuthorization: 'BOTH',
};
const joint: TSignerAuthority = {
  personId: 'marko',
  loginLevel: 3,
  accountAuthority: 'ENTER_AND_AUTHORIZE',
  isIndependent: false,
  isMandatory: false,
  limitType: 'NO_LIMIT',
  limitMinor: null,
  foreignCurrencyAuthorization: 'DOMESTIC',
};
const mandatory: TSignerAuthority = {
  personId: 'ivana',
  loginLevel: 2,
  accountAuthority: 'AUTHORIZE',
  isIndependent: true,
  isMandatory: true,
  limitType: 'NO_LIMIT',
  limitMinor: null,
  foreignCurrencyAuthorization: 'BOTH',
};
const dailyLimit50k: TSignerAuthority = {
  personId: 'zeljka',
  loginLevel: 3,
  accountAuthority: 'ENTER_AND_AUTHORIZE',
  isIndependent: true,
  isMandatory: false,
  limitType: 'DAILY_LIMIT',
  limitMinor: EUR(50_000),
  foreignCurrencyAuthorization: 'FOREIGN',
};

const alone = (personId: string): TCountedSignature => ({
  personId,
  isAlone: true,
  isMandatory: false,
});
const together = (personId: string, isMandatory = false): TCountedSignature => ({
  personId,
  isAlone: false,
  isMandatory,
});

function signingCase(overrides: Partial<TSigningCase> & Pick<TSigningCase, 'signer'>) {
  return {
    order: { domesticAmountMinor: EUR(1_000), isForeign: false, requiresMandatorySignee: false },
    account: { numberOfSignatures: 1 as const, hasMandatorySignee: false },
    signatures: [],
    signedTodayMinor: 0n,
    ...overrides,
  };
}

describe('decideSignature', () => {
  const table: [string, TSigningCase, string][] = [
    [
      'an independent signee within the limit authorises alone',
      signingCase({ signer: independentUpTo10k }),
      'AUTHORIZED',
    ],
    [
      'an independent signee exactly at the per-transaction limit authorises alone',
      signingCase({
        signer: independentUpTo10k,
        order: {
          domesticAmountMinor: EUR(10_000),
          isForeign: false,
          requiresMandatorySignee: false,
        },
      }),
      'AUTHORIZED',
    ],
    [
      'an independent signee one cent over the limit signs as one of two',
      signingCase({
        signer: independentUpTo10k,
        order: {
          domesticAmountMinor: EUR(10_000) + 1n,
          isForeign: false,
          requiresMandatorySignee: false,
        },
      }),
      'PARTIALLY_AUTHORIZED',
    ],
    [
      'a signee who is not independent needs a second signature',
      signingCase({ signer: joint }),
      'PARTIALLY_AUTHORIZED',
    ],
    [
      'a second signature by another person completes it',
      signingCase({ signer: joint, signatures: [together('ana')] }),
      'AUTHORIZED',
    ],
    [
      'an independent signee completes what a joint signee started',
      signingCase({ signer: independentUpTo10k, signatures: [together('marko')] }),
      'AUTHORIZED',
    ],
    [
      'a two-signature account needs two even from an independent signee',
      signingCase({
        signer: independentUpTo10k,
        account: { numberOfSignatures: 2, hasMandatorySignee: false },
      }),
      'PARTIALLY_AUTHORIZED',
    ],
    [
      'two joint signatures on an account with a mandatory signee still need that signee',
      signingCase({
        signer: joint,
        signatures: [together('ana')],
        account: { numberOfSignatures: 2, hasMandatorySignee: true },
      }),
      'MANDATORY_SIGNEE_NEEDED',
    ],
    [
      'the mandatory signee completes it',
      signingCase({
        signer: mandatory,
        signatures: [together('ana'), together('marko')],
        account: { numberOfSignatures: 2, hasMandatorySignee: true },
      }),
      'AUTHORIZED',
    ],
    [
      'the mandatory signee and one other person are enough',
      signingCase({
        signer: independentUpTo10k,
        signatures: [{ personId: 'ivana', isAlone: true, isMandatory: true }],
        account: { numberOfSignatures: 2, hasMandatorySignee: true },
      }),
      'AUTHORIZED',
    ],
    [
      'an order alone within a limit does not need the mandatory signee of the account',
      signingCase({
        signer: independentUpTo10k,
        account: { numberOfSignatures: 1, hasMandatorySignee: true },
      }),
      'AUTHORIZED',
    ],
    [
      'an order type that always needs the mandatory signee (bulk files) waits for them',
      signingCase({
        signer: independentUpTo10k,
        order: { domesticAmountMinor: EUR(100), isForeign: false, requiresMandatorySignee: true },
      }),
      'MANDATORY_SIGNEE_NEEDED',
    ],
    [
      'a daily limit counts what was signed alone today',
      signingCase({
        signer: dailyLimit50k,
        order: {
          domesticAmountMinor: EUR(20_000),
          isForeign: true,
          requiresMandatorySignee: false,
        },
        signedTodayMinor: EUR(30_000),
      }),
      'AUTHORIZED',
    ],
    [
      'over the daily limit an independent signee signs as one of two',
      signingCase({
        signer: dailyLimit50k,
        order: {
          domesticAmountMinor: EUR(20_000),
          isForeign: true,
          requiresMandatorySignee: false,
        },
        signedTodayMinor: EUR(30_000) + 1n,
      }),
      'PARTIALLY_AUTHORIZED',
    ],
    [
      'a signer without a limit signs any amount alone',
      signingCase({
        signer: { ...mandatory, isMandatory: false },
        order: {
          domesticAmountMinor: EUR(9_999_999),
          isForeign: false,
          requiresMandatorySignee: false,
        },
      }),
      'AUTHORIZED',
    ],
  ];
  it.each(table)('%s', (_name, input, expected) => {
    const decision = decideSignature(input);
    expect(decision.ok && decision.value.outcome).toBe(expected);
  });

  const refusals: [string, TSigningCase, string][] = [
    [
      'an enter-only session cannot sign',
      signingCase({ signer: { ...independentUpTo10k, loginLevel: 1 } }),
      'NOT_AUTHORIZED',
    ],
    [
      'no authority on the account',
      signingCase({ signer: { ...independentUpTo10k, accountAuthority: 'NONE' } }),
      'NO_AUTHORITY_FOR_THE_PAYMENT_INITIATION',
    ],
    [
      'an enter-only authority on the account',
      signingCase({ signer: { ...independentUpTo10k, accountAuthority: 'ENTER' } }),
      'NO_AUTHORITY_FOR_THE_PAYMENT_INITIATION',
    ],
    [
      'a domestic-only signer and a foreign order',
      signingCase({
        signer: joint,
        order: { domesticAmountMinor: EUR(100), isForeign: true, requiresMandatorySignee: false },
      }),
      'NO_AUTHORITY_FOR_THE_PAYMENT_INITIATION',
    ],
    [
      'a foreign-only signer and a domestic order',
      signingCase({ signer: dailyLimit50k }),
      'NO_AUTHORITY_FOR_THE_PAYMENT_INITIATION',
    ],
    [
      'the same person twice',
      signingCase({ signer: joint, signatures: [together('marko')] }),
      'ALREADY_SIGNED_BY_THIS_PSU',
    ],
    [
      'a joint signee above their per-transaction limit',
      signingCase({
        signer: { ...joint, limitType: 'PER_TRANSACTION', limitMinor: EUR(5_000) },
        order: {
          domesticAmountMinor: EUR(5_000.01),
          isForeign: false,
          requiresMandatorySignee: false,
        },
      }),
      'NO_AUTHORITY_FOR_SPECIFIC_AMOUNT',
    ],
    [
      'a joint signee above their daily limit',
      signingCase({
        signer: { ...joint, limitType: 'DAILY_LIMIT', limitMinor: EUR(5_000) },
        order: {
          domesticAmountMinor: EUR(1_000),
          isForeign: false,
          requiresMandatorySignee: false,
        },
        signedTodayMinor: EUR(4_500),
      }),
      'NO_AUTHORITY_FOR_SPECIFIC_AMOUNT',
    ],
  ];
  it.each(refusals)('refuses: %s', (_name, input, code) => {
    const decision = decideSignature(input);
    expect(decision.ok ? 'signed' : decision.code).toBe(code);
  });

  it('counts an independent signature within the limit as one that may authorise alone', () => {
    const decision = decideSignature(signingCase({ signer: mandatory }));
    expect(decision.ok && decision.value.signature).toEqual({
      personId: 'ivana',
      isAlone: true,
      isMandatory: true,
    });
  });
});

describe('judgeSignatures', () => {
  it('needs at least one signature', () => {
    expect(
      judgeSignatures(
        [],
        { numberOfSignatures: 1, hasMandatorySignee: false },
        { requiresMandatorySignee: false },
      ),
    ).toBe('PARTIALLY_AUTHORIZED');
  });
  it('authorises two signatures of which one may sign alone on a two-signature account', () => {
    expect(
      judgeSignatures(
        [alone('ana'), together('marko')],
        { numberOfSignatures: 2, hasMandatorySignee: false },
        { requiresMandatorySignee: false },
      ),
    ).toBe('AUTHORIZED');
  });
});

describe('canEnterOrders', () => {
  it.each([
    [1, 'ENTER', true],
    [3, 'ENTER_AND_AUTHORIZE', true],
    [2, 'ENTER_AND_AUTHORIZE', false],
    [3, 'AUTHORIZE', false],
    [3, 'NONE', false],
  ] as const)('login level %s with authority %s: %s', (level, authority, expected) => {
    expect(canEnterOrders(level, authority)).toBe(expected);
  });
});

describe('canDeleteOrder', () => {
  it.each([
    [1, 'ENTER', false, true],
    [3, 'ENTER_AND_AUTHORIZE', false, true],
    [2, 'ENTER_AND_AUTHORIZE', false, false],
    [2, 'AUTHORIZE', false, false],
    [3, 'AUTHORIZE', false, false],
    [2, 'ENTER_AND_AUTHORIZE', true, true],
    [3, 'AUTHORIZE', true, true],
    [3, 'NONE', true, false],
  ] as const)(
    'login level %s with authority %s, own order %s: %s',
    (level, authority, isOwn, expected) => {
      expect(canDeleteOrder(level, authority, isOwn)).toBe(expected);
    },
  );
});
