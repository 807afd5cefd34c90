import { describe, expect, it } from 'vitest';
import { SIGNING_OCRA_SUITE } from '@poslovno/domain';
import { deriveDemoTokenSecret } from '../platform/auth/demo-devices';
import { computeTotp, isSigningCodeValid } from '../platform/auth/one-time-codes';
import { runTokenTool } from './token-tool';

const NOW = new Date('2026-11-22T10:00:05Z');

describe('npm run token', () => {
  it('prints the sign-in code of the serial for now', () => {
    const result = runTokenTool(['otp', '12000101'], NOW);
    expect(result.exitCode).toBe(0);
    expect(result.output.slice(0, 6)).toBe(computeTotp(deriveDemoTokenSecret('12000101'), NOW));
    expect(result.output).toContain('valid for 25 more seconds');
  });

  it('prints a signing code the server accepts for that challenge only', () => {
    const code = runTokenTool(['sign', '12000101', '12345678'], NOW).output.slice(0, 8);
    const key = deriveDemoTokenSecret('12000101');
    expect(isSigningCodeValid(key, SIGNING_OCRA_SUITE, '12345678', code, NOW)).toBe(true);
    expect(isSigningCodeValid(key, SIGNING_OCRA_SUITE, '12345679', code, NOW)).toBe(false);
  });

  it('explains its use for anything else', () => {
    for (const args of [
      [],
      ['otp'],
      ['otp', 'abc'],
      ['sign', '12000101'],
      ['sign', '12000101', '12'],
      ['x', '12000101'],
    ]) {
      const result = runTokenTool(args, NOW);
      expect(result.exitCode).toBe(2);
      expect(result.output).toContain('Usage');
    }
  });
});
