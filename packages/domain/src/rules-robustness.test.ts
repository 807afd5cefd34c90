import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as domain from './index';

/**
 * The "bad input" contract for the whole library in one place: every rule that takes
 * untrusted text answers a typed result (or a plain value for formatters and masks) and never
 * throws, whatever the text. Per-rule files prove what each rule refuses.
 */
const NOW = new Date('2026-11-22T10:00:00Z');
const context = { now: NOW, channel: 'DOMESTIC', urgency: 'NORMAL' } as const;

const TEXT_RULES: Readonly<Record<string, (text: string) => unknown>> = {
  validateAmount: (text) => domain.validateAmount(text, 'EUR'),
  validateAmountCurrency: (text) => domain.validateAmount('10.00', text),
  validateCurrency: (text) => domain.validateCurrency(text),
  validateIban: (text) => domain.validateIban(text),
  validateDomesticIban: (text) => domain.validateIban(text, { domestic: true }),
  validateBic: (text) => domain.validateBic(text),
  validateForeignAccount: (text) => domain.validateForeignAccount(text, text.slice(0, 2)),
  validateReferenceModel: (text) => domain.validateReference(text, '123'),
  validateReference: (text) => domain.validateReference('HR01', text),
  validateReferenceHr68: (text) =>
    domain.validateReference('HR68', text, {
      specialRevenueTypes: { HR68: { '5126': 'DISTRICT_CODE' } },
      creditorIban: text,
    }),
  splitReferenceType: (text) => domain.splitReferenceType(text),
  validateOib: (text) => domain.validateOib(text),
  validateTaxId: (text) => domain.validateTaxId(text, 'DE'),
  validateExecutionDate: (text) => domain.validateExecutionDate(text, context),
  resolveExecutionDateOnSave: (text) => domain.resolveExecutionDateOnSave(text, context),
  checkSigningCutoff: (text) => domain.checkSigningCutoff(text, NOW, 'SEPA', 'URGENT'),
  validateSepaFileExecutionDate: (text) => domain.validateSepaFileExecutionDate(text, '2026-11-22'),
  listNonBusinessDays: (text) => domain.listNonBusinessDays(text, text, 'DOMESTIC'),
  parseDateTextHr: (text) => domain.parseDateText(text, 'hr'),
  parseDateTextEn: (text) => domain.parseDateText(text, 'en'),
  applyDateTyping: (text) => domain.applyDateTyping(text.slice(0, -1), text, 'hr'),
  parseNumberText: (text) => domain.parseNumberText(text, 'hr', { signed: true }),
  formatDecimalForLocale: (text) => domain.formatDecimalForLocale(text, 'en'),
  maskNumberTyping: (text) => domain.maskNumberTyping(text),
  validatePaymentText: (text) => domain.validatePaymentText(text, { maxLength: 70 }),
  validateDescription: (text) => domain.validateDescription(text),
  validateAddressAndResidence: (text) => domain.validateAddressAndResidence(text, text),
  validateFilterText: (text) => domain.validateFilterText(text, 35),
  validateFreeText: (text) => domain.validateFreeText('name', text, 35),
  truncateForTemplate: (text) =>
    domain.truncateForTemplate({
      creditorName: text,
      description: text,
      street: text,
      residence: text,
    }),
  addPurposeCodePrefix: (text) => domain.addPurposeCodePrefix(text, text, 'AE07'),
  parsePurposeCodePrefix: (text) => domain.parsePurposeCodePrefix(text),
  mapChargeBearerFromWire: (text) => domain.mapChargeBearerFromWire(text),
  mapUrgencyFromWire: (text) =>
    domain.mapUrgencyFromWire({ urgency: text, instructionPriority: text, localInstrument: text }),
  validateLetterOfCreditTolerance: (text) => domain.validateLetterOfCreditTolerance(text),
  validateUsageDays: (text) => domain.validateUsageDays(text),
  validatePresentationPeriod: (text) => domain.validatePresentationPeriod(text),
  validateContractNumber: (text) => domain.validateContractNumber(text),
  validateContractYear: (text) => domain.validateContractYear(text, '2026-11-22'),
  validateSolvencyEmails: (text) => domain.validateSolvencyEmails([text, text], 'EMAIL'),
  normalizeReferenceModel: (text) => domain.normalizeReferenceModel(text),
};

const untrustedText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.string({
    unit: fc.constantFrom('\u0000', '\u202e', '\ud800', '\n', '-', ':', '.', ',', '0', '9', 'HR'),
  }),
  fc.string({ minLength: 9_990, maxLength: 10_010 }),
  fc.constant('x'.repeat(200_000)),
);

describe('every rule over untrusted text', () => {
  it.each(Object.entries(TEXT_RULES))('%s never throws', (_name, rule) => {
    fc.assert(
      fc.property(untrustedText, (text) => {
        const answer = rule(text);
        if (answer !== null && typeof answer === 'object' && 'ok' in answer) {
          const result = answer as domain.TRuleResult<unknown>;
          if (!result.ok) expect(domain.isErrorCode(result.code)).toBe(true);
          else result.warnings.forEach((code) => expect(domain.isErrorCode(code)).toBe(true));
        }
      }),
      { numRuns: 150 },
    );
  });
});
