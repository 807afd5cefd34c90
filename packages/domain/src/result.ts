import type { TErrorCode } from './error-codes';

/**
 * What every rule over untrusted input answers: a value (with any warnings the user should see)
 * or the one code that explains the refusal. Rules never throw on bad input; only programmer
 * errors (assert) do.
 */
export type TRuleResult<T> =
  | { readonly ok: true; readonly value: T; readonly warnings: readonly TErrorCode[] }
  | { readonly ok: false; readonly code: TErrorCode; readonly detail?: string };

export type TRuleFailure = Extract<TRuleResult<unknown>, { ok: false }>;

export function succeed<T>(value: T, warnings: readonly TErrorCode[] = []): TRuleResult<T> {
  return { ok: true, value, warnings };
}

/** `detail` names the part at fault (a group number, the offending character) for the message. */
export function fail(code: TErrorCode, detail?: string): TRuleFailure {
  return detail === undefined ? { ok: false, code } : { ok: false, code, detail };
}

/** Inputs longer than any rule accepts are refused before any work is done on them. */
export const MAX_RULE_INPUT_LENGTH = 10_000;
