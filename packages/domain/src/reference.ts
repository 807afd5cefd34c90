import { normalizeIban } from './iban';
import {
  computeHr40CheckDigits,
  computeMod10CheckDigit,
  computeMod10ZbCheckDigit,
  computeMod11IniCheckDigit,
  computeMod11P7CheckDigit,
  isValidMod11Jmb,
} from './check-digits';
import type { TErrorCode } from './error-codes';
import { isValidMod11Radix10 } from './iso7064';
import { fail, MAX_RULE_INPUT_LENGTH, succeed, type TRuleResult } from './result';

/**
 * Croatian payment reference models ("poziv na broj", HR00..HR99) exactly as FINA's
 * "Jedinstveni pregled osnovnih modela poziva na broj" (in force from 1 March 2021) describes them.
 * A model decides how many groups (P1..P4) the reference has, how long each is, and which group or
 * run of groups ends in which check digit.
 */

/** How a group's (or a run of groups') last digit checks the digits before it. */
type TCheck =
  | 'NONE'
  | 'MOD11INI'
  | 'ISO7064'
  | 'MOD11JMB'
  | 'MOD11P7'
  | 'MOD10ZB'
  | 'MOD10'
  | 'HR40'
  /** HR26: up to 10 digits MOD11INI, 11 digits an OIB (ISO 7064). */
  | 'MOD11INI_OR_OIB'
  /** HR64 P3: an OIB when it has 11 digits, otherwise not under control. */
  | 'OIB_IF_11'
  /** HR65 P3: up to 5 digits a budget user (ISO 7064), 6-10 MOD11INI, 11 an OIB. */
  | 'HR65_P3';

interface TGroupRule {
  minLength: number;
  maxLength: number;
  /** Where the standard fixes the length to a few values. */
  lengths?: readonly number[];
  check: TCheck;
  /** Digits the group may start with. */
  firstDigits?: string;
  /** "Podatak nema početnih nula": where a split under a joint check digit must be unambiguous. */
  hasNoLeadingZero?: boolean;
}

interface TModelRule {
  minGroups: number;
  maxGroups: number;
  groups: readonly TGroupRule[];
  /** A run of groups (1-based, inclusive) under one check digit: the last digit of the run. */
  jointCheck?: { from: number; to: number; check: 'MOD11INI' | 'MOD11JMB' };
  /** Models FINA keeps for itself (HR25, HR83, HR84) or one bank (HR50). */
  restrictedTo?: 'FINA' | 'PBZ';
}

const MAX_REFERENCE_LENGTH = 22;
const MAX_GROUPS = 4;

function group(maxLength: number, check: TCheck = 'NONE', extra: Partial<TGroupRule> = {}) {
  return { minLength: 1, maxLength, check, ...extra };
}
function fixed(length: number, check: TCheck = 'NONE', extra: Partial<TGroupRule> = {}) {
  return { minLength: length, maxLength: length, check, ...extra };
}

const FREE = group(12);
const INI = group(12, 'MOD11INI');
const OIB = fixed(11, 'ISO7064');
const REVENUE_TYPE = fixed(4, 'MOD11INI');
const BUDGET_USER = group(5, 'ISO7064', { firstDigits: '123456789' });

function model(
  minGroups: number,
  maxGroups: number,
  groups: readonly TGroupRule[],
  extra: Partial<TModelRule> = {},
): TModelRule {
  return { minGroups, maxGroups, groups, ...extra };
}

const MODELS: Readonly<Record<string, TModelRule>> = {
  HR00: model(1, 3, [FREE, FREE, FREE]),
  HR01: model(1, 3, [FREE, FREE, FREE], { jointCheck: { from: 1, to: 3, check: 'MOD11INI' } }),
  HR02: model(1, 3, [FREE, INI, INI]),
  HR03: model(1, 3, [INI, INI, INI]),
  HR04: model(1, 3, [INI, FREE, INI]),
  // P2 is an OIB under control only after a city code of the Naputak's annex 6 in P1 (see options).
  HR05: model(1, 3, [INI, FREE, FREE]),
  HR06: model(1, 3, [FREE, FREE, group(12, 'NONE', { hasNoLeadingZero: true })], {
    jointCheck: { from: 2, to: 3, check: 'MOD11INI' },
  }),
  HR07: model(1, 3, [FREE, INI, FREE]),
  HR08: model(1, 3, [FREE, group(12, 'NONE', { hasNoLeadingZero: true }), INI], {
    jointCheck: { from: 1, to: 2, check: 'MOD11INI' },
  }),
  HR09: model(1, 3, [FREE, group(12, 'NONE', { hasNoLeadingZero: true }), FREE], {
    jointCheck: { from: 1, to: 2, check: 'MOD11INI' },
  }),
  HR10: model(1, 3, [INI, FREE, group(12, 'NONE', { hasNoLeadingZero: true })], {
    jointCheck: { from: 2, to: 3, check: 'MOD11INI' },
  }),
  HR11: model(1, 3, [INI, INI, FREE]),
  // "Ima 13 znamenaka, a može imati početne nule": the leading zeros may be left out, which the
  // right-to-left weighting makes equivalent.
  HR12: model(1, 3, [group(13, 'MOD11JMB', { minLength: 2 }), FREE, FREE]),
  HR13: model(1, 3, [fixed(10, 'MOD11P7', { firstDigits: '3' }), FREE, FREE]),
  HR14: model(1, 3, [fixed(10, 'MOD10ZB'), FREE, FREE]),
  HR15: model(1, 2, [fixed(8, 'MOD10'), fixed(11, 'MOD10')]),
  HR16: model(3, 3, [fixed(5, 'MOD11INI'), fixed(4, 'MOD11INI'), fixed(8)]),
  HR17: model(1, 3, [group(12, 'ISO7064'), FREE, FREE]),
  HR18: model(1, 3, [group(12, 'MOD11P7', { firstDigits: '3' }), FREE, FREE]),
  HR19: model(2, 2, [group(10, 'MOD11INI'), OIB]),
  HR23: model(1, 4, [{ ...REVENUE_TYPE, firstDigits: '6' }, FREE, FREE, FREE]),
  HR24: model(1, 4, [REVENUE_TYPE, group(13), FREE, FREE]),
  HR25: model(2, 2, [fixed(3), fixed(7)], { restrictedTo: 'FINA' }),
  HR26: model(3, 4, [
    REVENUE_TYPE,
    group(11, 'MOD11INI_OR_OIB'),
    group(11, 'MOD11INI_OR_OIB'),
    FREE,
  ]),
  HR27: model(2, 2, [REVENUE_TYPE, INI]),
  HR28: model(3, 4, [REVENUE_TYPE, fixed(3, 'MOD11INI'), fixed(6, 'MOD11INI'), group(6)]),
  HR29: model(3, 3, [REVENUE_TYPE, INI, INI]),
  HR30: model(3, 3, [fixed(10), fixed(4), group(6)]),
  HR31: model(1, 4, [group(6, 'ISO7064'), FREE, FREE, FREE]),
  HR33: model(3, 3, [group(6, 'ISO7064'), group(7, 'ISO7064'), group(7)]),
  HR34: model(3, 3, [group(6, 'ISO7064'), group(7, 'ISO7064'), BUDGET_USER]),
  HR35: model(2, 2, [group(10, 'MOD11INI'), OIB]),
  HR40: model(1, 3, [group(11, 'HR40', { minLength: 3 }), FREE, FREE]),
  HR41: model(1, 3, [group(13, 'MOD11JMB', { minLength: 2 }), INI, FREE]),
  HR42: model(1, 3, [FREE, FREE, FREE], { jointCheck: { from: 1, to: 3, check: 'MOD11JMB' } }),
  HR43: model(4, 4, [fixed(3), fixed(8, 'MOD11INI'), fixed(5), fixed(3)]),
  // The check of P2 by P3 uses PBZ's own algorithm, which is not published: only its shape is checked.
  HR50: model(3, 3, [fixed(5, 'MOD11INI'), fixed(12), fixed(1)], { restrictedTo: 'PBZ' }),
  HR55: model(1, 3, [INI, FREE, FREE]),
  HR62: model(3, 4, [REVENUE_TYPE, BUDGET_USER, group(6, 'MOD11INI'), FREE]),
  HR63: model(3, 3, [REVENUE_TYPE, BUDGET_USER, INI]),
  HR64: model(3, 4, [REVENUE_TYPE, BUDGET_USER, group(12, 'OIB_IF_11'), group(9)]),
  HR65: model(3, 4, [REVENUE_TYPE, fixed(3, 'MOD11INI'), group(11, 'HR65_P3'), FREE]),
  HR67: model(1, 3, [OIB, group(10), group(8)]),
  HR68: model(2, 3, [REVENUE_TYPE, OIB, group(5)]),
  HR69: model(2, 3, [fixed(5, 'MOD11INI'), OIB, fixed(3)]),
  HR83: model(
    2,
    3,
    [
      REVENUE_TYPE,
      group(16, 'NONE', { lengths: [5, 7, 16], firstDigits: '03' }),
      fixed(6, 'NONE', { firstDigits: '12' }),
    ],
    { restrictedTo: 'FINA' },
  ),
  HR84: model(2, 3, [REVENUE_TYPE, group(8, 'NONE', { lengths: [4, 8] }), fixed(10)], {
    restrictedTo: 'FINA',
  }),
  HR99: model(0, 0, []),
};

export const REFERENCE_MODELS: readonly string[] = Object.keys(MODELS);

/** The model used when there is no reference content (FINA: "kada ne postoji sadržaj"). */
export const MODEL_WITHOUT_REFERENCE = 'HR99';

/** FINA's fee account, the only payee for model HR19 (Pravilnik o naknadama ... ovrhe). */
export const FINA_FEE_ACCOUNT_IBAN = 'HR7023400091510946338';

/** HR69 variant II (personal income): P1 is fixed and P3 comes from FINA's code list. */
const HR69_INCOME_PAYER = '40002';
export const HR69_PERSONAL_INCOME_CODES: readonly string[] = [
  '100',
  '110',
  '120',
  '130',
  '140',
  '150',
  '160',
  '170',
  '180',
  '190',
  '191',
  '200',
  '210',
  '220',
  '230',
  '240',
  '250',
  '260',
  '270',
  '280',
  '290',
  '300',
  '310',
  '320',
  '330',
  '340',
  '350',
  '360',
  '361',
  '370',
  '380',
  '390',
  '400',
  '410',
  '420',
  '430',
  '431',
  '432',
  '433',
  '440',
  '441',
  '450',
  '451',
  '500',
  '510',
  '600',
  '610',
  '620',
  '621',
  '630',
  '640',
  '650',
  '660',
  '690',
  '699',
];

/** What the third group must hold for special revenue types of the Naputak (001 §5). */
export const SPECIAL_THIRD_GROUPS = ['PERIOD_MMYY', 'COMPANY_SIZE', 'DISTRICT_CODE'] as const;
export type TSpecialThirdGroup = (typeof SPECIAL_THIRD_GROUPS)[number];

export function isSpecialThirdGroup(text: string): text is TSpecialThirdGroup {
  return (SPECIAL_THIRD_GROUPS as readonly string[]).includes(text);
}

export interface TReferenceOptions {
  /**
   * Special revenue types: model -> revenue type (P1) -> what P3 must hold, which makes P3
   * required. Reference data from the Naputak, supplied by the bank (none built in).
   */
  specialRevenueTypes?: Readonly<Record<string, Readonly<Record<string, TSpecialThirdGroup>>>>;
  /** City and municipality codes of the Naputak's annex 6; when absent, any code with a valid MOD11INI check digit. */
  districtCodes?: ReadonlySet<string>;
  /** The payee's IBAN, for models bound to one account (HR19). */
  creditorIban?: string;
}

/** The bank's reference data behind the rules; the payee's IBAN belongs to each payment. */
export type TReferenceData = Omit<TReferenceOptions, 'creditorIban'>;

export interface TReference {
  model: string;
  /** Digits-and-dashes form as it goes on the wire and on the slip. */
  reference: string;
  groups: readonly string[];
}

/** "HR01", "hr01" or just "01" (the form shows HR fixed and takes the digits) to the model code. */
export function normalizeReferenceModel(text: string): string | undefined {
  if (text.length > 16) return undefined;
  const compact = text.trim().toUpperCase();
  const code = /^\d{2}$/.test(compact) ? `HR${compact}` : compact;
  return Object.hasOwn(MODELS, code) ? code : undefined;
}

export function isKnownReferenceModel(text: string): boolean {
  return normalizeReferenceModel(text) !== undefined;
}

export function isReferenceRequiredByModel(modelCode: string): boolean {
  return modelCode !== MODEL_WITHOUT_REFERENCE;
}

/** Models FINA or one bank keep for themselves; the form does not offer them to clients. */
export function getReferenceModelRestriction(modelCode: string): 'FINA' | 'PBZ' | undefined {
  return MODELS[modelCode]?.restrictedTo;
}

function checkDigitOk(digits: string, check: TCheck): boolean {
  const body = digits.slice(0, -1);
  const last = digits.charCodeAt(digits.length - 1) - 48;
  switch (check) {
    case 'NONE':
      return true;
    case 'MOD11INI':
      return digits.length >= 2 && computeMod11IniCheckDigit(body) === last;
    case 'ISO7064':
      return isValidMod11Radix10(digits);
    case 'MOD11JMB':
      return isValidMod11Jmb(digits);
    case 'MOD11P7':
      return digits.length >= 2 && computeMod11P7CheckDigit(body) === last;
    case 'MOD10ZB':
      return digits.length >= 2 && computeMod10ZbCheckDigit(body) === last;
    case 'MOD10':
      return digits.length >= 2 && computeMod10CheckDigit(body) === last;
    case 'HR40':
      return computeHr40CheckDigits(digits.slice(0, -2)) === digits.slice(-2);
    case 'MOD11INI_OR_OIB':
      return checkDigitOk(digits, digits.length === 11 ? 'ISO7064' : 'MOD11INI');
    case 'OIB_IF_11':
      return digits.length !== 11 || isValidMod11Radix10(digits);
    case 'HR65_P3':
      if (digits.length <= 5) return digits[0] !== '0' && isValidMod11Radix10(digits);
      return checkDigitOk(digits, digits.length === 11 ? 'ISO7064' : 'MOD11INI');
  }
}

function validateGroup(value: string, rule: TGroupRule): TErrorCode | undefined {
  const tooShort = value.length < rule.minLength;
  const notAllowed = rule.lengths !== undefined && !rule.lengths.includes(value.length);
  if (tooShort || value.length > rule.maxLength || notAllowed) return 'REFERENCE_GROUP_LENGTH';
  if (rule.firstDigits !== undefined && !rule.firstDigits.includes(value.charAt(0)))
    return 'REFERENCE_GROUP_FIRST_DIGIT';
  if (rule.hasNoLeadingZero === true && value.startsWith('0')) return 'REFERENCE_GROUP_FIRST_DIGIT';
  return checkDigitOk(value, rule.check) ? undefined : 'REFERENCE_CHECK_DIGIT';
}

function splitGroups(reference: string): TRuleResult<string[]> {
  if (!/^[\d-]+$/.test(reference)) return fail('REFERENCE_INVALID_CHARACTERS');
  if (reference.length > MAX_REFERENCE_LENGTH) return fail('REFERENCE_TOO_LONG');
  const groups = reference.split('-');
  if (groups.some((part) => part.length === 0)) return fail('REFERENCE_EMPTY_GROUP');
  if (groups.length > MAX_GROUPS) return fail('REFERENCE_TOO_MANY_GROUPS');
  return succeed(groups);
}

function validateModelSpecifics(
  modelCode: string,
  groups: readonly string[],
  options: TReferenceOptions,
): TRuleResult<true> {
  const [p1 = '', p2 = '', p3] = groups;
  // HR40: "prva znamenka je nula" of 11 digits; shorter P1s have left their leading zeros out.
  if (modelCode === 'HR40' && p1.length === 11 && !p1.startsWith('0'))
    return fail('REFERENCE_GROUP_FIRST_DIGIT', 'P1');
  if (modelCode === 'HR05' && p2.length === 11 && options.districtCodes?.has(p1) === true) {
    if (!isValidMod11Radix10(p2)) return fail('REFERENCE_CHECK_DIGIT', 'P2');
  }
  if (modelCode === 'HR69' && p3 !== undefined) {
    if (p1 !== HR69_INCOME_PAYER) return fail('REFERENCE_GROUP_INVALID', 'P1');
    if (!HR69_PERSONAL_INCOME_CODES.includes(p3)) return fail('REFERENCE_GROUP_INVALID', 'P3');
  }
  // HR83: P3 only after a 5-digit P2; HR84 variant I has a 4-digit P2 and a P3, variant II an 8-digit P2 alone.
  if (modelCode === 'HR83' && p3 !== undefined && p2.length !== 5)
    return fail('REFERENCE_TOO_MANY_GROUPS');
  if (modelCode === 'HR84' && (p3 === undefined) !== (p2.length === 8))
    return fail('REFERENCE_GROUP_LENGTH', 'P2');
  if (modelCode === 'HR19' && options.creditorIban !== undefined) {
    if (normalizeIban(options.creditorIban) !== FINA_FEE_ACCOUNT_IBAN)
      return fail('REFERENCE_MODEL_ACCOUNT_MISMATCH');
  }
  return validateSpecialRevenue(modelCode, groups, options);
}

function isDistrictCode(value: string, options: TReferenceOptions): boolean {
  if (options.districtCodes !== undefined) return options.districtCodes.has(value);
  return value.length >= 2 && value.length <= 6 && checkDigitOk(value, 'MOD11INI');
}

function validateSpecialRevenue(
  modelCode: string,
  groups: readonly string[],
  options: TReferenceOptions,
): TRuleResult<true> {
  const [revenueType = '', , third] = groups;
  const kind = options.specialRevenueTypes?.[modelCode]?.[revenueType];
  if (kind === undefined) return succeed(true);
  if (third === undefined) return fail('REFERENCE_TOO_FEW_GROUPS', 'P3');
  if (kind === 'PERIOD_MMYY') {
    const month = Number(third.slice(0, 2));
    return third.length === 4 && month >= 1 && month <= 12
      ? succeed(true)
      : fail('REFERENCE_PERIOD_INVALID', 'P3');
  }
  if (kind === 'COMPANY_SIZE') {
    return ['002', '003', '004'].includes(third)
      ? succeed(true)
      : fail('REFERENCE_COMPANY_SIZE_INVALID', 'P3');
  }
  return isDistrictCode(third, options) ? succeed(true) : fail('REFERENCE_DISTRICT_INVALID', 'P3');
}

/**
 * Validates a model and its reference ("HR01", "102-3057-89016"). Spaces are removed first, as
 * printed slips show "102 - 3057 - 89016". Returns the normalised reference or the first broken
 * rule, with the group at fault ("P2") as detail.
 */
export function validateReference(
  modelText: string,
  referenceText: string,
  options: TReferenceOptions = {},
): TRuleResult<TReference> {
  if (modelText.length > MAX_RULE_INPUT_LENGTH || referenceText.length > MAX_RULE_INPUT_LENGTH)
    return fail('REFERENCE_TOO_LONG');
  const modelCode = normalizeReferenceModel(modelText);
  if (modelCode === undefined) return fail('REFERENCE_MODEL_INVALID');
  const reference = referenceText.replace(/\s+/g, '');
  const rule = MODELS[modelCode];
  if (rule === undefined) return fail('REFERENCE_MODEL_INVALID');
  if (rule.maxGroups === 0) {
    return reference === ''
      ? succeed({ model: modelCode, reference, groups: [] })
      : fail('REFERENCE_NOT_ALLOWED');
  }
  if (reference === '') return fail('REFERENCE_REQUIRED');
  const split = splitGroups(reference);
  if (!split.ok) return split;
  const groups = split.value;
  if (groups.length > rule.maxGroups) return fail('REFERENCE_TOO_MANY_GROUPS');
  if (groups.length < rule.minGroups) return fail('REFERENCE_TOO_FEW_GROUPS');
  for (const [index, value] of groups.entries()) {
    const groupRule = rule.groups[index];
    if (groupRule === undefined) return fail('REFERENCE_TOO_MANY_GROUPS');
    const code = validateGroup(value, groupRule);
    if (code !== undefined) return fail(code, `P${index + 1}`);
  }
  if (rule.jointCheck !== undefined) {
    const { from, to, check } = rule.jointCheck;
    const joined = groups.slice(from - 1, to).join('');
    if (joined !== '' && !checkDigitOk(joined, check))
      return fail('REFERENCE_CHECK_DIGIT', `P${Math.min(to, groups.length)}`);
  }
  const specifics = validateModelSpecifics(modelCode, groups, options);
  if (!specifics.ok) return specifics;
  return succeed({ model: modelCode, reference, groups });
}

/**
 * 000 §5 reference type: two capital letters and two digits ("HR01", "RF18"); in a combined
 * reference the first four characters are the type and the rest the reference.
 */
export function splitReferenceType(text: string): TRuleResult<{ type: string; reference: string }> {
  if (text.length > MAX_RULE_INPUT_LENGTH) return fail('REFERENCE_TOO_LONG');
  const trimmed = text.trim();
  const type = trimmed.slice(0, 4);
  if (!/^[A-Z]{2}\d{2}$/.test(type)) return fail('REFERENCE_TYPE_INVALID');
  return succeed({ type, reference: trimmed.slice(4) });
}
