import { computeMod11Radix10CheckDigit, isValidMod11Radix10 } from './iso7064';
import { assert } from './assert';

/** OIB, the Croatian personal identification number: 11 digits, the last an ISO 7064 MOD 11,10 check digit. */
export function isValidOib(oib: string): boolean {
  return /^\d{11}$/.test(oib) && isValidMod11Radix10(oib);
}

export function buildOib(base10: string): string {
  assert(/^\d{10}$/.test(base10), 'OIB base is 10 digits');
  return base10 + computeMod11Radix10CheckDigit(base10);
}
