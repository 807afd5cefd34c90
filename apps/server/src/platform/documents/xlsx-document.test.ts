import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AssertionError, type TLocale } from '@poslovno/domain';
import { writeXlsxTable, type TXlsxColumn, type TXlsxTable } from './xlsx-document';
import { collectOutput, createStalledOutput, generateRows } from './test-support/collect-output';

const CREATED_AT = new Date('2025-03-14T09:30:00.000Z');
const COLUMNS: TXlsxColumn[] = [
  { header: 'Datum valute', kind: 'date', widthChars: 14 },
  { header: 'Opis plaćanja', kind: 'text', widthChars: 40 },
  { header: 'Iznos', kind: 'amount', decimals: 2, widthChars: 16 },
];

function buildTable(
  rows: TXlsxTable['rows'],
  output: TXlsxTable['output'],
  locale: TLocale = 'hr',
): TXlsxTable {
  return { sheetName: 'Promet', locale, columns: COLUMNS, rows, createdAt: CREATED_AT, output };
}

async function writeAndLoad(rows: TXlsxTable['rows'], locale: TLocale = 'hr') {
  const { output, readBytes } = collectOutput();
  await writeXlsxTable(buildTable(rows, output, locale));
  const workbook = new ExcelJS.Workbook();
  // A copy as a plain ArrayBuffer: exceljs declares its own Buffer type.
  await workbook.xlsx.load(new Uint8Array(readBytes()).buffer);
  const sheet = workbook.getWorksheet('Promet');
  if (!sheet) throw new Error('the sheet "Promet" is missing');
  return { workbook, sheet };
}

describe('writeXlsxTable', () => {
  it('writes a bold, frozen header and typed cells', async () => {
    const { workbook, sheet } = await writeAndLoad([
      ['2025-03-14', 'Uplata, Šibenik čćđ ČĆĐŠŽ', '-1250.50'],
      ['2025-02-28', '=1+1', '999999999999.99'],
      [null, null, null],
    ]);
    expect(workbook.created).toEqual(CREATED_AT);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(2).width).toBe(40);

    const header = sheet.getRow(1);
    expect(header.values).toEqual([undefined, 'Datum valute', 'Opis plaćanja', 'Iznos']);
    expect(header.getCell(1).font?.bold).toBe(true);

    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toEqual(new Date(Date.UTC(2025, 2, 14)));
    expect(first.getCell(1).numFmt).toBe('dd.mm.yyyy.');
    expect(first.getCell(2).value).toBe('Uplata, Šibenik čćđ ČĆĐŠŽ');
    expect(first.getCell(3).value).toBe(-1250.5);
    expect(first.getCell(3).numFmt).toBe('#,##0.00');

    const second = sheet.getRow(3);
    expect(second.getCell(2).value).toBe('=1+1');
    expect(second.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(second.getCell(3).value).toBe(999999999999.99);

    expect(sheet.getRow(4).getCell(1).value).toBeNull();
    expect(sheet.rowCount).toBe(4);
  });

  it('formats dates the English way for en', async () => {
    const { sheet } = await writeAndLoad([['2024-02-29', 'x', '0.00']], 'en');
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('mm/dd/yyyy');
  });

  it("writes an instant as the bank's wall-clock date and time, summer and winter", async () => {
    const { output, readBytes } = collectOutput();
    await writeXlsxTable({
      sheetName: 'Promet',
      locale: 'hr',
      columns: [{ header: 'Datum knjiženja', kind: 'dateTime', widthChars: 20 }],
      rows: [['2026-07-01T08:15:30.000Z'], ['2026-12-31T23:30:00.000Z'], [null]],
      createdAt: CREATED_AT,
      output,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(readBytes()).buffer);
    const sheet = workbook.getWorksheet('Promet');
    expect(sheet?.getRow(2).getCell(1).value).toEqual(new Date('2026-07-01T10:15:30.000Z'));
    expect(sheet?.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.Date);
    expect(sheet?.getRow(2).getCell(1).numFmt).toBe('dd.mm.yyyy. hh:mm:ss');
    expect(sheet?.getRow(3).getCell(1).value).toEqual(new Date('2027-01-01T00:30:00.000Z'));
    expect(sheet?.getRow(4).getCell(1).value).toBeNull();
  });

  it('refuses amounts and dates that are not what the columns say', async () => {
    await expect(writeAndLoad([['2025-03-14', 'x', '1,250.00']])).rejects.toThrow(AssertionError);
    await expect(writeAndLoad([['2025-03-14', 'x', '1.005']])).rejects.toThrow(AssertionError);
    await expect(writeAndLoad([['2025-02-30', 'x', '1.00']])).rejects.toThrow(AssertionError);
  });

  it('stops pulling rows while the output is not reading', async () => {
    const { output, release } = createStalledOutput();
    const pulled = { count: 0 };
    const rows = generateRows(
      20_000,
      (index) => ['2025-03-14', `Plaćanje ${index} ${'opis '.repeat(10)}`, `${index}.00`],
      pulled,
    );
    const writing = writeXlsxTable(buildTable(rows, output));
    await sleep(300);
    expect(pulled.count).toBeLessThan(10_000);
    release();
    await writing;
    expect(pulled.count).toBe(20_000);
  }, 30_000);
});
