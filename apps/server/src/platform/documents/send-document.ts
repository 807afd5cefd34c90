import type { FastifyReply } from 'fastify';
import { formatContentDisposition } from './content-disposition';
import { openWriterStream, type TDocumentWriter } from './output-sink';

export type { TDocumentWriter } from './output-sink';

export const PDF_CONTENT_TYPE = 'application/pdf';
export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const ZIP_CONTENT_TYPE = 'application/zip';
export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8';

export interface TDocumentResponse {
  fileName: string;
  contentType: string;
  write: TDocumentWriter;
}

/**
 * Streams a generated document as a download while it is being written, never whole in memory.
 * Fastify sends the headers with the first bytes: a `write` that fails before any byte still gets
 * the usual error answer (without the download headers); one that fails later aborts the transfer
 * (Fastify logs it), so a client never keeps a cut-off file as if it were complete. Resolves when
 * `write` has settled, so a database transaction around the call stays open for as long as the
 * document reads from it.
 */
export async function sendDocument(
  reply: FastifyReply,
  document: TDocumentResponse,
): Promise<FastifyReply> {
  const { stream, done } = openWriterStream(document.write);
  // Registered before Fastify's own listener, so it runs before the error answer is built.
  stream.once('error', () => {
    if (reply.raw.headersSent) return;
    void reply.removeHeader('Content-Type').removeHeader('Content-Disposition');
  });
  void reply
    .header('Content-Type', document.contentType)
    .header('Content-Disposition', formatContentDisposition(document.fileName))
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(stream);
  await done;
  return reply;
}
