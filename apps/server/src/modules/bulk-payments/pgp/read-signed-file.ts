import {
  readKey,
  readMessage,
  verify,
  type Message,
  type PartialConfig,
  type PublicKey,
} from 'openpgp';
import type { TCompanyScope, TTx } from '../../../platform/db/database';
import { refuseAttachment } from '../../../platform/files/attachment-refusal';
import { selectCompanyPgpKeys } from './company-pgp-keys.repository';

/** A signed file as it was uploaded: its bytes, whether they are ASCII armour, and its names. */
export interface TSignedFile {
  bytes: Uint8Array;
  isArmored: boolean;
  fileName: string;
  /** The multipart field it came in; a refusal names it. */
  field: string;
}

export interface TSignedFileLimits {
  /**
   * The most the signed content may unpack to: the bulk upload's ZIP_MAX_UNCOMPRESSED_MB
   * (config.zipLimits.maxUncompressedBytes). A compressed message stops unpacking past it.
   */
  maxContentBytes: number;
}

const BYTES_PER_MEGABYTE = 1024 * 1024;
/** ZIP_MAX_UNCOMPRESSED_MB's default (platform/config.ts), for a caller that passes no limits. */
const DEFAULT_LIMITS: TSignedFileLimits = { maxContentBytes: 200 * BYTES_PER_MEGABYTE };
/** openpgp.js's words when a compressed packet unpacks past maxDecompressedMessageSize. */
const DECOMPRESSION_LIMIT_ERROR = 'Maximum decompressed message size exceeded';

class SignedFileRefusal extends Error {
  constructor(readonly reason: 'invalid' | 'too-large') {
    super(`signed file ${reason}`);
  }
}

function isDecompressionLimitError(error: unknown): boolean {
  return error instanceof Error && error.message.includes(DECOMPRESSION_LIMIT_ERROR);
}

/** Runs a step of openpgp.js, whose every failure on the client's bytes is a refusal. */
async function readOrRefuse<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw new SignedFileRefusal(isDecompressionLimitError(error) ? 'too-large' : 'invalid');
  }
}

function decodeArmor(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

async function readSignedMessage(
  signed: TSignedFile,
  config: PartialConfig,
): Promise<Message<Uint8Array | string>> {
  return readOrRefuse<Message<Uint8Array | string>>(() =>
    signed.isArmored
      ? readMessage({ armoredMessage: decodeArmor(signed.bytes), config })
      : readMessage({ binaryMessage: signed.bytes, config }),
  );
}

/**
 * The registered keys that are valid now: a key the company let expire or revoked in OpenPGP
 * itself (a revocation certificate merged into the registered key) checks nothing, even a
 * signature dated from before, since the signer chooses that date.
 */
async function readUsableKeys(armoredKeys: readonly string[]): Promise<PublicKey[]> {
  const usable: PublicKey[] = [];
  for (const armoredKey of armoredKeys) {
    // Registered keys were read and checked by the operator's tool: a failure here is a bug.
    const key = await readKey({ armoredKey });
    const isValid = await key.verifyPrimaryKey().then(
      () => true,
      () => false,
    );
    if (isValid) usable.push(key.toPublic());
  }
  return usable;
}

/**
 * At least one signature by a usable key, over the literal data, checked now (the real time, not
 * the bank's demo clock: the signature was made in the world's). `expectSigned` makes openpgp.js
 * throw for a message without any signature, with none that checks, or without literal data (a
 * detached signature, an encrypted message).
 */
async function verifyContent(
  message: Message<Uint8Array | string>,
  keys: readonly PublicKey[],
  config: PartialConfig,
): Promise<Uint8Array> {
  const { data } = await readOrRefuse(() =>
    verify({
      message,
      verificationKeys: [...keys],
      expectSigned: true,
      format: 'binary',
      config,
    }),
  );
  return data;
}

/**
 * The content of a signed SEPA file (issue 25): the pain.001 XML or the zip holding it, once an
 * OpenPGP signature by one of the company's registered keys (npm run bank -- pgp-key add) checks.
 * A binary (.pgp, .gpg) or ASCII-armoured (.asc) signed message is taken, compressed or not; a
 * cleartext signature, a detached signature, an encrypted or unsigned message is refused. The
 * whole file is in memory (the upload limit bounds it); a compressed one unpacks at most to
 * `limits.maxContentBytes`. Refusals are ATTACHMENT_ISSUES: pgp-key-missing when the company never
 * had a key, archive-too-large past the limit, pgp-signature-invalid for anything else (a
 * malformed message, no signature, a signature by another key or by a revoked or expired one,
 * content changed after signing).
 */
export async function readSignedFile(
  tx: TTx,
  scope: TCompanyScope,
  signed: TSignedFile,
  limits: TSignedFileLimits = DEFAULT_LIMITS,
): Promise<Uint8Array> {
  const named = { fileName: signed.fileName };
  const registered = await selectCompanyPgpKeys(tx, scope.companyId);
  if (registered.length === 0) throw refuseAttachment('pgp-key-missing', signed.field, named);
  const config: PartialConfig = { maxDecompressedMessageSize: limits.maxContentBytes };
  try {
    // A revoked key still counts as registered: what it signed is invalid, not unverifiable.
    const keys = await readUsableKeys(
      registered.filter((key) => key.revokedAt === null).map((key) => key.armoredKey),
    );
    if (keys.length === 0) throw new SignedFileRefusal('invalid');
    const message = await readSignedMessage(signed, config);
    return await verifyContent(message, keys, config);
  } catch (error) {
    if (!(error instanceof SignedFileRefusal)) throw error;
    if (error.reason === 'invalid')
      throw refuseAttachment('pgp-signature-invalid', signed.field, named);
    throw refuseAttachment('archive-too-large', signed.field, {
      ...named,
      unpackedMb: Math.ceil(limits.maxContentBytes / BYTES_PER_MEGABYTE),
    });
  }
}
