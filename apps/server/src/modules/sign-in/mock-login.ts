import {
  capitalizePersonName,
  type TDemoRole,
  type TLoginAuthorizationLevel,
} from '@poslovno/domain';
import type { TMockPersons } from '@poslovno/contract';
import { withSystemTransaction, type TDb } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { TAuthDeps, TRequestOrigin } from '../../platform/auth/session-service';
import { openSignedInSession, type TOpenedSession } from './complete-sign-in';
import { selectDemoPersonMemberships, selectMembership } from './mock-login.repository';

export async function listMockPersons(deps: { db: TDb }): Promise<TMockPersons> {
  const rows = await withSystemTransaction(deps.db, (tx) => selectDemoPersonMemberships(tx));
  const byPerson = new Map<number, TMockPersons['persons'][number]>();
  for (const row of rows) {
    const person = byPerson.get(row.personId) ?? {
      personId: row.personId,
      name: capitalizePersonName(`${row.firstName} ${row.lastName}`),
      role: row.demoRole as TDemoRole,
      companies: [],
    };
    person.companies.push({
      customerId: row.customerId,
      name: row.companyName,
      authorizationLevel: row.authorizationLevel as TLoginAuthorizationLevel,
    });
    byPerson.set(row.personId, person);
  }
  return { persons: [...byPerson.values()] };
}

/**
 * Demo sign-in (000 §2 "mock variant"): a real session for a demo person in one of their
 * companies, at the person's authorisation level. Exists only in demo mode (checked by the route).
 */
export async function signInWithMock(
  deps: TAuthDeps,
  input: { personId: number; customerId: number },
  origin: TRequestOrigin,
  browserHandle: string | undefined,
): Promise<TOpenedSession> {
  const membership = await withSystemTransaction(deps.db, (tx) =>
    selectMembership(tx, input.personId, input.customerId),
  );
  if (!membership) throw new AppError('AUTH_01');
  return openSignedInSession(deps, {
    personUuid: membership.personUuid,
    companyId: membership.companyId,
    authorizationLevel: membership.authorizationLevel as TLoginAuthorizationLevel,
    loginType: 'MOCK',
    allowedServices: membership.allowedServices,
    deviceId: null,
    origin,
    browserHandle,
  });
}
