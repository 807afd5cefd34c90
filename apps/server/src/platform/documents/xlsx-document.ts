import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { assert, getZagrebWallClock, type TLocale } from '@poslovno/domain';
import { waitForRoom, writeThroughSink } from './output-sink';

export type TXlsxColumn = { header: string; widthChars: number } & (
  | { kind: 'text' }
  /** Arrives as a decimal string ("-1250.00"); becomes a number only in the cell. */
  | { kind: 'amount'; decimals: number }
  /** Arrives as YYYY-MM-DD; becomes a real Excel date. */
  | { kind: 'date' }
  /** Arrives as an ISO 8601 instant; becomes a real Excel date and time on the bank's clock. */
  | { kind: 'dateTime' }
);

export interface TXlsxTable {
  sheetName: string;
  locale: TLocale;
  columns: readonly TXlsxColumn[];
  /** One value per column; null leaves the cell empty. */
  rows: AsyncIterable<readonly (string | null)[]> | Iterable<readonly (string | null)[]>;
  /** From the injected clock: the workbook's created and modified properties. */
  createdAt: Date;
  output: Writable;
}

type TCellValue = string | number | Date | null;

const DATE_FORMATS: Record<TLocale, string> = { hr: 'dd.mm.yyyy.', en: 'mm/dd/yyyy' };
const DATE_TIME_FORMATS: Record<TLocale, string> = {
  hr: 'dd.mm.yyyy. hh:mm:ss',
  en: 'mm/dd/yyyy hh:mm:ss',
};
const AMOUNT_PATTERN = /^-?(\d{1,15})(?:\.(\d{1,4}))?$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
// A double holds every decimal of up to 15 significant digits exactly.
const MAX_EXACT_DIGITS = 15;
// Rows pile up in exceljs' zip stream until the event loop runs it: let it catch up this often.
const ROWS_PER_WAIT = 200;
const SHEET_NAME_MAX_CHARS = 31;

function formatAmountFormat(decimals: number): string {
  return decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
}

function parseAmount(value: string, decimals: number): number {
  const match = AMOUNT_PATTERN.exec(value);
  assert(match, `an XLSX amount is a decimal string, got "${value}"`);
  const integerDigits = (match[1] ?? '').replace(/^0+(?=\d)/, '').length;
  assert(
    (match[2] ?? '').length <= decimals && integerDigits + decimals <= MAX_EXACT_DIGITS,
    `the XLSX amount "${value}" does not fit ${decimals} decimals exactly`,
  );
  return Number(value);
}

function parseDate(value: string): Date {
  const match = DATE_PATTERN.exec(value);
  assert(match, `an XLSX date is YYYY-MM-DD, got "${value}"`);
  const [year, month, day] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  assert(date.getUTCDate() === day, `the XLSX date "${value}" does not exist`);
  return date;
}

/**
 * Excel keeps no time zone: a cell holds the wall-clock time, so an instant is written as the
 * bank's clock in Zagreb shows it (000 §9), as the screens and the PDF documents show it.
 */
function parseInstant(value: string): Date {
  const instant = new Date(value);
  assert(!Number.isNaN(instant.getTime()), `an XLSX date and time is an instant, got "${value}"`);
  const { date, time } = getZagrebWallClock(instant);
  return new Date(`${date}T${time}.000Z`);
}

function toCellValue(column: TXlsxColumn, value: string | null): TCellValue {
  if (value === null) return null;
  switch (column.kind) {
    case 'text':
      return value;
    case 'amount':
      return parseAmount(value, column.decimals);
    case 'date':
      return parseDate(value);
    case 'dateTime':
      return parseInstant(value);
  }
}

function createColumnStyle(column: TXlsxColumn, locale: TLocale): Partial<ExcelJS.Style> {
  switch (column.kind) {
    case 'text':
      return {};
    case 'amount':
      return { numFmt: formatAmountFormat(column.decimals) };
    case 'date':
      return { numFmt: DATE_FORMATS[locale] };
    case 'dateTime':
      return { numFmt: DATE_TIME_FORMATS[locale] };
  }
}

/** Excel refuses sheet names over 31 characters or with []:*?/\ in them. */
function toSheetName(name: string): string {
  const cleaned = name.replace(/[[\]:*?/\\]/g, ' ').slice(0, SHEET_NAME_MAX_CHARS);
  return cleaned.trim() === '' ? 'Sheet1' : cleaned;
}

/**
 * One sheet as an XLSX stream: a bold, frozen header row, then typed cells (text as text, so a
 * leading "=" is never a formula; amounts as numbers; dates as dates). Each row is committed as it
 * comes, so memory stays flat however many rows there are.
 */
export async function writeXlsxTable(table: TXlsxTable): Promise<void> {
  assert(table.columns.length > 0, 'an XLSX table has at least one column');
  const styles = table.columns.map((column) => createColumnStyle(column, table.locale));
  await writeThroughSink(table.output, async (sink) => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: sink,
      useStyles: true,
      useSharedStrings: false,
    });
    workbook.creator = 'Poslovno';
    workbook.lastModifiedBy = 'Poslovno';
    workbook.created = table.createdAt;
    workbook.modified = table.createdAt;
    const sheet = workbook.addWorksheet(toSheetName(table.sheetName), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = table.columns.map((column) => ({ width: column.widthChars }));
    const header = sheet.addRow(table.columns.map((column) => column.header));
    header.font = { bold: true };
    header.commit();
    let rowCount = 0;
    for await (const values of table.rows) {
      assert(values.length === table.columns.length, 'an XLSX row has one value per column');
      const row = sheet.addRow(
        table.columns.map((column, index) => toCellValue(column, values[index] ?? null)),
      );
      styles.forEach((style, index) => {
        if (style.numFmt) row.getCell(index + 1).style = style;
      });
      row.commit();
      rowCount += 1;
      if (rowCount % ROWS_PER_WAIT === 0) await waitForRoom(sink);
    }
    sheet.commit();
    await workbook.commit();
  });
}
