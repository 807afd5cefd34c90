import type { Writable } from 'node:stream';
import type { TLocale } from '@poslovno/domain';
import type { TPaymentSlipFileFormat } from '@poslovno/contract';
import type { TActor } from '../../platform/auth/session-service';
import { withCompanyScope, type TDb } from '../../platform/db/database';
import { PDF_CONTENT_TYPE, type TDocumentResponse } from '../../platform/documents/send-document';
import { AppError } from '../../platform/errors';
import { drawHub3Png, drawHub3Svg } from './hub3-barcode';
import { writePaymentSlipPdf } from './payment-slip-document';
import { toHub3Slip } from './payment-slips.mapper';
import { selectPaymentSlip } from './payment-slips.repository';
import type { TPaymentSlipRow } from './payment-slips.schema';

const CONTENT_TYPES: Readonly<Record<TPaymentSlipFileFormat, string>> = {
  PNG: 'image/png',
  SVG: 'image/svg+xml',
  PDF: PDF_CONTENT_TYPE,
};

/** "uplatnica-HR1210010051863000160-1a2b3c4d.png": whom it pays and which slip. */
function nameSlipFile(row: TPaymentSlipRow, format: TPaymentSlipFileFormat): string {
  return `uplatnica-${row.payeeIban}-${row.id.slice(0, 8)}.${format.toLowerCase()}`;
}

async function writeSlipFile(
  row: TPaymentSlipRow,
  format: TPaymentSlipFileFormat,
  locale: TLocale,
  output: Writable,
): Promise<void> {
  if (format === 'PDF') {
    await writePaymentSlipPdf(
      output,
      { fields: toHub3Slip(row), payload: row.payload, createdAt: row.createdAt },
      locale,
    );
    return;
  }
  const image = format === 'PNG' ? await drawHub3Png(row.payload) : drawHub3Svg(row.payload);
  // A barcode is a few kilobytes: written at once, and the writer is done when the output took it.
  await new Promise<void>((resolve, reject) =>
    output.write(image, (error) => (error ? reject(error) : resolve())),
  );
}

/**
 * GET /payments/slips/{id}/download: the barcode drawn again from the stored payload (PNG or SVG),
 * or the printable HUB-3A form (PDF). Another company's slip is as unknown as a missing one.
 */
export async function downloadPaymentSlip(
  deps: { db: TDb },
  actor: TActor,
  request: { slipId: string; format: TPaymentSlipFileFormat; locale: TLocale },
): Promise<TDocumentResponse> {
  const row = await withCompanyScope(deps.db, actor, (tx) =>
    selectPaymentSlip(tx, actor.companyId, request.slipId),
  );
  if (!row) throw new AppError('NOT_FOUND');
  return {
    fileName: nameSlipFile(row, request.format),
    contentType: CONTENT_TYPES[request.format],
    write: (output) => writeSlipFile(row, request.format, request.locale, output),
  };
}
