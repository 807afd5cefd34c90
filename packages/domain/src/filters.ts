import type { TErrorCode } from './error-codes';
import { fail, succeed, type TRuleResult } from './result';
import { validateFilterDescription, validateFilterText } from './text';

/** 000 §5: a list's filter asks for exactly one field, at least one, or leaves them optional. */
export const FILTER_RULES = ['exactlyOne', 'atLeastOne', 'any'] as const;
export type TFilterRule = (typeof FILTER_RULES)[number];

/** The code that names each rule, for the hint above the fields and the refusal. */
export const FILTER_RULE_CODES: Readonly<Record<Exclude<TFilterRule, 'any'>, TErrorCode>> = {
  exactlyOne: 'FILTER_EXACTLY_ONE',
  atLeastOne: 'FILTER_AT_LEAST_ONE',
};

/** A free-text filter: the FILTER character set, and the description's start rule if it is one. */
export interface TFilterTextField {
  maxLength: number;
  isDescription?: boolean;
}

export interface TFilterCheck {
  /** The values as they go to the list: text trimmed and normalised, empty fields null. */
  values: Record<string, string | null>;
  /** The refused fields, each with its code. */
  fieldCodes: Record<string, TErrorCode>;
  /** The screen's rule, when the filled fields break it. */
  ruleCode: TErrorCode | undefined;
  filledCount: number;
}

function isFilled(value: string | null | undefined): value is string {
  return value !== null && value !== undefined && value.trim() !== '';
}

export function countFilledFilters(values: Readonly<Record<string, string | null>>): number {
  return Object.values(values).filter(isFilled).length;
}

function checkTextField(value: string, field: TFilterTextField): TRuleResult<string> {
  return field.isDescription
    ? validateFilterDescription(value, field.maxLength)
    : validateFilterText(value, field.maxLength);
}

function isRuleBroken(rule: TFilterRule, filledCount: number): rule is 'exactlyOne' | 'atLeastOne' {
  if (rule === 'exactlyOne') return filledCount !== 1;
  return rule === 'atLeastOne' && filledCount === 0;
}

/**
 * A list's filters as a person filled them: each free-text field by its character rules, then
 * the screen's rule over the filled fields (000 §5 "exactly one field, or at least one field").
 */
export function checkFilters(
  values: Readonly<Record<string, string | null>>,
  rule: TFilterRule,
  textFields: Readonly<Record<string, TFilterTextField>> = {},
): TFilterCheck {
  const checked: Record<string, string | null> = {};
  const fieldCodes: Record<string, TErrorCode> = {};
  for (const [name, value] of Object.entries(values)) {
    const textField = textFields[name];
    const result = textField && isFilled(value) ? checkTextField(value, textField) : undefined;
    if (result && !result.ok) fieldCodes[name] = result.code;
    const cleaned = result?.ok ? result.value : value;
    checked[name] = isFilled(cleaned) ? cleaned : null;
  }
  const filledCount = countFilledFilters(checked);
  const ruleCode = isRuleBroken(rule, filledCount) ? FILTER_RULE_CODES[rule] : undefined;
  return { values: checked, fieldCodes, ruleCode, filledCount };
}

/** An amount range of a list filter: either end may be open, but the minimum may not pass the maximum. */
export function checkAmountRange(
  minMinor: bigint | undefined,
  maxMinor: bigint | undefined,
): TRuleResult<{ minMinor: bigint | undefined; maxMinor: bigint | undefined }> {
  if (minMinor !== undefined && maxMinor !== undefined && minMinor > maxMinor)
    return fail('AMOUNT_RANGE_MIN_ABOVE_MAX');
  return succeed({ minMinor, maxMinor });
}
