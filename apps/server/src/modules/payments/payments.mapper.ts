import {
  capitalizePersonName,
  formatMinorAsDecimal,
  getDisplayStatus,
  isActionAllowed,
  mapChargeBearerFromWire,
  mapChargeBearerToWire,
  mapUrgencyFromWire,
  mapUrgencyToWire,
  needsAttention,
  type TErrorCode,
  type TLocale,
  type TPaymentDraft,
  type TPaymentForm,
  type TRuleViolation,
  type TSigningMethod,
  type TValidatedPayment,
} from '@poslovno/domain';
import {
  describeError,
  type TParsedPaymentInput,
  type TPayment,
  type TValidation,
} from '@poslovno/contract';
import { formatCoreOrderReference } from '../../core-bank/execution/order-reference';
import type { TSignatureRow } from '../../platform/orders/orders.repository';
import type { TPaymentOrder } from './payment-order';

const FORM_OF_TYPE: Readonly<Record<TParsedPaymentInput['type'], TPaymentForm>> = {
  DOMESTIC: 'DOMESTIC',
  SEPA: 'FOREIGN',
  FOREIGN: 'FOREIGN',
  INTERNAL: 'INTERNAL',
};

/**
 * The wire body as the rules read it: the form it came from, and the wire values of 000 §5
 * (urgency by priority and instrument, SHAR/DEBT) turned back into the form's choices. A wire
 * value that contradicts itself is a field violation, as any other.
 */
export function toPaymentDraft(input: TParsedPaymentInput): {
  draft: TPaymentDraft;
  violations: TRuleViolation[];
} {
  const violations: TRuleViolation[] = [];
  const urgency = mapUrgencyFromWire({
    urgency: input.urgency ?? null,
    instructionPriority: input.instructionPriority ?? null,
    localInstrument: input.localInstrument ?? null,
  });
  if (!urgency.ok) violations.push({ field: 'urgency', code: urgency.code });
  const chargeBearer = mapChargeBearerFromWire(input.chargeBearer ?? 'SHAR');
  if (!chargeBearer.ok) violations.push({ field: 'chargeBearer', code: chargeBearer.code });
  const draft: TPaymentDraft = {
    form: FORM_OF_TYPE[input.type],
    debtorIban: input.debtorAccount.iban,
    creditorAccount: input.creditorAccount.iban,
    creditorName: input.creditorName,
    creditorStreet: input.creditorAddress.street,
    creditorResidence: input.creditorAddress.residence,
    creditorCountry: input.creditorAddress.country,
    creditorTaxId: input.creditorTaxId,
    ultimateDebtor: input.ultimateDebtor,
    ultimateCreditor: input.ultimateCreditor,
    amount: input.instructedAmount.amount,
    currency: input.instructedAmount.currency,
    debtorReferenceModel: input.debtorReference.referenceType,
    debtorReference: input.debtorReference.reference,
    creditorReferenceModel: input.remittanceInformationStructured.referenceType,
    creditorReference: input.remittanceInformationStructured.reference,
    description: input.remittanceInformationUnstructured,
    purposeCode: input.purposeCode,
    purposeCodeUae: input.purposeCodeUae,
    executionDate: input.requestedExecutionDate,
    urgency: urgency.ok ? urgency.value : 'NORMAL',
    chargeBearer: chargeBearer.ok ? chargeBearer.value : 'SHA',
    creditorAgentBic: input.creditorAgent.bic,
    creditorAgentName: input.creditorAgent.name,
    creditorAgentAddress: input.creditorAgent.address,
    creditorAgentCountry: input.creditorAgent.country,
    paymentInstrument: input.paymentInstrument ?? 'DOZNAKA',
    foreignTurnoverCode: input.foreignTurnoverCode,
    endToEndId: input.endToEndIdentification,
  };
  return { draft, violations };
}

export function describeValidations(
  violations: readonly TRuleViolation[],
  locale: TLocale,
): TValidation[] {
  return violations.map((violation) => ({
    field: violation.field,
    code: violation.code,
    description: describeError(violation.code, locale),
  }));
}

function toMoney(minor: bigint | null, currency: string | null) {
  if (minor === null || currency === null) return null;
  return { amount: formatMinorAsDecimal(minor, currency), currency };
}

export interface TDebtorAccountView {
  id: string;
  iban: string;
  accountNumber: string;
  currency: string;
  ownerName: string;
}

/** Who is looking, and what they may do on the payment's account. */
export interface TViewer {
  personUuid: string;
  locale: TLocale;
  mayEnter: boolean;
  maySign: boolean;
  mayCopy: boolean;
}

export interface TPaymentViewInput {
  order: TPaymentOrder;
  value: TValidatedPayment;
  account: TDebtorAccountView;
  bankBic: string;
  /** Signatures of the current version (SIGNATURE) and of a revocation (REVOKE), oldest first. */
  signatures: readonly (TSignatureRow & { kind: 'SIGNATURE' | 'REVOKE' })[];
  createdByName: string;
  /** Notices of the save (a moved date, a possibly insufficient balance). */
  warnings: readonly TRuleViolation[];
  viewer: TViewer;
}

function describeStatus(
  order: TPaymentOrder,
  warnings: readonly TRuleViolation[],
  locale: TLocale,
) {
  const codes: TRuleViolation[] = order.statusCodes.map((code: TErrorCode) => ({
    field: 'paymentStatus',
    code,
  }));
  return describeValidations([...codes, ...warnings], locale);
}

/** 000 §3 Payment as the wire shows it to the person looking. */
export function toPaymentView(input: TPaymentViewInput): TPayment {
  const { order, value, viewer } = input;
  const current = input.signatures.filter((signature) => signature.kind === 'SIGNATURE');
  const isSignedByViewer = current.some((signature) => signature.personId === viewer.personUuid);
  const statusView = {
    status: order.status,
    statusCodes: order.statusCodes,
    fraudStatus: order.fraudStatus,
  };
  const urgency = mapUrgencyToWire(value.urgency);
  return {
    paymentId: order.id.toString(),
    type: value.type,
    source: 4,
    status: order.status,
    displayStatus: getDisplayStatus({ ...statusView, isSignedByViewer }),
    needsAttention: needsAttention(statusView),
    paymentStatus: {
      status: order.status,
      validations: describeStatus(order, input.warnings, viewer.locale),
    },
    debtorAccount: { ...input.account, bic: input.bankBic },
    creditorAccount: { iban: value.creditorAccount },
    accountType: value.accountType,
    creditorName: value.creditorName,
    creditorAddress: {
      street: value.creditorStreet,
      residence: value.creditorResidence,
      country: value.creditorCountry,
    },
    creditorTaxId: value.creditorTaxId,
    ultimateDebtor: value.ultimateDebtor,
    ultimateCreditor: value.ultimateCreditor,
    instructedAmount: {
      amount: formatMinorAsDecimal(value.amountMinor, value.currency),
      currency: value.currency,
    },
    debtorReference: value.debtorReference && {
      referenceType: value.debtorReference.model,
      reference: value.debtorReference.reference,
    },
    remittanceInformationStructured: value.creditorReference && {
      referenceType: value.creditorReference.model,
      reference: value.creditorReference.reference,
    },
    remittanceInformationUnstructured: value.wireDescription,
    purposeCode: value.purposeCode,
    purposeCodeUae: value.purposeCodeUae,
    requestedExecutionDate: order.executionDate,
    actualExecutionDate: order.actualExecutionDate,
    isExecutionDateChanged:
      order.actualExecutionDate !== null && order.actualExecutionDate !== order.executionDate,
    urgency: urgency.urgency,
    instructionPriority: urgency.instructionPriority,
    localInstrument: urgency.localInstrument,
    chargeBearer: value.chargeBearer && mapChargeBearerToWire(value.chargeBearer),
    creditorAgent: value.creditorAgent,
    paymentInstrument: value.paymentInstrument,
    foreignTurnoverCode: value.foreignTurnoverCode,
    endToEndIdentification: value.endToEndId,
    transactionsFee: toMoney(order.feeMinor, order.feeCurrency),
    crossCurrencyFee: toMoney(order.crossCurrencyFeeMinor, input.account.currency),
    exchangeRate: order.exchangeRate,
    debitAmount: toMoney(order.debitAmountMinor, input.account.currency),
    coreReference: order.coreOrderId && formatCoreOrderReference(order.coreOrderId),
    fraudStatus: order.fraudStatus,
    signatures: input.signatures.map((signature) => ({
      kind: signature.kind,
      personName: capitalizePersonName(`${signature.firstName} ${signature.lastName}`),
      method: signature.method as TSigningMethod,
      signedAt: signature.signedAt.toISOString(),
    })),
    basketId: order.parentOrderId === null ? null : order.parentOrderId.toString(),
    createdBy: input.createdByName,
    createdAt: order.createdAt.toISOString(),
    modifiedAt: order.modifiedAt.toISOString(),
    actions: {
      canEdit: isActionAllowed(order.status, 'EDIT') && viewer.mayEnter,
      // canDeleteOrder's rule: a person sees only orders of accounts they hold an authority on.
      canDelete:
        isActionAllowed(order.status, 'DELETE') &&
        (viewer.mayEnter || order.createdBy === viewer.personUuid),
      canAuthorize:
        isActionAllowed(order.status, 'AUTHORIZE') && viewer.maySign && !isSignedByViewer,
      canRevoke: isActionAllowed(order.status, 'REVOKE') && viewer.maySign,
      canCopy: isActionAllowed(order.status, 'COPY') && viewer.mayCopy,
    },
  };
}
