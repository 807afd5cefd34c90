import type { TPaymentSlipView } from '@poslovno/contract';
import {
  formatIbanGrouped,
  formatMoney,
  parseDecimalToMinor,
  type TLocale,
} from '@poslovno/domain';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import { describeErrorCode } from '../../../i18n/messages';
import { CheckIcon, ErrorIcon } from '../../../ui/icons';
import { indexIssues, type TSlipFieldIssue, type TSlipViewField } from '../model/slip-reading';
import styles from './payment-slips.module.css';

/** An amount of a slip as the interface writes money ("125,50 EUR"); an odd one as it came. */
export function formatSlipAmount(amount: string, currency: string, locale: TLocale): string {
  const minor = /^[A-Z]{3}$/.test(currency) ? parseDecimalToMinor(amount, 'EUR') : undefined;
  return minor === undefined ? `${amount} ${currency}` : formatMoney(minor, currency, locale);
}

function formatValue(slip: TPaymentSlipView, field: TSlipViewField, locale: TLocale): string {
  if (field === 'amount') return formatSlipAmount(slip.amount, slip.currency, locale);
  if (field === 'payeeIban' && slip.payeeIban !== '') return formatIbanGrouped(slip.payeeIban);
  return slip[field];
}

type TGroup = 'payer' | 'payee' | 'payment';
type TShownField = Exclude<TSlipViewField, 'currency'>;

/** The paper slip's groups; the currency is part of the amount ("125,50 EUR"). */
const GROUPS: readonly { titleKey: TGroup; fields: readonly TShownField[] }[] = [
  { titleKey: 'payer', fields: ['payerName', 'payerStreet', 'payerPlace'] },
  { titleKey: 'payee', fields: ['payeeName', 'payeeStreet', 'payeePlace', 'payeeIban'] },
  { titleKey: 'payment', fields: ['amount', 'model', 'reference', 'purposeCode', 'description'] },
];

/** Under its group's title a field needs no owner in its name: "Name", not "Payer's name". */
const SHORT_LABELS: Partial<Record<TShownField, 'name' | 'street' | 'place' | 'iban'>> = {
  payerName: 'name',
  payerStreet: 'street',
  payerPlace: 'place',
  payeeName: 'name',
  payeeStreet: 'street',
  payeePlace: 'place',
  payeeIban: 'iban',
};

function labelOf(field: TShownField, t: TTranslate): string {
  const short = SHORT_LABELS[field];
  return short ? t(`paymentSlips.fact.${short}`) : t(`paymentSlips.field.${field}`);
}

/**
 * The slip's text alternative for its barcode image: every field that has a value, in words, so
 * a screen reader hears what the barcode holds.
 */
export function describeSlip(slip: TPaymentSlipView, t: TTranslate, locale: TLocale): string {
  const parts = GROUPS.flatMap((group) => group.fields)
    .filter((field) => slip[field] !== '')
    .map((field) => `${t(`paymentSlips.field.${field}`)}: ${formatValue(slip, field, locale)}`);
  return t('paymentSlips.barcode.alt', { fields: parts.join('; ') });
}

interface TSlipFieldListProps {
  slip: TPaymentSlipView;
  /** With issues (a slip read from an image), each field says whether it passed the checks. */
  issues?: readonly TSlipFieldIssue[];
}

/** A slip's fields by the paper slip's groups; a read slip's with each field's verdict. */
export function SlipFieldList({ slip, issues }: TSlipFieldListProps) {
  const { t, locale } = useI18n();
  const byField = issues ? indexIssues(issues) : undefined;
  const describe = (field: string): string | undefined => {
    const issue = byField?.get(field);
    if (!issue) return undefined;
    return issue.code ? describeErrorCode(locale, issue.code) : (issue.description ?? '');
  };
  return (
    <div className={styles.fieldGroups}>
      {GROUPS.map((group) => (
        <div key={group.titleKey} className={styles.fieldGroup}>
          <h3 className={styles.groupTitle}>{t(`paymentSlips.section.${group.titleKey}`)}</h3>
          <dl className={styles.slipFields}>
            {group.fields.map((field) => {
              const value = formatValue(slip, field, locale);
              // The amount row answers for the currency too: it is written beside the amount.
              const messages = [
                describe(field),
                field === 'amount' ? describe('currency') : undefined,
              ].filter((message) => message !== undefined);
              return (
                <div
                  key={field}
                  data-field={field}
                  data-invalid={messages.length > 0 ? true : undefined}
                >
                  <dt>{labelOf(field, t)}</dt>
                  <dd>
                    <span className={value === '' ? styles.emptyValue : styles.value}>
                      {value === '' ? t('paymentSlips.value.empty') : value}
                      {byField && messages.length === 0 ? (
                        <span className={styles.passed}>
                          <CheckIcon className={styles.verdictIcon} />
                          <span className="visually-hidden">
                            {t('paymentSlips.value.passedHidden')}
                          </span>
                        </span>
                      ) : null}
                    </span>
                    {messages.map((message) => (
                      <span key={message} className={styles.issue}>
                        <ErrorIcon className={styles.verdictIcon} />
                        {message}
                      </span>
                    ))}
                  </dd>
                </div>
              );
            })}
          </dl>
        </div>
      ))}
    </div>
  );
}
