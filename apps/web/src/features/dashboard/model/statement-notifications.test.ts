import { describe, expect, it } from 'vitest';
import type { TStatement, TStatementNotifications } from '@poslovno/contract';
import { listNotifiedStatements, removeNotifiedStatement } from './statement-notifications';

function statement(
  id: string,
  type: TStatement['type'],
  statementDate: string,
  createdAt = `${statementDate}T20:00:00.000Z`,
): TStatement {
  return {
    id,
    type,
    number: 1,
    year: 2026,
    statementDate,
    periodFrom: statementDate,
    periodTo: statementDate,
    currency: 'EUR',
    account: null,
    groupAccounts: [],
    openingBalance: '0.00',
    closingBalance: '0.00',
    debitTurnover: '0.00',
    creditTurnover: '0.00',
    debitCount: 0,
    creditCount: 0,
    createdAt,
    cutOffAt: null,
    isDownloaded: false,
    downloadedAt: null,
    downloadedBy: null,
  };
}

const NOTIFICATIONS: TStatementNotifications = {
  individualStatements: [
    statement('a', 'INDIVIDUAL', '2026-11-18'),
    statement('b', 'INDIVIDUAL', '2026-11-19'),
  ],
  groupStatements: [statement('c', 'GROUP', '2026-11-19', '2026-11-19T21:00:00.000Z')],
  intradayStatements: [statement('d', 'INTRADAY', '2026-11-20')],
};

describe('statement notifications', () => {
  it('lists every type together, newest first', () => {
    expect(listNotifiedStatements(NOTIFICATIONS).map((item) => item.id)).toEqual([
      'd',
      'c',
      'b',
      'a',
    ]);
  });

  it('drops a downloaded statement from whichever list holds it', () => {
    const after = removeNotifiedStatement(NOTIFICATIONS, 'c');
    expect(after.groupStatements).toEqual([]);
    expect(listNotifiedStatements(after).map((item) => item.id)).toEqual(['d', 'b', 'a']);
    expect(removeNotifiedStatement(NOTIFICATIONS, 'unknown')).toEqual(NOTIFICATIONS);
  });
});
