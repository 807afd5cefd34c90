import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { writePdfFacts, writePdfTable, type TPdfColumn, type TPdfTable } from './pdf-document';
import { collectOutput, createStalledOutput, generateRows } from './test-support/collect-output';

const CREATED_AT = new Date('2025-03-14T09:30:00.000Z');
const COLUMNS: TPdfColumn[] = [
  { header: 'Datum', widthWeight: 2, align: 'left' },
  { header: 'Opis', widthWeight: 6, align: 'left' },
  { header: 'Iznos', widthWeight: 2, align: 'right' },
];

function buildTable(rows: TPdfTable['rows'], output: TPdfTable['output']): TPdfTable {
  return {
    title: 'Promet po računu',
    subtitleLines: ['HR1210010051863000160', 'Razdoblje 01.03.2025. – 14.03.2025.'],
    columns: COLUMNS,
    rows,
    footerText: 'Drvodjelac d.o.o.',
    locale: 'hr',
    createdAt: CREATED_AT,
    output,
  };
}

async function writeTable(rows: TPdfTable['rows']): Promise<Buffer> {
  const { output, readBytes } = collectOutput();
  await writePdfTable(buildTable(rows, output));
  return readBytes();
}

function countPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}

describe('writePdfTable', () => {
  it('writes a whole PDF with DejaVu Sans embedded', async () => {
    const pdf = await writeTable([['14.03.2025.', 'Uplata, Šibenik čćđ ČĆĐŠŽ', '1.250,00']]);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('/FontFile2');
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(text).not.toContain('Helvetica');
    expect(text).toContain('/Lang (hr-HR)');
    expect(countPages(pdf)).toBe(1);
  });

  it('embeds the glyphs for č ć đ š ž: the subset grows beyond the ASCII one', async () => {
    const croatian = await writeTable([['1', 'Šibenik čćđ žš ČĆĐŽŠ', '1']]);
    const ascii = await writeTable([['1', 'Sibenik ccd zs CCDZS', '1']]);
    expect(croatian.length).toBeGreaterThan(ascii.length);
  });

  it('breaks 3,000 rows into many pages, wrapping long cells', async () => {
    const pulled = { count: 0 };
    const rows = generateRows(
      3_000,
      (index) => [
        '14.03.2025.',
        index % 10 === 0 ? `Plaćanje računa ${'dugi opis '.repeat(30)}` : `Plaćanje ${index}`,
        `${index},00`,
      ],
      pulled,
    );
    const pdf = await writeTable(rows);
    expect(pulled.count).toBe(3_000);
    expect(countPages(pdf)).toBeGreaterThan(40);
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('cuts a cell taller than a page instead of paging forever', async () => {
    const pdf = await writeTable([['1', 'riječ '.repeat(20_000), '2']]);
    expect(countPages(pdf)).toBeLessThanOrEqual(2);
  });

  it('gives the same bytes for the same input and clock', async () => {
    const rows = [['14.03.2025.', 'Uplata', '10,00']];
    expect((await writeTable(rows)).equals(await writeTable(rows))).toBe(true);
  });

  it('stops pulling rows while the output is not reading', async () => {
    const { output, release } = createStalledOutput();
    const pulled = { count: 0 };
    const rows = generateRows(20_000, (index) => ['1', `Red ${index}`, '1,00'], pulled);
    const writing = writePdfTable(buildTable(rows, output));
    await sleep(200);
    expect(pulled.count).toBeLessThan(1_000);
    release();
    await writing;
    expect(pulled.count).toBe(20_000);
  }, 30_000);

  it('fails when the output goes away', async () => {
    const output = new PassThrough({ highWaterMark: 1024 });
    const rows = generateRows(100_000, (index) => ['1', `Red ${index}`, '1,00'], { count: 0 });
    const writing = writePdfTable(buildTable(rows, output));
    await sleep(50);
    output.destroy();
    await expect(writing).rejects.toThrow(/closed/);
  });

  it('refuses a row with the wrong number of cells', async () => {
    await expect(writeTable([['only one']])).rejects.toThrow('one text per column');
  });
});

describe('writePdfFacts', () => {
  it('writes one confirmation page with sections of facts', async () => {
    const { output, readBytes } = collectOutput();
    await writePdfFacts({
      title: 'Potvrda o izvršenom plaćanju',
      subtitleLines: ['Nalog 2025-000123'],
      sections: [
        {
          heading: 'Platitelj',
          facts: [
            { label: 'Naziv', value: 'Drvodjelac d.o.o., Šibenik' },
            { label: 'IBAN', value: 'HR1210010051863000160' },
          ],
        },
        {
          heading: 'Plaćanje',
          facts: [
            { label: 'Iznos', value: '1.250,00 EUR' },
            { label: 'Opis plaćanja', value: 'Račun 45/2025 za građevinski materijal' },
          ],
        },
      ],
      locale: 'hr',
      createdAt: CREATED_AT,
      output,
    });
    const pdf = readBytes();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(countPages(pdf)).toBe(1);
    expect(pdf.toString('latin1')).toContain('/FontFile2');
  });

  it('continues long sections on further pages', async () => {
    const { output, readBytes } = collectOutput();
    const facts = Array.from({ length: 120 }, (_, index) => ({
      label: `Stavka ${index}`,
      value: `Vrijednost ${index} ${'opis '.repeat(index % 3 === 0 ? 40 : 1)}`,
    }));
    await writePdfFacts({
      title: 'Izvod',
      subtitleLines: [],
      sections: [{ heading: 'Stavke', facts }],
      locale: 'en',
      createdAt: CREATED_AT,
      output,
    });
    expect(countPages(readBytes())).toBeGreaterThan(2);
  });
});
