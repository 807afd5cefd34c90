import { useId, useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import {
  CROATIAN_IBAN_LENGTH,
  formatIbanGrouped,
  normalizeIban,
  validateIban,
} from '@poslovno/domain';
import { useT } from '../i18n/i18n-context';
import { useRuleMessage } from './use-rule-message';
import fieldStyles from './field.module.css';
import { FieldMessages } from './form-fields';
import { CheckIcon } from './icons';
import styles from './number-field.module.css';

/** ISO 13616: no country's IBAN is longer. */
const IBAN_MAX_LENGTH = 34;

interface TIbanFieldProps {
  label: string;
  /** The IBAN in electronic form: upper case, no spaces. */
  value: string;
  onChange: (iban: string) => void;
  /** A Croatian IBAN of exactly 21 characters (domestic payments). */
  isDomestic?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** The form's own message (a server validation); the field's rule failures come first. */
  errorMessage?: string | undefined;
  description?: string;
  name?: string;
}

function keepIbanCharacters(typed: string): string {
  return typed.toUpperCase().replace(/[^A-Z0-9 ]/g, '');
}

/**
 * Whether the rule's answer is worth showing yet: not while a person is still typing a shorter
 * IBAN, but once it is valid, at its full length, or the field was left.
 */
function isReadyToCheck(iban: string, isValid: boolean, hasLeft: boolean, isDomestic: boolean) {
  const fullLength = isDomestic ? CROATIAN_IBAN_LENGTH : IBAN_MAX_LENGTH;
  return hasLeft || isValid || iban.length >= fullLength;
}

/**
 * An IBAN typed or pasted in any grouping, upper-cased as typed, shown in groups of four once
 * left, checked by the domain's IBAN rule and confirmed quietly when valid.
 */
export function IbanField({
  label,
  value,
  onChange,
  isDomestic = false,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  errorMessage,
  description,
  name,
}: TIbanFieldProps) {
  const t = useT();
  const ruleMessage = useRuleMessage();
  const confirmationId = useId();
  const [text, setText] = useState(() => formatIbanGrouped(value));
  // A filled value (a copied payment) is checked at once; a new one once the person leaves it.
  const [hasLeft, setHasLeft] = useState(value !== '');
  const iban = normalizeIban(text);
  if (iban !== normalizeIban(value)) setText(formatIbanGrouped(value));

  const result = validateIban(iban, { domestic: isDomestic });
  const isChecked =
    iban === '' ? hasLeft && isRequired : isReadyToCheck(iban, result.ok, hasLeft, isDomestic);
  const failureMessage = isChecked && !result.ok ? ruleMessage(result.code) : undefined;
  const message = failureMessage ?? errorMessage;
  // Nobody is entering a disabled or read-only IBAN, so there is nothing to confirm to them.
  const isConfirmed = isChecked && result.ok && message === undefined && !isDisabled && !isReadOnly;

  const type = (typed: string) => {
    const kept = keepIbanCharacters(typed);
    if (normalizeIban(kept).length > IBAN_MAX_LENGTH) return;
    setText(kept);
    onChange(normalizeIban(kept));
  };
  const leave = () => {
    setHasLeft(true);
    setText(formatIbanGrouped(text));
  };

  return (
    <TextField
      value={text}
      onChange={type}
      onBlur={leave}
      isInvalid={message !== undefined}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      validationBehavior="aria"
      name={name}
      aria-describedby={isConfirmed ? confirmationId : undefined}
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Input
        className={`${fieldStyles.input} ${styles.numberInput}`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <FieldMessages description={description} errorMessage={message} />
      <p id={confirmationId} role="status" className={styles.confirmation}>
        {isConfirmed ? (
          <>
            <CheckIcon />
            {t('ui.iban.valid')}
          </>
        ) : null}
      </p>
    </TextField>
  );
}
