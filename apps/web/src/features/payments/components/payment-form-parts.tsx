import { useCallback, useId, type ReactNode } from 'react';
import type { TAccount } from '@poslovno/contract';
import {
  ADDRESS_AND_RESIDENCE_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  PAYMENT_TEXT_LIMITS,
  type TPaymentDraft,
  type TPaymentDraftField,
  type TUrgency,
} from '@poslovno/domain';
import { useI18n, useT, type TTranslate } from '../../../i18n/i18n-context';
import { AccountPicker } from '../../../ui/account-picker';
import { AutocompleteField, type TLoadOptionsRequest } from '../../../ui/autocomplete-field';
import { Card } from '../../../ui/card';
import { ChoiceFormField } from '../../../ui/choice-radio';
import { DateField, type TNamedDay } from '../../../ui/date-field';
import { TextFormField } from '../../../ui/form-fields';
import { useHolidays } from '../api/reference-data';
import {
  getEarliestExecutionDate,
  getHolidayCalendar,
  getUrgencyChoices,
} from '../model/payment-schedule';
import styles from './payments.module.css';
import { getBankNow, getBankToday } from '../../../lib/bank-clock';

/**
 * What every part of the payment form gets: the draft, its change, the server's word on a field,
 * and whether the form keeps a template (amount, date and debit account optional, no urgency).
 */
export interface TDraftFieldsProps {
  draft: TPaymentDraft;
  update: (patch: Partial<TPaymentDraft>) => void;
  errorOf: (field: TPaymentDraftField) => string | undefined;
  isTemplate: boolean;
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.formSection}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {title}
      </h2>
      <div className={styles.fieldGrid}>{children}</div>
    </Card>
  );
}

export function findAccountByIban(
  accounts: readonly TAccount[],
  iban: string,
): TAccount | undefined {
  return accounts.find((account) => account.accountIdentification.iban === iban);
}

interface TAccountFieldProps {
  label: string;
  accounts: readonly TAccount[];
  iban: string;
  onChange: (account: TAccount | null) => void;
  errorMessage: string | undefined;
  description?: string;
  isRequired?: boolean;
}

/** An account of the company chosen by label, IBAN or currency; the draft keeps its IBAN. */
export function AccountField({
  label,
  accounts,
  iban,
  onChange,
  errorMessage,
  description,
  isRequired = true,
}: TAccountFieldProps) {
  return (
    <AccountPicker
      label={label}
      accounts={accounts}
      selectedId={findAccountByIban(accounts, iban)?.id ?? null}
      onChange={onChange}
      isRequired={isRequired}
      errorMessage={errorMessage}
      description={description}
    />
  );
}

export interface TCodeItem {
  code: string;
  name: string;
}

interface TCodebookFieldProps {
  label: string;
  items: readonly TCodeItem[];
  value: string;
  onChange: (code: string) => void;
  isRequired?: boolean;
  errorMessage: string | undefined;
  description?: string;
}

/**
 * How well an item answers the typed text: its exact code first ("AE" is the Emirates, not Israel
 * whose name holds the letters), then codes that start with it, then names that contain it.
 */
function rankCodeItem(item: TCodeItem, filterText: string): number | undefined {
  const query = filterText.trim().toLocaleLowerCase('hr');
  const code = item.code.toLowerCase();
  if (query === '' || code === query) return 0;
  if (code.startsWith(query)) return 1;
  return item.name.toLocaleLowerCase('hr').includes(query) ? 2 : undefined;
}

function findCodeItems(items: readonly TCodeItem[], filterText: string): TCodeItem[] {
  return items
    .map((item) => ({ item, rank: rankCodeItem(item, filterText) }))
    .filter((ranked): ranked is { item: TCodeItem; rank: number } => ranked.rank !== undefined)
    .sort((a, b) => a.rank - b.rank)
    .map((ranked) => ranked.item);
}

/** A code from a codebook (country, purpose code), found by its code or by a word of its name. */
export function CodebookField({
  label,
  items,
  value,
  onChange,
  isRequired = false,
  errorMessage,
  description,
}: TCodebookFieldProps) {
  const t = useT();
  const loadOptions = useCallback(
    ({ filterText }: TLoadOptionsRequest) =>
      Promise.resolve({ items: findCodeItems(items, filterText), nextCursor: null }),
    [items],
  );
  const getText = useCallback(
    (item: TCodeItem) => t('payments.codeItem', { code: item.code, name: item.name }),
    [t],
  );
  return (
    <AutocompleteField<TCodeItem>
      label={label}
      loadOptions={loadOptions}
      getKey={(item) => item.code}
      getText={getText}
      selectedItem={items.find((item) => item.code === value) ?? null}
      onSelectionChange={(item) => onChange(item?.code ?? '')}
      isRequired={isRequired}
      errorMessage={errorMessage}
      description={description}
      placeholder={t('payments.codePlaceholder')}
    />
  );
}

/**
 * The payee's name and address (000 §5, §9): a name of at most 70 characters, street and place
 * apart, each at most 70 as the address and residence line allows and as a template keeps them
 * (a foreign payee's street one SWIFT line of 35).
 */
export function PayeeNameFields({ draft, update, errorOf }: TDraftFieldsProps) {
  const t = useT();
  return (
    <>
      <TextFormField
        label={t('payments.field.creditorName')}
        name="creditorName"
        value={draft.creditorName}
        maxLength={PAYMENT_TEXT_LIMITS.creditorName}
        onChange={(creditorName) => update({ creditorName })}
        errorMessage={errorOf('creditorName')}
      />
      <TextFormField
        label={t('payments.field.creditorStreet')}
        name="creditorStreet"
        value={draft.creditorStreet}
        maxLength={
          draft.form === 'FOREIGN'
            ? PAYMENT_TEXT_LIMITS.foreignCreditorStreet
            : ADDRESS_AND_RESIDENCE_MAX_LENGTH
        }
        isRequired={false}
        onChange={(creditorStreet) => update({ creditorStreet })}
        errorMessage={errorOf('creditorStreet')}
      />
      <TextFormField
        label={t('payments.field.creditorResidence')}
        name="creditorResidence"
        value={draft.creditorResidence}
        maxLength={ADDRESS_AND_RESIDENCE_MAX_LENGTH}
        isRequired={false}
        onChange={(creditorResidence) => update({ creditorResidence })}
        errorMessage={errorOf('creditorResidence')}
      />
    </>
  );
}

/**
 * The unstructured description: one SWIFT block of 140 characters, or fewer where the wire puts
 * something before it (105 behind a UAE purpose code), so nothing typed is cut on the way.
 */
export function DescriptionField({
  draft,
  update,
  errorOf,
  description,
  maxLength = DESCRIPTION_MAX_LENGTH,
}: TDraftFieldsProps & { description?: string; maxLength?: number }) {
  const t = useT();
  return (
    <TextFormField
      label={t('payments.field.description')}
      name="description"
      value={draft.description}
      maxLength={maxLength}
      onChange={(text) => update({ description: text })}
      errorMessage={errorOf('description')}
      description={description}
    />
  );
}

/** The holidays of the form's calendar this year and next, named in the interface language. */
function useFormHolidays(draft: TPaymentDraft): TNamedDay[] {
  const year = Number(getBankToday().slice(0, 4));
  const calendar = getHolidayCalendar(draft.form);
  const holidays = useHolidays([year, year + 1]);
  return holidays
    .filter((day) => day.channels.includes(calendar))
    .map(({ date, name }) => ({ date, name }));
}

function UrgencyChoice({ draft, update, errorOf }: TDraftFieldsProps) {
  const t = useT();
  const choices = getUrgencyChoices(draft);
  const errorMessage = errorOf('urgency');
  if (choices.length < 2) return null;
  return (
    <ChoiceFormField<TUrgency>
      label={t('payments.field.urgency')}
      options={choices.map((urgency) => ({
        id: urgency,
        title: t(`payments.urgency.${urgency}`),
        details: [t(`payments.urgencyHint.${urgency}`)],
      }))}
      value={draft.urgency}
      onChange={(urgency) => update({ urgency })}
      errorMessage={errorMessage}
      className={styles.choiceRow}
      labelClassName={styles.choiceLabel}
    />
  );
}

function describeDate(t: TTranslate, { draft, isTemplate }: TDraftFieldsProps): string {
  if (isTemplate) return t('templates.optionalHint');
  return t(draft.urgency === 'INSTANT' ? 'payments.dateHint.instant' : 'payments.dateHint.cutoff');
}

/**
 * The execution date (000 §5): not before the earliest possible date, weekends and the
 * calendar's holidays disabled; an instant payment runs today. With the urgencies the payee allows;
 * a template may leave the date empty and keeps no urgency (it is chosen when paying).
 */
export function ScheduleFields(props: TDraftFieldsProps) {
  const { t } = useI18n();
  const { draft, update, errorOf, isTemplate } = props;
  const holidays = useFormHolidays(draft);
  const isInstant = draft.urgency === 'INSTANT';
  return (
    <>
      <DateField
        label={t('payments.field.executionDate')}
        value={draft.executionDate === '' ? null : draft.executionDate}
        onChange={(date) => update({ executionDate: date ?? '' })}
        minDate={getEarliestExecutionDate(getBankNow(), draft.form, draft.urgency)}
        holidays={holidays}
        isWeekendDisabled={!isInstant}
        isDisabled={isInstant}
        isRequired={!isTemplate}
        description={describeDate(t, props)}
        errorMessage={errorOf('executionDate')}
      />
      {isTemplate ? null : <UrgencyChoice {...props} />}
    </>
  );
}
