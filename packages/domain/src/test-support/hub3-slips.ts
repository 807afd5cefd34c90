import fc from 'fast-check';
import { buildCroatianIban } from '../iban';
import type { THub3Slip } from '../hub3-slip';

/** Random valid HUB3 slips for property tests, in the domain's and the server's round trips. */

const CROATIAN_TEXT = fc.string({
  unit: fc.constantFrom(...'ČĆĐŠŽčćđšžAaBbEeIiKkOoRrTtUu0123456789 .,'),
  minLength: 1,
  maxLength: 35,
});

/** A text as a slip keeps it: at most `maxLength`, trimmed (no unit starts with '-' or ':'). */
function slipText(maxLength: number): fc.Arbitrary<string> {
  return CROATIAN_TEXT.map((text) => text.slice(0, maxLength).trim());
}

/** Valid euro slips with Croatian letters in every text, at the fields' full lengths too. */
export const VALID_HUB3_SLIPS: fc.Arbitrary<THub3Slip> = fc.record({
  currency: fc.constant('EUR'),
  amountMinor: fc.bigInt({ min: 0n, max: 99_999_999_999_999n }),
  payerName: slipText(30),
  payerStreet: slipText(27),
  payerPlace: slipText(27),
  payeeName: slipText(25).filter((text) => text !== ''),
  payeeStreet: slipText(25),
  payeePlace: slipText(27),
  payeeIban: fc
    .tuple(fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^\d{9}$/))
    .map(([bank, account]) => buildCroatianIban(bank, account)),
  model: fc.constant('HR00'),
  reference: fc
    .array(fc.stringMatching(/^\d{1,6}$/), { minLength: 1, maxLength: 3 })
    .map((groups) => groups.join('-')),
  purposeCode: fc.constantFrom('', 'COST', 'SALA', 'OTHR'),
  description: slipText(35),
});
