import { capitalizePersonName, formatMinorAsDecimal } from '@poslovno/domain';
import type { TStatement, TStatementNotifications, TStatementType } from '@poslovno/contract';
import type { TStatementRow } from './statements.repository';

export function toStatement(row: TStatementRow, ibans: ReadonlyMap<string, string>): TStatement {
  const { statement, account } = row;
  const currency = statement.currency.trim();
  const money = (minor: bigint) => formatMinorAsDecimal(minor, currency);
  return {
    id: statement.id,
    type: statement.type as TStatementType,
    number: statement.number,
    year: statement.statementYear,
    statementDate: statement.statementDate,
    periodFrom: statement.periodFrom,
    periodTo: statement.periodTo,
    currency,
    account:
      statement.accountId !== null && account !== null && account.iban !== null
        ? {
            id: statement.accountId,
            iban: account.iban,
            currency,
            nickname: account.nickname,
            personalizedNickname: account.personalizedNickname,
          }
        : null,
    groupAccounts: (statement.groupAccountIds ?? []).map((id) => ({
      id,
      iban: ibans.get(id) ?? '',
    })),
    openingBalance: money(statement.openingBalanceMinor),
    closingBalance: money(statement.closingBalanceMinor),
    debitTurnover: money(statement.debitTurnoverMinor),
    creditTurnover: money(statement.creditTurnoverMinor),
    debitCount: statement.debitCount,
    creditCount: statement.creditCount,
    createdAt: statement.createdAt.toISOString(),
    cutOffAt: statement.cutOffAt?.toISOString() ?? null,
    isDownloaded: statement.downloadedAt !== null,
    downloadedAt: statement.downloadedAt?.toISOString() ?? null,
    downloadedBy:
      row.downloadedByFirstName === null || row.downloadedByLastName === null
        ? null
        : capitalizePersonName(`${row.downloadedByFirstName} ${row.downloadedByLastName}`),
  };
}

/** 000 §3: the three lists of the answer, each in the order the statements came in. */
export function splitByType(list: readonly TStatement[]): TStatementNotifications {
  return {
    individualStatements: list.filter((statement) => statement.type === 'INDIVIDUAL'),
    groupStatements: list.filter((statement) => statement.type === 'GROUP'),
    intradayStatements: list.filter((statement) => statement.type === 'INTRADAY'),
  };
}

/** The accounts of the group statements among `rows`, whose IBANs the answer names. */
export function listGroupAccountIds(rows: readonly TStatementRow[]): string[] {
  return [...new Set(rows.flatMap((row) => row.statement.groupAccountIds ?? []))];
}
