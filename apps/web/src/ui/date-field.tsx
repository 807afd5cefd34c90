import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { parseDate, type CalendarDate, type DateValue } from '@internationalized/date';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Dialog,
  DialogTrigger,
  Heading,
  Input,
  Label,
  Popover,
  TextField,
} from 'react-aria-components';
import {
  applyDateTyping,
  compareIsoDates,
  DATE_INPUT_MAX,
  DATE_INPUT_MIN,
  formatDateForLocale,
  getIsoWeekday,
  isIsoDate,
  findDayChoiceRefusal,
  parseDateText,
  type TDateRefusal,
  type TIsoDate,
  type TLocale,
} from '@poslovno/domain';
import { useI18n, type TTranslate } from '../i18n/i18n-context';
import { getBankToday } from '../lib/bank-clock';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from './icons';
import styles from './date-field.module.css';
import fieldStyles from './field.module.css';
import { FieldMessages } from './form-fields';
import { useFieldCheck, type TFieldVerdict } from './form-checks';
import { useRuleMessage } from './use-rule-message';

/** A day the calendar closes with its name, such as a public holiday. */
export interface TNamedDay {
  date: TIsoDate;
  name: string;
}

export interface TDateFieldProps {
  label: string;
  value: TIsoDate | null;
  /**
   * Called with the parsed date after Enter, blur or a pick in the calendar; null when cleared or
   * when the typed text is refused, so the form never keeps a date the field no longer shows.
   */
  onChange: (value: TIsoDate | null) => void;
  /** Earliest allowed day; never earlier than DATE_INPUT_MIN (1900-01-01). */
  minDate?: TIsoDate;
  /** Latest allowed day; never later than DATE_INPUT_MAX (2030-12-01). */
  maxDate?: TIsoDate;
  /** Days that cannot be chosen, without a name. */
  unavailableDates?: readonly TIsoDate[];
  /** Holidays that cannot be chosen; a typed one is refused by its name. */
  holidays?: readonly TNamedDay[];
  isWeekendDisabled?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  description?: string;
  /** A message from outside (the server's validation); the field's own rule messages come first. */
  errorMessage?: string | undefined;
  /** Submits the value as `YYYY-MM-DD` in a hidden input, not the text as typed. */
  name?: string;
  autoFocus?: boolean;
}

interface TDayRules {
  minDate: TIsoDate;
  maxDate: TIsoDate;
  unavailableDates: ReadonlySet<TIsoDate>;
  isWeekendDisabled: boolean;
}

/** A refused text and the words it was typed in, which the message for a day that does not exist repeats. */
interface TFailure {
  refusal: TDateRefusal;
  text: string;
}

function formatValue(value: TIsoDate | null, locale: TLocale): string {
  return value === null ? '' : formatDateForLocale(value, locale);
}

function toCalendarDate(value: TIsoDate | null): CalendarDate | null {
  return value !== null && isIsoDate(value) ? parseDate(value) : null;
}

function getLaterDate(a: TIsoDate, b: TIsoDate): TIsoDate {
  return compareIsoDates(a, b) >= 0 ? a : b;
}

function getEarlierDate(a: TIsoDate, b: TIsoDate): TIsoDate {
  return compareIsoDates(a, b) <= 0 ? a : b;
}

interface TRefusalContext {
  t: TTranslate;
  locale: TLocale;
  rules: TDayRules;
  holidays: readonly TNamedDay[];
  getRuleMessage: ReturnType<typeof useRuleMessage>;
}

function describeDayRefusal(
  date: TIsoDate,
  reason: 'WEEKEND' | 'UNAVAILABLE',
  context: TRefusalContext,
) {
  const { t, locale, holidays } = context;
  const shown = formatDateForLocale(date, locale);
  if (reason === 'WEEKEND') {
    const key = getIsoWeekday(date) === 6 ? 'ui.date.error.saturday' : 'ui.date.error.sunday';
    return t(key, { date: shown });
  }
  const holiday = holidays.find((day) => day.date === date);
  return holiday === undefined
    ? t('ui.date.error.unavailable', { date: shown })
    : t('ui.date.error.holiday', { date: shown, name: holiday.name });
}

/** The field's words for a refused text: which rule it broke, with the day or the limit it names. */
function describeFailure({ refusal, text }: TFailure, context: TRefusalContext): string {
  const { t, locale, rules } = context;
  switch (refusal.reason) {
    case 'REQUIRED':
      return context.getRuleMessage('DATE_REQUIRED');
    case 'FORMAT':
      return t('ui.date.error.format');
    case 'NOT_REAL':
      return t('ui.date.error.notReal', { text: text.trim() });
    case 'PAST':
      return t('ui.date.error.past');
    case 'BEFORE_MIN':
      return t('ui.date.error.beforeMin', { date: formatDateForLocale(rules.minDate, locale) });
    case 'AFTER_MAX':
      return t('ui.date.error.afterMax', { date: formatDateForLocale(rules.maxDate, locale) });
    case 'WEEKEND':
    case 'UNAVAILABLE':
      return refusal.date === undefined
        ? context.getRuleMessage(refusal.code)
        : describeDayRefusal(refusal.date, refusal.reason, context);
  }
}

/**
 * A business date typed in the interface language's format (hr `d.M.yyyy.`, en `M/d/yyyy`) or
 * picked in a calendar that starts on Monday. The text is judged on Enter, on blur and when the
 * form around it submits, by the domain's parseDateText; a refused text stays as typed, with the
 * reason under the field and in the form's error summary, and the form holds no date meanwhile.
 */
export function DateField({
  label,
  value,
  onChange,
  minDate = DATE_INPUT_MIN,
  maxDate = DATE_INPUT_MAX,
  unavailableDates = [],
  holidays = [],
  isWeekendDisabled = false,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  description,
  errorMessage,
  name,
  autoFocus,
}: TDateFieldProps) {
  const { locale, t } = useI18n();
  const getRuleMessage = useRuleMessage();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputRowRef = useRef<HTMLDivElement>(null);
  const shouldFocusInputRef = useRef(false);
  const [text, setText] = useState(() => formatValue(value, locale));
  const [shown, setShown] = useState({ value, locale });
  const [failure, setFailure] = useState<TFailure | null>(null);
  const [isCalendarOpen, setIsCalendarOpen] = useState(false);
  const rules: TDayRules = {
    minDate: getLaterDate(minDate, DATE_INPUT_MIN),
    maxDate: getEarlierDate(maxDate, DATE_INPUT_MAX),
    unavailableDates: new Set([...unavailableDates, ...holidays.map((day) => day.date)]),
    isWeekendDisabled,
  };
  const refusalContext = { t, locale, rules, holidays, getRuleMessage };

  // A value set from outside, or a new interface language, rewrites the text.
  if (shown.value !== value || shown.locale !== locale) {
    setShown({ value, locale });
    setText(formatValue(value, locale));
    setFailure(null);
  }

  useEffect(() => {
    if (isCalendarOpen || !shouldFocusInputRef.current) return;
    shouldFocusInputRef.current = false;
    inputRef.current?.focus();
  }, [isCalendarOpen]);

  function acceptValue(date: TIsoDate | null): boolean {
    setFailure(null);
    setText(formatValue(date, locale));
    setShown({ value: date, locale });
    if (date === value) return false;
    onChange(date);
    return true;
  }

  function commitText(): TFieldVerdict {
    // A read-only or disabled field shows a value it was given; judging it could only invent an error.
    if (isReadOnly || isDisabled) return { message: undefined, hasChanged: false };
    const result = parseDateText(text, locale, {
      ...rules,
      required: isRequired,
      today: getBankToday(),
    });
    if (result.ok) return { message: undefined, hasChanged: acceptValue(result.value) };
    const refused = { refusal: result, text };
    setFailure(refused);
    setShown({ value: null, locale });
    if (value !== null) onChange(null);
    return { message: describeFailure(refused, refusalContext), hasChanged: value !== null };
  }

  function changeText(nextText: string) {
    const typed = applyDateTyping(text, nextText, locale);
    setText(typed);
    // Clearing empties the value at once (000 §5), so a form never keeps a date it no longer shows.
    if (typed.trim() === '' && value !== null) {
      setShown({ value: null, locale });
      onChange(null);
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') commitText();
  }

  function pickDate(date: CalendarDate) {
    acceptValue(date.toString());
    shouldFocusInputRef.current = true;
    setIsCalendarOpen(false);
  }

  const ownMessage = failure ? describeFailure(failure, refusalContext) : undefined;
  useFieldCheck({
    label,
    message: ownMessage,
    commit: commitText,
    getElement: () => inputRef.current,
  });
  const shownError = ownMessage ?? errorMessage;

  return (
    <TextField
      value={text}
      onChange={changeText}
      onBlur={commitText}
      isInvalid={shownError !== undefined}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      validationBehavior="aria"
      autoFocus={autoFocus}
      autoComplete="off"
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div ref={inputRowRef} className={styles.inputRow}>
        <Input
          ref={inputRef}
          className={`${fieldStyles.input} ${styles.input}`}
          placeholder={t('ui.date.placeholder')}
          spellCheck={false}
          onKeyDown={handleKeyDown}
        />
        {isReadOnly ? null : (
          <DialogTrigger isOpen={isCalendarOpen} onOpenChange={setIsCalendarOpen}>
            <AriaButton
              aria-label={t('ui.date.openCalendar')}
              isDisabled={isDisabled}
              className={styles.calendarButton}
            >
              <CalendarIcon width="20" height="20" />
            </AriaButton>
            <Popover triggerRef={inputRowRef} placement="bottom end" className={styles.popover}>
              <Dialog aria-label={t('ui.date.calendar', { label })} className={styles.dialog}>
                <DayCalendar label={label} value={value} rules={rules} onPick={pickDate} />
              </Dialog>
            </Popover>
          </DialogTrigger>
        )}
      </div>
      {name === undefined ? null : <input type="hidden" name={name} value={value ?? ''} />}
      <FieldMessages description={description} errorMessage={shownError} />
    </TextField>
  );
}

interface TDayCalendarProps {
  label: string;
  value: TIsoDate | null;
  rules: TDayRules;
  onPick: (date: CalendarDate) => void;
}

/** The month grid: weeks start on Monday in both languages, refused days are disabled. */
function DayCalendar({ label, value, rules, onPick }: TDayCalendarProps) {
  const isDateUnavailable = (date: DateValue) =>
    findDayChoiceRefusal(date.toString(), rules) !== undefined;
  return (
    <Calendar<CalendarDate>
      aria-label={label}
      value={toCalendarDate(value)}
      onChange={onPick}
      minValue={parseDate(rules.minDate)}
      maxValue={parseDate(rules.maxDate)}
      isDateUnavailable={isDateUnavailable}
      firstDayOfWeek="mon"
      autoFocus
    >
      <header className={styles.calendarHeader}>
        <AriaButton slot="previous" className={styles.monthButton}>
          <ChevronLeftIcon width="18" height="18" />
        </AriaButton>
        <Heading className={styles.monthHeading} />
        <AriaButton slot="next" className={styles.monthButton}>
          <ChevronRightIcon width="18" height="18" />
        </AriaButton>
      </header>
      <CalendarGrid weekdayStyle="short" className={styles.grid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => <CalendarCell date={date} className={styles.day} />}
        </CalendarGridBody>
      </CalendarGrid>
    </Calendar>
  );
}
