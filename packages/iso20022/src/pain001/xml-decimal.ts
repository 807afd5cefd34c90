/**
 * Exact decimals for control sums: CtrlSum may have up to 17 fraction digits (DecimalNumber) and a
 * group may mix currencies of different decimals, so sums are kept as integers scaled by 10^17 and
 * never as minor units of one currency or as floats.
 */
const SCALE_DIGITS = 17;
const SCALE = 10n ** BigInt(SCALE_DIGITS);

/** The XSD decimal lexical form (whitespace collapsed): an optional sign, digits, a fraction. */
const XML_DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

export interface TScaledDecimal {
  scaled: bigint;
  /** Fraction digits as written without trailing zeros, to print a sum with the same precision. */
  fractionDigits: number;
}

export function parseXmlDecimal(text: string): TScaledDecimal | undefined {
  const match = XML_DECIMAL.exec(text.trim());
  if (!match) return undefined;
  const integer = match[2] ?? '';
  const fraction = match[3] ?? '';
  if (integer === '' && fraction === '') return undefined;
  const significantFraction = fraction.replace(/0+$/, '');
  if (significantFraction.length > SCALE_DIGITS) return undefined;
  const magnitude =
    BigInt(integer || '0') * SCALE +
    BigInt(fraction.padEnd(SCALE_DIGITS, '0').slice(0, SCALE_DIGITS) || '0');
  return { scaled: match[1] === '-' ? -magnitude : magnitude, fractionDigits: fraction.length };
}

/** A scaled decimal as text with `fractionDigits` decimals (more when the value needs them). */
export function formatScaledDecimal(scaled: bigint, fractionDigits: number): string {
  const isNegative = scaled < 0n;
  const magnitude = isNegative ? -scaled : scaled;
  const fraction = (magnitude % SCALE).toString().padStart(SCALE_DIGITS, '0').replace(/0+$/, '');
  const shown = fraction.padEnd(Math.min(fractionDigits, SCALE_DIGITS), '0');
  const integer = (magnitude / SCALE).toString();
  return (isNegative ? '-' : '') + integer + (shown === '' ? '' : `.${shown}`);
}
