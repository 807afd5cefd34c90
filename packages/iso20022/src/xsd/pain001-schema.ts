import {
  type TPain001Issue,
  type TPain001Namespace,
  type TPain001Version,
} from '../pain001-issues';
import { locateComplaints } from './issue-locator';
import { readSchemaComplaints, type TSchemaComplaint } from './libxml2-messages';
import { namespaceOf } from './pain001-envelope';
import { loadPain001Schema } from './pain001-schema-loader';
import {
  readPain001Slices,
  type TPain001Root,
  type TPain001Slice,
  type TSliceLimits,
} from './pain001-slicer';
import { countLineBreaks } from './text-cursor';
import { XmllintSession } from './xmllint-session';

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
 * Transactions a slice takes. With one worker for the file (xmllint-session.ts) a run no longer
 * pays a worker's start (0.35 to 0.5 s each when validateXML started one per slice, which is why
 * slices were 10,000), only a fresh module instance and the schema's compilation: measured in one
 * reused worker, a run takes ~47 ms plus ~19 ms per 1,000 transactions (66, 81 and 142 ms for
 * 1,000, 2,000 and 5,000). A slice is held a few times over at the peak (its text being cut here,
 * its envelope's bytes, the worker's file system and the runs before it not yet collected in the
 * worker), ~0.74 MB of text per 1,000 transactions as the generator writes them. Measured through
 * readAndValidatePain001 on 100,000 generated transactions (peak RSS of the whole process, 71 MB
 * idle with the code loaded; seconds at load 4.5 to 6 on two cores, runs alternated):
 *
 *   10,000 a slice: 305 MB;  5,000: 220 to 245 MB, 7.9 and 10.2 s;
 *    3,000: 190 to 218 MB, 8.7 and 11.1 s;  2,000: 177 to 194 MB, 11.0 and 19.9 s;  1,000: 189 MB.
 *
 * At 2,000 the worker (50 runs, ~4.3 s of its own) is what the parse waits for; at 3,000 (33 runs,
 * ~3.5 s) it keeps pace with the parse beside it (~3.5 s), for 10 to 20 MB more than 2,000. Below
 * 2,000 the memory no longer falls: the worker's isolate and module and the parse's heap are most
 * of it. The peak does not follow the file: the same at 50,000, 100,000 and 200,000.
 */
export const DEFAULT_SLICE_TRANSACTIONS = 3_000;
/** A slice is also cut at this size, whatever its transactions (a few huge ones). */
const SLICE_CHARS = 8 * 1024 * 1024;
/**
 * One run at a time, in one worker (xmllint-session.ts): the parse (main thread) cuts the next
 * slice while the worker validates the last, which is all a two-core machine gives; a second run
 * at once only added its memory.
 */
const RUNS_AT_ONCE = 1;

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
  // Its own buffer (never the pool's), so it can be moved to the worker rather than copied.
  const bytes = Buffer.allocUnsafeSlow(
    pieces.reduce((sum, piece) => sum + Buffer.byteLength(piece), 0),
  );
  pieces.reduce((offset, piece) => offset + bytes.write(piece, offset), 0);
  return bytes;
}

async function validateSlice(
  session: XmllintSession,
  slice: TPain001Slice,
  root: TPain001Root,
  version: TPain001Version,
  schema: string,
): Promise<TSliceOutcome> {
  const result = await session.validate(
    { fileName: 'slice.xml', contents: buildEnvelope(slice, root.uri, version) },
    { fileName: `${version}.xsd`, contents: schema },
  );
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
 * The slices' runs and their issues: a run starts when its slice is cut, after the one before it
 * has ended (RUNS_AT_ONCE), so the parse that cuts them waits for xmllint rather than queueing
 * slices in memory.
 */
export class Pain001SchemaRuns {
  private readonly issues: TPain001Issue[] = [];
  private issueCount = 0;
  private root: TPain001Root | undefined;
  private schema: string | undefined;
  private readonly runs: Promise<TSettled>[] = [];
  private readonly session = new XmllintSession();

  constructor(
    private readonly options: Pick<TValidatePain001SchemaOptions, 'maxIssues' | 'loadSchema'>,
  ) {}

  /** The file's root: its version's schema is loaded (a root in no known namespace stops here). */
  async acceptRoot(root: TPain001Root): Promise<void> {
    this.root = root;
    if (!root.namespace) return;
    this.schema = await (this.options.loadSchema ?? loadPain001Schema)(root.namespace.version);
  }

  /** A slice: its run starts once the run before it has ended (and its issues are taken). */
  async acceptSlice(slice: TPain001Slice): Promise<void> {
    const root = this.root;
    if (!root?.namespace || this.schema === undefined) {
      throw new Error('a pain.001 slice came before its root');
    }
    const oldest = this.runs.length >= RUNS_AT_ONCE ? this.runs.shift() : undefined;
    if (oldest) await this.collect(oldest);
    this.runs.push(
      settle(validateSlice(this.session, slice, root, root.namespace.version, this.schema)),
    );
  }

  /** Waits for the runs still going; their failures are not thrown (the caller is failing already). */
  async abandon(): Promise<void> {
    await Promise.all(this.runs.splice(0));
    await this.session.close();
  }

  async finish(): Promise<TPain001SchemaResult> {
    const root = this.root;
    if (root && !root.namespace) {
      return { namespace: undefined, issues: [describeUnknownRoot(root)], issueCount: 1 };
    }
    try {
      for (const run of this.runs.splice(0)) await this.collect(run);
    } finally {
      await this.session.close();
    }
    return { namespace: root?.namespace, issues: this.issues, issueCount: this.issueCount };
  }

  private async collect(run: Promise<TSettled>): Promise<void> {
    const settled = await run;
    if ('error' in settled) throw settled.error;
    const { slice, complaints } = settled.outcome;
    this.issueCount += complaints.length;
    const room = Math.max(0, this.options.maxIssues - this.issues.length);
    this.issues.push(...locateComplaints(slice, complaints.slice(0, room)));
  }
}

export function createSliceLimits(sliceTransactions?: number): TSliceLimits {
  return {
    sliceTransactions: sliceTransactions ?? DEFAULT_SLICE_TRANSACTIONS,
    sliceChars: SLICE_CHARS,
  };
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
  const runs = new Pain001SchemaRuns(options);
  try {
    for await (const event of readPain001Slices(
      input,
      createSliceLimits(options.sliceTransactions),
    )) {
      if (event.kind === 'slice') await runs.acceptSlice(event.slice);
      else await runs.acceptRoot(event.root);
    }
  } catch (error) {
    await runs.abandon();
    throw error;
  }
  return runs.finish();
}
