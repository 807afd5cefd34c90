import { describe, expect, it } from 'vitest';
import { ORDER_TYPES } from '../order-types';
import { findBackOfficeRefusal, parseBackOfficeCommand } from './back-office-tool';

describe('npm run bank -- back-office', () => {
  it('takes a type the back office decides and one of its reasons', () => {
    expect(
      parseBackOfficeCommand(['GDPR_CONSENT', 'reject', 'BACK_OFFICE_REJECTED'], ORDER_TYPES),
    ).toEqual({
      kind: 'reject',
      orderType: 'GDPR_CONSENT',
      reason: 'BACK_OFFICE_REJECTED',
    });
  });

  it.each([
    [['PAYMENT', 'reject', 'SIRIUS_SANCTIONS']],
    [['GDPR_CONSENT', 'approve', 'BACK_OFFICE_REJECTED']],
    [['GDPR_CONSENT', 'reject', 'SIRIUS_SANCTIONS']],
    [['GDPR_CONSENT', 'reject']],
    [['GDPR_CONSENT', 'reject', 'BACK_OFFICE_REJECTED', 'extra']],
    [[]],
  ])('refuses %j with what it takes', (args) => {
    const command = parseBackOfficeCommand(args, ORDER_TYPES);
    expect(command.kind).toBe('invalid');
  });

  it('is refused in production and outside demo mode', () => {
    expect(findBackOfficeRefusal({ NODE_ENV: 'production' })).toMatch(/production/);
    expect(findBackOfficeRefusal({ DEMO_MODE: 'false' })).toMatch(/demo mode/);
    expect(findBackOfficeRefusal({})).toBeUndefined();
  });
});
