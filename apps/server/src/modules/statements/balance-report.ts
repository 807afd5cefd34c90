import {
  assert,
  formatIbanGrouped,
  formatInstantForLocale,
  formatMinorAsDecimal,
  formatMoneyAmount,
  getAccountDisplayLabel,
  getCurrencyDecimals,
  getZagrebWallClock,
  type TLocale,
} from '@poslovno/domain';
import type { TActor } from '../../platform/auth/session-service';
import type { TClock } from '../../platform/clock';
import { withCompanyScope, type TDb } from '../../platform/db/database';
import { buildDocumentFileName } from '../../platform/documents/content-disposition';
import { writePdfTable } from '../../platform/documents/pdf-document';
import {
  PDF_CONTENT_TYPE,
  XLSX_CONTENT_TYPE,
  type TDocumentResponse,
} from '../../platform/documents/send-document';
import { writeXlsxTable } from '../../platform/documents/xlsx-document';
import { AppError } from '../../platform/errors';
import { isCoreAvailable } from '../../core-bank/core-availability';
import { STATEMENT_TEXTS } from './statement-texts';
import { selectBalances } from '../accounts/accounts.repository';
import { readAuthorizedAccounts } from './statement-access';
import { selectBank, selectCompany } from './statements.repository';

interface TBalanceLine {
  label: string;
  iban: string;
  currency: string;
  status: string;
  /** Null for an account the core keeps no balances for (a closed one). */
  bookedMinor: bigint | null;
  reservedMinor: bigint | null;
  expectedMinor: bigint | null;
}

async function readBalanceLines(db: TDb, actor: TActor) {
  return withCompanyScope(db, actor, async (tx) => {
    // 000 §8: without the core there are no balances to report.
    if (!(await isCoreAvailable(tx))) throw new AppError('LOXON_UNAVAILABLE');
    const accounts = await readAuthorizedAccounts(tx, actor);
    const balances = await selectBalances(
      tx,
      actor.companyId,
      accounts.map((account) => account.id),
    );
    const find = (accountId: string, type: string) =>
      balances.find((balance) => balance.accountId === accountId && balance.balanceType === type)
        ?.amountMinor ?? null;
    const [bank, company] = [await selectBank(tx), await selectCompany(tx, actor.companyId)];
    assert(bank && company, 'the bank and the signed-in company exist');
    const lines: TBalanceLine[] = accounts.map((account) => ({
      label: getAccountDisplayLabel({ ...account, currency: account.currency.trim() }),
      iban: account.iban,
      currency: account.currency.trim(),
      status: account.status,
      bookedMinor: find(account.id, 'BOOKED'),
      reservedMinor: find(account.id, 'RESERVED'),
      expectedMinor: find(account.id, 'EXPECTED'),
    }));
    return { lines, bank, company };
  });
}

/**
 * GET /accounts/balance/report (000 §7): the balances of every account the person holds an
 * authority on, as an A4 PDF or an XLSX sheet ("XLS" on the wire, as the spec names it).
 */
export async function buildBalanceReport(
  deps: { db: TDb; clock: TClock },
  actor: TActor,
  request: { format: 'PDF' | 'XLS'; locale: TLocale },
): Promise<TDocumentResponse> {
  const { locale } = request;
  const texts = STATEMENT_TEXTS[locale].balanceReport;
  const { lines, bank, company } = await readBalanceLines(deps.db, actor);
  const now = deps.clock.now();
  const today = getZagrebWallClock(now).date;
  const columns = texts.columns;
  const statusOf = (status: string) => texts.statuses[status] ?? status;
  if (request.format === 'XLS') {
    // One number format for the column: the most decimals any listed currency has.
    const decimals = Math.max(2, ...lines.map((line) => getCurrencyDecimals(line.currency)));
    const amount = (minor: bigint | null, currency: string) =>
      minor === null ? null : formatMinorAsDecimal(minor, currency);
    return {
      fileName: buildDocumentFileName([texts.fileStem, company.name, today], 'xlsx'),
      contentType: XLSX_CONTENT_TYPE,
      write: (output) =>
        writeXlsxTable({
          sheetName: texts.sheetName,
          locale,
          createdAt: now,
          output,
          columns: [
            { header: columns.account, widthChars: 28, kind: 'text' },
            { header: columns.iban, widthChars: 26, kind: 'text' },
            { header: columns.currency, widthChars: 8, kind: 'text' },
            { header: columns.status, widthChars: 12, kind: 'text' },
            { header: columns.booked, widthChars: 20, kind: 'amount', decimals },
            { header: columns.reserved, widthChars: 16, kind: 'amount', decimals },
            { header: columns.expected, widthChars: 20, kind: 'amount', decimals },
          ],
          rows: lines.map((line) => [
            line.label,
            line.iban,
            line.currency,
            statusOf(line.status),
            amount(line.bookedMinor, line.currency),
            amount(line.reservedMinor, line.currency),
            amount(line.expectedMinor, line.currency),
          ]),
        }),
    };
  }
  const money = (minor: bigint | null, currency: string) =>
    minor === null ? '—' : formatMoneyAmount(minor, currency, locale);
  return {
    fileName: buildDocumentFileName([texts.fileStem, company.name, today], 'pdf'),
    contentType: PDF_CONTENT_TYPE,
    write: (output) =>
      writePdfTable({
        title: texts.title,
        subtitleLines: [
          `${bank.legalName} · BIC ${bank.bic}`,
          `${company.name}, ${company.street}, ${company.postalCode} ${company.city} · OIB ${company.oib}`,
          `${texts.asOf}: ${formatInstantForLocale(now.toISOString(), locale)}`,
        ],
        footerText: `${bank.name} · ${texts.title}`,
        locale,
        createdAt: now,
        output,
        columns: [
          { header: columns.account, widthWeight: 2.4, align: 'left' },
          { header: columns.iban, widthWeight: 3, align: 'left' },
          { header: columns.currency, widthWeight: 1, align: 'left' },
          { header: columns.status, widthWeight: 1.3, align: 'left' },
          { header: columns.booked, widthWeight: 2.5, align: 'right' },
          { header: columns.reserved, widthWeight: 1.8, align: 'right' },
          { header: columns.expected, widthWeight: 2.2, align: 'right' },
        ],
        rows: lines.map((line) => [
          line.label,
          formatIbanGrouped(line.iban),
          line.currency,
          statusOf(line.status),
          money(line.bookedMinor, line.currency),
          money(line.reservedMinor, line.currency),
          money(line.expectedMinor, line.currency),
        ]),
      }),
  };
}
