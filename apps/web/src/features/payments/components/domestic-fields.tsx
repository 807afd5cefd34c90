import type { TAccount } from '@poslovno/contract';
import { DOMESTIC_CURRENCY, normalizeIban, validateIban } from '@poslovno/domain';
import { useT } from '../../../i18n/i18n-context';
import { IbanField } from '../../../ui/iban-field';
import { AmountField } from '../../../ui/number-field';
import { ReferenceField } from '../../../ui/reference-field';
import { usePurposeCodes } from '../api/reference-data';
import { KnownRecipients } from './known-recipients';
import {
  AccountField,
  CodebookField,
  DescriptionField,
  FormSection,
  PayeeNameFields,
  ScheduleFields,
  type TDraftFieldsProps,
} from './payment-form-parts';

/** A domestic payment is in euro (000 §5), so only euro accounts are offered to debit. */
function isEuroAccount(account: TAccount): boolean {
  return account.accountDetails.currency === DOMESTIC_CURRENCY;
}

/** 000 §2 domestic payment: a HUB3 order to a Croatian IBAN, in euro. */
export function DomesticFields({
  debitAccounts,
  ...props
}: TDraftFieldsProps & { debitAccounts: readonly TAccount[] }) {
  const t = useT();
  const { draft, update, errorOf, isTemplate } = props;
  const purposeCodes = usePurposeCodes();
  const optionalHint = isTemplate ? t('templates.optionalHint') : undefined;
  const payeeIban = validateIban(normalizeIban(draft.creditorAccount), { domestic: true });
  return (
    <>
      <FormSection title={t('payments.section.debtor')}>
        <AccountField
          label={t('payments.field.debtorIban')}
          accounts={debitAccounts.filter(isEuroAccount)}
          iban={draft.debtorIban}
          onChange={(account) => update({ debtorIban: account?.accountIdentification.iban ?? '' })}
          errorMessage={errorOf('debtorIban')}
          isRequired={!isTemplate}
          description={optionalHint}
        />
        <ReferenceField
          label={t('payments.field.debtorReference')}
          value={{ model: draft.debtorReferenceModel, reference: draft.debtorReference }}
          onChange={({ model, reference }) =>
            update({ debtorReferenceModel: model, debtorReference: reference })
          }
          errorMessage={errorOf('debtorReference') ?? errorOf('debtorReferenceModel')}
        />
      </FormSection>
      <FormSection title={t('payments.section.creditor')}>
        <IbanField
          label={t('payments.field.creditorIban')}
          name="creditorAccount"
          value={draft.creditorAccount}
          onChange={(creditorAccount) => update({ creditorAccount })}
          isDomestic
          isRequired
          errorMessage={errorOf('creditorAccount')}
        />
        <KnownRecipients
          iban={draft.creditorAccount}
          chosenName={draft.creditorName}
          onChoose={(recipient) =>
            update({
              creditorName: recipient.name,
              creditorStreet: recipient.street,
              creditorResidence: recipient.residence,
            })
          }
        />
        <PayeeNameFields {...props} />
        <ReferenceField
          label={t('payments.field.creditorReference')}
          value={{ model: draft.creditorReferenceModel, reference: draft.creditorReference }}
          onChange={({ model, reference }) =>
            update({ creditorReferenceModel: model, creditorReference: reference })
          }
          {...(payeeIban.ok ? { creditorIban: payeeIban.value } : {})}
          isRequired
          errorMessage={errorOf('creditorReference') ?? errorOf('creditorReferenceModel')}
        />
      </FormSection>
      <FormSection title={t('payments.section.amountAndDate')}>
        <AmountField
          label={t('payments.field.amount')}
          name="amount"
          value={draft.amount === '' ? null : draft.amount}
          onChange={(amount) => update({ amount: amount ?? '' })}
          currency={DOMESTIC_CURRENCY}
          isRequired={!isTemplate}
          isPositiveRequired
          description={optionalHint}
          errorMessage={errorOf('amount') ?? errorOf('currency')}
        />
        <ScheduleFields {...props} />
      </FormSection>
      <FormSection title={t('payments.section.remittance')}>
        <DescriptionField {...props} />
        <CodebookField
          label={t('payments.field.purposeCode')}
          items={purposeCodes.data?.items ?? []}
          value={draft.purposeCode}
          onChange={(purposeCode) => update({ purposeCode })}
          errorMessage={errorOf('purposeCode')}
        />
      </FormSection>
    </>
  );
}
