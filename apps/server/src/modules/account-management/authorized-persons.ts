import type { TAuthorizedPersons } from '@poslovno/contract';
import {
  AUTHORITY_LIMIT_CURRENCY,
  capitalizePersonName,
  formatMinorAsDecimal,
  getAccountDisplayLabel,
  type TAccountStatus,
} from '@poslovno/domain';
import type { TActor } from '../../platform/auth/session-service';
import { withCompanyScope } from '../../platform/db/database';
import type { TDeps } from '../../platform/http';
import { findRepresentative } from '../../platform/orders/orders.repository';
import { selectAuthorityMatrix } from './authority-matrix.repository';
import { selectRepresentativeIds } from './account-management.repository';
import { selectUndecidedRequestIds } from './authority-changes.repository';

/**
 * GET /account-management/authorized-persons (000 §2, §3; 001 §3 "The person list is called
 * authorized persons"): every person of the company who has not lost it, with their authority on
 * each of the company's accounts that is not closed (NONE where they have none), filtered by an
 * account or a person.
 */
export function listAuthorizedPersons(
  deps: TDeps,
  actor: TActor,
  query: { accountId?: string; personId?: string },
): Promise<TAuthorizedPersons> {
  return withCompanyScope(deps.db, actor, async (tx) => {
    const matrix = await selectAuthorityMatrix(tx, actor.companyId);
    const representatives = await selectRepresentativeIds(tx, actor.companyId);
    const pending = await selectUndecidedRequestIds(tx, actor.companyId);
    const accounts = matrix.accounts.filter(
      (account) => query.accountId === undefined || account.accountId === query.accountId,
    );
    const persons = matrix.persons.filter(
      (person) => query.personId === undefined || person.personId === query.personId,
    );
    const isRepresentative =
      (await findRepresentative(tx, actor.companyId, actor.personUuid)) !== undefined;
    return {
      accounts: matrix.accounts.map((account) => ({
        accountId: account.accountId,
        iban: account.iban,
        label: getAccountDisplayLabel(account),
        currency: account.currency,
        status: account.status as TAccountStatus,
        numberOfSignatures: account.numberOfSignatures,
      })),
      persons: persons.map((person) => ({
        personId: person.personId,
        personName: capitalizePersonName(`${person.firstName} ${person.lastName}`),
        loginAuthorizationLevel: person.loginLevel,
        isRepresentative: representatives.has(person.personId),
        isCurrentPerson: person.personId === actor.personUuid,
        pendingRequestId: pending.get(person.personId) ?? null,
        authorities: accounts.map((account) => {
          const line = matrix.authorities.find(
            (authority) =>
              authority.personId === person.personId && authority.accountId === account.accountId,
          );
          return {
            accountId: account.accountId,
            authorityLevel: line?.level ?? 'NONE',
            limitType: line?.limitType ?? 'NO_LIMIT',
            limitAmount:
              line === undefined || line.limitMinor === null
                ? null
                : formatMinorAsDecimal(line.limitMinor, AUTHORITY_LIMIT_CURRENCY),
            limitCurrency: AUTHORITY_LIMIT_CURRENCY,
            independentSignee: line?.isIndependent ?? false,
            mandatorySignee: line?.isMandatory ?? false,
            foreignCurrencyAuthorization: line?.foreignCurrencyAuthorization ?? 'DOMESTIC',
          };
        }),
      })),
      // An authorise-only login enters nothing for the company (order-kernel assertMayEnterAtAll).
      canRequest: isRepresentative && actor.authorizationLevel !== 2,
    };
  });
}
