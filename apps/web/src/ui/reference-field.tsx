import { useId, useState } from 'react';
import { FieldError, Input, Label, TextField } from 'react-aria-components';
import {
  MODEL_WITHOUT_REFERENCE,
  isReferenceRequiredByModel,
  normalizeReferenceModel,
  validateReference,
  type TErrorCode,
  type TRuleFailure,
} from '@poslovno/domain';
import { useT } from '../i18n/i18n-context';
import { useRuleMessage } from './use-rule-message';
import fieldStyles from './field.module.css';
import styles from './reference-field.module.css';

export interface TReferenceValue {
  /** "HR01" once the typed model is known; what was typed otherwise. */
  model: string;
  /** Digits and dashes, as on the payment slip ("102-3057-89016"). */
  reference: string;
}

interface TReferenceFieldProps {
  /** The group's legend, e.g. "Model i poziv na broj primatelja". */
  label: string;
  value: TReferenceValue;
  onChange: (value: TReferenceValue) => void;
  /** The payee's IBAN, for models bound to one account (HR19). */
  creditorIban?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** The form's own message (a server validation), shown on the reference number. */
  errorMessage?: string | undefined;
}

const MODEL_LENGTH = 4;
/** Failures about the model (or the model's account) belong under the model, the rest under the number. */
const MODEL_FAILURES: ReadonlySet<TErrorCode> = new Set<TErrorCode>([
  'REFERENCE_MODEL_INVALID',
  'REFERENCE_MODEL_ACCOUNT_MISMATCH',
]);

function keepModelCharacters(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, MODEL_LENGTH);
}

function toModel(text: string): string {
  return normalizeReferenceModel(text) ?? text;
}

function useFailureMessage() {
  const t = useT();
  const ruleMessage = useRuleMessage();
  return (failure: TRuleFailure) => {
    const message = ruleMessage(failure.code);
    return failure.detail === undefined
      ? message
      : t('ui.reference.errorInGroup', { message, group: failure.detail });
  };
}

/**
 * Model and reference number ("poziv na broj") as one group: the model takes "HR01" or "01", HR99
 * empties and disables the number, and the domain's reference rule speaks under the part at fault.
 */
export function ReferenceField({
  label,
  value,
  onChange,
  creditorIban,
  isRequired = false,
  isDisabled = false,
  errorMessage,
}: TReferenceFieldProps) {
  const t = useT();
  const describeFailure = useFailureMessage();
  const exclusionId = useId();
  const [modelText, setModelText] = useState(value.model);
  // A filled value (a copied payment) is checked at once; a new one once the person leaves a part.
  const isFilled = value.model !== '' || value.reference !== '';
  const [hasLeftModel, setHasLeftModel] = useState(isFilled);
  const [hasLeftReference, setHasLeftReference] = useState(isFilled);
  if (toModel(modelText) !== toModel(value.model)) setModelText(value.model);

  const modelCode = normalizeReferenceModel(value.model);
  const isReferenceExcluded = modelCode === MODEL_WITHOUT_REFERENCE;
  const result = validateReference(
    value.model,
    value.reference,
    creditorIban ? { creditorIban } : {},
  );
  const failure = result.ok || (!isFilled && !isRequired) ? undefined : result;
  const isModelFailure = failure !== undefined && MODEL_FAILURES.has(failure.code);
  const isReferenceChecked = hasLeftReference || (hasLeftModel && value.reference !== '');
  const modelMessage =
    isModelFailure && (hasLeftModel || hasLeftReference) ? describeFailure(failure) : undefined;
  const referenceMessage =
    (failure && !isModelFailure && isReferenceChecked ? describeFailure(failure) : undefined) ??
    errorMessage;

  const typeModel = (typed: string) => {
    const kept = keepModelCharacters(typed);
    const model = toModel(kept);
    setModelText(kept);
    onChange({ model, reference: model === MODEL_WITHOUT_REFERENCE ? '' : value.reference });
  };
  const leaveModel = () => {
    setHasLeftModel(true);
    setModelText(toModel(modelText));
  };
  const typeReference = (typed: string) => {
    onChange({ model: value.model, reference: typed.replace(/[^\d-]/g, '') });
  };

  return (
    <fieldset className={fieldStyles.fieldset}>
      <legend className={fieldStyles.legend}>{label}</legend>
      <div className={styles.parts}>
        <TextField
          value={modelText}
          onChange={typeModel}
          onBlur={leaveModel}
          isInvalid={modelMessage !== undefined}
          isRequired={isRequired}
          isDisabled={isDisabled}
          validationBehavior="aria"
          className={fieldStyles.field}
        >
          <Label className={styles.partLabel}>{t('ui.reference.model')}</Label>
          <Input
            className={`${fieldStyles.input} ${styles.modelInput}`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <FieldError className={fieldStyles.fieldError}>{modelMessage}</FieldError>
        </TextField>
        <TextField
          value={value.reference}
          onChange={typeReference}
          onBlur={() => setHasLeftReference(true)}
          isInvalid={referenceMessage !== undefined}
          isRequired={
            isRequired || (modelCode !== undefined && isReferenceRequiredByModel(modelCode))
          }
          isDisabled={isDisabled || isReferenceExcluded}
          // A description that appears later is not picked up by react-aria's own slot.
          aria-describedby={isReferenceExcluded ? exclusionId : undefined}
          validationBehavior="aria"
          className={fieldStyles.field}
        >
          <Label className={styles.partLabel}>{t('ui.reference.number')}</Label>
          <Input className={fieldStyles.input} autoComplete="off" spellCheck={false} />
          {isReferenceExcluded ? (
            <p id={exclusionId} className={fieldStyles.hint}>
              {t('ui.reference.notAllowed', { model: MODEL_WITHOUT_REFERENCE })}
            </p>
          ) : null}
          <FieldError className={fieldStyles.fieldError}>{referenceMessage}</FieldError>
        </TextField>
      </div>
    </fieldset>
  );
}
