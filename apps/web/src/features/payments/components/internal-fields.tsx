import type { TAccount } from '@poslovno/contract';
import { useAccounts } from '../../../api/accounts';
import { useSession } from '../../../app/session/session-context';
import { useT } from '../../../i18n/i18n-context';
import { AmountField } from '../../../ui/number-field';
import {
  AccountField,
  DescriptionField,
  FormSection,
  ScheduleFields,
  type TDraftFieldsProps,
} from './payment-form-parts';

/** The company's own accounts that can be credited: any but the debited one and a closed one. */
function listCreditAccounts(accounts: readonly TAccount[], debtorIban: string): TAccount[] {
  return accounts.filter(
    (account) =>
      account.accountIdentification.iban !== debtorIban &&
      account.accountDetails.status !== 'CLOSED',
  );
}

/** 000 §2 internal transfer: between the company's own accounts, in the debit account's currency. */
export function InternalFields({
  debitAccounts,
  ...props
}: TDraftFieldsProps & { debitAccounts: readonly TAccount[] }) {
  const t = useT();
  const { draft, update, errorOf } = props;
  const accounts = useAccounts();
  const companyName = useSession().permission.customerDetails.name;
  return (
    <>
      <FormSection title={t('payments.section.accounts')}>
        <AccountField
          label={t('payments.field.debtorIban')}
          accounts={debitAccounts}
          iban={draft.debtorIban}
          onChange={(account) =>
            update({
              debtorIban: account?.accountIdentification.iban ?? '',
              ...(account ? { currency: account.accountDetails.currency } : {}),
            })
          }
          errorMessage={errorOf('debtorIban')}
        />
        <AccountField
          label={t('payments.field.creditorOwnAccount')}
          accounts={listCreditAccounts(accounts.data?.accounts ?? [], draft.debtorIban)}
          iban={draft.creditorAccount}
          onChange={(account) =>
            update({
              creditorAccount: account?.accountIdentification.iban ?? '',
              creditorName: companyName,
            })
          }
          errorMessage={errorOf('creditorAccount')}
        />
      </FormSection>
      <FormSection title={t('payments.section.amountAndDate')}>
        <AmountField
          label={t('payments.field.amount')}
          name="amount"
          value={draft.amount === '' ? null : draft.amount}
          onChange={(amount) => update({ amount: amount ?? '' })}
          currency={draft.currency}
          isRequired
          isPositiveRequired
          errorMessage={errorOf('amount') ?? errorOf('currency')}
        />
        <ScheduleFields {...props} />
      </FormSection>
      <FormSection title={t('payments.section.remittance')}>
        <DescriptionField {...props} />
      </FormSection>
    </>
  );
}
