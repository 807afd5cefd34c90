import { and, eq } from 'drizzle-orm';
import { SERVICE_CODES, capitalizePersonName, type TServiceCode } from '@poslovno/domain';
import { withSystemTransaction, type TDb } from '../platform/db/database';
import { companies, companyPersons, persons } from '../platform/db/schema';

/**
 * `npm run bank -- services <customerId> <personId> [with|without <SERVICE> | all]`: the services
 * the bank allows a person in a company (000 §2, 001 §6 allowed services), shown or changed. A
 * session copies them at sign-in, so a change applies from the person's next sign-in.
 */
export type TServicesCommand =
  | { kind: 'show'; customerId: number; personNumber: number }
  | { kind: 'with' | 'without'; customerId: number; personNumber: number; service: TServiceCode }
  | { kind: 'all'; customerId: number; personNumber: number }
  | { kind: 'invalid'; message: string };

const USAGE = [
  'Usage: npm run bank -- services <customerId> <personId>          (the services allowed)',
  '       npm run bank -- services <customerId> <personId> without <SERVICE>',
  '       npm run bank -- services <customerId> <personId> with <SERVICE>',
  '       npm run bank -- services <customerId> <personId> all',
  `Services: ${SERVICE_CODES.join(', ')}`,
].join('\n');

const isNumber = (text: string | undefined): text is string =>
  text !== undefined && /^[1-9]\d{3,9}$/.test(text);

const isServiceCode = (text: string | undefined): text is TServiceCode =>
  (SERVICE_CODES as readonly (string | undefined)[]).includes(text);

export function parseServicesCommand(args: readonly string[]): TServicesCommand {
  const [customerText, personText, verb, service, ...rest] = args;
  if (!isNumber(customerText) || !isNumber(personText) || rest.length > 0)
    return { kind: 'invalid', message: USAGE };
  const person = { customerId: Number(customerText), personNumber: Number(personText) };
  if (verb === undefined) return { kind: 'show', ...person };
  if (verb === 'all' && service === undefined) return { kind: 'all', ...person };
  if ((verb === 'with' || verb === 'without') && isServiceCode(service))
    return { kind: verb, ...person, service };
  return { kind: 'invalid', message: USAGE };
}

function changeServices(
  current: readonly string[],
  command: Exclude<TServicesCommand, { kind: 'invalid' }>,
): string[] {
  if (command.kind === 'all') return [...SERVICE_CODES];
  if (command.kind === 'without') return current.filter((service) => service !== command.service);
  if (command.kind === 'with' && !current.includes(command.service))
    return SERVICE_CODES.filter(
      (service) => service === command.service || current.includes(service),
    );
  return [...current];
}

export async function runServicesCommand(
  db: TDb,
  command: Exclude<TServicesCommand, { kind: 'invalid' }>,
): Promise<number> {
  const outcome = await withSystemTransaction(db, async (tx) => {
    const [membership] = await tx
      .select({
        companyId: companyPersons.companyId,
        personId: companyPersons.personId,
        services: companyPersons.allowedServices,
        firstName: persons.firstName,
        lastName: persons.lastName,
        companyName: companies.name,
      })
      .from(companyPersons)
      .innerJoin(persons, eq(persons.id, companyPersons.personId))
      .innerJoin(companies, eq(companies.id, companyPersons.companyId))
      .where(
        and(
          eq(companies.customerId, command.customerId),
          eq(persons.personId, command.personNumber),
        ),
      )
      .for('update', { of: companyPersons });
    if (!membership) return undefined;
    const services = changeServices(membership.services, command);
    if (command.kind !== 'show')
      await tx
        .update(companyPersons)
        .set({ allowedServices: services })
        .where(
          and(
            eq(companyPersons.companyId, membership.companyId),
            eq(companyPersons.personId, membership.personId),
          ),
        );
    return {
      personName: capitalizePersonName(`${membership.firstName} ${membership.lastName}`),
      companyName: membership.companyName,
      services,
    };
  });
  if (!outcome) {
    console.error(
      `Person ${command.personNumber} is not a person of customer ${command.customerId}.`,
    );
    return 1;
  }
  const missing = SERVICE_CODES.filter((service) => !outcome.services.includes(service));
  console.log(
    `${outcome.personName} at ${outcome.companyName}: ${outcome.services.join(', ') || 'no service'}` +
      (missing.length > 0 ? `; without ${missing.join(', ')}` : '') +
      (command.kind === 'show' ? '.' : '. This applies from the next sign-in.'),
  );
  return 0;
}
