import { describe, expect, it } from 'vitest';
import {
  EMPTY_TOKEN_SIGN_IN_VALUES,
  checkTokenSignIn,
  isLoginAuthorizationLevel,
  type TTokenSignInValues,
} from './token-sign-in-validation';

const VALID: TTokenSignInValues = {
  customerId: '100200',
  personId: '1001',
  tokenSerial: '12345678',
  otp: '123456',
  password: 'tajna lozinka',
  authorizationLevel: 3,
};

describe('checkTokenSignIn', () => {
  it('makes the request of a complete form', () => {
    expect(checkTokenSignIn(VALID)).toEqual({
      isValid: true,
      request: {
        customerId: 100200,
        personId: 1001,
        tokenSerial: '12345678',
        otp: '123456',
        password: 'tajna lozinka',
        authorizationLevel: 3,
      },
    });
  });

  it('requires every field, the authorisation level included', () => {
    expect(checkTokenSignIn(EMPTY_TOKEN_SIGN_IN_VALUES)).toEqual({
      isValid: false,
      problems: {
        customerId: 'required',
        personId: 'required',
        tokenSerial: 'required',
        otp: 'required',
        password: 'required',
        authorizationLevel: 'required',
      },
    });
  });

  it('takes IDs from 1000 to 9999999999, whole numbers only', () => {
    const problemOf = (customerId: string) => {
      const check = checkTokenSignIn({ ...VALID, customerId });
      return check.isValid ? undefined : check.problems.customerId;
    };
    expect(problemOf('1000')).toBeUndefined();
    expect(problemOf('9999999999')).toBeUndefined();
    expect(problemOf('999')).toBe('idRange');
    expect(problemOf('10000000000')).toBe('idRange');
    expect(problemOf('1000.5')).toBe('idRange');
    expect(problemOf('-1000')).toBe('idRange');
    expect(problemOf('1e4')).toBe('idRange');
    expect(problemOf('   ')).toBe('required');
  });

  it('checks the person ID with the same rule', () => {
    const check = checkTokenSignIn({ ...VALID, personId: '12' });
    expect(check.isValid ? undefined : check.problems).toEqual({ personId: 'idRange' });
  });

  it('wants 8 to 12 digits of serial and 6 of OTP, spaces ignored', () => {
    const check = checkTokenSignIn({ ...VALID, tokenSerial: '1234 5678', otp: '123 456' });
    expect(check.isValid && check.request).toMatchObject({
      tokenSerial: '12345678',
      otp: '123456',
    });

    const wrong = checkTokenSignIn({ ...VALID, tokenSerial: '1234567', otp: '12345a' });
    expect(wrong.isValid ? undefined : wrong.problems).toEqual({
      tokenSerial: 'serial',
      otp: 'otp',
    });
    const long = checkTokenSignIn({ ...VALID, tokenSerial: '1234567890123' });
    expect(long.isValid ? undefined : long.problems).toEqual({ tokenSerial: 'serial' });
  });

  it('keeps the password exactly as typed', () => {
    const check = checkTokenSignIn({ ...VALID, password: ' a b ' });
    expect(check.isValid && check.request.password).toBe(' a b ');
  });
});

describe('isLoginAuthorizationLevel', () => {
  it('knows the levels 1 to 3', () => {
    expect([0, 1, 2, 3, 4, '1'].map(isLoginAuthorizationLevel)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
