import { useRef } from 'react';
import type { TAccount, TBankDetails } from '@poslovno/contract';
import { validateBic } from '@poslovno/domain';
import { useT } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { ErrorNotice } from '../../../ui/error-notice';
import { TextFormField } from '../../../ui/form-fields';
import { Notice } from '../../../ui/notice';
import { useBankLookup, useBeneficiaryLookup } from '../api/lookups';
import { formatAddressLine } from '../model/payment-format';
import type { TForeignVisibility } from '../model/payment-draft';
import { FormSection, type TDraftFieldsProps } from './payment-form-parts';
import styles from './payments.module.css';

/** The foreign form's lookups: the payee's bank by BIC, a Croatian payee by OIB. */

export type TForeignFieldsProps = TDraftFieldsProps & {
  debitAccounts: readonly TAccount[];
  visibility: TForeignVisibility;
};

/** Accounts and BICs are typed without spaces and in capitals, as the rules read them. */
export function keepAccountCharacters(typed: string): string {
  return typed.toUpperCase().replace(/\s+/g, '');
}

function formatBankAddress(bank: TBankDetails): string {
  const { street, postalCode, city } = bank.address;
  return formatAddressLine([street, `${postalCode ?? ''} ${city}`]);
}

/** The payee's bank by BIC: a valid BIC is looked up and fills the bank's name and address. */
export function CreditorAgentFields({ draft, update, errorOf, visibility }: TForeignFieldsProps) {
  const t = useT();
  const lookup = useBankLookup();
  const latestBic = useRef(draft.creditorAgentBic);
  const isRequired = visibility.creditorAgent === 'REQUIRED';

  function changeBic(typed: string) {
    const bic = keepAccountCharacters(typed);
    latestBic.current = bic;
    update({ creditorAgentBic: bic });
    if (!validateBic(bic).ok) return;
    lookup.mutate(bic, {
      // A lookup of a BIC typed over since is not the bank the person means.
      onSuccess: (bank) => {
        if (latestBic.current !== bic) return;
        update({
          creditorAgentName: bank.name,
          creditorAgentAddress: formatBankAddress(bank),
          creditorAgentCountry: bank.address.country,
        });
      },
    });
  }

  const isCurrent = lookup.variables === draft.creditorAgentBic;
  return (
    <FormSection title={t('payments.section.creditorAgent')}>
      <TextFormField
        label={t('payments.field.creditorAgentBic')}
        name="creditorAgentBic"
        value={draft.creditorAgentBic}
        maxLength={11}
        isRequired={isRequired}
        onChange={changeBic}
        errorMessage={errorOf('creditorAgentBic')}
        description={isRequired ? t('payments.bicHint.required') : t('payments.bicHint.optional')}
      />
      <TextFormField
        label={t('payments.field.creditorAgentName')}
        name="creditorAgentName"
        value={draft.creditorAgentName}
        isRequired={false}
        onChange={(creditorAgentName) => update({ creditorAgentName })}
        errorMessage={errorOf('creditorAgentName')}
      />
      <TextFormField
        label={t('payments.field.creditorAgentAddress')}
        name="creditorAgentAddress"
        value={draft.creditorAgentAddress}
        isRequired={false}
        onChange={(creditorAgentAddress) => update({ creditorAgentAddress })}
        errorMessage={errorOf('creditorAgentAddress')}
      />
      {isCurrent && lookup.isSuccess ? (
        <p className={`${styles.muted} ${styles.wideCell}`} role="status">
          {t('payments.bankFound', { name: lookup.data.name, city: lookup.data.address.city })}
        </p>
      ) : null}
      {isCurrent && lookup.isError ? (
        <div className={styles.wideCell}>
          <ErrorNotice error={lookup.error} />
        </div>
      ) : null}
    </FormSection>
  );
}

/** A Croatian payee's tax number (OIB) can fill the payee from the business register. */
export function TaxIdField({ draft, update, errorOf, visibility }: TForeignFieldsProps) {
  const t = useT();
  const lookup = useBeneficiaryLookup();
  const isCroatian = draft.creditorCountry === 'HR';
  function fillFromRegister() {
    lookup.mutate(draft.creditorTaxId.trim(), {
      onSuccess: (beneficiary) =>
        update({
          creditorName: beneficiary.name,
          creditorStreet: beneficiary.address.street,
          creditorResidence: `${beneficiary.address.postalCode} ${beneficiary.address.city}`,
          creditorCountry: beneficiary.address.country,
        }),
    });
  }
  return (
    <>
      <TextFormField
        label={t('payments.field.creditorTaxId')}
        name="creditorTaxId"
        value={draft.creditorTaxId}
        isRequired={visibility.creditorTaxId === 'REQUIRED'}
        onChange={(creditorTaxId) => update({ creditorTaxId })}
        errorMessage={errorOf('creditorTaxId')}
        description={t('payments.taxIdHint')}
      />
      {isCroatian ? (
        <div className={styles.lookupCell}>
          <Button
            isBusy={lookup.isPending}
            isDisabled={draft.creditorTaxId.trim() === ''}
            onPress={fillFromRegister}
          >
            {t('payments.beneficiary.lookup')}
          </Button>
          {lookup.isSuccess ? (
            <Notice tone="success">
              <p>{t('payments.beneficiary.found', { name: lookup.data.name })}</p>
            </Notice>
          ) : null}
          {lookup.isError ? <ErrorNotice error={lookup.error} /> : null}
        </div>
      ) : null}
    </>
  );
}
