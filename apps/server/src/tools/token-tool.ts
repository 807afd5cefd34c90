import { SIGNING_OCRA_SUITE, TOKEN_SERIAL_PATTERN, TOTP_STEP_SECONDS } from '@poslovno/domain';
import { deriveDemoTokenSecret } from '../platform/auth/demo-devices';
import { computeSigningCode, computeTotp } from '../platform/auth/one-time-codes';

/**
 * The demo hardware token (npm run token): computes the codes a real token would show, from its
 * serial number alone (demo tokens derive their secret from it; see demo-devices.ts).
 */
const USAGE = `Usage:
  npm run token -- otp <serial>               sign-in one-time password (RFC 6238), now
  npm run token -- sign <serial> <challenge>  signing code (RFC 6287 ${SIGNING_OCRA_SUITE}) for an 8-digit challenge`;

export function runTokenTool(
  args: readonly string[],
  now: Date,
): { output: string; exitCode: number } {
  const [command, serial, challenge] = args;
  if (!serial || !TOKEN_SERIAL_PATTERN.test(serial)) return { output: USAGE, exitCode: 2 };
  const secret = deriveDemoTokenSecret(serial);
  if (command === 'otp') {
    const secondsLeft = TOTP_STEP_SECONDS - (Math.floor(now.getTime() / 1000) % TOTP_STEP_SECONDS);
    return {
      output: `${computeTotp(secret, now)}  (token ${serial}, valid for ${secondsLeft} more seconds)`,
      exitCode: 0,
    };
  }
  if (command === 'sign' && challenge && /^\d{8}$/.test(challenge))
    return {
      output: `${computeSigningCode(secret, SIGNING_OCRA_SUITE, challenge, now)}  (token ${serial}, challenge ${challenge})`,
      exitCode: 0,
    };
  return { output: USAGE, exitCode: 2 };
}
