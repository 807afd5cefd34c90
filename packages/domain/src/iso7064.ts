import { assert } from './assert';

/** ISO 7064 MOD 11,10 check digit over a string of decimal digits (OIB, Croatian bank codes and account numbers). */
export function computeMod11Radix10CheckDigit(digits: string): number {
  assert(/^\d+$/.test(digits), 'MOD 11,10 takes decimal digits only');
  let product = 10;
  for (const char of digits) {
    let sum = (product + Number(char)) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  return (11 - product) % 10;
}

/** True when the last digit is the MOD 11,10 check digit of the digits before it. */
export function isValidMod11Radix10(digitsWithCheck: string): boolean {
  if (!/^\d{2,}$/.test(digitsWithCheck)) return false;
  const body = digitsWithCheck.slice(0, -1);
  return computeMod11Radix10CheckDigit(body) === Number(digitsWithCheck.slice(-1));
}
