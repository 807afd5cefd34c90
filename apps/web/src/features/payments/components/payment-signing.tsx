import type { TPayment, TSigningChallengeAnswer } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import type { TMessageKey } from '../../../i18n/messages';
import type { TSigningPurpose } from '../../../signing/signing-calls';
import { SIGNING_RESULTS } from '../../../signing/signing-outcome';
import { SigningResultNotice } from '../../../signing/signing-result';
import type {
  TSigningResultView,
  TSigningTarget,
  TSigningTextPart,
  TSigningTexts,
} from '../../../signing/signing-target';
import { useSigningTexts } from '../../../signing/signing-texts';
import { FactAmount } from '../../../ui/fact-list';
import { PAYMENT_ORDER_TYPE, requestSigningChallenge, submitSignature } from '../api/sign-payment';
import { formatPaymentMoney, formatPayeeAccount } from '../model/payment-format';
import { findRejectionReason, readSigningResult } from '../model/payment-signing-result';
import { describeValidation } from '../model/validation-text';
import { PaymentStatus } from './payment-status';

/** A payment, or its revocation, that the person has chosen to sign. */
export interface TPaymentSigning {
  purpose: TSigningPurpose;
  paymentId: string;
}

/** The payments' own words in the signing dialog: in English they say "payment", not "order". */
function buildPaymentTexts(purpose: TSigningPurpose): TSigningTexts {
  const texts: Partial<Record<TSigningTextPart, TMessageKey>> = {
    'mobile.instruction': 'payments.sign.mobile.instruction',
    'smartcard.instruction': 'payments.sign.smartcard.instruction',
    statusNow: 'payments.sign.statusNow',
  };
  for (const result of SIGNING_RESULTS) {
    texts[`result.${result}.title`] = `payments.result.${result}.title`;
    texts[`result.${result}.next`] = `payments.result.${result}.next`;
  }
  for (const outcome of ['AUTHORIZED', 'PARTIALLY_AUTHORIZED', 'MANDATORY_SIGNEE_NEEDED'] as const)
    texts[`outcome.${outcome}`] =
      purpose === 'AUTHORIZE' ? `payments.sign.outcome.${outcome}` : 'payments.revoke.outcome';
  if (purpose === 'AUTHORIZE') texts.title = 'payments.sign.title';
  return texts;
}

const PAYMENT_TEXTS: Readonly<Record<TSigningPurpose, TSigningTexts>> = {
  AUTHORIZE: buildPaymentTexts('AUTHORIZE'),
  REVOKE: buildPaymentTexts('REVOKE'),
};

/** The payment the authorize (or revoke) call answered, read as the dialog's result. */
function readPaymentSigningResult(payment: TPayment, locale: TLocale): TSigningResultView {
  const rejection = findRejectionReason(payment);
  return {
    result: readSigningResult(payment),
    reason: rejection ? describeValidation(rejection, locale) : undefined,
    status: <PaymentStatus payment={payment} />,
  };
}

/**
 * A payment as the signing dialog signs it: the payment's routes, its amount, payee and account
 * as the server bound them to the challenge, and its answer read as a result.
 */
export function usePaymentSigningTarget(
  signing: TPaymentSigning | null,
): TSigningTarget<TPayment, TSigningChallengeAnswer> | null {
  const { t, locale } = useI18n();
  if (signing === null) return null;
  const { purpose, paymentId } = signing;
  return {
    order: { orderType: PAYMENT_ORDER_TYPE, orderId: paymentId, purpose },
    preauthorize: () => requestSigningChallenge(purpose, paymentId),
    authorize: (proof, options) => submitSignature(purpose, paymentId, proof, options),
    describe: ({ summary }) => [
      [
        t('payments.sign.amount'),
        <FactAmount key="amount">{formatPaymentMoney(summary, locale)}</FactAmount>,
      ],
      [t('payments.sign.creditorName'), summary.creditorName],
      [t('payments.sign.creditorAccount'), formatPayeeAccount(summary.creditorAccount)],
    ],
    readResult: (payment) => readPaymentSigningResult(payment, locale),
    texts: PAYMENT_TEXTS[purpose],
  };
}

/** What a payment's signature achieved and what happens next, outside the dialog. */
export function PaymentSigningResultNotice({ payment }: { payment: TPayment }) {
  const { locale } = useI18n();
  const say = useSigningTexts('AUTHORIZE', PAYMENT_TEXTS.AUTHORIZE);
  return <SigningResultNotice view={readPaymentSigningResult(payment, locale)} say={say} />;
}
