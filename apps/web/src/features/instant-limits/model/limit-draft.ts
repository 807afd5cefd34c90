import type { TInstantLimitRequestInput } from '@poslovno/contract';
import { takesLimitAmount, type TInstantLimitType } from '@poslovno/domain';

/** The change form as typed: one type (none chosen yet), its amount, the reference. */
export interface TLimitDraft {
  limitType: TInstantLimitType | null;
  /** A wire decimal ("25000.00") as the amount field handed it on, null while empty or refused. */
  limitAmount: string | null;
  reference: string;
}

export const EMPTY_LIMIT_DRAFT: TLimitDraft = { limitType: null, limitAmount: null, reference: '' };

/** The form's fields, as the server names them in a refusal (with or without `body.`). */
export type TLimitField = 'accountNumber' | 'limitType' | 'limitAmount' | 'reference';

const LIMIT_FIELDS: readonly TLimitField[] = [
  'accountNumber',
  'limitType',
  'limitAmount',
  'reference',
];

export function findLimitField(path: string): TLimitField | undefined {
  const name = path.startsWith('body.') ? path.slice('body.'.length) : path;
  return LIMIT_FIELDS.find((field) => field === name);
}

/** What the form itself refuses before anything is sent: no type, or no amount for a type with one. */
export type TDraftProblem = 'TYPE_REQUIRED' | 'AMOUNT_REQUIRED';

export function checkLimitDraft(draft: TLimitDraft): Partial<Record<TLimitField, TDraftProblem>> {
  if (draft.limitType === null) return { limitType: 'TYPE_REQUIRED' };
  if (takesLimitAmount(draft.limitType) && draft.limitAmount === null)
    return { limitAmount: 'AMOUNT_REQUIRED' };
  return {};
}

/**
 * The request's body: exactly one type (001 §5), its amount only where the type takes one (an
 * amount typed before "without limit" was chosen is not sent), the reference trimmed.
 */
export function buildLimitRequestInput(
  accountIban: string,
  draft: TLimitDraft,
): TInstantLimitRequestInput {
  if (draft.limitType === null) throw new Error('a checked draft has a limit type');
  return {
    accountNumber: accountIban,
    limitType: draft.limitType,
    limitAmount: takesLimitAmount(draft.limitType) ? draft.limitAmount : null,
    reference: draft.reference.trim(),
  };
}
