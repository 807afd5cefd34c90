import type { TTokenLoginRequest } from '@poslovno/contract';
import {
  LOGIN_AUTHORIZATION_LEVELS,
  TOKEN_SERIAL_PATTERN,
  TOTP_CODE_PATTERN,
  isValidCustomerOrPersonId,
  type TLoginAuthorizationLevel,
} from '@poslovno/domain';

export const TOKEN_SIGN_IN_FIELDS = [
  'customerId',
  'personId',
  'tokenSerial',
  'otp',
  'password',
  'authorizationLevel',
] as const;
export type TTokenSignInField = (typeof TOKEN_SIGN_IN_FIELDS)[number];

/** The form as typed; the level has no default (000 §5: required). */
export interface TTokenSignInValues {
  customerId: string;
  personId: string;
  tokenSerial: string;
  otp: string;
  password: string;
  authorizationLevel: TLoginAuthorizationLevel | null;
}

export type TTokenSignInProblem = 'required' | 'idRange' | 'serial' | 'otp';

export type TTokenSignInCheck =
  | { isValid: true; request: TTokenLoginRequest }
  | { isValid: false; problems: Partial<Record<TTokenSignInField, TTokenSignInProblem>> };

export const EMPTY_TOKEN_SIGN_IN_VALUES: TTokenSignInValues = {
  customerId: '',
  personId: '',
  tokenSerial: '',
  otp: '',
  password: '',
  authorizationLevel: null,
};

const DIGITS_PATTERN = /^\d+$/;

/** Numbers are often copied with spaces ("1234 5678" from the back of a token). */
function stripSpaces(text: string): string {
  return text.replace(/\s+/g, '');
}

/** A whole number 1000..9999999999 (000 §5), or the reason it is not one. */
function parseId(text: string): number | TTokenSignInProblem {
  const digits = stripSpaces(text);
  if (digits === '') return 'required';
  if (!DIGITS_PATTERN.test(digits)) return 'idRange';
  const id = Number(digits);
  return isValidCustomerOrPersonId(id) ? id : 'idRange';
}

export function isLoginAuthorizationLevel(value: unknown): value is TLoginAuthorizationLevel {
  return (LOGIN_AUTHORIZATION_LEVELS as readonly unknown[]).includes(value);
}

/** 000 §5 checked before anything is sent: every field required, IDs, serial and OTP in shape. */
export function checkTokenSignIn(values: TTokenSignInValues): TTokenSignInCheck {
  const problems: Partial<Record<TTokenSignInField, TTokenSignInProblem>> = {};
  const customerId = parseId(values.customerId);
  if (typeof customerId !== 'number') problems.customerId = customerId;
  const personId = parseId(values.personId);
  if (typeof personId !== 'number') problems.personId = personId;

  const tokenSerial = stripSpaces(values.tokenSerial);
  if (tokenSerial === '') problems.tokenSerial = 'required';
  else if (!TOKEN_SERIAL_PATTERN.test(tokenSerial)) problems.tokenSerial = 'serial';

  const otp = stripSpaces(values.otp);
  if (otp === '') problems.otp = 'required';
  else if (!TOTP_CODE_PATTERN.test(otp)) problems.otp = 'otp';

  if (values.password === '') problems.password = 'required';
  if (values.authorizationLevel === null) problems.authorizationLevel = 'required';

  if (
    typeof customerId !== 'number' ||
    typeof personId !== 'number' ||
    values.authorizationLevel === null ||
    Object.keys(problems).length > 0
  ) {
    return { isValid: false, problems };
  }
  return {
    isValid: true,
    request: {
      customerId,
      personId,
      tokenSerial,
      otp,
      password: values.password,
      authorizationLevel: values.authorizationLevel,
    },
  };
}
