import {
  countCodePoints,
  DEFAULT_CALENDAR_CONFIG,
  findDisallowedCharacter,
  LEGACY_DOMESTIC_CURRENCY,
  parseIsoDate,
  validateSepaFileExecutionDate,
  type TCharacterSet,
  type TIsoDate,
} from '@poslovno/domain';
import { allowsCroatianLetters, type TPain001Namespace } from '../pain001-issues';
import { parseCreationInstant } from './creation-time';
import type { TIssueFinding } from './issue-list';
import { formatScaledDecimal, parseXmlDecimal } from './xml-decimal';

/** 000 §5: remittance information of fewer characters tells the payee nothing. */
export const REMITTANCE_MIN_LENGTH = 4;

const COUNT_TEXT = /^\d{1,15}$/;

export function getCharacterSet(namespace: TPain001Namespace): TCharacterSet {
  return allowsCroatianLetters(namespace) ? 'SEPA_HR' : 'SEPA_LATIN';
}

export function checkCharacters(
  text: string,
  charset: TCharacterSet,
  element: string,
): TIssueFinding | undefined {
  const character = findDisallowedCharacter(text, charset);
  return character === undefined
    ? undefined
    : { code: 'INVALID_CHARACTERS', values: { element, character } };
}

export function checkRemittance(text: string): TIssueFinding | undefined {
  return countCodePoints(text.trim()) < REMITTANCE_MIN_LENGTH
    ? { code: 'REMITTANCE_TOO_SHORT', values: { value: text } }
    : undefined;
}

export function checkCreationDate(text: string, now: Date): TIssueFinding | undefined {
  const instant = parseCreationInstant(text);
  return instant !== undefined && instant.getTime() > now.getTime()
    ? { code: 'CREATION_DATE_IN_FUTURE', values: { value: text.trim() } }
    : undefined;
}

/** A date the rule cannot read is the schema check's to report, not a date out of range. */
export function checkExecutionDate(date: string, today: TIsoDate): TIssueFinding | undefined {
  const result = validateSepaFileExecutionDate(date, today);
  if (result.ok || result.code !== 'SEPA_EXECUTION_DATE_OUT_OF_RANGE') return undefined;
  const lastYear = (parseIsoDate(today)?.year ?? 0) + DEFAULT_CALENDAR_CONFIG.sepaMaxYearsAhead;
  return {
    code: 'EXECUTION_DATE_OUT_OF_RANGE',
    values: { value: date.trim(), lastDate: `${String(lastYear)}-12-31` },
  };
}

export function checkCount(declared: string, actual: number): TIssueFinding | undefined {
  const text = declared.trim();
  if (!COUNT_TEXT.test(text) || BigInt(text) === BigInt(actual)) return undefined;
  return { code: 'TRANSACTION_COUNT_MISMATCH', values: { declared: text, actual: String(actual) } };
}

/** The exact sum of the amounts as written (any currency), printed as precisely as either side. */
export interface TDecimalSum {
  scaled: bigint;
  fractionDigits: number;
  /** False once an amount is missing or is not a number: then no sum can be judged. */
  isKnown: boolean;
}

export function createDecimalSum(): TDecimalSum {
  return { scaled: 0n, fractionDigits: 0, isKnown: true };
}

export function addToDecimalSum(sum: TDecimalSum, amount: string | null): void {
  const decimal = amount === null ? undefined : parseXmlDecimal(amount);
  if (decimal === undefined) {
    sum.isKnown = false;
    return;
  }
  sum.scaled += decimal.scaled;
  sum.fractionDigits = Math.max(sum.fractionDigits, decimal.fractionDigits);
}

export function checkControlSum(declared: string, sum: TDecimalSum): TIssueFinding | undefined {
  const decimal = parseXmlDecimal(declared);
  if (!sum.isKnown || decimal === undefined || decimal.scaled === sum.scaled) return undefined;
  const fractionDigits = Math.max(decimal.fractionDigits, sum.fractionDigits);
  return {
    code: 'CONTROL_SUM_MISMATCH',
    values: { declared: declared.trim(), actual: formatScaledDecimal(sum.scaled, fractionDigits) },
  };
}

export function checkCurrency(currency: string, groupCurrency: string | null): TIssueFinding[] {
  const findings: TIssueFinding[] = [];
  if (currency === LEGACY_DOMESTIC_CURRENCY) {
    findings.push({ code: 'CURRENCY_HRK', values: { currency } });
  }
  if (groupCurrency !== null && currency !== groupCurrency) {
    findings.push({ code: 'MIXED_CURRENCIES', values: { currency, groupCurrency } });
  }
  return findings;
}
