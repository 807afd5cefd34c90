import type { TAuthorizedPersonEntry, TAuthorizedPersons } from '@poslovno/contract';
import type { TMessageKey } from '../../../i18n/messages';

/** The screen's filters as the address keeps them (`?account=…&person=…`). */
export interface TPersonFilter {
  accountId: string | null;
  personId: string | null;
}

export function readPersonFilter(params: URLSearchParams): TPersonFilter {
  return { accountId: params.get('account'), personId: params.get('person') };
}

/** The address after a filter changed; the other parameters (none today) are kept. */
export function writePersonFilter(params: URLSearchParams, filter: TPersonFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of [
    ['account', filter.accountId],
    ['person', filter.personId],
  ] as const) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

export interface TFilteredPersons {
  /** The persons shown, each with only the chosen account's line when an account is chosen. */
  persons: TAuthorizedPersonEntry[];
  /** With an account chosen: the persons who have no authority on it, by name. */
  withoutAuthority: string[];
}

/**
 * The filters applied to the whole list: a person filter keeps that person; an account filter
 * keeps that account's line and the persons who hold an authority on it, and names the others
 * (who can do what on this account, with nobody left out). A filter naming nothing the list holds
 * (a stale link) is ignored.
 */
export function filterPersons(data: TAuthorizedPersons, filter: TPersonFilter): TFilteredPersons {
  const accountId = data.accounts.some((account) => account.accountId === filter.accountId)
    ? filter.accountId
    : null;
  const personId = data.persons.some((person) => person.personId === filter.personId)
    ? filter.personId
    : null;
  const byPerson = data.persons.filter(
    (person) => personId === null || person.personId === personId,
  );
  if (accountId === null) return { persons: byPerson, withoutAuthority: [] };
  const persons: TAuthorizedPersonEntry[] = [];
  const withoutAuthority: string[] = [];
  for (const person of byPerson) {
    const authorities = person.authorities.filter((line) => line.accountId === accountId);
    if (authorities.some((line) => line.authorityLevel !== 'NONE'))
      persons.push({ ...person, authorities });
    else withoutAuthority.push(person.personName);
  }
  return { persons, withoutAuthority };
}

/** Whether the person holds an authority on any account. */
export function hasAnyAuthority(person: Pick<TAuthorizedPersonEntry, 'authorities'>): boolean {
  return person.authorities.some((line) => line.authorityLevel !== 'NONE');
}

/** The sign-in level's words (000 §1: 1 enter, 2 authorise, 3 both). */
export function getLoginLevelKey(level: number): TMessageKey {
  if (level === 1) return 'signIn.token.level.1';
  return level === 2 ? 'signIn.token.level.2' : 'signIn.token.level.3';
}

/** The persons in the order a list of names is read: alphabetically, the Croatian way. */
export function sortPersons(data: TAuthorizedPersons): TAuthorizedPersons {
  const collator = new Intl.Collator('hr');
  return {
    ...data,
    persons: [...data.persons].sort((a, b) => collator.compare(a.personName, b.personName)),
  };
}
