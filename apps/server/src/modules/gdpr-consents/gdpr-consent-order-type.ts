import { GDPR_CONSENT_VOCABULARY, type TGdprConsentChoice } from '@poslovno/domain';
import { assertCoreAvailable } from '../../core-bank/core-availability';
import type { TOrderTypePlugin } from '../../platform/orders/order-type';
import {
  insertGdprConsentRequest,
  selectCompanyConsents,
  selectGdprConsentRequest,
  updateGdprConsentRequest,
  upsertCompanyConsents,
} from './gdpr-consents.repository';

export const GDPR_CONSENT_ORDER_TYPE = 'GDPR_CONSENT';

/**
 * A request to change the company's marketing consents (001 §2, §3) as an order type of the
 * kernel: no account, no amount, no date; signed by the company's representatives; recorded by
 * the bank's back office, which refuses a request older than the one already in force.
 */
export const gdprConsentOrderType: TOrderTypePlugin<TGdprConsentChoice, TGdprConsentChoice> = {
  orderType: GDPR_CONSENT_ORDER_TYPE,
  vocabulary: GDPR_CONSENT_VOCABULARY,
  signingRule: 'COMPANY',
  service: 'ACCOUNT_MANAGEMENT',
  refusalCodes: { noAuthority: 'NOT_AUTHORIZED', notEditable: 'VALIDATION_FAILED' },
  requiresMandatorySignee: false,

  // The wire schema takes two booleans and nothing else: every draft is a valid choice.
  validate: (_context, draft) =>
    Promise.resolve({
      ok: true,
      value: {
        communicationAllowed: draft.communicationAllowed,
        profilingAllowed: draft.profilingAllowed,
      },
      facts: {},
      warnings: [],
    }),
  isForeign: () => false,
  insertDetails: insertGdprConsentRequest,
  updateDetails: updateGdprConsentRequest,
  readDetails: (tx, order) => selectGdprConsentRequest(tx, order.id),

  buildDigestInput: (_order, choice) => ({
    orderType: GDPR_CONSENT_ORDER_TYPE,
    items: [],
    fields: [
      { name: 'communicationAllowed', value: String(choice.communicationAllowed) },
      { name: 'profilingAllowed', value: String(choice.profilingAllowed) },
    ],
  }),
  checkSigningTime: () => undefined,
  summarize: (order) => ({ counterpartyName: '', path: `/gdpr-consent?requestId=${order.id}` }),

  delivery: {
    kind: 'BACK_OFFICE',
    rejectionReasons: ['REQUEST_SUPERSEDED', 'BACK_OFFICE_REJECTED'],
    rejectedStatus: 'REJECTED',
    async process(tx, deps, order, choice) {
      await assertCoreAvailable(tx);
      const inForce = await selectCompanyConsents(tx, order.companyId);
      if (inForce !== undefined && inForce.orderId > order.id)
        return { outcome: 'REJECTED', reason: 'REQUEST_SUPERSEDED' };
      await upsertCompanyConsents(tx, {
        companyId: order.companyId,
        ...choice,
        updatedAt: deps.clock.now(),
        orderId: order.id,
      });
      return { outcome: 'EXECUTED', status: 'EXECUTED' };
    },
  },
};
