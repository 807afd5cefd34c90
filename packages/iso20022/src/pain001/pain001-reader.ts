import { Pain001Content } from './pain001-content';
import { Pain001Parser } from './pain001-parser';
import type { TPain001Summary, TReadPain001Options } from './pain001-types';
import { InvalidUtf8Error, readUtf8Slices } from './utf8-slices';

export const PAIN001_DEFAULT_BATCH_SIZE = 1000;

/** The full batches (all that is left when `isLast`), each awaited before the next. */
export async function handOver(
  content: Pain001Content,
  options: TReadPain001Options,
  batchSize: number,
  isLast: boolean,
): Promise<void> {
  while (content.pending.length >= batchSize || (isLast && content.pending.length > 0)) {
    await options.onTransactions(content.pending.splice(0, batchSize));
  }
}

/** The input decoded and parsed in bounded slices, `handOverFull` awaited after each. */
export async function parseSlices(
  input: AsyncIterable<Uint8Array>,
  parser: Pain001Parser,
  handOverFull: () => Promise<void>,
): Promise<void> {
  try {
    for await (const slice of readUtf8Slices(input)) {
      parser.write(slice);
      // Back-pressure: the next slice is read only once the consumer has taken the full batches.
      await handOverFull();
    }
  } catch (error) {
    if (error instanceof InvalidUtf8Error) throw parser.refuse('not-xml', error.message);
    throw error;
  }
  parser.close();
}

/**
 * Reads an uploaded pain.001 (000 §5 "SEPA file") as a stream: transactions are handed over in
 * batches as they are read, the header and the groups come back with the issues the content
 * checks found. Throws Pain001Refusal only when the file is not read at all (not XML, not a
 * pain.001, a DTD, too many transactions); what the schema check reports is read around.
 */
export async function readPain001(
  input: AsyncIterable<Uint8Array>,
  options: TReadPain001Options,
): Promise<TPain001Summary> {
  const batchSize = readBatchSize(options);
  const content = new Pain001Content(options);
  const parser = new Pain001Parser(content);
  content.attach(parser);
  await parseSlices(input, parser, () => handOver(content, options, batchSize, false));
  await handOver(content, options, batchSize, true);
  return summarize(content);
}

export function readBatchSize(options: TReadPain001Options): number {
  const batchSize = options.batchSize ?? PAIN001_DEFAULT_BATCH_SIZE;
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError('batchSize must be >= 1');
  return batchSize;
}

/** The file's own counts judged (content.finish) and what was read. */
export function summarize(content: Pain001Content): TPain001Summary {
  const header = content.finish();
  return {
    header,
    groups: content.groups,
    transactionCount: content.transactionCount,
    issues: content.issues.listInFileOrder(),
    issueCount: content.issues.count,
  };
}
