import { SaxesParser } from 'saxes';
import type { TParseTap } from '../pain001/pain001-parser';
import {
  ERROR_XML_MAX_CHARS,
  readPain001Namespace,
  type TPain001Namespace,
  type TPain001Version,
} from '../pain001-issues';
import {
  buildEnvelopePrefix,
  buildEnvelopeSuffix,
  namespaceOf,
  type TEnvelopeAncestor,
  type TSliceStart,
} from './pain001-envelope';
import { countLineBreaks, TextCursor } from './text-cursor';

/**
 * Cuts a pain.001 into slices as it streams by, once: each slice is the file's text from one cut
 * to the next, with the envelope (filler and the open elements' start tags) that makes it a
 * document the schema judges as it would judge that part in the whole file. Cuts fall only where
 * the schema's state is known: after a transaction inside a PmtInf, or after a PmtInf (or what
 * follows one) inside CstmrCdtTrfInitn. Only the current slice's text is held.
 */

/** An element open where a slice begins, with what the paths inside the slice continue from. */
export interface TSliceAncestor extends TEnvelopeAncestor {
  segment: string;
  childCounts: ReadonlyMap<string, number>;
}

export interface TSliceContext {
  /** The file's elements open where the slice begins, outermost first. */
  ancestors: readonly TSliceAncestor[];
  /** The PmtInf the slice begins in, if it begins in one, and its PmtInfId if it has one. */
  groupIndex?: number;
  pmtInfId?: string;
}

export interface TPain001Slice {
  /** The file's text from one cut to the next, as written (the variant's namespace not yet mapped). */
  text: string;
  prefix: string;
  suffix: string;
  /** The envelope's line where `text` begins (1-based), and the file's line and column (code points before) there. */
  envelopeLine: number;
  fileLine: number;
  fileColumn: number;
  context: TSliceContext;
}

export interface TPain001Root {
  namespace: TPain001Namespace | undefined;
  uri: string;
  local: string;
  line: number;
  column: number;
  xml: string;
}

export type TSliceEvent =
  { kind: 'root'; root: TPain001Root } | { kind: 'slice'; slice: TPain001Slice };

export interface TSliceLimits {
  /** Transactions a slice takes before it is cut at the next place a cut may fall. */
  sliceTransactions: number;
  /** Characters a slice takes before it is cut at the next place a cut may fall. */
  sliceChars: number;
}

/** Pieces the input is fed in: a large chunk would otherwise fill the queue with all its slices at once. */
const FEED_BYTES = 64 * 1024;
const PMT_INF_ID_MAX_CHARS = 140;

type TRole = 'document' | 'initiation' | 'payment' | 'transaction' | 'other';

interface TOpenElement extends TSliceAncestor {
  role: TRole;
  childCounts: Map<string, number>;
  hasTransactions: boolean;
  /** The prefixes in scope (the default one as ''). */
  namespaces: Record<string, string>;
}

const CHILD_ROLES: Partial<Record<TRole, readonly [string, TRole]>> = {
  document: ['CstmrCdtTrfInitn', 'initiation'],
  initiation: ['PmtInf', 'payment'],
  payment: ['CdtTrfTxInf', 'transaction'],
};

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');
}

/** Paths index the repeating lists always, other elements when they repeat. */
export function buildSegment(local: string, position: number): string {
  return position > 1 || local === 'PmtInf' || local === 'CdtTrfTxInf'
    ? `${local}[${position}]`
    : local;
}

/** At most ERROR_XML_MAX_CHARS code points, never half a surrogate pair. */
export function cutXml(xml: string): string {
  const points = Array.from(xml.slice(0, 2 * ERROR_XML_MAX_CHARS));
  return points.length > ERROR_XML_MAX_CHARS
    ? points.slice(0, ERROR_XML_MAX_CHARS).join('')
    : points.join('');
}

/** Deeper elements only pass by: the cuts, the roles and the paths of a context are all above. */
const TRACKED_DEPTH = 4;

function readPrefix(qname: string): string {
  const colon = qname.indexOf(':');
  return colon < 0 ? '' : qname.slice(0, colon);
}

/**
 * The slicer reads a parse it does not own: the events of a saxes parser without namespace
 * resolution, and its position (its own parser in readPain001Slices, the reader's in the upload's
 * one parse).
 */
export class Pain001Slicer implements TParseTap {
  readonly ready: TSliceEvent[] = [];
  isStopped = false;
  private buffer = '';
  private bufferStart = 0;
  private readonly stack: TOpenElement[] = [];
  private depth = 0;
  private readonly cursor = new TextCursor();
  private version: TPain001Version | undefined;
  private rootUri: string | undefined;
  private sliceStart = 0;
  private slicePrefix = '';
  private sliceContext: TSliceContext = { ancestors: [] };
  private transactionsInSlice = 0;
  private hasContent = false;
  private paymentsClosed = 0;
  private pmtInfId: string | undefined;
  private isReadingPmtInfId = false;
  private tagStart = 0;

  constructor(
    private readonly limits: TSliceLimits,
    private readonly parser: { readonly position: number },
  ) {}

  append(text: string): void {
    this.buffer += text;
  }

  openTagStart(name: string): void {
    if (this.depth === 0) this.tagStart = this.parser.position - name.length - 2;
  }

  readCdata(): void {
    this.hasContent = true;
  }

  /** After the parser's close: the last slice. */
  end(): void {
    // A last slice of end tags and whitespace holds nothing the schema could refuse.
    if (this.isStopped || !this.hasContent) return;
    this.pushSlice(this.bufferStart + this.buffer.length, '');
  }

  open(qname: string, attributes: Record<string, string>): void {
    this.hasContent = true;
    this.isReadingPmtInfId = false;
    this.depth++;
    if (this.isStopped || this.depth > TRACKED_DEPTH) return;
    const parent = this.stack.at(-1);
    const namespaces = this.readNamespaces(parent, attributes);
    const local = qname.slice(qname.indexOf(':') + 1);
    const uri = namespaces[readPrefix(qname)] ?? '';
    const position = (parent?.childCounts.get(local) ?? 0) + 1;
    parent?.childCounts.set(local, position);
    if (!parent) this.readRoot(local, uri);
    const [childName, childRole] = (parent && CHILD_ROLES[parent.role]) ?? [];
    const isChildOfRole = local === childName && uri === this.rootUri;
    const role: TRole = parent ? (isChildOfRole ? (childRole ?? 'other') : 'other') : 'document';
    if (role === 'transaction' && parent) parent.hasTransactions = true;
    if (role === 'payment') this.pmtInfId = undefined;
    this.isReadingPmtInfId = parent?.role === 'payment' && local === 'PmtInfId';
    this.stack.push({
      qname,
      local,
      declarations: this.readDeclarations(attributes),
      segment: parent ? buildSegment(local, position) : local,
      childCounts: new Map(),
      role,
      hasTransactions: false,
      namespaces,
    });
  }

  private readNamespaces(
    parent: TOpenElement | undefined,
    attributes: Record<string, string>,
  ): Record<string, string> {
    let namespaces = parent?.namespaces ?? {};
    for (const [name, value] of Object.entries(attributes)) {
      if (name !== 'xmlns' && !name.startsWith('xmlns:')) continue;
      namespaces = { ...namespaces, [name.slice(6)]: value };
    }
    return namespaces;
  }

  private readRoot(local: string, uri: string): void {
    const namespace = readPain001Namespace(uri);
    this.version = namespace?.version;
    this.rootUri = uri;
    const cursor = new TextCursor(this.bufferStart);
    cursor.advance(this.buffer, this.bufferStart, this.tagStart);
    const start = this.tagStart - this.bufferStart;
    this.ready.push({
      kind: 'root',
      root: {
        namespace,
        uri,
        local,
        line: cursor.line,
        column: cursor.column + 1,
        xml: cutXml(this.buffer.slice(start, start + 2 * ERROR_XML_MAX_CHARS)),
      },
    });
    if (!namespace) this.isStopped = true;
  }

  /** The element's xmlns declarations, the variant's namespace mapped to the base one. */
  private readDeclarations(attributes: Record<string, string>): string {
    return Object.entries(attributes)
      .filter(([name]) => name === 'xmlns' || name.startsWith('xmlns:'))
      .map(([name, uri]) => ` ${name}="${escapeAttribute(this.mapNamespace(uri))}"`)
      .join('');
  }

  private mapNamespace(uri: string): string {
    return uri === this.rootUri && this.version ? namespaceOf(this.version) : uri;
  }

  readText(text: string): void {
    if (!this.hasContent && /\S/.test(text)) this.hasContent = true;
    if (!this.isReadingPmtInfId) return;
    this.pmtInfId = ((this.pmtInfId ?? '') + text).slice(0, PMT_INF_ID_MAX_CHARS);
  }

  close(): void {
    this.isReadingPmtInfId = false;
    this.depth--;
    if (this.isStopped || this.depth >= TRACKED_DEPTH) return;
    const element = this.stack.pop();
    if (!element) return;
    if (element.role === 'transaction') this.transactionsInSlice++;
    if (element.role === 'payment') this.paymentsClosed++;
    const start = this.findCutStart();
    if (!start || !this.isSliceFull()) return;
    this.pushSlice(this.parser.position, buildEnvelopeSuffix(this.stack));
    this.beginSlice(start);
  }

  /** The schema's state where a cut here leaves it, if the envelope can restore it. */
  private findCutStart(): TSliceStart | undefined {
    const parent = this.stack.at(-1);
    if (parent?.role === 'payment' && parent.hasTransactions) return 'after-transaction';
    if (parent?.role === 'initiation' && this.paymentsClosed > 0) return 'after-payment';
    return undefined;
  }

  private isSliceFull(): boolean {
    return (
      this.transactionsInSlice >= this.limits.sliceTransactions ||
      this.parser.position - this.sliceStart >= this.limits.sliceChars
    );
  }

  private pushSlice(end: number, suffix: string): void {
    const slice: TPain001Slice = {
      text: this.buffer.slice(this.sliceStart - this.bufferStart, end - this.bufferStart),
      prefix: this.slicePrefix,
      suffix,
      envelopeLine: countLineBreaks(this.slicePrefix) + 1,
      fileLine: this.cursor.line,
      fileColumn: this.cursor.column,
      context: this.sliceContext,
    };
    this.ready.push({ kind: 'slice', slice });
    this.cursor.advance(this.buffer, this.bufferStart, end);
    this.buffer = this.buffer.slice(end - this.bufferStart);
    this.bufferStart = end;
  }

  private beginSlice(start: TSliceStart): void {
    const version = this.version ?? 'pain.001.001.03';
    this.slicePrefix = buildEnvelopePrefix(version, start, this.stack);
    const payment = this.stack.find((element) => element.role === 'payment');
    this.sliceContext = {
      ancestors: this.stack.map((element) => ({
        ...element,
        childCounts: new Map(element.childCounts),
      })),
      ...(payment && {
        groupIndex: this.stack[1]?.childCounts.get('PmtInf') ?? 0,
        ...(this.pmtInfId !== undefined && { pmtInfId: this.pmtInfId }),
      }),
    };
    this.sliceStart = this.parser.position;
    this.transactionsInSlice = 0;
    this.hasContent = false;
  }
}

async function* feedBytes(input: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  for await (const chunk of input) {
    for (let start = 0; start < chunk.length; start += FEED_BYTES) {
      yield chunk.subarray(start, start + FEED_BYTES);
    }
  }
}

/**
 * The root (its namespace read as a version, or undefined, after which nothing more is read),
 * then the slices in file order. Throws on a DOCTYPE and on XML that is not well-formed.
 */
export async function* readPain001Slices(
  input: AsyncIterable<Uint8Array>,
  limits: TSliceLimits,
): AsyncGenerator<TSliceEvent> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  // Namespaces are resolved by the slicer for the few tracked elements: saxes' own resolution
  // costs a third of the parse of a large file.
  const parser = new SaxesParser<{ xmlns: false; position: true }>({
    xmlns: false,
    position: true,
  });
  const slicer = new Pain001Slicer(limits, parser);
  parser.on('doctype', () => {
    throw new Error('a pain.001 with a DOCTYPE is refused (no DTDs, no entities)');
  });
  parser.on('opentagstart', (node) => slicer.openTagStart(node.name));
  parser.on('opentag', (node) => slicer.open(node.name, node.attributes));
  parser.on('text', (text) => slicer.readText(text));
  parser.on('cdata', () => slicer.readCdata());
  parser.on('closetag', () => slicer.close());
  const write = (text: string) => {
    slicer.append(text);
    parser.write(text);
  };
  for await (const bytes of feedBytes(input)) {
    write(decoder.decode(bytes, { stream: true }));
    yield* slicer.ready.splice(0);
    if (slicer.isStopped) return;
  }
  write(decoder.decode());
  parser.close();
  slicer.end();
  yield* slicer.ready.splice(0);
}
