import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  buildCroatianIban,
  compareIsoDates,
  getZagrebWallClock,
  isBusinessDay,
  URGENCIES,
} from '@poslovno/domain';
import {
  decideClearingAnswer,
  getTariffFeeEurMinor,
  isOrderDue,
  normalizeSanctionsName,
  planExecution,
  scoreFraud,
} from './order-rules';

const BANK_CODE = '2999992';
const OWN_IBAN = buildCroatianIban('299999', '110000001');
const OTHER_IBAN = buildCroatianIban('249999', '000001000');

function plan(zagrebTime: string, overrides: Partial<Parameters<typeof planExecution>[0]> = {}) {
  return planExecution({
    now: new Date(`${zagrebTime}+01:00`),
    creditorIban: OTHER_IBAN,
    currency: 'EUR',
    urgency: 'NORMAL',
    requestedExecutionDate: '2026-01-01',
    bankCode: BANK_CODE,
    ...overrides,
  });
}

describe('planExecution', () => {
  it('routes by the creditor bank and picks the channel whose calendar applies', () => {
    expect(plan('2026-11-20T10:00:00', { creditorIban: OWN_IBAN })).toMatchObject({
      route: 'INTERNAL',
      channel: 'INTERNAL',
    });
    expect(plan('2026-11-20T10:00:00')).toMatchObject({ route: 'CLEARING', channel: 'DOMESTIC' });
    expect(plan('2026-11-20T10:00:00', { creditorIban: 'DE89370400440532013000' })).toMatchObject({
      channel: 'SEPA',
    });
    expect(plan('2026-11-20T10:00:00', { currency: 'USD' })).toMatchObject({ channel: 'FOREIGN' });
    expect(plan('2026-11-20T10:00:00', { urgency: 'INSTANT' })).toMatchObject({
      channel: 'INSTANT',
    });
  });

  it('applies the 15:30 cut-off, 16:00 for urgent orders, and none for instant ones', () => {
    expect(plan('2026-11-20T15:29:00').executionDate).toBe('2026-11-20');
    expect(plan('2026-11-20T15:30:00').executionDate).toBe('2026-11-23');
    expect(plan('2026-11-20T15:59:00', { urgency: 'URGENT' }).executionDate).toBe('2026-11-20');
    expect(plan('2026-11-20T16:00:00', { urgency: 'URGENT' }).executionDate).toBe('2026-11-23');
    expect(plan('2026-12-25T03:00:00', { urgency: 'INSTANT' }).executionDate).toBe('2026-12-25');
    expect(plan('2026-12-24T18:00:00').executionDate).toBe('2026-12-28');
  });

  it('gives a business day of the channel, never before today or the requested date', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2025-01-01T00:00:00Z'),
          max: new Date('2027-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...URGENCIES),
        fc.integer({ min: -10, max: 40 }),
        fc.boolean(),
        (now, urgency, offsetDays, isInternal) => {
          const today = getZagrebWallClock(now).date;
          const requested = addDaysToIsoDate(today, offsetDays);
          const result = planExecution({
            now,
            creditorIban: isInternal ? OWN_IBAN : OTHER_IBAN,
            currency: 'EUR',
            urgency,
            requestedExecutionDate: requested,
            bankCode: BANK_CODE,
          });
          expect(isBusinessDay(result.executionDate, result.channel)).toBe(true);
          expect(compareIsoDates(result.executionDate, today)).toBeGreaterThanOrEqual(0);
          expect(compareIsoDates(result.executionDate, requested)).toBeGreaterThanOrEqual(0);
          expect(isOrderDue(result, now)).toBe(result.executionDate === today);
        },
      ),
    );
  });
});

describe('the tariff, the fraud check, clearing and the sanctions list', () => {
  it('charges by route and urgency', () => {
    expect(getTariffFeeEurMinor('INTERNAL', 'INTERNAL', 'URGENT')).toBe(0n);
    expect(getTariffFeeEurMinor('CLEARING', 'DOMESTIC', 'NORMAL')).toBe(40n);
    expect(getTariffFeeEurMinor('CLEARING', 'DOMESTIC', 'URGENT')).toBe(15_00n);
    expect(getTariffFeeEurMinor('CLEARING', 'INSTANT', 'INSTANT')).toBe(20n);
    expect(getTariffFeeEurMinor('CLEARING', 'FOREIGN', 'NORMAL')).toBe(20_00n);
  });

  it('scores every fraud state by its documented rule', () => {
    const order = { creditorIban: OTHER_IBAN, amountMinor: 100_00n, currency: 'EUR' };
    expect(scoreFraud(order)).toBe('FTM-APPROVED');
    expect(scoreFraud({ ...order, amountMinor: 50_000_00n })).toBe('FTM-HOLD');
    expect(scoreFraud({ ...order, creditorIban: 'HR6024999950000066208' })).toBe('FTM-HOLD');
    expect(scoreFraud({ ...order, creditorIban: 'HR3924999950000066101' })).toBe('FTM-DECLINED');
    expect(scoreFraud({ ...order, currency: 'USD', amountMinor: 90_000_00n })).toBe('FTM-UNSCORED');
  });

  it('answers from clearing by the account number’s last digits', () => {
    expect(decideClearingAnswer(buildCroatianIban('249999', '000001991'))).toBe(
      'SIRIUS_NONEXISTENT_ACCOUNT',
    );
    expect(decideClearingAnswer(buildCroatianIban('249999', '123456992'))).toBe(
      'SIRIUS_WRONG_REFERENCE',
    );
    expect(decideClearingAnswer(buildCroatianIban('249999', '000000993'))).toBe('SIRIUS_TIMEOUT');
    expect(decideClearingAnswer(buildCroatianIban('249999', '000000994'))).toBe(
      'SIRIUS_ACCOUNT_STATUS',
    );
    expect(decideClearingAnswer(OTHER_IBAN)).toBeUndefined();
    expect(decideClearingAnswer('DE89370400440532013991')).toBe('SIRIUS_NONEXISTENT_ACCOUNT');
  });

  it('compares names without case, accents or punctuation', () => {
    expect(normalizeSanctionsName('Zmajeva trgovina, Ltd.')).toBe('ZMAJEVA TRGOVINA LTD');
    expect(normalizeSanctionsName('  Đuro  Đaković – Čelik  ')).toBe('DURO DAKOVIC CELIK');
    // As the list writes abbreviations: "S.A." is SA, not "S A".
    expect(normalizeSanctionsName('Crni Jastreb Shipping S.A.')).toBe('CRNI JASTREB SHIPPING SA');
  });
});
