import { describe, expect, it } from 'vitest';
import type { TPaymentDraftField } from '@poslovno/domain';
import { findDraftField, mapValidationsToFields } from './server-validations';

function validation(field: string, code = 'FIELD_INVALID') {
  return { field, code, description: `${code} on ${field}` };
}

const DOMESTIC_SHOWN = new Set<TPaymentDraftField>([
  'debtorIban',
  'creditorAccount',
  'amount',
  'creditorReference',
  'executionDate',
]);

describe('findDraftField', () => {
  it("reads the wire paths of 000 §3 as the draft's fields", () => {
    expect(findDraftField('creditorAccount.iban')).toBe('creditorAccount');
    expect(findDraftField('instructedAmount.amount')).toBe('amount');
    expect(findDraftField('requestedExecutionDate')).toBe('executionDate');
    expect(findDraftField('remittanceInformationStructured.reference')).toBe('creditorReference');
    expect(findDraftField('creditorAgent.bic')).toBe('creditorAgentBic');
  });

  it('reads a schema failure under body. as the same field', () => {
    expect(findDraftField('body.creditorName')).toBe('creditorName');
  });

  it('knows no field for other paths', () => {
    expect(findDraftField('headers.idempotency-key')).toBeUndefined();
    expect(findDraftField('instructedAmount')).toBeUndefined();
  });
});

describe('mapValidationsToFields', () => {
  it('puts each validation under its shown field', () => {
    const mapped = mapValidationsToFields(
      [
        validation('creditorAccount.iban', 'CREDITOR_ACCOUNT_UNIDENTIFIABLE'),
        validation('instructedAmount.amount', 'AMOUNT_NOT_POSITIVE'),
      ],
      DOMESTIC_SHOWN,
    );
    expect(mapped.byField.creditorAccount?.code).toBe('CREDITOR_ACCOUNT_UNIDENTIFIABLE');
    expect(mapped.byField.amount?.code).toBe('AMOUNT_NOT_POSITIVE');
    expect(mapped.unplaced).toEqual([]);
  });

  it('leaves fields the form does not show, and unknown paths, to the summary', () => {
    const mapped = mapValidationsToFields(
      [validation('foreignTurnoverCode', 'FIELD_REQUIRED'), validation('type')],
      DOMESTIC_SHOWN,
    );
    expect(mapped.byField).toEqual({});
    expect(mapped.unplaced.map((item) => item.field)).toEqual(['foreignTurnoverCode', 'type']);
  });

  it('keeps the first validation of a field under it and the next in the summary', () => {
    const mapped = mapValidationsToFields(
      [
        validation('requestedExecutionDate', 'EXECUTION_DATE_IN_PAST'),
        validation('body.requestedExecutionDate'),
      ],
      DOMESTIC_SHOWN,
    );
    expect(mapped.byField.executionDate?.code).toBe('EXECUTION_DATE_IN_PAST');
    expect(mapped.unplaced).toHaveLength(1);
  });
});
