import { parseDecimalToMinor, type TErrorCode } from '@poslovno/domain';
import { AppError } from './errors';

/** A list filter the person got wrong: 400 with the query field and the rule's code. */
export function refuseFilter(field: string, code: TErrorCode): never {
  throw new AppError('VALIDATION_FAILED', { validations: [{ field: `query.${field}`, code }] });
}

/** A filter amount: a non-negative decimal of at most 12 digits and 2 decimals. */
export function readFilterAmount(field: string, text: string | undefined): bigint | undefined {
  if (text === undefined || text === '') return undefined;
  const minor = /^\d{1,12}(\.\d{1,2})?$/.test(text) ? parseDecimalToMinor(text, 'EUR') : undefined;
  if (minor === undefined) refuseFilter(field, 'NUMBER_INVALID');
  return minor;
}
