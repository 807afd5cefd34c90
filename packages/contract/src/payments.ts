import { z } from 'zod';
import {
  ACCOUNT_NUMBER_TYPES,
  DISPLAY_STATUSES,
  FRAUD_CHECK_STATUSES,
  ORDER_STATUSES,
  ORDER_STATUS_GROUP_NAMES,
  PAYMENT_INSTRUMENTS,
  PAYMENT_SOURCE_INTERNET_BANKING,
  PAYMENT_TYPES,
  SIGNING_METHODS,
  WIRE_LOCALES,
} from '@poslovno/domain';
import {
  ZBusinessDate,
  ZCurrencyCode,
  ZDecimalAmount,
  ZInstant,
  ZUuid,
  zCommaList,
} from './common';
import { ZValidation } from './errors';

/**
 * 000 §3 Payment on the wire. Input texts are taken as typed, within generous bounds: the rules
 * (packages/domain payment-validation) judge them field by field and answer every broken rule with
 * its code on its field, so a form can show them all at once.
 */
const ZTypedText = (max: number) => z.string().max(max).default('');

export const ZPaymentReferenceInput = z
  .object({ referenceType: ZTypedText(20), reference: ZTypedText(100) })
  .default({ referenceType: '', reference: '' });

/** The wire urgency of 000 §5: urgent maps to priority HIGH, instant to the INST instrument. */
export const WIRE_URGENCIES = ['NORMAL', 'HIGH', 'INSTANT'] as const;
export const WIRE_PRIORITIES = ['NORMAL', 'HIGH'] as const;
export const WIRE_CHARGE_BEARERS = ['SHAR', 'DEBT'] as const;

export const ZPaymentInput = z
  .object({
    type: z.enum(PAYMENT_TYPES).default('DOMESTIC'),
    source: z.literal(PAYMENT_SOURCE_INTERNET_BANKING).optional(),
    debtorAccount: z.object({ iban: ZTypedText(100) }),
    creditorAccount: z.object({ iban: ZTypedText(100) }).default({ iban: '' }),
    creditorName: ZTypedText(500),
    creditorAddress: z
      .object({ street: ZTypedText(500), residence: ZTypedText(500), country: ZTypedText(20) })
      .default({ street: '', residence: '', country: '' }),
    creditorTaxId: ZTypedText(200),
    ultimateDebtor: ZTypedText(500),
    ultimateCreditor: ZTypedText(500),
    instructedAmount: z.object({ amount: ZTypedText(100), currency: ZTypedText(20) }),
    debtorReference: ZPaymentReferenceInput,
    remittanceInformationStructured: ZPaymentReferenceInput,
    remittanceInformationUnstructured: ZTypedText(1000),
    purposeCode: ZTypedText(20),
    purposeCodeUae: ZTypedText(20),
    requestedExecutionDate: ZTypedText(40),
    urgency: z.enum(WIRE_URGENCIES).optional(),
    instructionPriority: z.enum(WIRE_PRIORITIES).optional(),
    localInstrument: z.literal('INST').nullable().optional(),
    chargeBearer: z.enum(WIRE_CHARGE_BEARERS).optional(),
    creditorAgent: z
      .object({
        bic: ZTypedText(40),
        name: ZTypedText(500),
        address: ZTypedText(500),
        country: ZTypedText(20),
      })
      .default({ bic: '', name: '', address: '', country: '' }),
    paymentInstrument: z.enum(PAYMENT_INSTRUMENTS).optional(),
    foreignTurnoverCode: ZTypedText(20),
    endToEndIdentification: ZTypedText(200),
  })
  .meta({ id: 'PaymentBody' });
export type TPaymentInput = z.input<typeof ZPaymentInput>;
export type TParsedPaymentInput = z.output<typeof ZPaymentInput>;

export const ZPaymentIdParams = z.object({ paymentId: z.string().regex(/^\d{1,18}$/) });

const ZMoney = z.object({ amount: ZDecimalAmount, currency: ZCurrencyCode });
const ZReference = z.object({ referenceType: z.string(), reference: z.string() });

export const PAYMENT_SIGNATURE_KINDS = ['SIGNATURE', 'REVOKE'] as const;

export const ZPayment = z
  .object({
    paymentId: z.string(),
    type: z.enum(PAYMENT_TYPES),
    source: z.literal(PAYMENT_SOURCE_INTERNET_BANKING),
    status: z.enum(ORDER_STATUSES),
    /** The status as 000 §4 refines it for the person looking. */
    displayStatus: z.enum(DISPLAY_STATUSES),
    needsAttention: z.boolean(),
    /** The status with its reasons (partial authorisation, a rejection) and the save's notices. */
    paymentStatus: z.object({ status: z.enum(ORDER_STATUSES), validations: z.array(ZValidation) }),
    debtorAccount: z.object({
      id: ZUuid,
      iban: z.string(),
      accountNumber: z.string(),
      currency: ZCurrencyCode,
      ownerName: z.string(),
      bic: z.string(),
    }),
    creditorAccount: z.object({ iban: z.string() }),
    accountType: z.enum(ACCOUNT_NUMBER_TYPES),
    creditorName: z.string(),
    creditorAddress: z.object({ street: z.string(), residence: z.string(), country: z.string() }),
    creditorTaxId: z.string(),
    ultimateDebtor: z.string(),
    ultimateCreditor: z.string(),
    instructedAmount: ZMoney,
    debtorReference: ZReference.nullable(),
    remittanceInformationStructured: ZReference.nullable(),
    /** As it goes out: for an AE IBAN behind the purpose-code line (000 §5). */
    remittanceInformationUnstructured: z.string(),
    purposeCode: z.string(),
    purposeCodeUae: z.string(),
    requestedExecutionDate: ZBusinessDate,
    actualExecutionDate: ZBusinessDate.nullable(),
    /** 000 §4: the date it ran differs from the date asked for. */
    isExecutionDateChanged: z.boolean(),
    urgency: z.enum(WIRE_URGENCIES),
    instructionPriority: z.enum(WIRE_PRIORITIES),
    localInstrument: z.literal('INST').nullable(),
    chargeBearer: z.enum(WIRE_CHARGE_BEARERS).nullable(),
    creditorAgent: z
      .object({ bic: z.string(), name: z.string(), address: z.string(), country: z.string() })
      .nullable(),
    paymentInstrument: z.enum(PAYMENT_INSTRUMENTS).nullable(),
    foreignTurnoverCode: z.string(),
    endToEndIdentification: z.string(),
    transactionsFee: ZMoney.nullable(),
    crossCurrencyFee: ZMoney.nullable(),
    exchangeRate: z.string().nullable(),
    /** What left the debit account when the payment's currency is another. */
    debitAmount: ZMoney.nullable(),
    coreReference: z.string().nullable(),
    fraudStatus: z.enum(FRAUD_CHECK_STATUSES).nullable(),
    signatures: z.array(
      z.object({
        kind: z.enum(PAYMENT_SIGNATURE_KINDS),
        personName: z.string(),
        method: z.enum(SIGNING_METHODS),
        signedAt: ZInstant,
      }),
    ),
    /**
     * Who may still give a signature that counts while it waits for signatures, by the signing
     * policy (an empty list: nobody can); only the overview's answers (the list and one payment)
     * carry it, the answers of a save or a signature do not read it.
     */
    awaitingSigners: z.array(z.string()).optional(),
    /** The active basket the payment is in (000 §2 baskets), null when none. */
    basketId: z.string().nullable(),
    createdBy: z.string(),
    createdAt: ZInstant,
    modifiedAt: ZInstant,
    /** What the person looking may do with it now (000 §2 overview actions). */
    actions: z.object({
      canEdit: z.boolean(),
      canDelete: z.boolean(),
      canAuthorize: z.boolean(),
      canRevoke: z.boolean(),
      canCopy: z.boolean(),
    }),
  })
  .meta({ id: 'Payment' });
export type TPayment = z.infer<typeof ZPayment>;

export const CURRENCY_TYPES = ['DOMESTIC', 'FOREIGN'] as const;

const ZFilterText = z.string().trim().max(140);

/** 000 §3 Payment overview filter and search fields; from and to are requested execution dates. */
export const ZPaymentsOverviewFilter = z.object({
  from: ZBusinessDate.optional(),
  to: ZBusinessDate.optional(),
  debtorIban: z.string().max(40).optional(),
  currency: ZCurrencyCode.optional(),
  status: zCommaList(ORDER_STATUS_GROUP_NAMES).optional(),
  currencyType: z.enum(CURRENCY_TYPES).optional(),
  paymentId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  minAmount: ZDecimalAmount.optional(),
  maxAmount: ZDecimalAmount.optional(),
  creditorName: ZFilterText.optional(),
  creditorIban: z.string().max(40).optional(),
  creditorReference: ZFilterText.optional(),
  creditorReferenceType: z.string().max(8).optional(),
  description: ZFilterText.optional(),
  locale: z.enum(WIRE_LOCALES).optional(),
});
export type TPaymentsOverviewFilter = z.infer<typeof ZPaymentsOverviewFilter>;

export const ZPaymentsOverviewQuery = ZPaymentsOverviewFilter.extend({
  cursor: z.string().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const ZPaymentsOverview = z
  .object({
    payments: z.array(ZPayment),
    metadata: z.object({ nextCursor: z.string().nullable() }),
  })
  .meta({ id: 'PaymentsOverview' });
export type TPaymentsOverview = z.infer<typeof ZPaymentsOverview>;

/** 000 §7 preauthorize: the challenge for the person's devices, with what they are signing. */
export const ZSigningChallengeAnswer = z
  .object({
    challengeId: ZUuid,
    /** The 8 digits the token signs (RFC 6287 OCRA), derived from the order's digest. */
    challenge: z.string(),
    /** SHA-256 of the canonical order text, hex. */
    digest: z.string(),
    expiresAt: ZInstant,
    devices: z.array(z.object({ id: ZUuid, kind: z.enum(SIGNING_METHODS), serial: z.string() })),
    /** Where the order will stand once this signature is given. */
    outcome: z.enum(['AUTHORIZED', 'PARTIALLY_AUTHORIZED', 'MANDATORY_SIGNEE_NEEDED']),
    summary: z.object({
      amount: ZDecimalAmount,
      currency: ZCurrencyCode,
      creditorName: z.string(),
      creditorAccount: z.string(),
    }),
  })
  .meta({ id: 'SigningChallengeAnswer' });
export type TSigningChallengeAnswer = z.infer<typeof ZSigningChallengeAnswer>;

/** A signature: the token's code, the mobile token's approval, or the smartcard's signature. */
export const ZSigningProofInput = z
  .discriminatedUnion('method', [
    z.object({
      method: z.literal('TOKEN'),
      challengeId: ZUuid,
      serial: z.string().regex(/^\d{8,12}$/),
      code: z.string().regex(/^\d{8}$/),
    }),
    z.object({ method: z.literal('MOBILE_TOKEN'), challengeId: ZUuid }),
    z.object({
      method: z.literal('SMARTCARD'),
      challengeId: ZUuid,
      certificate: z.string().max(8000).optional(),
      signature: z.string().max(400).optional(),
    }),
  ])
  .meta({ id: 'SigningProof' });
export type TSigningProofInput = z.infer<typeof ZSigningProofInput>;

export const ZPaymentCancellations = z.object({
  paymentIds: z
    .array(z.string().regex(/^\d{1,18}$/))
    .min(1)
    .max(100),
});

export const ZPaymentCancellationResults = z
  .object({
    results: z.array(
      z.object({
        paymentId: z.string(),
        status: z.enum(['DELETED', 'DELETE_FAILED']),
        errorCode: z
          .enum(['NOT_FOUND', 'DELETE_FAILED', 'NO_AUTHORITY_FOR_THE_PAYMENT_INITIATION'])
          .optional(),
        description: z.string().optional(),
      }),
    ),
  })
  .meta({ id: 'PaymentCancellationResults' });
export type TPaymentCancellationResults = z.infer<typeof ZPaymentCancellationResults>;

export const PAYMENT_DOCUMENT_TYPES = ['PDF', 'XLS'] as const;

export const ZPaymentsReportQuery = ZPaymentsOverviewFilter.extend({
  documentType: z.enum(PAYMENT_DOCUMENT_TYPES).default('PDF'),
});

export const ZPaymentsDownloadQuery = z.object({
  paymentIds: z
    .string()
    .max(2000)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(
      z
        .array(z.string().regex(/^\d{1,18}$/))
        .min(1)
        .max(50),
    ),
  locale: z.enum(WIRE_LOCALES).optional(),
});

export const ZPaymentDocumentQuery = z.object({ locale: z.enum(WIRE_LOCALES).optional() });

export const ZKnownRecipientsQuery = z.object({ iban: z.string().min(1).max(40) });
export const ZKnownRecipients = z
  .object({
    items: z.array(
      z.object({
        name: z.string(),
        iban: z.string(),
        street: z.string(),
        residence: z.string(),
        country: z.string(),
      }),
    ),
  })
  .meta({ id: 'KnownRecipients' });
export type TKnownRecipients = z.infer<typeof ZKnownRecipients>;

export const FIELD_VISIBILITIES = ['HIDDEN', 'OPTIONAL', 'REQUIRED'] as const;
export const ZForeignFormVisibilityQuery = z.object({
  country: z.string().max(2).default(''),
  currency: z.string().max(3).default(''),
  creditorAccount: z.string().max(40).default(''),
});
export const ZForeignFormVisibility = z
  .object({
    fields: z.object({
      creditorAgent: z.enum(FIELD_VISIBILITIES),
      purposeCodeUae: z.enum(FIELD_VISIBILITIES),
      creditorTaxId: z.enum(FIELD_VISIBILITIES),
      foreignTurnoverCode: z.enum(FIELD_VISIBILITIES),
      chargeBearer: z.enum(FIELD_VISIBILITIES),
      paymentInstrument: z.enum(FIELD_VISIBILITIES),
    }),
  })
  .meta({ id: 'ForeignFormVisibility' });
export type TForeignFormVisibility = z.infer<typeof ZForeignFormVisibility>;

/**
 * 000 §2 dashboard: the orders of every type waiting for signatures the person may give, with a
 * path to sign each; the status is the type's own (001 §4) or why it waits.
 */
export const ZUnauthorizedItems = z
  .object({
    count: z.number().int().nonnegative(),
    items: z.array(
      z.object({
        orderType: z.string(),
        id: z.string(),
        displayStatus: z.string().regex(/^[A-Z][A-Z_-]{0,39}$/),
        /** Null for an order without an amount (a consent, a reactivation). */
        amount: ZMoney.nullable(),
        counterpartyName: z.string(),
        executionDate: ZBusinessDate.nullable(),
        createdAt: ZInstant,
        /** Where the web app signs it. */
        path: z.string(),
      }),
    ),
  })
  .meta({ id: 'UnauthorizedItems' });
export type TUnauthorizedItems = z.infer<typeof ZUnauthorizedItems>;
