import type { TApiValidation } from '../../../api/api-client';
import { PAYMENT_FIELD_PATHS, type TPaymentDraftField } from '@poslovno/domain';

/**
 * The server answers a refused payment field by field, each `field` the wire path of 000 §3
 * (`instructedAmount.amount`); a schema failure prefixes it with `body.`. These put each answer
 * on the form's field, and what no shown field can hold into the summary.
 */

const FIELD_OF_PATH: ReadonlyMap<string, TPaymentDraftField> = new Map(
  (Object.entries(PAYMENT_FIELD_PATHS) as [TPaymentDraftField, string][]).map(([field, path]) => [
    path,
    field,
  ]),
);

/** The draft field a validation's path names, or undefined for a path no field has. */
export function findDraftField(path: string): TPaymentDraftField | undefined {
  return FIELD_OF_PATH.get(path.startsWith('body.') ? path.slice('body.'.length) : path);
}

export interface TMappedValidations {
  /** The first validation of each shown field. */
  byField: Partial<Record<TPaymentDraftField, TApiValidation>>;
  /** Validations of fields the form does not show, of paths no field has, and further ones of a field. */
  unplaced: TApiValidation[];
}

export function mapValidationsToFields(
  validations: readonly TApiValidation[],
  shownFields: ReadonlySet<TPaymentDraftField>,
): TMappedValidations {
  const byField: Partial<Record<TPaymentDraftField, TApiValidation>> = {};
  const unplaced: TApiValidation[] = [];
  for (const validation of validations) {
    const field = findDraftField(validation.field);
    if (field !== undefined && shownFields.has(field) && byField[field] === undefined) {
      byField[field] = validation;
    } else {
      unplaced.push(validation);
    }
  }
  return { byField, unplaced };
}
