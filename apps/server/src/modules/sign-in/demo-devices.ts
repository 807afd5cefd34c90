import { randomBytes, randomUUID } from 'node:crypto';
import { capitalizePersonName } from '@poslovno/domain';
import type { TDemoDeviceEnrolled } from '@poslovno/contract';
import { withSystemTransaction } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import {
  CertificateRequestError,
  issuePersonCertificate,
} from '../../platform/auth/certificates/demo-ca';
import { isP256PublicKeySpki } from '../../platform/auth/certificates/p1363-signature';
import {
  activateMobileToken,
  insertDevice,
  readCertificateAuthorityForIssuing,
} from '../../platform/auth/devices.repository';
import { recordSecurityEvent } from '../../platform/auth/security-events';
import type { TAuthDeps, TRequestOrigin } from '../../platform/auth/session-service';
import { findPersonMobileToken } from '../mobile-token-reactivation/reactivations.repository';
import { findDemoPerson } from './sign-in.repository';

const SMARTCARD_VALIDITY_DAYS = 3 * 365;

/** A certificate serial: 8 random bytes, first nibble 1-7 (positive, no padding byte), in hex. */
function newCardSerialHex(): string {
  const bytes = randomBytes(8);
  bytes[0] = ((bytes[0] ?? 0) % 7) * 16 + 16 + ((bytes[0] ?? 0) & 0x0f);
  return bytes.toString('hex').toUpperCase();
}

/**
 * Demo mode: a browser-held P-256 key becomes a demo person's mobile token (the seeded one's first
 * activation; once active, a new phone needs a reactivation and its code, REACTIVATION_REQUIRED)
 * or a new software smartcard with a certificate from the bank's CA. The private key never leaves
 * the browser.
 */
export async function enrolDemoDevice(
  deps: TAuthDeps,
  input: { personId: number; kind: 'MOBILE_TOKEN' | 'SMARTCARD'; publicKey: string },
  origin: TRequestOrigin,
): Promise<TDemoDeviceEnrolled> {
  const now = deps.clock.now();
  const spki = Buffer.from(input.publicKey, 'base64');
  if (!isP256PublicKeySpki(spki))
    throw new AppError('VALIDATION_FAILED', {
      validations: [{ field: 'body.publicKey', code: 'FIELD_INVALID' }],
    });
  return withSystemTransaction(deps.db, async (tx) => {
    const person = await findDemoPerson(tx, input.personId);
    if (!person) throw new AppError('NOT_FOUND');
    const personName = capitalizePersonName(`${person.firstName} ${person.lastName}`);
    let serial: string;
    let certificate: Buffer | null = null;
    let deviceId: string;
    if (input.kind === 'MOBILE_TOKEN') {
      const current = await findPersonMobileToken(tx, person.personUuid);
      if (current && (current.status === 'ACTIVE' || current.requiresActivationCode))
        throw new AppError('REACTIVATION_REQUIRED');
      const activated = await activateMobileToken(tx, person.personUuid, spki, now);
      if (!activated) throw new AppError('NOT_FOUND');
      serial = activated.serial;
      deviceId = activated.id;
    } else {
      const ca = await readCertificateAuthorityForIssuing(tx);
      if (!ca?.privateKeyPkcs8Der)
        throw new AppError('AUTH_97', { detail: 'the demo CA cannot issue' });
      serial = newCardSerialHex();
      deviceId = randomUUID();
      try {
        certificate = issuePersonCertificate({
          ca: { certificateDer: ca.certificateDer, privateKeyPkcs8Der: ca.privateKeyPkcs8Der },
          subjectPublicKeySpkiDer: spki,
          serialNumber: BigInt(`0x${serial}`).toString(),
          commonName: personName,
          personId: input.personId,
          organization: 'Poslovno demo smartcard',
          now,
          validityDays: SMARTCARD_VALIDITY_DAYS,
        });
      } catch (error) {
        if (error instanceof CertificateRequestError)
          throw new AppError('VALIDATION_FAILED', {
            cause: error,
            validations: [{ field: 'body.publicKey', code: 'FIELD_INVALID' }],
          });
        throw error;
      }
      await insertDevice(tx, {
        id: deviceId,
        personId: person.personUuid,
        kind: 'SMARTCARD',
        serial,
        status: 'ACTIVE',
        canSignIn: true,
        canSign: true,
        publicKeySpkiDer: spki,
        certificateDer: certificate,
        createdAt: now,
        activatedAt: now,
      });
    }
    await recordSecurityEvent(tx, {
      kind: 'DEVICE_ENROLLED',
      at: now,
      personUuid: person.personUuid,
      deviceId,
      ipAddress: origin.ipAddress,
      details: { kind: input.kind, serial },
    });
    return { serial, personName, certificate: certificate?.toString('base64') ?? null };
  });
}
