import { describe, expect, it } from 'vitest';
import { buildHub3Payload, readHub3Payload } from '@poslovno/domain';
import { collectOutput } from '../../platform/documents/test-support/collect-output';
import { readPdf417Symbols } from './hub3-barcode-reader';
import { writePaymentSlipPdf } from './payment-slip-document';
import { renderSlipFile } from './slip-image';
import { buildExampleSlip } from './test-support/hub3-samples';

async function writeSlipPdf(slip = buildExampleSlip()): Promise<Buffer> {
  const { output, readBytes } = collectOutput();
  const payload = buildHub3Payload(slip);
  await writePaymentSlipPdf(
    output,
    { fields: slip, payload, createdAt: new Date('2026-11-27T10:00:00Z') },
    'hr',
  );
  return readBytes();
}

describe('the printable HUB-3A slip', () => {
  it('is a PDF whose barcode reads back as the slip', async () => {
    const slip = buildExampleSlip();
    const pdf = await writeSlipPdf(slip);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const rendered = await renderSlipFile(pdf, 'pdf');
    if (!rendered.ok) throw new Error(rendered.issue);
    const symbols = await readPdf417Symbols(rendered.bitmap);
    expect(symbols.map((symbol) => symbol.text)).toEqual([buildHub3Payload(slip)]);
    expect(readHub3Payload(symbols[0]?.text ?? '')).toMatchObject({ ok: true, value: { slip } });
  });

  it('draws č ć đ š ž with the embedded font, as text a reader can find', async () => {
    const mupdf = await import('mupdf');
    const document = mupdf.Document.openDocument(await writeSlipPdf(), 'application/pdf');
    const text = document.loadPage(0).toStructuredText('preserve-whitespace').asText();
    expect(text).toContain('Đurđa Šćepanović d.o.o.');
    expect(text).toContain('čćđšž');
    expect(text).toContain('NALOG ZA PLAĆANJE');
    expect(text).toContain('=123,55');
    expect(text).toContain('HR12 1001 0051 8630 0016 0');
  });
});
