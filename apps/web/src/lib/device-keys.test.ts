import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSmartcardSignedText } from '@poslovno/domain';
import { DeviceKeyError, isDeviceKeyError } from './device-key-error';
import {
  createDeviceId,
  createDeviceKeyPair,
  encodeBase64,
  encodeUtf8,
  isDeviceRecord,
  listDevices,
  signText,
  sortDevicesNewestFirst,
  type TDeviceRecord,
} from './device-keys';

afterEach(() => {
  vi.unstubAllGlobals();
});

function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(text, 'base64'));
}

async function makeRecord(overrides: Partial<TDeviceRecord> = {}): Promise<TDeviceRecord> {
  const { privateKey } = await createDeviceKeyPair();
  return {
    id: 'a',
    kind: 'SMARTCARD',
    serial: 'SC-1',
    personId: 1001,
    personName: 'Ana Horvat',
    certificate: 'MIIB',
    privateKey,
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

describe('encodeBase64', () => {
  it('matches the standard alphabet with padding', () => {
    expect(encodeBase64(new Uint8Array([]))).toBe('');
    expect(encodeBase64(new Uint8Array([0x66]))).toBe('Zg==');
    expect(encodeBase64(new Uint8Array([0x66, 0x6f]))).toBe('Zm8=');
    expect(encodeBase64(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('+/+/');
  });

  it('reads an ArrayBuffer and every byte value as node does', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index);
    expect(encodeBase64(bytes.buffer)).toBe(Buffer.from(bytes).toString('base64'));
  });
});

describe('encodeUtf8', () => {
  it('encodes Croatian letters as UTF-8', () => {
    expect([...encodeUtf8('čž')]).toEqual([0xc4, 0x8d, 0xc5, 0xbe]);
  });
});

describe('createDeviceKeyPair and signText', () => {
  it('makes a non-extractable P-256 key whose P1363 signatures the SPKI key verifies', async () => {
    const { privateKey, publicKeySpkiBase64 } = await createDeviceKeyPair();
    expect(privateKey.extractable).toBe(false);
    expect(privateKey.algorithm).toMatchObject({ name: 'ECDSA', namedCurve: 'P-256' });

    const text = buildSmartcardSignedText({ purpose: 'LOGIN', challenge: 'abc' });
    const signature = decodeBase64(await signText(privateKey, text));
    expect(signature).toHaveLength(64);

    const publicKey = await crypto.subtle.importKey(
      'spki',
      decodeBase64(publicKeySpkiBase64),
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    );
    const params = { name: 'ECDSA', hash: 'SHA-256' };
    expect(await crypto.subtle.verify(params, publicKey, signature, encodeUtf8(text))).toBe(true);
    expect(await crypto.subtle.verify(params, publicKey, signature, encodeUtf8(`${text}x`))).toBe(
      false,
    );
  });

  it('reports code 25 when the key cannot sign', async () => {
    const { publicKey } = await crypto.subtle.generateKey(
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['sign', 'verify'],
    );
    await expect(signText(publicKey, 'x')).rejects.toMatchObject({ code: '25' });
  });

  it('reports code 20 without WebCrypto (an insecure context)', async () => {
    vi.stubGlobal('crypto', {});
    await expect(createDeviceKeyPair()).rejects.toMatchObject({ code: '20' });
    expect(() => createDeviceId()).toThrow(DeviceKeyError);
  });
});

describe('the device store', () => {
  it('reports code 21 when IndexedDB is not there', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const failure: unknown = await listDevices('SMARTCARD').catch((error: unknown) => error);
    expect(isDeviceKeyError(failure) && failure.code).toBe('21');
  });

  it('reports code 21 when IndexedDB refuses to open', async () => {
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new Error('SecurityError');
      },
    });
    await expect(listDevices('MOBILE_TOKEN')).rejects.toMatchObject({ code: '21' });
  });
});

describe('isDeviceRecord', () => {
  it('accepts a complete record, with or without a certificate', async () => {
    expect(isDeviceRecord(await makeRecord())).toBe(true);
    expect(isDeviceRecord(await makeRecord({ kind: 'MOBILE_TOKEN', certificate: null }))).toBe(
      true,
    );
  });

  it('refuses a damaged record', async () => {
    const record = await makeRecord();
    expect(isDeviceRecord(null)).toBe(false);
    expect(isDeviceRecord({ ...record, kind: 'TOKEN' })).toBe(false);
    expect(isDeviceRecord({ ...record, personId: '1001' })).toBe(false);
    expect(isDeviceRecord({ ...record, privateKey: undefined })).toBe(false);
  });
});

describe('sortDevicesNewestFirst', () => {
  it('puts the newest device first', async () => {
    const older = await makeRecord({ id: 'old', createdAt: '2026-01-01T00:00:00.000Z' });
    const newer = await makeRecord({ id: 'new', createdAt: '2026-02-01T00:00:00.000Z' });
    expect(sortDevicesNewestFirst([older, newer]).map((device) => device.id)).toEqual([
      'new',
      'old',
    ]);
  });
});
