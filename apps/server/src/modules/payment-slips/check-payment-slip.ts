import {
  validateHub3Slip,
  type THub3Slip,
  type TLocale,
  type TRuleViolation,
} from '@poslovno/domain';
import { describeError, type TParsedPaymentSlipInput, type TValidation } from '@poslovno/contract';
import type { TExecutor } from '../../platform/db/database';
import { loadCodebookSets } from '../reference-data/reference-data.repository';
import { readSlipInput } from './payment-slips.mapper';

/** The purpose codes of the codebook, which a slip's purpose code must be one of. */
export async function loadPurposeCodeRule(executor: TExecutor): Promise<(code: string) => boolean> {
  const codebooks = await loadCodebookSets(executor);
  return (code) => codebooks.purposeCodes.has(code);
}

/** A new slip's fields as the slip keeps them, and each field's first broken rule. */
export async function checkPaymentSlip(
  executor: TExecutor,
  input: TParsedPaymentSlipInput,
): Promise<{ slip: THub3Slip; violations: TRuleViolation[] }> {
  const isKnownPurposeCode = await loadPurposeCodeRule(executor);
  const { slip, amountViolations } = readSlipInput(input);
  const violations = validateHub3Slip(slip, { purpose: 'CREATE', isKnownPurposeCode });
  return { slip, violations: [...amountViolations, ...violations] };
}

/** Violations as answers carry them: each with its description in the language asked for. */
export function describeViolations(
  violations: readonly TRuleViolation[],
  locale: TLocale,
): TValidation[] {
  return violations.map((violation) => ({
    field: violation.field,
    code: violation.code,
    description: describeError(violation.code, locale),
  }));
}
