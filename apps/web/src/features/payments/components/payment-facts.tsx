import { useId, type ReactNode } from 'react';
import type { TPayment } from '@poslovno/contract';
import {
  formatDateForLocale,
  formatIbanGrouped,
  formatInstantForLocale,
  mapChargeBearerFromWire,
  mapUrgencyFromWire,
} from '@poslovno/domain';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import { FactAmount, FactList, type TFact } from '../../../ui/fact-list';
import { findRejectionReason } from '../model/payment-signing-result';
import { formatAddressLine, formatPaymentMoney, formatPayeeAccount } from '../model/payment-format';
import { describeValidation } from '../model/validation-text';
import { PaymentStatus } from './payment-status';
import styles from './payments.module.css';

function FactGroup({ title, facts }: { title: string; facts: readonly TFact[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.factGroup}>
      <h3 id={headingId} className={styles.factHeading}>
        {title}
      </h3>
      <FactList items={facts} />
    </section>
  );
}

/** Facts whose value is empty are left out: a domestic payment has no bank BIC, most no UAE code. */
function keepFilled(facts: readonly (readonly [string, ReactNode | null])[]): TFact[] {
  return facts.filter((fact): fact is TFact => fact[1] !== null && fact[1] !== '');
}

function describeUrgency(payment: TPayment, t: TTranslate): string {
  const urgency = mapUrgencyFromWire(payment);
  return urgency.ok ? t(`payments.urgency.${urgency.value}`) : payment.urgency;
}

function describeChargeBearer(payment: TPayment, t: TTranslate): string | null {
  if (payment.chargeBearer === null) return null;
  const bearer = mapChargeBearerFromWire(payment.chargeBearer);
  return bearer.ok ? t(`payments.chargeBearer.${bearer.value}`) : payment.chargeBearer;
}

function describeReference(reference: TPayment['debtorReference']): string | null {
  if (reference === null || (reference.referenceType === '' && reference.reference === '')) {
    return null;
  }
  return `${reference.referenceType} ${reference.reference}`.trim();
}

function useOrderFacts(payment: TPayment): TFact[] {
  const { t, locale } = useI18n();
  const rejection = findRejectionReason(payment);
  return keepFilled([
    [t('payments.fact.paymentId'), payment.paymentId],
    [t('payments.fact.type'), t(`payments.type.${payment.type}`)],
    [t('payments.fact.status'), <PaymentStatus key="status" payment={payment} />],
    [t('payments.fact.rejection'), rejection ? describeValidation(rejection, locale) : null],
    [t('payments.fact.createdBy'), payment.createdBy],
    [t('payments.fact.createdAt'), formatInstantForLocale(payment.createdAt, locale)],
    [t('payments.fact.modifiedAt'), formatInstantForLocale(payment.modifiedAt, locale)],
    [t('payments.fact.coreReference'), payment.coreReference],
  ]);
}

function usePartyFacts(payment: TPayment): { debtor: TFact[]; creditor: TFact[] } {
  const t = useI18n().t;
  const agent = payment.creditorAgent;
  const address = payment.creditorAddress;
  return {
    debtor: keepFilled([
      [t('payments.fact.debtorAccount'), formatIbanGrouped(payment.debtorAccount.iban)],
      [t('payments.fact.debtorName'), payment.debtorAccount.ownerName],
      [t('payments.fact.ultimateDebtor'), payment.ultimateDebtor],
    ]),
    creditor: keepFilled([
      [t('payments.fact.creditorName'), payment.creditorName],
      [t('payments.fact.creditorAccount'), formatPayeeAccount(payment.creditorAccount.iban)],
      [
        t('payments.fact.creditorAddress'),
        formatAddressLine([address.street, address.residence, address.country]),
      ],
      [t('payments.fact.creditorTaxId'), payment.creditorTaxId],
      [t('payments.fact.ultimateCreditor'), payment.ultimateCreditor],
      [t('payments.fact.creditorAgent'), agent ? formatAddressLine([agent.bic, agent.name]) : null],
      [
        t('payments.fact.creditorAgentAddress'),
        agent ? formatAddressLine([agent.address, agent.country]) : null,
      ],
    ]),
  };
}

function useMoneyFacts(payment: TPayment): TFact[] {
  const { t, locale } = useI18n();
  const money = (value: { amount: string; currency: string } | null) =>
    value === null ? null : <FactAmount>{formatPaymentMoney(value, locale)}</FactAmount>;
  const actualDate = payment.actualExecutionDate;
  return keepFilled([
    [t('payments.fact.amount'), money(payment.instructedAmount)],
    [t('payments.fact.debitAmount'), money(payment.debitAmount)],
    [t('payments.fact.exchangeRate'), payment.exchangeRate],
    [t('payments.fact.fee'), money(payment.transactionsFee)],
    [t('payments.fact.crossCurrencyFee'), money(payment.crossCurrencyFee)],
    [
      t('payments.fact.requestedExecutionDate'),
      formatDateForLocale(payment.requestedExecutionDate, locale),
    ],
    [
      t('payments.fact.actualExecutionDate'),
      actualDate === null
        ? null
        : payment.isExecutionDateChanged
          ? t('payments.dateChanged', { date: formatDateForLocale(actualDate, locale) })
          : formatDateForLocale(actualDate, locale),
    ],
    [t('payments.fact.urgency'), describeUrgency(payment, t)],
    [t('payments.fact.chargeBearer'), describeChargeBearer(payment, t)],
    [
      t('payments.fact.paymentInstrument'),
      payment.paymentInstrument && t(`payments.instrument.${payment.paymentInstrument}`),
    ],
    [t('payments.fact.foreignTurnoverCode'), payment.foreignTurnoverCode],
  ]);
}

function useRemittanceFacts(payment: TPayment): TFact[] {
  const t = useI18n().t;
  return keepFilled([
    [t('payments.fact.debtorReference'), describeReference(payment.debtorReference)],
    [
      t('payments.fact.creditorReference'),
      describeReference(payment.remittanceInformationStructured),
    ],
    [t('payments.fact.description'), payment.remittanceInformationUnstructured],
    [t('payments.fact.purposeCode'), payment.purposeCode],
    [t('payments.fact.purposeCodeUae'), payment.purposeCodeUae],
    [t('payments.fact.endToEndId'), payment.endToEndIdentification],
  ]);
}

function SignatureList({ payment }: { payment: TPayment }) {
  const { t, locale } = useI18n();
  if (payment.signatures.length === 0) {
    return <p className={styles.muted}>{t('payments.signatures.none')}</p>;
  }
  return (
    <ul className={styles.signatures}>
      {payment.signatures.map((signature) => (
        <li key={`${signature.kind}-${signature.signedAt}-${signature.personName}`}>
          {t(
            signature.kind === 'REVOKE' ? 'payments.signatures.revoke' : 'payments.signatures.sign',
            {
              name: signature.personName,
              method: t(`signing.method.${signature.method}`),
              dateTime: formatInstantForLocale(signature.signedAt, locale),
            },
          )}
        </li>
      ))}
    </ul>
  );
}

/** Every field of a stored payment as the server keeps it, grouped as the form asks for them. */
export function PaymentFacts({ payment }: { payment: TPayment }) {
  const t = useI18n().t;
  const orderFacts = useOrderFacts(payment);
  const parties = usePartyFacts(payment);
  const moneyFacts = useMoneyFacts(payment);
  const remittanceFacts = useRemittanceFacts(payment);
  const signaturesId = useId();
  return (
    <div className={styles.factGroups}>
      <FactGroup title={t('payments.facts.order')} facts={orderFacts} />
      <FactGroup title={t('payments.facts.debtor')} facts={parties.debtor} />
      <FactGroup title={t('payments.facts.creditor')} facts={parties.creditor} />
      <FactGroup title={t('payments.facts.money')} facts={moneyFacts} />
      <FactGroup title={t('payments.facts.remittance')} facts={remittanceFacts} />
      <section aria-labelledby={signaturesId} className={styles.factGroup}>
        <h3 id={signaturesId} className={styles.factHeading}>
          {t('payments.facts.signatures')}
        </h3>
        <SignatureList payment={payment} />
      </section>
    </div>
  );
}
