import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import {
  formatMinorAsDecimal,
  getHub3PaymentAmount,
  readHub3Payload,
  type TLocale,
  type TRuleResult,
  type THub3Reading,
} from '@poslovno/domain';
import type { TDecodedPaymentSlip } from '@poslovno/contract';
import type { TConfig } from '../../platform/config';
import type { TDb } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { refuseAttachment } from '../../platform/files/attachment-refusal';
import { createStreamingJudge } from '../../platform/files/content-judge';
import {
  cleanUploadedFileName,
  FILE_TYPE_FACTS,
  readClaimedType,
  type TFileType,
} from '../../platform/files/file-types';
import { drainRequest, readMultipartLimits } from '../../platform/files/receive-uploads';
import type { TReadBarcode } from './hub3-barcode-reader';
import { describeViolations, loadPurposeCodeRule } from './check-payment-slip';
import { toPaymentSlipFieldsView } from './payment-slips.mapper';
import type { TSlipFileFormat } from './slip-image';
import { readSlipSymbols } from './slip-reader';

/** What a slip may be uploaded as: a photograph or scan, or a PDF (its first page). */
const SLIP_FILE_TYPES: readonly TFileType[] = ['png', 'jpg', 'jpeg', 'pdf'];
const BYTES_PER_MEGABYTE = 1024 * 1024;

/** The uploaded file, whole in memory: a decode keeps nothing, so nothing goes to the database. */
interface TSlipUpload {
  field: string;
  fileName: string;
  bytes: Buffer;
}

/** A part's bytes up to the limit; one byte more refuses the file as too large. */
async function readPartWithin(
  file: Readable & { truncated?: boolean },
  upload: { field: string; fileName: string },
  maxBytes: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  const refuse = () =>
    refuseAttachment('file-too-large', upload.field, {
      fileName: upload.fileName,
      maxMb: maxBytes / BYTES_PER_MEGABYTE,
    });
  // Not destroyed on refusal: the rest of the request is read to its end (drainRequest).
  for await (const chunk of file.iterator({ destroyOnReturn: false })) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw refuse();
    chunks.push(chunk as Buffer);
  }
  if (file.truncated === true) throw refuse();
  return Buffer.concat(chunks, size);
}

/**
 * The one file of a multipart request, read into memory within MAX_UPLOAD_MB: a second file is
 * too-many-files, none at all VALIDATION_FAILED; after a refusal the rest of the request is read
 * and thrown away, so the client gets the answer (receive-uploads.ts does the same).
 */
async function readSlipUpload(request: FastifyRequest, config: TConfig): Promise<TSlipUpload> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const maxBytes = config.maxUploadMb * BYTES_PER_MEGABYTE;
  const parts = request.parts({ limits: readMultipartLimits({ maxBytes, maxFiles: 1 }) });
  let upload: TSlipUpload | undefined;
  let current: Readable | undefined;
  try {
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      const part = next.value;
      if (part.type === 'field') continue;
      current = part.file;
      if (upload) throw refuseAttachment('too-many-files', part.fieldname, { maxFiles: 1 });
      const named = { field: part.fieldname, fileName: part.filename };
      upload = { ...named, bytes: await readPartWithin(part.file, named, maxBytes) };
      current = undefined;
    }
  } catch (error) {
    await drainRequest(request, parts, current);
    throw error;
  }
  if (!upload)
    throw new AppError('VALIDATION_FAILED', {
      validations: [{ field: 'body.file', code: 'FIELD_REQUIRED' }],
    });
  return upload;
}

/**
 * The slip's format as its name claims it (PNG, JPEG or PDF) and its bytes prove it, judged by
 * the uploads' own content judge (signature and end mark): anything else is refused.
 */
function judgeSlipFile(upload: TSlipUpload): TSlipFileFormat {
  const fileName = cleanUploadedFileName(upload.fileName) ?? upload.fileName.slice(0, 255);
  const type = readClaimedType(fileName);
  if (type === undefined || !SLIP_FILE_TYPES.includes(type))
    throw refuseAttachment('file-invalid-type', upload.field, {
      fileName,
      allowedTypes: 'PNG, JPG, JPEG, PDF',
    });
  if (upload.bytes.length === 0) throw refuseAttachment('file-empty', upload.field, { fileName });
  const { format } = FILE_TYPE_FACTS[type];
  const judge = createStreamingJudge(format);
  if (!judge.write(upload.bytes) || !judge.end())
    throw refuseAttachment('file-content-mismatch', upload.field, {
      fileName,
      fileType: type.toUpperCase(),
    });
  return format as TSlipFileFormat;
}

/** The first symbol that is a HUB3 slip; the failure of the first when none is. */
function readSlipFromSymbols(
  symbols: readonly TReadBarcode[],
  isKnownPurposeCode: (code: string) => boolean,
): { reading: TRuleResult<THub3Reading>; payload: string } {
  let first: { reading: TRuleResult<THub3Reading>; payload: string } | undefined;
  for (const symbol of symbols) {
    const reading = readHub3Payload(symbol.text, { isKnownPurposeCode });
    if (reading.ok) return { reading, payload: symbol.text };
    first ??= { reading, payload: symbol.text };
  }
  if (!first) throw new AppError('PAYMENT_SLIP_UNREADABLE');
  return first;
}

/**
 * POST /payments/slips/decode: the HUB3 barcode of an uploaded image (PNG, JPEG or a PDF's first
 * page) as the slip's fields, each field's broken rules described, and the amount the payment
 * opens with (an old kuna slip's is 0 EUR). Nothing of the request is stored. No PDF417 in the
 * image is PAYMENT_SLIP_UNREADABLE; a PDF417 that is not a slip SLIP_FORMAT_INVALID.
 */
export async function decodePaymentSlip(
  deps: { db: TDb; config: TConfig },
  request: FastifyRequest,
  locale: TLocale,
): Promise<TDecodedPaymentSlip> {
  const upload = await readSlipUpload(request, deps.config);
  const format = judgeSlipFile(upload);
  const read = await readSlipSymbols(upload.bytes, format);
  if (!read.ok)
    throw refuseAttachment(read.issue, upload.field, {
      fileName: cleanUploadedFileName(upload.fileName) ?? '',
      fileType: format.toUpperCase(),
    });
  const { symbols } = read;
  const isKnownPurposeCode = await loadPurposeCodeRule(deps.db);
  const { reading, payload } = readSlipFromSymbols(symbols, isKnownPurposeCode);
  if (!reading.ok) throw new AppError(reading.code);
  const { slip, violations, isLegacyCurrency } = reading.value;
  const payment = getHub3PaymentAmount(slip);
  return {
    slip: toPaymentSlipFieldsView(slip),
    payload,
    isLegacyCurrency,
    payment: {
      amount: formatMinorAsDecimal(payment.amountMinor, 'EUR'),
      currency: payment.currency,
    },
    validations: describeViolations(violations, locale),
  };
}
