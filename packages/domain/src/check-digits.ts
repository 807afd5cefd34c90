/**
 * The check-digit algorithms of FINA's "Jedinstveni pregled osnovnih modela poziva na broj" §4.
 * Each takes the digits without their check digit (the "body") and returns the check digit, or
 * undefined where the standard declares the body unusable. Callers pass decimal digits only.
 */

function getDigit(digits: string, index: number): number {
  return digits.charCodeAt(index) - 48;
}

/** §4.5 MOD11INI: weights 2, 3, 4 ... from the right; remainders 0 and 1 give 0. */
export function computeMod11IniCheckDigit(body: string): number {
  let sum = 0;
  for (let i = body.length - 1, weight = 2; i >= 0; i -= 1, weight += 1) {
    sum += getDigit(body, i) * weight;
  }
  const remainder = sum % 11;
  return remainder <= 1 ? 0 : 11 - remainder;
}

/** Weights 2..7 from the right, then again from 2 (shared by §4.2 and §4.6). */
function sumWeightsTwoToSeven(body: string): number {
  let sum = 0;
  for (let i = body.length - 1, weight = 2; i >= 0; i -= 1) {
    sum += getDigit(body, i) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  return sum;
}

/** §4.2 MOD11P7 (models HR13, HR18): remainder 0 gives 5, remainder 1 gives 0. */
export function computeMod11P7CheckDigit(body: string): number {
  const remainder = sumWeightsTwoToSeven(body) % 11;
  if (remainder === 0) return 5;
  if (remainder === 1) return 0;
  return 11 - remainder;
}

/**
 * §4.1 MOD11JMB-JMBG (models HR12, HR41, HR42): the whole code, check digit included, weighted
 * 1..7 from the right and then 2..7 again, must sum to a multiple of 11; a code of one repeated
 * digit is refused.
 */
export function isValidMod11Jmb(digits: string): boolean {
  if (digits.length === 0 || /^(\d)\1*$/.test(digits)) return false;
  let sum = 0;
  for (let i = digits.length - 1, weight = 1; i >= 0; i -= 1) {
    sum += getDigit(digits, i) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  return sum % 11 === 0;
}

/** §4.3 MOD10ZB (model HR14): weights 1, 2, 1, 2 ... from the right; the remainder is the digit. */
export function computeMod10ZbCheckDigit(body: string): number {
  let sum = 0;
  for (let i = body.length - 1, weight = 1; i >= 0; i -= 1, weight = 3 - weight) {
    sum += getDigit(body, i) * weight;
  }
  return sum % 10;
}

/** §4.7 modulo 10 (model HR15) and K1 of §4.6: weights 2, 1 from the right, digit sums of products. */
export function computeMod10CheckDigit(body: string): number {
  let sum = 0;
  for (let i = body.length - 1, weight = 2; i >= 0; i -= 1, weight = 3 - weight) {
    const product = getDigit(body, i) * weight;
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * §4.6 (model HR40): K1 by modulo 10 and K2 by modulo 11 (weights 2..7), both over the body.
 * Remainder 0 for K2 makes the body unusable; three equal digits in a row are refused too.
 */
export function computeHr40CheckDigits(body: string): string | undefined {
  if (/(\d)\1\1/.test(body)) return undefined;
  const remainder = sumWeightsTwoToSeven(body) % 11;
  if (remainder === 0) return undefined;
  const k2 = remainder === 1 ? 0 : 11 - remainder;
  return `${computeMod10CheckDigit(body)}${k2}`;
}
