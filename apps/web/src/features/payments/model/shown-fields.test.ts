import { describe, expect, it } from 'vitest';
import { listShownFields } from './shown-fields';

const SEPA = {
  creditorAgent: 'OPTIONAL',
  purposeCodeUae: 'HIDDEN',
  creditorTaxId: 'OPTIONAL',
  foreignTurnoverCode: 'HIDDEN',
  chargeBearer: 'HIDDEN',
  paymentInstrument: 'HIDDEN',
} as const;

describe('listShownFields', () => {
  it('shows the foreign fields the visibility answer leaves visible', () => {
    const shown = listShownFields('FOREIGN', SEPA);
    expect(shown.has('creditorAgentBic')).toBe(true);
    expect(shown.has('creditorCountry')).toBe(true);
    expect(shown.has('foreignTurnoverCode')).toBe(false);
    expect(shown.has('purposeCodeUae')).toBe(false);
    expect(shown.has('debtorReference')).toBe(false);
  });

  it('shows the payer reference and purpose code on a domestic form, no payee on an internal one', () => {
    expect(listShownFields('DOMESTIC', SEPA).has('debtorReference')).toBe(true);
    expect(listShownFields('DOMESTIC', SEPA).has('purposeCode')).toBe(true);
    expect(listShownFields('INTERNAL', SEPA).has('creditorName')).toBe(false);
    expect(listShownFields('INTERNAL', SEPA).has('creditorAccount')).toBe(true);
  });
});
