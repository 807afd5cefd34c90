import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeMod11IniCheckDigit, type THub3Slip } from '@poslovno/domain';

/**
 * ../shared/reference/hub3 (never copied into the project): PNG barcodes from public repositories
 * and their payloads. Tests that use it skip with a visible message when ../shared is absent.
 */
export function findHub3ReferenceFolder(): string | undefined {
  const folder = fileURLToPath(
    new URL('../../../../../../../shared/reference/hub3/', import.meta.url),
  );
  if (existsSync(path.join(folder, 'PROVENANCE.md'))) return folder;
  console.warn(`SKIPPED: the HUB3 reference files are not at ${folder} (../shared is absent)`);
  return undefined;
}

/** The reference images, each with the payload file that holds exactly its bytes. */
export function listHub3ReferenceImages(folder: string): { image: string; payload: string }[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.png'))
    .map((name) => ({
      image: path.join(folder, name),
      payload: path.join(folder, name.replace(/\.png$/, '.payload.txt')),
    }));
}

/** The HUB3 standard's example, in euro and with a reference whose check digit is right. */
export function buildExampleSlip(overrides: Partial<THub3Slip> = {}): THub3Slip {
  return {
    currency: 'EUR',
    amountMinor: 12355n,
    payerName: 'ŽELJKO SENEKOVIĆ',
    payerStreet: 'IVANEČKA ULICA 125',
    payerPlace: '42000 VARAŽDIN',
    payeeName: 'Đurđa Šćepanović d.o.o.',
    payeeStreet: 'ALKARSKI PROLAZ 13B',
    payeePlace: '21230 SINJ',
    payeeIban: 'HR1210010051863000160',
    model: 'HR01',
    reference: `7269-68949637676-0001${computeMod11IniCheckDigit('7269689496376760001')}`,
    purposeCode: 'COST',
    description: 'Troškovi za 1. mjesec, čćđšž',
    ...overrides,
  };
}

/** Valid euro slips with Croatian letters in every text (the domain's generator). */
export { VALID_HUB3_SLIPS as VALID_SLIPS } from '@poslovno/domain/test-support/hub3-slips';

/**
 * A PDF from the text of its objects (1 0 obj is the catalog), with a correct cross-reference
 * table: a few lines of raw PDF, for the files a slip must be refused as.
 */
export function buildRawPdf(objects: readonly string[]): Buffer {
  let text = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(text, 'latin1'));
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text, 'latin1');
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** A one-page PDF whose catalog and page take the extra entries given. */
export function buildOnePagePdf(extra: { catalog?: string; page?: string } = {}): Buffer {
  return buildRawPdf([
    `<< /Type /Catalog /Pages 2 0 R ${extra.catalog ?? ''} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] ${extra.page ?? ''} >>`,
  ]);
}

/**
 * A PNG that is only its signature, a header claiming `width` × `height` and its end: no pixel
 * data at all, so decoding it could not succeed (CRCs are zero; nothing here reads them).
 */
export function buildPngHeaderOnly(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from([0, 0, 0, 13]),
    Buffer.from('IHDR', 'latin1'),
    header,
    Buffer.alloc(4),
    Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]),
  ]);
}

/** A JPEG that is only SOI, a frame header claiming `width` × `height`, and EOI. */
export function buildJpegHeaderOnly(width: number, height: number): Buffer {
  const frame = Buffer.alloc(19);
  frame.set([0xff, 0xc0, 0, 17, 8]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  frame.set([3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1], 9);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), frame, Buffer.from([0xff, 0xd9])]);
}
