import {
  canEnterOrders,
  getDefaultInstantStanding,
  getZagrebWallClock,
  normalizeIban,
  type TAccountListing,
  type TAccountStatus,
  type TAuthorityLevel,
  type TBankFacts,
  type TPaymentAccountFacts,
  type TPaymentDraft,
  type TPaymentValidationContext,
  type TReferenceData,
} from '@poslovno/domain';
import { lookUpAccountAtBank } from '../../core-bank/account-directory';
import { isCoreAvailable } from '../../core-bank/core-availability';
import type { TActor } from '../../platform/auth/session-service';
import type { TTx } from '../../platform/db/database';
import type { TDeps } from '../../platform/http';
import { selectBalances, selectPersonAccounts } from '../accounts/accounts.repository';
import { selectBankProfile } from '../configuration/configuration.repository';
import { readInstantStanding } from '../instant-limits/instant-standing';
import {
  findAccountListing,
  findBankByBic,
  findCroatianBank,
  isSanctionedParty,
  loadCodebookSets,
} from '../reference-data/reference-data.repository';
import { loadReferenceData } from './reference-rules.repository';

/** The form an account or BIC is looked up in, whatever spacing or case it was typed with. */
function toAccountKey(text: string): string {
  return normalizeIban(text.slice(0, 100)).replace(/[-.]/g, '');
}

function toBicKey(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase().slice(0, 8);
}

function toNameKey(text: string): string {
  return text.normalize('NFC').trim();
}

/**
 * Money the client may still spend (EXPECTED plus the overdraft); when the core does not answer
 * nobody knows, and the rules then raise no warning about it.
 */
const UNKNOWN_AVAILABLE_MINOR = 2n ** 62n;

export interface TLoadedPaymentContext {
  context: TPaymentValidationContext;
  /** The debit account's id when it is one the person enters orders on. */
  debtorAccountId: string | undefined;
  /** The special revenue types and district codes the payee's reference is checked against. */
  referenceData: TReferenceData;
}

/**
 * Everything the payment rules look up, read before they run so the rules stay pure: the
 * person's accounts (the debit account only among those they enter orders on, 000 §5), the payee's
 * account at this bank, the bank directory, the bank's account lists, the sanctions list (the
 * core's, asked as the bank), the codebooks, the reference data and, for an instant payment only,
 * the debit account's instant limit and its day (the edited payment left out of the day).
 */
export async function loadPaymentValidationContext(
  tx: TTx,
  deps: TDeps,
  actor: TActor,
  draft: TPaymentDraft,
  editedOrderId?: bigint,
): Promise<TLoadedPaymentContext> {
  const now = deps.clock.now();
  const bank = await selectBankProfile(tx);
  const bankCode = bank?.bankCode ?? '';
  const listed = await selectPersonAccounts(tx, actor.companyId, actor.personUuid, {});
  const ownAccounts = new Map<string, TPaymentAccountFacts>(
    listed.map((row) => [
      row.account.iban,
      {
        iban: row.account.iban,
        currency: row.account.currency,
        status: row.account.status as TAccountStatus,
      },
    ]),
  );
  const debtorRow = listed.find(
    (row) =>
      row.account.iban === toAccountKey(draft.debtorIban) &&
      canEnterOrders(actor.authorizationLevel, row.authorityLevel as TAuthorityLevel),
  );
  let availableMinor = UNKNOWN_AVAILABLE_MINOR;
  if (debtorRow && (await isCoreAvailable(tx))) {
    const balances = await selectBalances(tx, actor.companyId, [debtorRow.account.id]);
    const expected = balances.find((balance) => balance.balanceType === 'EXPECTED');
    if (expected) availableMinor = expected.amountMinor + debtorRow.account.overdraftLimitMinor;
  }

  const creditorKey = toAccountKey(draft.creditorAccount);
  const accountAtBank =
    creditorKey.startsWith('HR') && creditorKey.slice(4, 11) === bankCode
      ? await lookUpAccountAtBank(tx, creditorKey)
      : undefined;
  const croatianBanks = new Map<string, TBankFacts>();
  if (creditorKey.startsWith('HR')) {
    const found = await findCroatianBank(tx, creditorKey.slice(4, 11));
    if (found) croatianBanks.set(creditorKey.slice(4, 11), found);
  }
  const bicKey = toBicKey(draft.creditorAgentBic);
  const bicBank = bicKey === '' ? undefined : await findBankByBic(tx, bicKey);
  const listing = creditorKey === '' ? undefined : await findAccountListing(tx, creditorKey);
  const sanctionedNames = new Set<string>();
  for (const name of [draft.creditorName, draft.ultimateCreditor].map(toNameKey)) {
    if (name === '') continue;
    if (await isSanctionedParty(tx, { name, iban: creditorKey || null })) sanctionedNames.add(name);
  }
  const codebooks = await loadCodebookSets(tx);
  const referenceData = await loadReferenceData(tx);
  const bankDefaultMinor = deps.config.instantPaymentLimitMinor;
  const instantLimit =
    draft.urgency === 'INSTANT' && debtorRow
      ? await readInstantStanding(
          tx,
          {
            companyId: actor.companyId,
            accountId: debtorRow.account.id,
            iban: debtorRow.account.iban,
            today: getZagrebWallClock(now).date,
            ...(editedOrderId === undefined ? {} : { exceptOrderId: editedOrderId }),
          },
          bankDefaultMinor,
        )
      : getDefaultInstantStanding(bankDefaultMinor);

  const context: TPaymentValidationContext = {
    now,
    bankCode,
    debtorAccount: debtorRow && {
      iban: debtorRow.account.iban,
      currency: debtorRow.account.currency,
      status: debtorRow.account.status as TAccountStatus,
      availableMinor,
    },
    findOwnAccount: (iban) => ownAccounts.get(toAccountKey(iban)),
    findAccountAtBank: (iban) =>
      accountAtBank && toAccountKey(iban) === accountAtBank.iban ? accountAtBank : undefined,
    findBankByCode: (code) => croatianBanks.get(code),
    findBankByBic: (bic) => (bicBank && toBicKey(bic) === bicKey ? bicBank : undefined),
    findAccountListing: (iban): TAccountListing | undefined =>
      toAccountKey(iban) === creditorKey ? listing : undefined,
    isSanctionedName: (name) => sanctionedNames.has(toNameKey(name)),
    isKnownCountry: (code) => codebooks.countries.has(code),
    isKnownPurposeCode: (code) => codebooks.purposeCodes.has(code),
    isKnownUaePurposeCode: (code) => codebooks.uaePurposeCodes.has(code),
    instantLimit,
  };
  return { context, debtorAccountId: debtorRow?.account.id, referenceData };
}
