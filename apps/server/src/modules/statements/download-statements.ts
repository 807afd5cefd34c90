import type { TStatementFormat } from '@poslovno/contract';
import { checkStatementDownloadCount } from '@poslovno/domain';
import { assert, getZagrebWallClock, type TLocale } from '@poslovno/domain';
import type { TActor } from '../../platform/auth/session-service';
import type { TClock } from '../../platform/clock';
import { withCompanyScope, type TDb, type TTx } from '../../platform/db/database';
import { buildDocumentFileName } from '../../platform/documents/content-disposition';
import {
  PDF_CONTENT_TYPE,
  XML_CONTENT_TYPE,
  ZIP_CONTENT_TYPE,
  type TDocumentResponse,
} from '../../platform/documents/send-document';
import { writeZip } from '../../platform/documents/zip-archive';
import { AppError } from '../../platform/errors';
import { readStatementAccess } from './statement-access';
import {
  buildStatementFileName,
  writeStatementCamt,
  writeStatementPdf,
  type TDocumentContext,
  type TStatementRecord,
} from './statement-documents';
import { STATEMENT_TEXTS } from './statement-texts';
import {
  markStatementsDownloaded,
  selectBank,
  selectCompany,
  selectIndividualStatementsOfDay,
  selectStatementAccounts,
  selectStatementsByIds,
} from './statements.repository';

type TDeps = { db: TDb; clock: TClock };

/** The statements asked for, once each, in the order asked; at most 50 (000 §9). */
export function checkDownloadIds(ids: readonly string[]): string[] {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const count = checkStatementDownloadCount(unique.length);
  if (!count.ok)
    throw new AppError(count.code, { validations: [{ field: 'statementIds', code: count.code }] });
  return unique;
}

/** Everything the documents need besides their entries, read in the transaction that marks them. */
async function readDocumentContext(
  tx: TTx,
  deps: TDeps,
  actor: TActor,
  locale: TLocale,
  records: readonly TStatementRecord[],
): Promise<TDocumentContext> {
  const groups = records.filter((record) => record.type === 'GROUP');
  const accountIds = new Set(
    records.flatMap((record) =>
      record.accountId === null ? (record.groupAccountIds ?? []) : [record.accountId],
    ),
  );
  const dayStatements = new Map<string, TStatementRecord>();
  for (const group of groups) {
    const rows = await selectIndividualStatementsOfDay(
      tx,
      actor.companyId,
      group.groupAccountIds ?? [],
      group.statementDate,
    );
    for (const row of rows) dayStatements.set(`${row.accountId}/${row.statementDate}`, row);
  }
  const [bank, company, accounts] = [
    await selectBank(tx),
    await selectCompany(tx, actor.companyId),
    await selectStatementAccounts(tx, actor, [...accountIds]),
  ];
  assert(bank && company, 'the bank and the signed-in company exist');
  return {
    db: deps.db,
    owner: actor,
    locale,
    bank,
    company,
    accounts: new Map(accounts.map((account) => [account.id, account])),
    dayStatements,
    now: deps.clock.now(),
  };
}

/**
 * POST and GET /statements/download: the statements the person may see, all of them or none
 * (an id of another company or outside the person's contract is NOT_FOUND, and nothing is
 * marked). They are marked downloaded in the same request, before the file streams; one id gives
 * its PDF or camt.053 XML, several a ZIP of them, named as Content-Disposition says.
 */
export async function downloadStatements(
  deps: TDeps,
  actor: TActor,
  request: { statementIds: readonly string[]; format: TStatementFormat; locale: TLocale },
): Promise<TDocumentResponse> {
  const ids = checkDownloadIds(request.statementIds);
  const { records, context } = await withCompanyScope(deps.db, actor, async (tx) => {
    const access = await readStatementAccess(tx, actor);
    const rows = await selectStatementsByIds(tx, actor, access.visibility, ids);
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
    const byId = new Map(rows.map((row) => [row.statement.id, row.statement]));
    const ordered = ids.map((id) => byId.get(id)).filter((record) => record !== undefined);
    await markStatementsDownloaded(tx, actor, ids, deps.clock.now());
    return {
      records: ordered,
      context: await readDocumentContext(tx, deps, actor, request.locale, ordered),
    };
  });
  const extension = request.format === 'PDF' ? 'pdf' : 'xml';
  const writeOne = request.format === 'PDF' ? writeStatementPdf : writeStatementCamt;
  const [only] = records;
  if (records.length === 1 && only)
    return {
      fileName: buildStatementFileName(only, context, extension),
      contentType: request.format === 'PDF' ? PDF_CONTENT_TYPE : XML_CONTENT_TYPE,
      write: (output) => writeOne(context, only, output),
    };
  const today = getZagrebWallClock(context.now).date;
  return {
    fileName: buildDocumentFileName([STATEMENT_TEXTS[request.locale].zipStem, today], 'zip'),
    contentType: ZIP_CONTENT_TYPE,
    write: (output) =>
      writeZip({
        output,
        modifiedAt: context.now,
        entries: records.map((record) => ({
          fileName: buildStatementFileName(record, context, extension),
          content: (entryOutput) => writeOne(context, record, entryOutput),
        })),
      }),
  };
}
