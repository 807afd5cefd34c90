import type { TReactivationInput } from '@poslovno/contract';
import { normalizeMobilePhone, type TReactivationReason } from '@poslovno/domain';
import { isApiError, type TApiValidation } from '../../../api/api-client';

/** The field starts with Croatia's country code, the number most people give (001 §3, E.164). */
export const PHONE_PREFIX = '+385 ';

export interface TReactivationDraft {
  mobilePhone: string;
  /** null until the person chooses: there is no default reason. */
  reason: TReactivationReason | null;
}

export const EMPTY_DRAFT: TReactivationDraft = { mobilePhone: PHONE_PREFIX, reason: null };

export type TDraftField = keyof TReactivationDraft;

/** What is wrong with a field: a rule of the form's own, or the server's words for it. */
export type TFieldProblem =
  | { kind: 'missing' }
  | { kind: 'rule'; code: 'PHONE_INVALID' }
  | { kind: 'server'; description: string };

export type TDraftProblems = Partial<Record<TDraftField, TFieldProblem>>;

export type TDraftCheck =
  { ok: true; input: TReactivationInput } | { ok: false; problems: TDraftProblems };

/**
 * The form's own check before it asks the bank, by the rule the server applies
 * (normalizeMobilePhone: E.164, Croatia by default, a Croatian number must be a mobile one); what
 * goes out is the number as E.164, so the same number typed two ways is one request.
 */
export function checkReactivationDraft(draft: TReactivationDraft): TDraftCheck {
  const problems: TDraftProblems = {};
  const typed = draft.mobilePhone.trim();
  const phone = normalizeMobilePhone(typed === PHONE_PREFIX.trim() ? '' : typed);
  if (!phone.ok)
    problems.mobilePhone =
      phone.code === 'FIELD_REQUIRED'
        ? { kind: 'missing' }
        : { kind: 'rule', code: 'PHONE_INVALID' };
  if (draft.reason === null) problems.reason = { kind: 'missing' };
  if (!phone.ok || draft.reason === null) return { ok: false, problems };
  return { ok: true, input: { mobilePhone: phone.value, reason: draft.reason } };
}

function toDraftField(field: string): TDraftField | undefined {
  const name = field.replace(/^body\./, '');
  return name === 'mobilePhone' || name === 'reason' ? name : undefined;
}

/**
 * A refusal of the create call, split: what the server says of a field of the form goes under that
 * field (PHONE_INVALID on the phone), the rest (the token not active) stays with the form.
 */
export function splitServerRefusal(error: unknown): {
  problems: TDraftProblems;
  others: readonly TApiValidation[];
} {
  const problems: TDraftProblems = {};
  const others: TApiValidation[] = [];
  if (!isApiError(error)) return { problems, others };
  for (const validation of error.validations) {
    const field = toDraftField(validation.field);
    if (field && !problems[field])
      problems[field] = { kind: 'server', description: validation.description };
    else if (!field) others.push(validation);
  }
  return { problems, others };
}
