import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-client';
import { EMPTY_DRAFT, checkReactivationDraft, splitServerRefusal } from './reactivation-draft';

describe('checkReactivationDraft', () => {
  it('sends the number as E.164, however it was typed', () => {
    expect(checkReactivationDraft({ mobilePhone: '091 234 5678', reason: 'NEW_PHONE' })).toEqual({
      ok: true,
      input: { mobilePhone: '+385912345678', reason: 'NEW_PHONE' },
    });
    expect(
      checkReactivationDraft({ mobilePhone: '+385 91 234 5678', reason: 'NEW_PHONE' }),
    ).toMatchObject({ ok: true, input: { mobilePhone: '+385912345678' } });
  });

  it('takes the prefilled country code alone as no number, and asks for the reason', () => {
    expect(checkReactivationDraft(EMPTY_DRAFT)).toEqual({
      ok: false,
      problems: { mobilePhone: { kind: 'missing' }, reason: { kind: 'missing' } },
    });
  });

  it('refuses a Croatian number that is not a mobile one by the server’s rule', () => {
    expect(checkReactivationDraft({ mobilePhone: '+385 1 234 5678', reason: 'NEW_PHONE' })).toEqual(
      { ok: false, problems: { mobilePhone: { kind: 'rule', code: 'PHONE_INVALID' } } },
    );
  });
});

describe('splitServerRefusal', () => {
  it("puts the server's words for a field under it and keeps the rest for the form", () => {
    const refusal = new ApiError({
      name: 'e1',
      message: 'Podaci nisu ispravni.',
      code: 'VALIDATION_FAILED',
      status: 400,
      validations: [
        { field: 'mobilePhone', code: 'PHONE_INVALID', description: 'Unesite broj mobitela.' },
        { field: 'tokenSerial', code: 'DEVICE_NOT_ACTIVE', description: 'Uređaj nije aktiviran.' },
      ],
    });
    expect(splitServerRefusal(refusal)).toEqual({
      problems: { mobilePhone: { kind: 'server', description: 'Unesite broj mobitela.' } },
      others: [refusal.validations[1]],
    });
    expect(splitServerRefusal(new Error('offline'))).toEqual({ problems: {}, others: [] });
  });
});
