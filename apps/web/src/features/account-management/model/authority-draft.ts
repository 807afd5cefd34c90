import type {
  TAuthorityChangeRequestInput,
  TAuthoritySetting,
  TManagedAccount,
  TPersonAccountAuthority,
} from '@poslovno/contract';
import {
  AUTHORITY_LIMIT_CURRENCY,
  isSigningAuthority,
  takesAuthorityLimitAmount,
  parseDecimalToMinor,
  type TAuthorityLevel,
  type TLimitType,
} from '@poslovno/domain';

/** One account's authority as the change form holds it. */
export interface TAuthorityLineDraft {
  accountId: string;
  level: TAuthorityLevel;
  limitType: TLimitType;
  /** A wire decimal ("1000.00") as the amount field hands it on; null while empty or refused. */
  limitAmount: string | null;
}

/** The fields of a line, as the server names them in a refusal (`accounts[i].<field>`). */
export type TLineField = 'accountId' | 'authorityLevel' | 'limitType' | 'limitAmount';

const LINE_FIELDS: readonly TLineField[] = [
  'accountId',
  'authorityLevel',
  'limitType',
  'limitAmount',
];

/** Whether the line's limit type is chosen at all: only a level that signs has a limit. */
export function isLimitTypeEnabled(line: Pick<TAuthorityLineDraft, 'level'>): boolean {
  return isSigningAuthority(line.level);
}

/** Whether the line takes an amount: a level that signs, and a type that bounds an amount. */
export function isLimitAmountEnabled(
  line: Pick<TAuthorityLineDraft, 'level' | 'limitType'>,
): boolean {
  return isSigningAuthority(line.level) && takesAuthorityLimitAmount(line.limitType);
}

/**
 * The line as it would be sent: no limit for a level that does not sign, no amount for a type
 * without one (an amount typed before the type changed is not sent).
 */
export function normalizeLine(line: TAuthorityLineDraft): TAuthorityLineDraft {
  const limitType = isLimitTypeEnabled(line) ? line.limitType : 'NO_LIMIT';
  return {
    accountId: line.accountId,
    level: line.level,
    limitType,
    limitAmount: isLimitAmountEnabled({ level: line.level, limitType }) ? line.limitAmount : null,
  };
}

/** The form's starting point: every account listed, with the person's authority on it now. */
export function createDrafts(
  accounts: readonly TManagedAccount[],
  authorities: readonly TPersonAccountAuthority[],
): TAuthorityLineDraft[] {
  return accounts.map((account) => {
    const now = authorities.find((authority) => authority.accountId === account.accountId);
    return {
      accountId: account.accountId,
      level: now?.authorityLevel ?? 'NONE',
      limitType: now?.limitType ?? 'NO_LIMIT',
      limitAmount: now?.limitAmount ?? null,
    };
  });
}

export function toSetting(line: TAuthorityLineDraft): TAuthoritySetting {
  const normal = normalizeLine(line);
  return {
    authorityLevel: normal.level,
    limitType: normal.limitType,
    limitAmount: normal.limitAmount,
  };
}

function isSameAmount(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  const minorA = parseDecimalToMinor(a, AUTHORITY_LIMIT_CURRENCY);
  const minorB = parseDecimalToMinor(b, AUTHORITY_LIMIT_CURRENCY);
  return minorA !== undefined && minorA === minorB;
}

/** Whether a line differs from the person's authority on its account now. */
export function isLineChanged(line: TAuthorityLineDraft, now: TAuthorityLineDraft): boolean {
  const a = normalizeLine(line);
  const b = normalizeLine(now);
  return (
    a.level !== b.level ||
    a.limitType !== b.limitType ||
    !isSameAmount(a.limitAmount, b.limitAmount)
  );
}

/** The lines that change something, in the accounts' order: only these are sent. */
export function findChangedLines(
  drafts: readonly TAuthorityLineDraft[],
  current: readonly TAuthorityLineDraft[],
): TAuthorityLineDraft[] {
  return drafts.filter((line) => {
    const now = current.find((candidate) => candidate.accountId === line.accountId);
    return now === undefined || isLineChanged(line, now);
  });
}

/** What the form refuses before anything is sent: a limit with an amount but no amount typed. */
export function findMissingAmounts(lines: readonly TAuthorityLineDraft[]): string[] {
  return lines
    .filter((line) => isLimitAmountEnabled(line) && line.limitAmount === null)
    .map((line) => line.accountId);
}

/** A change's body: the changed lines, normalised, in the order the refusals will name them. */
export function buildChangeInput(
  customerId: number,
  personId: string,
  changed: readonly TAuthorityLineDraft[],
): TAuthorityChangeRequestInput {
  return {
    customerId,
    personId,
    actionType: 'CHANGE',
    accounts: changed.map((line) => {
      const normal = normalizeLine(line);
      return {
        accountId: normal.accountId,
        authorityLevel: normal.level,
        limitType: normal.limitType,
        limitAmount: normal.limitAmount,
      };
    }),
  };
}

export function buildRevokeInput(
  customerId: number,
  personId: string,
): TAuthorityChangeRequestInput {
  return { customerId, personId, actionType: 'REVOKE', accounts: [] };
}

/** A refusal the server put on a line: which account (by the line sent) and which field. */
export interface TPlacedRefusal {
  accountId: string;
  field: TLineField;
  code: string;
  description: string;
}

/**
 * The server's validations mapped back onto the form: `accounts[i].field` names the i-th line
 * sent, so it lands on that account's row; anything else (the person, the request as a whole)
 * stays with the form.
 */
export function placeRefusals(
  validations: readonly { field: string; code: string; description: string }[],
  sent: readonly Pick<TAuthorityLineDraft, 'accountId'>[],
): { placed: TPlacedRefusal[]; unplaced: { code: string; description: string }[] } {
  const placed: TPlacedRefusal[] = [];
  const unplaced: { code: string; description: string }[] = [];
  for (const validation of validations) {
    const path = validation.field.startsWith('body.')
      ? validation.field.slice('body.'.length)
      : validation.field;
    const match = /^accounts\[(\d+)\]\.(\w+)$/.exec(path);
    const line = match ? sent[Number(match[1])] : undefined;
    const field = LINE_FIELDS.find((name) => name === match?.[2]);
    if (line && field)
      placed.push({
        accountId: line.accountId,
        field,
        code: validation.code,
        description: validation.description,
      });
    else unplaced.push({ code: validation.code, description: validation.description });
  }
  return { placed, unplaced };
}
