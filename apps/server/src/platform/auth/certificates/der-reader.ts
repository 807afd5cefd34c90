/**
 * A strict, minimal DER reader for the few certificate fields node's X509Certificate does not
 * expose (the subject's DER bytes, key identifiers, KeyUsage bits, subject attributes). It reads
 * untrusted bytes, so it checks every bound and refuses BER leniencies by throwing DerError.
 */

export class DerError extends Error {
  override name = 'DerError';
}

export interface TDerNode {
  tag: number;
  /** The whole TLV: what gets copied verbatim, e.g. the CA's subject into an issuer field. */
  encoded: Buffer;
  content: Buffer;
}

function fail(message: string): never {
  throw new DerError(message);
}

/** Definite, minimal lengths only (X.690 §10.1); four length bytes are plenty for a certificate. */
function readLength(buffer: Buffer, offset: number): { length: number; next: number } {
  const first = buffer[offset] ?? fail('truncated length');
  if (first < 0x80) return { length: first, next: offset + 1 };
  const count = first & 0x7f;
  if (count === 0 || count > 4) fail('indefinite or oversized length');
  if (offset + 1 + count > buffer.length) fail('truncated length');
  const length = buffer.readUIntBE(offset + 1, count);
  if (length < 0x80 || length < 2 ** (8 * (count - 1))) fail('non-minimal length');
  return { length, next: offset + 1 + count };
}

function readNodeAt(buffer: Buffer, offset: number): TDerNode {
  const tag = buffer[offset] ?? fail('truncated tag');
  if ((tag & 0x1f) === 0x1f) fail('high tag numbers are not supported');
  const { length, next } = readLength(buffer, offset + 1);
  const end = next + length;
  if (end > buffer.length) fail('content runs past the end');
  return { tag, encoded: buffer.subarray(offset, end), content: buffer.subarray(next, end) };
}

/** Exactly one TLV that fills the whole buffer: trailing bytes are refused. */
export function readDer(buffer: Buffer): TDerNode {
  const node = readNodeAt(buffer, 0);
  if (node.encoded.length !== buffer.length) fail('trailing bytes after the value');
  return node;
}

export function readChildren(node: TDerNode): TDerNode[] {
  if ((node.tag & 0x20) === 0) fail('a primitive value has no children');
  const children: TDerNode[] = [];
  for (let offset = 0; offset < node.content.length;) {
    const child = readNodeAt(node.content, offset);
    children.push(child);
    offset += child.encoded.length;
  }
  return children;
}

export function expectTag(node: TDerNode | undefined, tag: number): TDerNode {
  if (node?.tag !== tag) fail(`expected tag 0x${tag.toString(16)}`);
  return node;
}

export function decodeOid(node: TDerNode): string {
  const { content } = expectTag(node, 0x06);
  if (content.length === 0 || ((content.at(-1) ?? 0) & 0x80) !== 0) fail('truncated OID');
  const arcs: bigint[] = [];
  let arc: bigint | undefined;
  for (const byte of content) {
    // A subidentifier starting with 0x80 is not minimal (X.690 §8.19.2).
    if (arc === undefined && byte === 0x80) fail('non-minimal OID arc');
    arc = ((arc ?? 0n) << 7n) | BigInt(byte & 0x7f);
    if ((byte & 0x80) !== 0) continue;
    arcs.push(arc);
    arc = undefined;
  }
  const [first = 0n, ...rest] = arcs;
  // The first subidentifier packs two arcs (X.690 §8.19.4).
  const head = first < 80n ? [first / 40n, first % 40n] : [2n, first - 80n];
  return [...head, ...rest].join('.');
}
