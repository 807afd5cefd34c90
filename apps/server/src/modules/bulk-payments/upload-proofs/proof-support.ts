import { expect } from 'vitest';
import type {
  TBulkPayment,
  TBulkPaymentError,
  TBulkPaymentGroupDetails,
  TErrorBody,
} from '@poslovno/contract';
import { API, bearer } from '../../../../test/auth-helpers';
import type { TTestContext } from '../../../../test/test-app';

/** What an upload answers: a stored file, or a refusal (ATTACHMENT_ISSUES and its validations). */
export interface TUploadAnswer {
  status: number;
  body: TBulkPayment & Partial<TErrorBody>;
}

/** POST /bulk-payments as the web client sends it: a multipart form with the file and its name. */
export async function uploadFile(
  ctx: TTestContext,
  token: string,
  content: Uint8Array,
  fileName: string,
): Promise<TUploadAnswer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${API}/bulk-payments?locale=en_us`,
    headers: { ...bearer(token), 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: response.statusCode, body: response.json<TUploadAnswer['body']>() };
}

/** The rows an upload may leave behind, counted over every company (the test owns the database). */
export interface TRowCounts {
  files: number;
  items: number;
  storedFiles: number;
}

export async function countRows(ctx: TTestContext): Promise<TRowCounts> {
  const result = await ctx.database.pool.query<{ files: number; items: number; stored: number }>(
    `SELECT (SELECT count(*)::int FROM bulk_payment_files) AS files,
            (SELECT count(*)::int FROM bulk_payment_items) AS items,
            (SELECT count(*)::int FROM stored_files) AS stored`,
  );
  const [row] = result.rows;
  if (!row) throw new Error('counts answer one row');
  return { files: row.files, items: row.items, storedFiles: row.stored };
}

/** A refusal as the person reads it: 422 ATTACHMENT_ISSUES, one validation with the code. */
export function expectRefusal(answer: TUploadAnswer, code: string, description: RegExp): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(answer.body.errorCode).toBe('ATTACHMENT_ISSUES');
  expect(answer.body.validations?.map((validation) => validation.code)).toEqual(
    code === 'sepa-schema-invalid' ? expect.arrayContaining([code]) : [code],
  );
  expect(answer.body.description).toMatch(description);
}

/** One error as the tests name it: code, place and path (the words are the catalogue's). */
export function describeFound(
  error: Pick<TBulkPaymentError, 'errorId' | 'line' | 'column' | 'path'>,
) {
  return `${error.errorId} ${String(error.line)}:${String(error.column)} ${error.path ?? ''}`;
}

/** Every error of a stored file, read back as the person sees it, and checked for consistency. */
export interface TFileErrors {
  /** The file's, the groups' and the lines' errors (each line's first), sorted. */
  shown: string[];
  /** Each line with errors: `group/index` → [its first error, its error count]. */
  items: Map<string, { paymentError: string; errorCount: number }>;
  /** Every stored error (also a line's second and later ones), sorted. */
  stored: string[];
}

export async function readFileErrors(
  ctx: TTestContext,
  token: string,
  file: TBulkPayment,
): Promise<TFileErrors> {
  const shown: string[] = file.errors.map(describeFound);
  const items = new Map<string, { paymentError: string; errorCount: number }>();
  for (const error of [...file.errors, ...file.groups.flatMap((group) => group.errors)]) {
    expect(error.message).not.toBe('');
    expect(error.message).not.toContain(error.errorId);
    expect(error.errorXml.startsWith('<')).toBe(true);
  }
  for (const group of file.groups) {
    shown.push(...group.errors.map(describeFound));
    const response = await ctx.app.inject({
      url: `${API}/bulk-payments/${file.bulkPaymentId}/groups/${group.groupId}?pageSize=100&locale=en_us`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const details = response.json<TBulkPaymentGroupDetails>();
    for (const item of details.paymentItems) {
      if (item.paymentError === null) {
        expect(item.errorCount).toBe(0);
        continue;
      }
      const found = describeFound(item.paymentError);
      shown.push(found);
      items.set(`${group.groupId}/${String(item.index)}`, {
        paymentError: found,
        errorCount: item.errorCount,
      });
    }
  }
  const stored = await ctx.database.pool.query<{
    code: string;
    line: number;
    col: number;
    path: string;
  }>(
    `SELECT i.code, i.line, i."column" AS col, i.path FROM bulk_payment_issues i
       JOIN bulk_payment_files f USING (file_uuid) WHERE f.order_id = $1`,
    [file.bulkPaymentId],
  );
  return {
    shown: shown.sort(),
    items,
    stored: stored.rows
      .map((row) =>
        describeFound({ errorId: row.code, line: row.line, column: row.col, path: row.path }),
      )
      .sort(),
  };
}

/** Line and column (code points, 1-based) of the first `<name` at or after `from` in `text`. */
export function locateTag(text: string, name: string, from = 0): { line: number; column: number } {
  const at = text.indexOf(`<${name}`, from);
  if (at < 0) throw new Error(`<${name} is not in the text`);
  const before = text.slice(0, at);
  const lineStart = before.lastIndexOf('\n') + 1;
  return {
    line: before.split('\n').length,
    column: Array.from(before.slice(lineStart)).length + 1,
  };
}
