// HUB3 payment slips per second: drawn (payload, ISO-8859-2 bytes, bwip-js PDF417 PNG) and read
// (the decode route's path: content to a grey bitmap with mupdf, zxing-wasm's reader, the HUB3
// rules), next to bare bwip-js and bare zxing-wasm calls on the same slips in the same run; then
// the printable PDF slip, written and read back at 300 dpi.
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { recordResults } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SLIPS = 100;
const PDF_SLIPS = 10;
const ROUNDS = 3;

// The module is TypeScript: bundled as the server build does, its WebAssembly packages left
// external and the bundle written inside the repository, so they load from node_modules.
const outDir = mkdtempSync(path.join(root, 'bench', '.payment-slips-'));
process.on('exit', () => rmSync(outDir, { recursive: true, force: true }));
const outfile = path.join(outDir, 'payment-slips.mjs');
const modules = 'apps/server/src/modules/payment-slips';
await build({
  stdin: {
    contents: [
      `export * from './${modules}/hub3-barcode';`,
      `export * from './${modules}/hub3-barcode-reader';`,
      `export * from './${modules}/slip-image';`,
      `export * from './${modules}/payment-slip-document';`,
      `export * from './${modules}/test-support/hub3-samples';`,
      `export * from './apps/server/src/platform/documents/test-support/collect-output';`,
      "export { buildHub3Payload, readHub3Payload } from '@poslovno/domain';",
    ].join('\n'),
    resolveDir: root,
    sourcefile: 'payment-slips-entry.ts',
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outfile,
  external: ['bwip-js', 'zxing-wasm', 'mupdf', 'pdfkit', 'dejavu-fonts-ttf', 'fast-check'],
  logLevel: 'error',
});
const slips = await import(pathToFileURL(outfile).href);
// The same ES modules the bundle loads (one zxing instance, prepared by the module's reader).
const { default: bwipjs } = await import('bwip-js/node');
const zxing = await import('zxing-wasm/reader');
const { default: fc } = await import('fast-check');

// The same slips every run: valid euro slips with Croatian letters, from the tests' generator.
const samples = fc.sample(slips.VALID_SLIPS, { numRuns: SLIPS, seed: 20261128 });
const payloads = samples.map((slip) => slips.buildHub3Payload(slip));

/** The best of ROUNDS runs of `work` over `count` items, as items per second. */
async function time(count, work) {
  let best = Infinity;
  let result;
  for (let round = 0; round < ROUNDS; round++) {
    const start = process.hrtime.bigint();
    result = await work();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6);
  }
  return { ms: best, perSecond: (count / best) * 1000, result };
}

// Draw: ours takes the domain's payload to ISO-8859-2 bytes and the HUB3 symbol options; bare
// bwip-js gets the same text as it is, with its PDF417 defaults, at the same scale.
const drawn = await time(SLIPS, async () => {
  const pngs = [];
  for (const payload of payloads) pngs.push(await slips.drawHub3Png(payload));
  return pngs;
});
const bareDrawn = await time(SLIPS, async () => {
  const pngs = [];
  for (const payload of payloads)
    pngs.push(await bwipjs.toBuffer({ bcid: 'pdf417', text: payload, scale: 3 }));
  return pngs;
});
const pngs = drawn.result;

// Read: ours is the decode route's path after the upload (render, read, parse and validate);
// bare zxing-wasm reads the same PNG bytes with its own image decoder.
await slips.readPdf417Symbols({ pixels: new Uint8Array([255]), width: 1, height: 1 });
const read = await time(SLIPS, async () => {
  let valid = 0;
  for (const png of pngs) {
    const rendered = await slips.renderSlipFile(png, 'png');
    const [symbol] = rendered.ok ? await slips.readPdf417Symbols(rendered.bitmap) : [];
    if (symbol && slips.readHub3Payload(symbol.text).ok) valid++;
  }
  return valid;
});
const bareRead = await time(SLIPS, async () => {
  let found = 0;
  for (const png of pngs) {
    const results = await zxing.readBarcodes(new Uint8Array(png), { formats: ['PDF417'] });
    if (results.length > 0) found++;
  }
  return found;
});

// The printable HUB-3A PDF: written, then read back as an upload of it is (300 dpi).
const pdfPayloads = payloads.slice(0, PDF_SLIPS);
const printed = await time(PDF_SLIPS, async () => {
  const pdfs = [];
  for (const [index, payload] of pdfPayloads.entries()) {
    const { output, readBytes } = slips.collectOutput();
    await slips.writePaymentSlipPdf(
      output,
      { fields: samples[index], payload, createdAt: new Date('2026-11-28T00:00:00Z') },
      'hr',
    );
    pdfs.push(readBytes());
  }
  return pdfs;
});
const readPdf = await time(PDF_SLIPS, async () => {
  let valid = 0;
  for (const pdf of printed.result) {
    const rendered = await slips.renderSlipFile(pdf, 'pdf');
    const [symbol] = rendered.ok ? await slips.readPdf417Symbols(rendered.bitmap) : [];
    if (symbol && slips.readHub3Payload(symbol.text).ok) valid++;
  }
  return valid;
});

const rate = (figure) => `${figure.perSecond.toFixed(1)}/s`;
const ms = (figure, count) => `${(figure.ms / count).toFixed(1)} ms each`;
const rows = [
  {
    figure: `slips drawn (payload, ISO-8859-2, PDF417 PNG at 3 px a module), ${SLIPS} slips`,
    value: `${rate(drawn)} (${ms(drawn, SLIPS)})`,
    baseline: `bare bwip-js toBuffer, same texts, defaults ${rate(bareDrawn)}`,
    ratio: (drawn.perSecond / bareDrawn.perSecond).toFixed(2),
    target: 'not judged',
  },
  {
    figure: `slips read (mupdf to grey, zxing-wasm PDF417, HUB3 rules), ${SLIPS} PNGs`,
    value: `${rate(read)} (${ms(read, SLIPS)}; ${read.result} of ${SLIPS} valid)`,
    baseline: `bare zxing-wasm readBarcodes on the PNG bytes ${rate(bareRead)} (${bareRead.result} found)`,
    ratio: (read.perSecond / bareRead.perSecond).toFixed(2),
    target: 'not judged',
  },
  {
    figure: `printable HUB-3A PDF written, ${PDF_SLIPS} slips`,
    value: `${rate(printed)} (${ms(printed, PDF_SLIPS)})`,
    baseline: `the PNG above ${rate(drawn)}`,
    ratio: (printed.perSecond / drawn.perSecond).toFixed(2),
    target: 'not judged',
  },
  {
    figure: `printable PDF read back at 300 dpi, ${PDF_SLIPS} slips`,
    value: `${rate(readPdf)} (${ms(readPdf, PDF_SLIPS)}; ${readPdf.result} of ${PDF_SLIPS} valid)`,
    baseline: `the PNG above ${rate(read)}`,
    ratio: (readPdf.perSecond / read.perSecond).toFixed(2),
    target: 'not judged',
  },
];
for (const row of rows) console.log(`${row.figure}: ${row.value}; ${row.baseline}`);
recordResults('payment-slips', {
  command: 'node bench/payment-slips.mjs',
  context: `one thread, best of ${ROUNDS} rounds, the same seeded slips each run`,
  rows,
});
