import { memoryPages, validateXML } from 'xmllint-wasm';
import {
  type TPain001Issue,
  type TPain001Namespace,
  type TPain001Version,
} from '../pain001-issues';
import { locateComplaints } from './issue-locator';
import { readSchemaComplaints, type TSchemaComplaint } from './libxml2-messages';
import { namespaceOf } from './pain001-envelope';
import { loadPain001Schema } from './pain001-schema-loader';
import { readPain001Slices, type TPain001Root, type TPain001Slice } from './pain001-slicer';
import { countLineBreaks } from './text-cursor';

export interface TValidatePain001SchemaOptions {
  /** Issues kept; the rest are only counted. */
  maxIssues: number;
  /** Transactions a slice takes (each slice is one xmllint run). */
  sliceTransactions?: number;
  /** The schema's text for a version; the default reads the package's schemas/ folder. */
  loadSchema?: (version: TPain001Version) => Promise<string>;
}

export interface TPain001SchemaResult {
  /** The root's namespace as a version, undefined for one this bank does not read. */
  namespace: TPain001Namespace | undefined;
  issues: TPain001Issue[];
  /** All issues found, those past maxIssues included. */
  issueCount: number;
}

/**
 * xmllint-wasm starts a worker, compiles its WebAssembly and the schema per run (0.35 to 0.5 s on
 * a busy two-core machine), so few large slices beat many small ones: 100,000 transactions in
 * slices of 2,000 took 37 s, of 10,000 about what one whole-file run takes. A slice of 10,000
 * (about 7 MB) still holds memory to a small multiple of itself, whatever the file's size.
 */
export const DEFAULT_SLICE_TRANSACTIONS = 10_000;
/** A slice is also cut at this size, whatever its transactions (a few huge ones). */
const SLICE_CHARS = 8 * 1024 * 1024;
/** Two runs at once: one worker validates while the next slice is cut and the other validates. */
const PARALLEL_RUNS = 2;
/** A ceiling, not an allocation: a stream-mode run of one slice grows to a few times the slice. */
const RUN_MAX_MEMORY_PAGES = memoryPages.GiB;

interface TSliceOutcome {
  slice: TPain001Slice;
  complaints: TSchemaComplaint[];
}

type TSettled = { outcome: TSliceOutcome } | { error: unknown };

/** The complaints on the slice's own lines; the envelope's filler is valid (tested), so none are lost. */
function keepOwnComplaints(
  slice: TPain001Slice,
  complaints: TSchemaComplaint[],
): TSchemaComplaint[] {
  const lastLine = slice.envelopeLine + countLineBreaks(slice.text);
  return complaints.filter(
    (complaint) => complaint.line >= slice.envelopeLine && complaint.line <= lastLine,
  );
}

/** The slice as a base version's document: a national variant's namespace becomes the base one. */
function buildEnvelope(
  slice: TPain001Slice,
  rootUri: string,
  version: TPain001Version,
): Uint8Array {
  const base = namespaceOf(version);
  const text =
    rootUri === base
      ? slice.text
      : slice.text.replaceAll(`"${rootUri}"`, `"${base}"`).replaceAll(`'${rootUri}'`, `'${base}'`);
  // Bytes, written piece by piece: no joined copy of the slice; and xmllint-wasm copies bytes to
  // its file system as they are, where a string is encoded in JavaScript.
  const pieces = [slice.prefix, text, slice.suffix];
  const bytes = Buffer.allocUnsafe(
    pieces.reduce((sum, piece) => sum + Buffer.byteLength(piece), 0),
  );
  pieces.reduce((offset, piece) => offset + bytes.write(piece, offset), 0);
  return bytes;
}

async function validateSlice(
  slice: TPain001Slice,
  root: TPain001Root,
  version: TPain001Version,
  schema: string,
): Promise<TSliceOutcome> {
  const result = await validateXML({
    xml: [{ fileName: 'slice.xml', contents: buildEnvelope(slice, root.uri, version) }],
    schema: [{ fileName: `${version}.xsd`, contents: schema }],
    stream: true,
    maxMemoryPages: RUN_MAX_MEMORY_PAGES,
  });
  if (result.valid) return { slice, complaints: [] };
  return { slice, complaints: keepOwnComplaints(slice, readSchemaComplaints(result.rawOutput)) };
}

/** A root in no namespace this bank reads: the one issue, nothing else is read. */
function describeUnknownRoot(root: TPain001Root): TPain001Issue {
  return {
    code: 'XSD_UNEXPECTED_ELEMENT',
    values: { element: root.local, namespace: root.uri, expected: 'Document' },
    line: root.line,
    column: root.column,
    path: `/${root.local}`,
    xml: root.xml,
  };
}

function settle(run: Promise<TSliceOutcome>): Promise<TSettled> {
  // Held as a value until its turn, so a failure while an earlier run is awaited is not unhandled.
  return run.then(
    (outcome) => ({ outcome }),
    (error: unknown) => ({ error }),
  );
}

/**
 * Validates an uploaded pain.001 against its version's official schema in slices, streaming the
 * input once: memory follows the slice, not the file. Throws on a DOCTYPE and on text that is not
 * well-formed UTF-8 XML (the upload's reader refuses those first).
 */
export async function validatePain001Schema(
  input: AsyncIterable<Uint8Array>,
  options: TValidatePain001SchemaOptions,
): Promise<TPain001SchemaResult> {
  const loadSchema = options.loadSchema ?? loadPain001Schema;
  const limits = {
    sliceTransactions: options.sliceTransactions ?? DEFAULT_SLICE_TRANSACTIONS,
    sliceChars: SLICE_CHARS,
  };
  const issues: TPain001Issue[] = [];
  let issueCount = 0;
  const collect = async (run: Promise<TSettled>) => {
    const settled = await run;
    if ('error' in settled) throw settled.error;
    const { slice, complaints } = settled.outcome;
    issueCount += complaints.length;
    const room = Math.max(0, options.maxIssues - issues.length);
    issues.push(...locateComplaints(slice, complaints.slice(0, room)));
  };
  let root: TPain001Root | undefined;
  let schema: string | undefined;
  const runs: Promise<TSettled>[] = [];
  for await (const event of readPain001Slices(input, limits)) {
    if (event.kind === 'root') {
      root = event.root;
      if (!root.namespace) {
        return { namespace: undefined, issues: [describeUnknownRoot(root)], issueCount: 1 };
      }
      schema = await loadSchema(root.namespace.version);
      continue;
    }
    if (!root?.namespace || schema === undefined) {
      throw new Error('a pain.001 slice came before its root');
    }
    const oldest = runs.length >= PARALLEL_RUNS ? runs.shift() : undefined;
    if (oldest) await collect(oldest);
    runs.push(settle(validateSlice(event.slice, root, root.namespace.version, schema)));
  }
  for (const run of runs) await collect(run);
  return { namespace: root?.namespace, issues, issueCount };
}
