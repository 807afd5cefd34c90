import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import {
  AMOUNT_MAX_DECIMALS,
  AMOUNT_MAX_INTEGER_DIGITS,
  DOMESTIC_CURRENCY,
  formatDecimalForLocale,
  maskNumberTyping,
  parseNumberText,
  sortCurrenciesForDisplay,
  validateAmount,
  type TErrorCode,
  type TLocale,
  getAmountDecimals,
  toAmountFailureCode,
} from '@poslovno/domain';
import { useI18n } from '../i18n/i18n-context';
import { useRuleMessage } from './use-rule-message';
import fieldStyles from './field.module.css';
import { FieldMessages } from './form-fields';
import { SelectFormField } from './select-field';
import { useFieldCheck, type TFieldVerdict } from './form-checks';
import styles from './number-field.module.css';

interface TDecimalLimits {
  isSigned: boolean;
  maxIntegerDigits: number;
  maxDecimals: number;
  minDecimals: number;
}

interface TDecimalTextOptions {
  value: string | null;
  onChange: (value: string | null) => void;
  limits: TDecimalLimits;
  /** A rule over the parsed decimal beyond the number format (an amount above zero). */
  checkDecimal?: (decimal: string) => TErrorCode | undefined;
  /** A more telling code for a number rule's failure in this kind of field. */
  nameFailure?: (code: TErrorCode) => TErrorCode;
}

interface TShownValue {
  value: string | null;
  locale: TLocale;
  limitsKey: string;
}

function formatShown(value: string | null, locale: TLocale, minDecimals: number): string {
  return value === null ? '' : formatDecimalForLocale(value, locale, { minDecimals });
}

function toParseOptions(limits: TDecimalLimits) {
  return {
    signed: limits.isSigned,
    maxIntegerDigits: limits.maxIntegerDigits,
    maxDecimals: limits.maxDecimals,
  };
}

/**
 * The text a number field shows and the wire decimal behind it. Typing keeps what a number is
 * written with; the decimal is read on blur, Enter and the form's submit, and a refused text stays
 * as typed while the form holds null, so a form never sends a number the field does not show.
 */
function useDecimalText({
  value,
  onChange,
  limits,
  checkDecimal,
  nameFailure,
}: TDecimalTextOptions) {
  const { locale } = useI18n();
  const ruleMessage = useRuleMessage();
  const parseOptions = toParseOptions(limits);
  const limitsKey = JSON.stringify(limits);
  const checkShown = (shown: string): TErrorCode | undefined => {
    const parsed = parseNumberText(shown, locale, parseOptions);
    return parsed.ok ? undefined : parsed.code;
  };
  const describe = (code: TErrorCode) => ruleMessage(nameFailure?.(code) ?? code);
  const [text, setText] = useState(() => formatShown(value, locale, limits.minDecimals));
  const [failure, setFailure] = useState<TErrorCode | undefined>(undefined);
  const [shown, setShown] = useState<TShownValue>({ value, locale, limitsKey });

  // A new value from outside, another language or other limits (a currency) re-format the text.
  if (shown.value !== value || shown.locale !== locale || shown.limitsKey !== limitsKey) {
    const nextText = formatShown(value, locale, limits.minDecimals);
    setShown({ value, locale, limitsKey });
    setText(nextText);
    setFailure(checkShown(nextText));
  }

  const readText = (): { next: string | null; code: TErrorCode | undefined } => {
    const parsed = parseNumberText(text, locale, parseOptions);
    if (!parsed.ok) return { next: null, code: parsed.code };
    const code = parsed.value === null ? undefined : checkDecimal?.(parsed.value);
    return { next: code === undefined ? parsed.value : null, code };
  };

  const commit = (): TFieldVerdict => {
    const { next, code } = readText();
    setFailure(code);
    if (code === undefined) setText(formatShown(next, locale, limits.minDecimals));
    setShown({ value: next, locale, limitsKey });
    const hasChanged = next !== value;
    if (hasChanged) onChange(next);
    return { message: code === undefined ? undefined : describe(code), hasChanged };
  };

  const type = (typed: string) => {
    setText(maskNumberTyping(typed));
    setFailure(undefined);
  };

  // A paste is read whole; refused, it stays as pasted with the reason, so nothing is cut or changed.
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const combined =
      text.slice(0, input.selectionStart ?? text.length) +
      event.clipboardData.getData('text') +
      text.slice(input.selectionEnd ?? text.length);
    const parsed = parseNumberText(combined, locale, parseOptions);
    setFailure(parsed.ok ? undefined : parsed.code);
    setText(parsed.ok ? formatShown(parsed.value, locale, limits.minDecimals) : combined);
  };

  const pressKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };

  return {
    text,
    failureMessage: failure === undefined ? undefined : describe(failure),
    commit,
    type,
    paste,
    pressKey,
  };
}

interface TNumberFieldProps {
  label: string;
  /** A wire decimal ("1234.50") or null for empty; never a float. */
  value: string | null;
  onChange: (value: string | null) => void;
  isSigned?: boolean;
  maxIntegerDigits?: number;
  maxDecimals?: number;
  /** Decimals always shown, padded with zeros ("5" shows as "5,00" with 2). */
  minDecimals?: number;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  description?: string;
  /** The form's own message (a server validation); the field's parse failures come first. */
  errorMessage?: string | undefined;
  name?: string;
}

interface TDecimalTextFieldProps extends Omit<
  TNumberFieldProps,
  'value' | 'onChange' | 'isSigned' | 'maxIntegerDigits' | 'maxDecimals' | 'minDecimals'
> {
  decimalText: ReturnType<typeof useDecimalText>;
  inputClassName?: string;
  suffix?: { id: string; text: string };
}

function DecimalTextField({
  label,
  decimalText,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  description,
  errorMessage,
  name,
  inputClassName,
  suffix,
}: TDecimalTextFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  // A read-only or disabled amount shows what it was given; the form judges it, not the field.
  const isInert = isReadOnly || isDisabled;
  useFieldCheck({
    label,
    message: isInert ? undefined : decimalText.failureMessage,
    commit: () => (isInert ? { message: undefined, hasChanged: false } : decimalText.commit()),
    getElement: () => inputRef.current,
  });
  const message = decimalText.failureMessage ?? errorMessage;
  return (
    <TextField
      value={decimalText.text}
      onChange={decimalText.type}
      onBlur={decimalText.commit}
      isInvalid={message !== undefined}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      validationBehavior="aria"
      name={name}
      aria-describedby={suffix?.id}
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={styles.inputBox}>
        <Input
          ref={inputRef}
          className={[fieldStyles.input, styles.numberInput, inputClassName]
            .filter(Boolean)
            .join(' ')}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          onPaste={decimalText.paste}
          onKeyDown={decimalText.pressKey}
        />
        {suffix ? (
          <span id={suffix.id} className={styles.suffix}>
            {suffix.text}
          </span>
        ) : null}
      </div>
      <FieldMessages description={description} errorMessage={message} />
    </TextField>
  );
}

/**
 * A decimal number typed in the interface language's format (hr "1.234,50", en "1,234.50"), handed
 * on as a wire decimal ("1234.50"). A text input, never type=number, so nothing passes through a float.
 */
export function NumberField({
  value,
  onChange,
  isSigned = false,
  maxIntegerDigits = AMOUNT_MAX_INTEGER_DIGITS,
  maxDecimals = AMOUNT_MAX_DECIMALS,
  minDecimals = 0,
  ...fieldProps
}: TNumberFieldProps) {
  const decimalText = useDecimalText({
    value,
    onChange,
    limits: { isSigned, maxIntegerDigits, maxDecimals, minDecimals },
  });
  return <DecimalTextField {...fieldProps} decimalText={decimalText} />;
}

type TAmountFieldProps = Omit<TNumberFieldProps, 'maxDecimals' | 'minDecimals'> & {
  /** ISO 4217 code; its minor units decide the decimals (none for JPY). */
  currency: string;
  /** With onCurrencyChange: offered in a select beside the amount, ordered as 000 §9 orders amount lists. */
  currencies?: readonly string[];
  onCurrencyChange?: (currency: string) => void;
  /** Decides which currencies lead the select (000 §9). */
  domesticCurrency?: string;
  /** Refuses zero and negative amounts with the amount rule's code. */
  isPositiveRequired?: boolean;
};

/**
 * An amount in a currency: a NumberField with the currency's decimals, the currency shown inside
 * the field or chosen beside it.
 */
export function AmountField({
  value,
  onChange,
  currency,
  currencies,
  onCurrencyChange,
  domesticCurrency = DOMESTIC_CURRENCY,
  isSigned = false,
  maxIntegerDigits = AMOUNT_MAX_INTEGER_DIGITS,
  isPositiveRequired = false,
  ...fieldProps
}: TAmountFieldProps) {
  const suffixId = useId();
  const decimals = getAmountDecimals(currency);
  const checkDecimal = (decimal: string) => {
    const result = validateAmount(decimal, currency);
    return result.ok || result.code !== 'AMOUNT_NOT_POSITIVE' ? undefined : result.code;
  };
  const decimalText = useDecimalText({
    value,
    onChange,
    limits: { isSigned, maxIntegerDigits, maxDecimals: decimals, minDecimals: decimals },
    nameFailure: toAmountFailureCode,
    ...(isPositiveRequired ? { checkDecimal } : {}),
  });
  if (
    currencies === undefined ||
    onCurrencyChange === undefined ||
    fieldProps.isReadOnly === true
  ) {
    return (
      <DecimalTextField
        {...fieldProps}
        decimalText={decimalText}
        inputClassName={styles.amountInput}
        suffix={{ id: suffixId, text: currency }}
      />
    );
  }
  return (
    <div className={styles.amountWithCurrency}>
      <DecimalTextField
        {...fieldProps}
        decimalText={decimalText}
        inputClassName={styles.amountInput}
      />
      <CurrencySelect
        currency={currency}
        currencies={sortCurrenciesForDisplay(currencies, domesticCurrency)}
        onCurrencyChange={onCurrencyChange}
        isDisabled={fieldProps.isDisabled ?? false}
      />
    </div>
  );
}

interface TCurrencySelectProps {
  currency: string;
  currencies: readonly string[];
  onCurrencyChange: (currency: string) => void;
  isDisabled: boolean;
}

function CurrencySelect({
  currency,
  currencies,
  onCurrencyChange,
  isDisabled,
}: TCurrencySelectProps) {
  const { t } = useI18n();
  return (
    <SelectFormField<string>
      label={t('ui.amount.currency')}
      options={currencies.map((code) => ({ id: code, label: code }))}
      value={currency}
      onChange={(code) => {
        if (code !== null) onCurrencyChange(code);
      }}
      isDisabled={isDisabled}
    />
  );
}
