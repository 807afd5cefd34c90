import { DeviceKeyError } from './device-key-error';

/**
 * The demo's software smartcards and mobile tokens: P-256 ECDSA keys made by WebCrypto as
 * non-extractable, so the private key never leaves the browser (IndexedDB stores the CryptoKey
 * object itself, not its bytes). The server only ever sees the public key and signatures.
 */
export const DEVICE_DATABASE_NAME = 'poslovno-devices';
const DEVICE_DATABASE_VERSION = 1;
const DEVICE_STORE_NAME = 'devices';
const KIND_INDEX_NAME = 'kind';

const KEY_GENERATION_PARAMS: EcKeyGenParams = { name: 'ECDSA', namedCurve: 'P-256' };
/** WebCrypto answers ECDSA as IEEE P1363 r||s, the form the server verifies. */
const SIGNATURE_PARAMS: EcdsaParams = { name: 'ECDSA', hash: 'SHA-256' };

export const DEVICE_KINDS = ['SMARTCARD', 'MOBILE_TOKEN'] as const;
export type TDeviceKind = (typeof DEVICE_KINDS)[number];

export interface TDeviceRecord {
  id: string;
  kind: TDeviceKind;
  serial: string;
  personId: number;
  personName: string;
  /** The card's certificate (DER, base64); a mobile token has none. */
  certificate: string | null;
  privateKey: CryptoKey;
  /** ISO 8601 instant. */
  createdAt: string;
}

export interface TDeviceKeyPair {
  privateKey: CryptoKey;
  /** The SPKI DER export of the public key, base64: what the bank enrols. */
  publicKeySpkiBase64: string;
}

/** Standard base64 with padding, as the contract's ZBase64 and node's Buffer read it. */
export function encodeBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function encodeUtf8(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}

/** Newest first; a record whose createdAt ties keeps the order it came in. */
export function sortDevicesNewestFirst(devices: readonly TDeviceRecord[]): TDeviceRecord[] {
  return [...devices].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** What comes out of the store is checked, since an older or damaged record may be there. */
export function isDeviceRecord(value: unknown): value is TDeviceRecord {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    (DEVICE_KINDS as readonly unknown[]).includes(value.kind) &&
    typeof value.serial === 'string' &&
    typeof value.personId === 'number' &&
    typeof value.personName === 'string' &&
    (value.certificate === null || typeof value.certificate === 'string') &&
    isObject(value.privateKey) &&
    value.privateKey.type === 'private' &&
    typeof value.createdAt === 'string'
  );
}

function getSubtleCrypto(): SubtleCrypto {
  // Outside a secure context (plain http on another host than localhost) the browser has no subtle.
  const subtle = (globalThis.crypto as Crypto | undefined)?.subtle;
  if (!subtle) throw new DeviceKeyError('20');
  return subtle;
}

export async function createDeviceKeyPair(): Promise<TDeviceKeyPair> {
  const subtle = getSubtleCrypto();
  try {
    const pair = await subtle.generateKey(KEY_GENERATION_PARAMS, false, ['sign', 'verify']);
    const spki = await subtle.exportKey('spki', pair.publicKey);
    return { privateKey: pair.privateKey, publicKeySpkiBase64: encodeBase64(spki) };
  } catch (cause) {
    // The person can do nothing about the reason; the code says the component did not start.
    throw new DeviceKeyError('10', { cause });
  }
}

/** ECDSA P-256 / SHA-256 over the UTF-8 text, base64 of the P1363 signature. */
export async function signText(privateKey: CryptoKey, text: string): Promise<string> {
  const subtle = getSubtleCrypto();
  try {
    return encodeBase64(await subtle.sign(SIGNATURE_PARAMS, privateKey, encodeUtf8(text)));
  } catch (cause) {
    throw new DeviceKeyError('25', { cause });
  }
}

function openDeviceDatabase(): Promise<IDBDatabase> {
  const factory = (globalThis as { indexedDB?: IDBFactory }).indexedDB;
  if (!factory) return Promise.reject(new DeviceKeyError('21'));
  return new Promise((resolve, reject) => {
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(DEVICE_DATABASE_NAME, DEVICE_DATABASE_VERSION);
    } catch (cause) {
      // Some private modes throw instead of failing the request: the store is just as absent.
      reject(new DeviceKeyError('21', { cause }));
      return;
    }
    request.onupgradeneeded = () => {
      const database = request.result;
      if (!database.objectStoreNames.contains(DEVICE_STORE_NAME)) {
        const store = database.createObjectStore(DEVICE_STORE_NAME, { keyPath: 'id' });
        store.createIndex(KIND_INDEX_NAME, 'kind');
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(new DeviceKeyError('21', { cause: request.error }));
  });
}

/** One request in its own transaction; the answer counts once the transaction has committed. */
async function runInDeviceStore<T>(
  mode: IDBTransactionMode,
  makeRequest: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await openDeviceDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(DEVICE_STORE_NAME, mode);
      const request = makeRequest(transaction.objectStore(DEVICE_STORE_NAME));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(new DeviceKeyError('25', { cause: transaction.error }));
      transaction.onabort = () => reject(new DeviceKeyError('25', { cause: transaction.error }));
    });
  } finally {
    database.close();
  }
}

export async function saveDevice(device: TDeviceRecord): Promise<void> {
  await runInDeviceStore('readwrite', (store) => store.put(device));
}

export async function listDevices(kind: TDeviceKind): Promise<TDeviceRecord[]> {
  const records = await runInDeviceStore<unknown[]>('readonly', (store) =>
    store.index(KIND_INDEX_NAME).getAll(kind),
  );
  return sortDevicesNewestFirst(records.filter(isDeviceRecord));
}

/** The device to sign with; none there is code 24, "no card in the reader". */
export async function loadDevice(id: string): Promise<TDeviceRecord> {
  const record = await runInDeviceStore<unknown>('readonly', (store) => store.get(id));
  if (!isDeviceRecord(record)) throw new DeviceKeyError('24');
  return record;
}

export async function deleteDevice(id: string): Promise<void> {
  await runInDeviceStore('readwrite', (store) => store.delete(id));
}

/** A new id for a device record (crypto.randomUUID needs the same secure context as WebCrypto). */
export function createDeviceId(): string {
  if (typeof (globalThis.crypto as Crypto | undefined)?.randomUUID !== 'function')
    throw new DeviceKeyError('20');
  return crypto.randomUUID();
}
