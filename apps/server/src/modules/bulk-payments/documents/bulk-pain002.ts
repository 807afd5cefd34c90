import {
  getZagrebInstant,
  isIsoDate,
  isKnownCurrency,
  type TIsoDate,
  type TLocale,
} from '@poslovno/domain';
import {
  PAIN001_VERSIONS,
  writePain002,
  type TPain001Version,
  type TPain002ControlSum,
  type TPain002PaymentInformation,
  type TPain002Report,
  type TPain002Transaction,
} from '@poslovno/iso20022';
import type { TActor } from '../../../platform/auth/session-service';
import { withCompanySnapshot, type TTx } from '../../../platform/db/database';
import { buildDocumentFileName } from '../../../platform/documents/content-disposition';
import {
  XML_CONTENT_TYPE,
  type TDocumentResponse,
} from '../../../platform/documents/send-document';
import type { TDeps } from '../../../platform/http';
import { selectBankProfile } from '../../configuration/configuration.repository';
import {
  createLineReader,
  explainIssue,
  readBulkFileFacts,
  type TBulkFileFacts,
} from './bulk-file-facts';
import { iterateReportLines } from './bulk-report.repository';
import { PAIN002_STATUS_OF } from './line-outcome';

/** Lines read per query while the report streams. */
const PAGE_SIZE = 1_000;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * The file's CreDtTm as an instant. ISO allows it without a zone, and a Croatian customer's
 * software writes its own wall clock then: read as Zagreb time, never as the server's.
 */
export function readCreationInstant(text: string): Date | null {
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [, date, hours, minutes, seconds, fraction, zone] = match;
  if (zone !== undefined) return new Date(text);
  if (!isIsoDate(date ?? '')) return null;
  const start = getZagrebInstant(date as TIsoDate, Number(hours) * 60 + Number(minutes));
  const millis = Math.floor(Number(`0${fraction ?? ''}`) * 1000);
  return new Date(start.getTime() + Number(seconds) * 1000 + millis);
}

function toControlSum(currency: string | null, amountMinor: bigint): TPain002ControlSum | null {
  return currency !== null && isKnownCurrency(currency) ? { amountMinor, currency } : null;
}

/** The file's sum, when every group is in one currency (SEPA: EUR); else none is claimed. */
function sumFile(facts: TBulkFileFacts): TPain002ControlSum | null {
  const currencies = new Set(facts.groups.map((group) => group.row.currency));
  const [currency] = currencies;
  if (currencies.size !== 1 || currency === undefined) return null;
  const total = facts.groups.reduce((sum, group) => sum + group.row.totalMinor, 0n);
  return toControlSum(currency, total);
}

function toVersion(version: string): TPain001Version {
  const known = PAIN001_VERSIONS.find((each) => each === version);
  if (known === undefined) throw new Error(`bulk file of unknown version ${version}`);
  return known;
}

function buildReport(
  facts: TBulkFileFacts,
  bank: { bic: string; legalName: string },
  now: Date,
  locale: TLocale,
): TPain002Report {
  const { file, order } = facts;
  const paymentInformations = facts.groups.map((group): TPain002PaymentInformation => ({
    originalId: group.row.pmtInfId,
    originalNumberOfTransactions: group.row.transactionCount,
    originalControlSum: toControlSum(group.row.currency, group.row.totalMinor),
    countsByStatus: group.counts,
    reasons: group.firstIssue ? [explainIssue(locale, group.firstIssue)] : [],
  }));
  return {
    // Max35Text: "STS-" and the order number (at most 18 digits) and the time in base 36.
    messageId: `STS-${order.id}-${now.getTime().toString(36)}`,
    createdAt: now,
    bank: { bic: bank.bic, name: bank.legalName },
    original: {
      messageId: file.messageId,
      version: toVersion(file.messageVersion),
      createdAt: readCreationInstant(file.creationDateTime),
      numberOfTransactions: file.transactionCount,
      controlSum: sumFile(facts),
    },
    reasons: facts.fileIssue ? [explainIssue(locale, facts.fileIssue)] : [],
    paymentInformations,
  };
}

async function* toTransactions(
  tx: TTx,
  facts: TBulkFileFacts,
  locale: TLocale,
): AsyncGenerator<TPain002Transaction> {
  const readLine = createLineReader(facts, locale);
  const positions = new Map(facts.groups.map((group, index) => [group.row.groupIndex, index]));
  for await (const line of iterateReportLines(tx, facts.file.fileUuid, { pageSize: PAGE_SIZE })) {
    const group = facts.groups[positions.get(line.groupIndex) ?? -1];
    if (!group) throw new Error(`line ${line.itemIndex} of group ${line.groupIndex} has a group`);
    const view = readLine(line);
    const date = group.row.executionDate;
    yield {
      paymentInformationIndex: positions.get(line.groupIndex) ?? 0,
      originalInstructionId: line.instrId,
      originalEndToEndId: line.endToEndId,
      status: PAIN002_STATUS_OF[view.kind],
      reasons: view.reason ? [view.reason] : [],
      // A currency the ledger does not know (HRK, refused as an error) has no amount to write.
      original: isKnownCurrency(line.currency)
        ? {
            amountMinor: line.amountMinor,
            currency: line.currency,
            requestedExecutionDate: isIsoDate(date) ? date : null,
            debtor: { name: group.row.debtorName, account: group.row.debtorIban },
            creditor: { name: line.creditorName, account: line.creditorIban },
          }
        : null,
    };
  }
}

/**
 * GET /bulk-payments/{id}/download/pain002: the bank's status report of the file in the pain.002
 * of its version, streamed from one snapshot of the database (the counts at the top and the lines
 * below agree), a page of lines at a time. The file is looked up before the first byte is sent.
 */
export async function downloadBulkPain002(
  deps: TDeps,
  actor: TActor,
  orderId: bigint,
  locale: TLocale,
): Promise<TDocumentResponse> {
  const { file } = await withCompanySnapshot(deps.db, actor, (tx) =>
    readBulkFileFacts(tx, actor, orderId),
  );
  return {
    fileName: buildDocumentFileName([`${file.messageId}.pain002`], 'xml'),
    contentType: XML_CONTENT_TYPE,
    write: (output) =>
      withCompanySnapshot(deps.db, actor, async (tx) => {
        const facts = await readBulkFileFacts(tx, actor, orderId);
        const bank = await selectBankProfile(tx);
        if (!bank) throw new Error('the bank has its profile');
        const report = buildReport(facts, bank, deps.clock.now(), locale);
        await writePain002(output, report, toTransactions(tx, facts, locale));
      }),
  };
}
