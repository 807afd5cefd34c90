import { describe, expect, it } from 'vitest';
import { readText } from './test-support/read-text';
import { writePain001 } from './test-support/pain001-writer';

/** The line and column (1-based) of the n-th `<IBAN>` after the n-th `<DbtrAcct>`. */
function locateDebtorIban(text: string, group: number): { line: number; column: number } {
  let from = 0;
  for (let count = 0; count < group; count += 1) from = text.indexOf('<DbtrAcct>', from) + 1;
  const at = text.indexOf('<IBAN>', from);
  const before = text.slice(0, at);
  return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
}

describe('where a group names its debtor account', () => {
  it('keeps each group its IBAN place, for an error about the account to point at', async () => {
    const text = [
      ...writePain001({
        groupSizes: [2, 1],
        editGroup: (draft, group) =>
          group === 2 ? { ...draft, debtorIban: 'DE89370400440532013000' } : draft,
      }),
    ].join('');
    const summary = await readText(text, { chunkLengths: [5, 300, 7, 1, 1] });
    expect(summary.groups.map((group) => group.debtorIbanPlace)).toEqual([
      {
        ...locateDebtorIban(text, 1),
        path: '/Document/CstmrCdtTrfInitn/PmtInf[1]/DbtrAcct/Id/IBAN',
        xml: '<IBAN>HR1210010051863000160</IBAN>',
      },
      {
        ...locateDebtorIban(text, 2),
        path: '/Document/CstmrCdtTrfInitn/PmtInf[2]/DbtrAcct/Id/IBAN',
        xml: '<IBAN>DE89370400440532013000</IBAN>',
      },
    ]);
  });

  it('has no IBAN place for a group whose account is not an IBAN', async () => {
    const text = [...writePain001({ groupSizes: [1] })]
      .join('')
      .replace(/<IBAN>HR1210010051863000160<\/IBAN>/, '<Othr><Id>12345</Id></Othr>');
    const summary = await readText(text);
    expect(summary.groups[0]?.debtorIbanPlace).toBeNull();
    expect(summary.groups[0]?.debtorIban).toBe('');
  });
});
