import { TextDecoder } from 'node:util';
import { DER_TAG } from './der';
import { DerError, decodeOid, expectTag, readChildren, readDer, type TDerNode } from './der-reader';

/**
 * Reads the certificate fields node's X509Certificate hides: the subject Name as DER (to copy it
 * into an issuer field byte for byte), the extensions by OID and the subject's string attributes.
 */

export interface TExtension {
  isCritical: boolean;
  value: Buffer;
}

export interface TCertificateFields {
  subject: TDerNode;
  subjectPublicKeyInfo: TDerNode;
  extensions: Map<string, TExtension>;
}

function readExtension(node: TDerNode): [string, TExtension] {
  const [oid, second, third, ...extra] = readChildren(expectTag(node, DER_TAG.sequence));
  if (extra.length > 0) throw new DerError('an extension has at most three fields');
  const hasCriticalFlag = third !== undefined;
  // DER omits criticality when it is the DEFAULT FALSE, so an explicit FALSE is not DER.
  if (hasCriticalFlag && expectTag(second, DER_TAG.boolean).content.toString('hex') !== 'ff') {
    throw new DerError('criticality is present only as TRUE');
  }
  const value = expectTag(hasCriticalFlag ? third : second, DER_TAG.octetString).content;
  return [decodeOid(expectTag(oid, DER_TAG.oid)), { isCritical: hasCriticalFlag, value }];
}

function readExtensions(wrapper: TDerNode | undefined): Map<string, TExtension> {
  const extensions = new Map<string, TExtension>();
  if (!wrapper) return extensions;
  const [list, ...extra] = readChildren(wrapper);
  if (extra.length > 0) throw new DerError('[3] holds one Extensions sequence');
  for (const node of readChildren(expectTag(list, DER_TAG.sequence))) {
    const [oid, extension] = readExtension(node);
    // RFC 5280 §4.2: an extension appears at most once; two would be ambiguous.
    if (extensions.has(oid)) throw new DerError(`duplicate extension ${oid}`);
    extensions.set(oid, extension);
  }
  return extensions;
}

export function readCertificateFields(certificateDer: Buffer): TCertificateFields {
  const [tbs, algorithm, signature, ...extra] = readChildren(
    expectTag(readDer(certificateDer), DER_TAG.sequence),
  );
  expectTag(algorithm, DER_TAG.sequence);
  expectTag(signature, DER_TAG.bitString);
  if (extra.length > 0) throw new DerError('a certificate has three fields');
  const items = readChildren(expectTag(tbs, DER_TAG.sequence));
  // The version [0] is absent in v1 certificates.
  const fields = items[0]?.tag === 0xa0 ? items.slice(1) : items;
  const [serial, signatureAlgorithm, issuer, validity, subject, spki, ...optional] = fields;
  expectTag(serial, DER_TAG.integer);
  [signatureAlgorithm, issuer, validity].forEach((node) => expectTag(node, DER_TAG.sequence));
  return {
    subject: expectTag(subject, DER_TAG.sequence),
    subjectPublicKeyInfo: expectTag(spki, DER_TAG.sequence),
    extensions: readExtensions(optional.find((node) => node.tag === 0xa3)),
  };
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Only the string types our CA writes; anything else is left out rather than guessed at. */
function decodeDirectoryString(node: TDerNode): string | undefined {
  if (node.tag === DER_TAG.utf8String) return STRICT_UTF8.decode(node.content);
  if (node.tag === DER_TAG.printableString) return node.content.toString('latin1');
  return undefined;
}

/** A Name's string attributes in order, as [OID, value] (multi-valued RDNs flattened). */
export function readNameAttributes(name: TDerNode): Array<[string, string]> {
  const attributes: Array<[string, string]> = [];
  for (const rdn of readChildren(expectTag(name, DER_TAG.sequence))) {
    for (const pair of readChildren(expectTag(rdn, DER_TAG.set))) {
      const [type, value, ...extra] = readChildren(expectTag(pair, DER_TAG.sequence));
      if (value === undefined || extra.length > 0) throw new DerError('an attribute is a pair');
      const text = decodeDirectoryString(value);
      if (text !== undefined) attributes.push([decodeOid(expectTag(type, DER_TAG.oid)), text]);
    }
  }
  return attributes;
}

/** A named BIT STRING's bit n: bit 0 is the most significant bit of the first content byte. */
export function hasNamedBit(bitString: Buffer, bit: number): boolean {
  const content = expectTag(readDer(bitString), DER_TAG.bitString).content;
  const byte = content[1 + (bit >> 3)] ?? 0;
  return (byte & (0x80 >> (bit & 7))) !== 0;
}

/**
 * BasicConstraints cA, read directly: node's X509Certificate.ca also needs keyCertSign, so it says
 * false for a certificate that claims CA:TRUE with only digitalSignature.
 */
export function isCaConstraint(extensionValue: Buffer): boolean {
  const [cA] = readChildren(expectTag(readDer(extensionValue), DER_TAG.sequence));
  return cA?.tag === DER_TAG.boolean && cA.content.toString('hex') === 'ff';
}

/** The OCTET STRING inside a SubjectKeyIdentifier extension value. */
export function readKeyIdentifier(extensionValue: Buffer): Buffer {
  return expectTag(readDer(extensionValue), DER_TAG.octetString).content;
}

/** The subjectPublicKey bits of a SubjectPublicKeyInfo, without the unused-bits byte. */
export function readSubjectPublicKey(spkiDer: Buffer): Buffer {
  const [algorithm, key, ...extra] = readChildren(expectTag(readDer(spkiDer), DER_TAG.sequence));
  expectTag(algorithm, DER_TAG.sequence);
  const content = expectTag(key, DER_TAG.bitString).content;
  if (extra.length > 0 || content[0] !== 0) throw new DerError('a key is whole bytes');
  return content.subarray(1);
}
