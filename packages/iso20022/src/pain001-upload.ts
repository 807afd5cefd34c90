import { Pain001Content } from './pain001/pain001-content';
import { Pain001Parser } from './pain001/pain001-parser';
import { handOver, parseSlices, readBatchSize, summarize } from './pain001/pain001-reader';
import type { TPain001Summary, TReadPain001Options } from './pain001/pain001-types';
import type { TPain001Version } from './pain001-issues';
import {
  createSliceLimits,
  Pain001SchemaRuns,
  type TPain001SchemaResult,
} from './xsd/pain001-schema';
import { Pain001Slicer } from './xsd/pain001-slicer';

export interface TReadAndValidatePain001Options extends TReadPain001Options {
  /** Schema issues kept; the rest are only counted. */
  maxSchemaIssues: number;
  /** The schema's text for a version; the default reads the package's schemas/ folder. */
  loadSchema?: (version: TPain001Version) => Promise<string>;
  /** Transactions a slice of the schema check takes (each slice is one xmllint run). */
  sliceTransactions?: number;
}

export interface TReadAndValidatePain001Result {
  summary: TPain001Summary;
  schema: TPain001SchemaResult;
}

/**
 * readPain001 and validatePain001Schema over one decoding and one saxes parse of the input: the
 * parse that feeds the content checks also cuts the slices xmllint validates, one run at a time
 * beside it. Answers what the two answer over the same input, with the reader's refusal first:
 * a Pain001Refusal (not XML, not a pain.001, a DTD, too many transactions) is thrown as readPain001
 * throws it, after the run under way has ended; a failure of the schema check (xmllint itself) is
 * thrown once the content is read. Transactions are handed over in the same batches, each awaited
 * before the parse goes on.
 */
export async function readAndValidatePain001(
  input: AsyncIterable<Uint8Array>,
  options: TReadAndValidatePain001Options,
): Promise<TReadAndValidatePain001Result> {
  const batchSize = readBatchSize(options);
  const content = new Pain001Content(options);
  const runs = new Pain001SchemaRuns({
    maxIssues: options.maxSchemaIssues,
    ...(options.loadSchema && { loadSchema: options.loadSchema }),
  });
  // The slicer reads the position of the parser it taps (made after it, read only as it parses).
  const source: { parser?: Pain001Parser; readonly position: number } = {
    get position(): number {
      return this.parser?.position ?? 0;
    },
  };
  const slicer = new Pain001Slicer(createSliceLimits(options.sliceTransactions), source);
  const parser = new Pain001Parser(content, slicer);
  source.parser = parser;
  content.attach(parser);
  let schemaFailure: { error: unknown } | undefined;
  const passSlices = async () => {
    for (const event of slicer.ready.splice(0)) {
      if (schemaFailure) continue;
      try {
        if (event.kind === 'slice') await runs.acceptSlice(event.slice);
        else await runs.acceptRoot(event.root);
      } catch (error) {
        // Thrown once the content is read: a refusal found later still wins, as it did.
        schemaFailure = { error };
        await runs.abandon();
      }
    }
  };
  try {
    await parseSlices(input, parser, async () => {
      await passSlices();
      await handOver(content, options, batchSize, false);
    });
    await passSlices();
    await handOver(content, options, batchSize, true);
  } catch (error) {
    await runs.abandon();
    throw error;
  }
  const summary = summarize(content);
  if (schemaFailure) throw schemaFailure.error;
  return { summary, schema: await runs.finish() };
}
