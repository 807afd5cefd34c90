import type { TStatement, TStatementNotifications } from '@poslovno/contract';

/** Newest first: statement day, then creation, then id, as the statements screen orders them. */
function compareNewestFirst(a: TStatement, b: TStatement): number {
  if (a.statementDate !== b.statementDate) return a.statementDate < b.statementDate ? 1 : -1;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** The three lists of the answer as one, newest first. */
export function listNotifiedStatements(notifications: TStatementNotifications): TStatement[] {
  return [
    ...notifications.individualStatements,
    ...notifications.groupStatements,
    ...notifications.intradayStatements,
  ].sort(compareNewestFirst);
}

/** The answer without a statement just downloaded: it is no longer news. */
export function removeNotifiedStatement(
  notifications: TStatementNotifications,
  statementId: string,
): TStatementNotifications {
  const keep = (statement: TStatement) => statement.id !== statementId;
  return {
    individualStatements: notifications.individualStatements.filter(keep),
    groupStatements: notifications.groupStatements.filter(keep),
    intradayStatements: notifications.intradayStatements.filter(keep),
  };
}
