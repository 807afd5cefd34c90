import { z } from 'zod';
import { ERROR_CODES, type TErrorCode, type TLocale } from '@poslovno/domain';
import { ERROR_STATUSES } from './error-statuses';
import { ERROR_TEXTS_EN } from './error-texts-en';
import { ERROR_TEXTS_HR } from './error-texts-hr';
import { formatMessage, type TMessageValues } from './messages';

export const ZValidation = z.object({
  field: z.string().max(200),
  code: z.enum(ERROR_CODES),
  description: z.string(),
});
export type TValidation = z.infer<typeof ZValidation>;

/** The one error body of every failed answer (DESIGN.md §7). */
export const ZErrorBody = z
  .object({
    errorId: z.string(),
    errorCode: z.enum(ERROR_CODES),
    description: z.string(),
    validations: z.array(ZValidation).optional(),
    traceId: z.string(),
  })
  .meta({ id: 'ErrorBody' });
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** The error texts of both languages, for the server and the tests (the web loads one). */
export const ERROR_TEXTS: Readonly<Record<TLocale, Readonly<Record<TErrorCode, string>>>> = {
  hr: ERROR_TEXTS_HR,
  en: ERROR_TEXTS_EN,
};

/** The code's description in a language, with the values its message names (attempts left). */
export function describeError(
  code: TErrorCode,
  locale: TLocale,
  values: TMessageValues = {},
): string {
  return formatMessage(locale, ERROR_TEXTS[locale][code], values);
}

export function getErrorStatus(code: TErrorCode): number {
  return ERROR_STATUSES[code];
}
