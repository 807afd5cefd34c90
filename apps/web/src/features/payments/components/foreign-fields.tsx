import type { TCodebook } from '@poslovno/contract';
import {
  CURRENCY_CODES,
  DESCRIPTION_MAX_LENGTH,
  getAccountDisplayLabel,
  isUaeIban,
  UAE_DESCRIPTION_MAX_LENGTH,
  type TChargeBearer,
} from '@poslovno/domain';
import { useT } from '../../../i18n/i18n-context';
import { ChoiceFormField } from '../../../ui/choice-radio';
import { TextFormField } from '../../../ui/form-fields';
import { SelectFormField } from '../../../ui/select-field';
import { Notice } from '../../../ui/notice';
import { AmountField } from '../../../ui/number-field';
import { useCodebook, useCountryCodes, useUaePurposeCodes } from '../api/reference-data';
import { fillCountriesFromIban } from '../model/payment-draft';
import {
  CreditorAgentFields,
  keepAccountCharacters,
  TaxIdField,
  type TForeignFieldsProps,
} from './foreign-lookups';
import { KnownRecipients } from './known-recipients';
import {
  AccountField,
  CodebookField,
  DescriptionField,
  findAccountByIban,
  FormSection,
  PayeeNameFields,
  ScheduleFields,
  type TDraftFieldsProps,
} from './payment-form-parts';
import styles from './payments.module.css';

/** A reference type is two letters and two digits (000 §5): "RF18", "HR01". */
const REFERENCE_TYPE_LENGTH = 4;
const FOREIGN_REFERENCE_MAX_LENGTH = 35;

function PayeeSection(props: TForeignFieldsProps) {
  const t = useT();
  const { draft, update, errorOf, visibility } = props;
  const countries = useCountryCodes();
  return (
    <FormSection title={t('payments.section.creditor')}>
      <CodebookField
        label={t('payments.field.creditorCountry')}
        items={countries.data?.items ?? []}
        value={draft.creditorCountry}
        onChange={(creditorCountry) => update({ creditorCountry })}
        isRequired
        errorMessage={errorOf('creditorCountry')}
      />
      <TextFormField
        label={t('payments.field.creditorForeignAccount')}
        name="creditorAccount"
        value={draft.creditorAccount}
        maxLength={34}
        onChange={(typed) => {
          const creditorAccount = keepAccountCharacters(typed);
          update({ creditorAccount, ...fillCountriesFromIban(draft, creditorAccount) });
        }}
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
            creditorCountry: recipient.country || draft.creditorCountry,
          })
        }
      />
      <PayeeNameFields {...props} />
      {visibility.creditorTaxId === 'HIDDEN' ? null : <TaxIdField {...props} />}
    </FormSection>
  );
}

function ChargeBearerChoice({
  draft,
  update,
  errorOf,
  codebook,
}: TDraftFieldsProps & { codebook: TCodebook | undefined }) {
  const t = useT();
  const bearers = codebook?.chargeBearers ?? [];
  return (
    <ChoiceFormField<TChargeBearer>
      label={t('payments.field.chargeBearer')}
      options={bearers.flatMap((bearer) => {
        const code = (['SHA', 'OUR'] as const).find((known) => known === bearer.code);
        return code === undefined ? [] : [{ id: code, title: bearer.code, details: [bearer.name] }];
      })}
      value={draft.chargeBearer}
      onChange={(chargeBearer) => update({ chargeBearer })}
      errorMessage={errorOf('chargeBearer')}
      className={styles.choiceRow}
      labelClassName={styles.choiceLabel}
    />
  );
}

/** 000 §2: any currency; a debit account in another one is converted, which the form says. */
function ConversionNotice({ draft, debitAccounts }: TForeignFieldsProps) {
  const t = useT();
  const account = findAccountByIban(debitAccounts, draft.debtorIban);
  if (account === undefined || account.accountDetails.currency === draft.currency) return null;
  return (
    <div className={styles.wideCell}>
      <Notice tone="info">
        <p>
          {t('payments.conversion', {
            currency: draft.currency,
            accountCurrency: account.accountDetails.currency,
            account: getAccountDisplayLabel({
              personalizedNickname: account.accountDetails.personalizedNickname,
              nickname: account.accountDetails.nickname,
              iban: account.accountIdentification.iban,
              currency: account.accountDetails.currency,
            }),
          })}
        </p>
      </Notice>
    </div>
  );
}

function AmountSection(props: TForeignFieldsProps & { codebook: TCodebook | undefined }) {
  const t = useT();
  const { draft, update, errorOf, visibility, codebook } = props;
  return (
    <FormSection title={t('payments.section.amountAndDate')}>
      <AmountField
        label={t('payments.field.amount')}
        name="amount"
        value={draft.amount === '' ? null : draft.amount}
        onChange={(amount) => update({ amount: amount ?? '' })}
        currency={draft.currency}
        currencies={CURRENCY_CODES}
        onCurrencyChange={(currency) => update({ currency })}
        isRequired={!props.isTemplate}
        isPositiveRequired
        description={props.isTemplate ? t('templates.optionalHint') : undefined}
        errorMessage={errorOf('amount') ?? errorOf('currency')}
      />
      <ConversionNotice {...props} />
      <ScheduleFields {...props} />
      {visibility.chargeBearer === 'HIDDEN' ? null : <ChargeBearerChoice {...props} />}
      {visibility.paymentInstrument === 'HIDDEN' ? null : (
        <SelectFormField<string>
          label={t('payments.field.paymentInstrument')}
          options={(codebook?.paymentInstruments ?? []).map((item) => ({
            id: item.code,
            label: item.name,
          }))}
          value={draft.paymentInstrument}
          onChange={(code) => {
            if (code === 'DOZNAKA' || code === 'INKASO') update({ paymentInstrument: code });
          }}
          errorMessage={errorOf('paymentInstrument')}
        />
      )}
    </FormSection>
  );
}

function RemittanceSection(props: TForeignFieldsProps & { codebook: TCodebook | undefined }) {
  const t = useT();
  const { draft, update, errorOf, visibility, codebook } = props;
  const isUae = visibility.purposeCodeUae !== 'HIDDEN';
  const uaeCodes = useUaePurposeCodes(isUae);
  // The server puts the purpose-code line before the description of any payment to an AE IBAN.
  const isCutForUae = isUaeIban(draft.creditorAccount);
  return (
    <FormSection title={t('payments.section.remittance')}>
      <TextFormField
        label={t('payments.field.referenceType')}
        name="creditorReferenceModel"
        value={draft.creditorReferenceModel}
        maxLength={REFERENCE_TYPE_LENGTH}
        isRequired={false}
        onChange={(typed) => update({ creditorReferenceModel: keepAccountCharacters(typed) })}
        errorMessage={errorOf('creditorReferenceModel')}
        description={t('payments.referenceTypeHint')}
      />
      <TextFormField
        label={t('payments.field.foreignReference')}
        name="creditorReference"
        value={draft.creditorReference}
        maxLength={FOREIGN_REFERENCE_MAX_LENGTH}
        isRequired={false}
        onChange={(creditorReference) => update({ creditorReference })}
        errorMessage={errorOf('creditorReference')}
      />
      <DescriptionField
        {...props}
        maxLength={isCutForUae ? UAE_DESCRIPTION_MAX_LENGTH : DESCRIPTION_MAX_LENGTH}
        description={
          isUae || isCutForUae
            ? t('payments.uaeDescriptionHint', { max: UAE_DESCRIPTION_MAX_LENGTH })
            : undefined
        }
      />
      {isUae ? (
        <CodebookField
          label={t('payments.field.purposeCodeUae')}
          items={uaeCodes.data?.items ?? []}
          value={draft.purposeCodeUae}
          onChange={(purposeCodeUae) => update({ purposeCodeUae })}
          isRequired
          errorMessage={errorOf('purposeCodeUae')}
        />
      ) : null}
      {visibility.foreignTurnoverCode === 'HIDDEN' ? null : (
        <SelectFormField<string>
          label={t('payments.field.foreignTurnoverCode')}
          placeholder={t('payments.turnoverPlaceholder')}
          options={(codebook?.foreignTurnoverCodes ?? []).map((item) => ({
            id: item.code,
            label: item.name,
          }))}
          value={draft.foreignTurnoverCode === '' ? null : draft.foreignTurnoverCode}
          onChange={(code) => update({ foreignTurnoverCode: code ?? '' })}
          errorMessage={errorOf('foreignTurnoverCode')}
        />
      )}
    </FormSection>
  );
}

/**
 * 000 §2 foreign payment: a SEPA or SWIFT transfer to a payee abroad (or in euro to a SEPA IBAN),
 * its fields shown or hidden as the form-visibility answer says for the payee typed so far.
 */
export function ForeignFields(props: TForeignFieldsProps) {
  const t = useT();
  const codebook = useCodebook();
  const { draft, update, errorOf, debitAccounts, visibility, isTemplate } = props;
  return (
    <>
      <FormSection title={t('payments.section.debtor')}>
        <AccountField
          label={t('payments.field.debtorIban')}
          accounts={debitAccounts}
          iban={draft.debtorIban}
          onChange={(account) => update({ debtorIban: account?.accountIdentification.iban ?? '' })}
          errorMessage={errorOf('debtorIban')}
          isRequired={!isTemplate}
          description={isTemplate ? t('templates.optionalHint') : undefined}
        />
      </FormSection>
      <PayeeSection {...props} />
      {visibility.creditorAgent === 'HIDDEN' ? null : <CreditorAgentFields {...props} />}
      <AmountSection {...props} codebook={codebook.data} />
      <RemittanceSection {...props} codebook={codebook.data} />
    </>
  );
}
