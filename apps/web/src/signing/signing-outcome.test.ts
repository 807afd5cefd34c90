import { describe, expect, it } from 'vitest';
import { getChallengeDeadlineMs, listSigningMethods } from './signing-outcome';

describe('getChallengeDeadlineMs', () => {
  it("counts the challenge's five minutes from its arrival, whatever the server's clock says", () => {
    const receivedAtMs = Date.parse('2026-11-25T04:00:00.000Z');
    expect(getChallengeDeadlineMs(receivedAtMs)).toBe(Date.parse('2026-11-25T04:05:00.000Z'));
  });
});

describe('listSigningMethods', () => {
  it('names each kind of device once, token first', () => {
    const device = (kind: 'TOKEN' | 'MOBILE_TOKEN' | 'SMARTCARD', serial: string) => ({
      id: '6f1c0f4e-59a4-5d2e-a0b1-1c2d3e4f5a6b',
      kind,
      serial,
    });
    expect(
      listSigningMethods({
        devices: [
          device('SMARTCARD', 'C1'),
          device('TOKEN', '12000101'),
          device('TOKEN', '92000101'),
        ],
      }),
    ).toEqual(['TOKEN', 'SMARTCARD']);
  });
});
