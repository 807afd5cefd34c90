import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildHub3Payload,
  encodeHub3Bytes,
  parseHub3Payload,
  readHub3Payload,
} from '@poslovno/domain';
import { drawHub3Matrix, drawHub3Png, drawHub3Svg } from './hub3-barcode';
import { readPdf417Symbols } from './hub3-barcode-reader';
import { renderSlipFile } from './slip-image';
import {
  buildExampleSlip,
  findHub3ReferenceFolder,
  listHub3ReferenceImages,
  VALID_SLIPS,
} from './test-support/hub3-samples';

/** What the decode route does with an uploaded PNG: render it, read its PDF417 symbols. */
async function readPng(png: Buffer) {
  const rendered = await renderSlipFile(png, 'png');
  if (!rendered.ok) throw new Error(`the PNG was refused: ${rendered.issue}`);
  return readPdf417Symbols(rendered.bitmap);
}

describe('the barcode we draw', () => {
  it('is a PNG on white that reads back as the payload, Ž and all', async () => {
    const payload = buildHub3Payload(buildExampleSlip());
    const png = await drawHub3Png(payload);
    const { Image } = await import('mupdf');
    const pixmap = new Image(png).toPixmap();
    // mupdf counts the alpha channel among the components.
    const components = pixmap.getNumberOfComponents();
    const pixels = pixmap.getPixels();
    // Opaque white in the quiet zone's corner, and no transparent pixel anywhere.
    expect(Array.from(pixels.subarray(0, 3))).toEqual([255, 255, 255]);
    if (pixmap.getAlpha() === 1)
      for (let index = components - 1; index < pixels.length; index += components)
        expect(pixels[index]).toBe(255);
    const symbols = await readPng(png);
    expect(symbols).toHaveLength(1);
    expect(symbols[0]?.text).toBe(payload);
    expect(Buffer.from(symbols[0]?.bytes ?? []).equals(Buffer.from(encodeHub3Bytes(payload)))).toBe(
      true,
    );
  });

  it('is an SVG on white with the symbol as one path', () => {
    const svg = drawHub3Svg(buildHub3Payload(buildExampleSlip()));
    expect(svg).toMatch(/^<svg viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('fill="#FFFFFF"');
    expect(svg).toMatch(/<path d="M/);
  });

  it('has the 9 data columns of the standard: 222 modules a row', () => {
    const matrix = drawHub3Matrix(buildHub3Payload(buildExampleSlip()));
    expect(matrix.columns).toBe(17 * (9 + 4) + 1);
    expect(matrix.rowHeightModules).toBe(3);
    expect(matrix.rows).toBeGreaterThanOrEqual(3);
    // Every row starts with the start pattern's bar of eight modules.
    for (let row = 0; row < matrix.rows; row += 1)
      expect([0, 7].map((column) => matrix.isDark(row, column))).toEqual([true, true]);
  });

  it('round-trips random valid slips with Croatian letters (property-based)', async () => {
    await fc.assert(
      fc.asyncProperty(VALID_SLIPS, async (slip) => {
        const symbols = await readPng(await drawHub3Png(buildHub3Payload(slip)));
        expect(symbols).toHaveLength(1);
        const reading = readHub3Payload(symbols[0]?.text ?? '');
        expect(reading).toEqual({
          ok: true,
          value: { slip, violations: [], isLegacyCurrency: false },
          warnings: [],
        });
      }),
      { numRuns: 25 },
    );
  });
});

const referenceFolder = findHub3ReferenceFolder();

describe.skipIf(referenceFolder === undefined)('the PNGs of ../shared/reference/hub3', () => {
  // Listed only when the folder is there: a skipped block is still collected.
  const images = referenceFolder === undefined ? [] : listHub3ReferenceImages(referenceFolder);

  it('are there to read', () => {
    expect(images.length).toBeGreaterThanOrEqual(2);
  });

  it.each(images.map((entry) => [path.basename(entry.image), entry] as const))(
    '%s decodes to exactly the bytes of its payload file',
    async (_name, entry) => {
      const symbols = await readPng(readFileSync(entry.image));
      expect(symbols).toHaveLength(1);
      const expected = readFileSync(entry.payload);
      // One is written in UTF-8 (hrvach), one holds a 0x06 byte (pkoretic): bytes, not text.
      expect(Buffer.from(symbols[0]?.bytes ?? []).toString('hex')).toBe(expected.toString('hex'));
      expect(symbols[0]?.text).toBe(expected.toString('utf8'));
      expect(parseHub3Payload(symbols[0]?.text ?? '').ok).toBe(true);
    },
  );

  const payloads =
    referenceFolder === undefined
      ? []
      : readdirSync(referenceFolder).filter((name) => name.endsWith('.payload.txt'));

  it.each(payloads)('%s drawn by our encoder reads back unchanged', async (name) => {
    const parsed = parseHub3Payload(readFileSync(path.join(referenceFolder ?? '', name), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.code);
    const payload = buildHub3Payload(parsed.value);
    const symbols = await readPng(await drawHub3Png(payload));
    expect(symbols[0]?.text).toBe(payload);
  });
});
