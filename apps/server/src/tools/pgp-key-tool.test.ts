import { describe, expect, it } from 'vitest';
import { formatFingerprint, parsePgpKeyCommand, parsePgpSignCommand } from './pgp-key-tool';

const FINGERPRINT = '45D96D69C97972EF676126756FBC9F6D63E3F8A4';

describe('npm run bank -- pgp-key', () => {
  it('adds a key from a file, lists the keys, revokes one by its fingerprint', () => {
    expect(parsePgpKeyCommand(['add', '100245', 'slavonska.asc'])).toEqual({
      kind: 'add',
      customerId: 100245,
      keyFile: 'slavonska.asc',
    });
    expect(parsePgpKeyCommand(['list', '100245'])).toEqual({ kind: 'list', customerId: 100245 });
    expect(parsePgpKeyCommand(['revoke', '100245', FINGERPRINT])).toEqual({
      kind: 'revoke',
      customerId: 100245,
      fingerprint: FINGERPRINT,
    });
  });

  it('takes a fingerprint as GnuPG prints it: in groups, any case', () => {
    expect(
      parsePgpKeyCommand(['revoke', '100245', formatFingerprint(FINGERPRINT).toLowerCase()]),
    ).toMatchObject({ kind: 'revoke', fingerprint: FINGERPRINT });
    expect(formatFingerprint(FINGERPRINT)).toBe(
      '45D9 6D69 C979 72EF 6761 2675 6FBC 9F6D 63E3 F8A4',
    );
  });

  it.each([
    [[]],
    [['add', '100245']],
    [['add', 'x', 'key.asc']],
    [['list']],
    [['list', '100245', 'extra']],
    [['revoke', '100245']],
    [['revoke', '100245', '6FBC9F6D63E3F8A4']],
    [['revoke', '100245', `${FINGERPRINT}0`]],
    [['delete', '100245', FINGERPRINT]],
    [['add', '100245', 'key.asc', 'extra']],
  ])('refuses %j with what it takes', (args) => {
    const command = parsePgpKeyCommand(args);
    expect(command.kind).toBe('invalid');
    if (command.kind === 'invalid') expect(command.message).toMatch(/pgp-key revoke/);
  });
});

describe('npm run bank -- pgp-sign', () => {
  it('signs into a binary message, or armoured with --armor wherever it stands', () => {
    expect(parsePgpSignCommand(['isplate.xml', 'isplate.xml.pgp'])).toEqual({
      kind: 'sign',
      inputFile: 'isplate.xml',
      outputFile: 'isplate.xml.pgp',
      isArmored: false,
    });
    expect(parsePgpSignCommand(['--armor', 'isplate.xml', 'isplate.xml.asc'])).toMatchObject({
      isArmored: true,
    });
  });

  it.each([[[]], [['a.xml']], [['a.xml', 'b', 'c']], [['a.xml', 'b.pgp', '--ascii']]])(
    'refuses %j',
    (args) => {
      expect(parsePgpSignCommand(args).kind).toBe('invalid');
    },
  );
});
