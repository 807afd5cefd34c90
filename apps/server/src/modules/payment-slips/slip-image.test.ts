import { describe, expect, it } from 'vitest';
import { buildHub3Payload } from '@poslovno/domain';
import { drawHub3Png } from './hub3-barcode';
import { readPdf417Symbols } from './hub3-barcode-reader';
import { MAX_IMAGE_PIXELS, readImageDimensions, renderSlipFile } from './slip-image';
import {
  buildExampleSlip,
  buildJpegHeaderOnly,
  buildOnePagePdf,
  buildPngHeaderOnly,
  buildRawPdf,
} from './test-support/hub3-samples';

describe('an image is judged by its header before any pixel is decoded', () => {
  it('reads the size a PNG or a JPEG claims', () => {
    expect(readImageDimensions(buildPngHeaderOnly(10_000, 5_000), 'png')).toEqual({
      width: 10_000,
      height: 5_000,
    });
    expect(readImageDimensions(buildJpegHeaderOnly(640, 480), 'jpeg')).toEqual({
      width: 640,
      height: 480,
    });
    expect(readImageDimensions(buildPngHeaderOnly(0, 10), 'png')).toBeUndefined();
    expect(readImageDimensions(Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'jpeg')).toBeUndefined();
  });

  it('refuses a 50-megapixel PNG or JPEG as image-too-large from its header alone', async () => {
    // These files hold no pixels: had they been decoded, the answer would be a damaged file.
    expect(await renderSlipFile(buildPngHeaderOnly(10_000, 5_000), 'png')).toEqual({
      ok: false,
      issue: 'image-too-large',
    });
    expect(await renderSlipFile(buildJpegHeaderOnly(10_000, 5_000), 'jpeg')).toEqual({
      ok: false,
      issue: 'image-too-large',
    });
  });

  it('decodes an image of exactly the limit (mupdf draws missing rows blank)', async () => {
    expect(8_000 * 5_000).toBe(MAX_IMAGE_PIXELS);
    const rendered = await renderSlipFile(buildPngHeaderOnly(8_000, 5_000), 'png');
    // Compared as a flag: a failing diff of nine million pixels would take a minute to print.
    expect(rendered.ok).toBe(true);
  });

  it('reads a JPEG photograph of a slip', async () => {
    const payload = buildHub3Payload(buildExampleSlip());
    const mupdf = await import('mupdf');
    const page = mupdf.Document.openDocument(await drawHub3Png(payload), 'image/png').loadPage(0);
    const photo = page.toPixmap(mupdf.Matrix.scale(2, 2), mupdf.ColorSpace.DeviceRGB, false);
    const jpeg = Buffer.from(photo.asJPEG(85));
    const rendered = await renderSlipFile(jpeg, 'jpeg');
    if (!rendered.ok) throw new Error(rendered.issue);
    const symbols = await readPdf417Symbols(rendered.bitmap);
    expect(symbols.map((symbol) => symbol.text)).toEqual([payload]);
  });
});

const JAVASCRIPT_ACTION = '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>';

describe('a PDF with active content is refused before it is drawn', () => {
  it.each([
    ['JavaScript run on opening', { catalog: `/OpenAction ${JAVASCRIPT_ACTION}` }],
    ['an OpenAction of any kind', { catalog: '/OpenAction [3 0 R /Fit]' }],
    ['a page action (AA)', { page: `/AA << /O ${JAVASCRIPT_ACTION} >>` }],
    [
      'a document-level script',
      { catalog: `/Names << /JavaScript << /Names [(a) ${JAVASCRIPT_ACTION}] >> >>` },
    ],
    [
      'a Launch action in an annotation',
      {
        page: '/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /Launch /F (calc.exe) >> >>]',
      },
    ],
    [
      'an embedded file',
      {
        catalog:
          '/Names << /EmbeddedFiles << /Names [(a.exe) << /Type /Filespec /F (a.exe) >>] >> >>',
      },
    ],
    ['a name hidden by #xx escapes', { catalog: '/OpenAction << /S /J#61vaScript /JS (x) >>' }],
  ])('%s', async (_label, extra) => {
    expect(await renderSlipFile(buildOnePagePdf(extra), 'pdf')).toEqual({
      ok: false,
      issue: 'file-active-content',
    });
  });

  it('finds a script in an object of its own, referenced from afar', async () => {
    const pdf = buildRawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Annots [4 0 R] >>',
      '<< /Type /Annot /Subtype /Widget /Rect [0 0 1 1] /A 5 0 R >>',
      JAVASCRIPT_ACTION,
    ]);
    expect(await renderSlipFile(pdf, 'pdf')).toEqual({ ok: false, issue: 'file-active-content' });
  });

  it('refuses a page whose image claims more than 40 megapixels, before drawing it', async () => {
    const pdf = buildRawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Resources << /XObject << /I 5 0 R >> >> /Contents 4 0 R >>',
      '<< /Length 22 >>\nstream\nq 200 0 0 100 0 0 cm /I Do Q\nendstream',
      '<< /Type /XObject /Subtype /Image /Width 10000 /Height 5000 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length 0 >>\nstream\n\nendstream',
    ]);
    expect(await renderSlipFile(pdf, 'pdf')).toEqual({ ok: false, issue: 'image-too-large' });
  });

  it('renders the first page of a plain PDF at 300 dpi', async () => {
    const rendered = await renderSlipFile(buildOnePagePdf(), 'pdf');
    if (!rendered.ok) throw new Error(rendered.issue);
    expect([rendered.bitmap.width, rendered.bitmap.height]).toEqual([834, 417]);
    expect(rendered.bitmap.pixels.every((grey) => grey === 255)).toBe(true);
  });

  it('finds a damaged PDF not a PDF', async () => {
    const damaged = Buffer.from('%PDF-1.7\nnothing here\n%%EOF\n', 'latin1');
    expect(await renderSlipFile(damaged, 'pdf')).toEqual({
      ok: false,
      issue: 'file-content-mismatch',
    });
  });
});
