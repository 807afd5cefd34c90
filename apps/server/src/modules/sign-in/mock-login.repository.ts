import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { TTx } from '../../platform/db/database';
import { companies, companyPersons, persons } from '../../platform/db/schema';

/** Demo persons (those the seed described) with their company memberships. */
export async function selectDemoPersonMemberships(tx: TTx) {
  return tx
    .select({
      personId: persons.personId,
      firstName: persons.firstName,
      lastName: persons.lastName,
      demoRole: persons.demoRole,
      customerId: companies.customerId,
      companyName: companies.name,
      authorizationLevel: companyPersons.authorizationLevel,
    })
    .from(persons)
    .innerJoin(companyPersons, eq(companyPersons.personId, persons.id))
    .innerJoin(companies, eq(companies.id, companyPersons.companyId))
    .where(and(isNotNull(persons.demoRole), isNull(companyPersons.accessRevokedAt)))
    .orderBy(asc(persons.personId), asc(companies.customerId));
}

export async function selectMembership(tx: TTx, personId: number, customerId: number) {
  const rows = await tx
    .select({
      personUuid: persons.id,
      companyId: companies.id,
      authorizationLevel: companyPersons.authorizationLevel,
      allowedServices: companyPersons.allowedServices,
    })
    .from(companyPersons)
    .innerJoin(persons, eq(persons.id, companyPersons.personId))
    .innerJoin(companies, eq(companies.id, companyPersons.companyId))
    .where(
      and(
        eq(persons.personId, personId),
        eq(companies.customerId, customerId),
        isNotNull(persons.demoRole),
        isNull(companyPersons.accessRevokedAt),
      ),
    )
    .limit(1);
  return rows[0];
}
