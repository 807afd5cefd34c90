import type { Page } from 'playwright-core';
import { SIGNING_OCRA_SUITE } from '@poslovno/domain';
import { deriveDemoTokenSecret } from '../../apps/server/src/platform/auth/demo-devices';
import { computeSigningCode } from '../../apps/server/src/platform/auth/one-time-codes';
import { SignInPage } from '../pages/app-pages';
import { getServerNow } from './clock';

/** What a demo token shows for the challenge now, as `npm run token -- sign` prints it. */
export function computeDemoSigningCode(serial: string, challenge: string): string {
  return computeSigningCode(
    deriveDemoTokenSecret(serial),
    SIGNING_OCRA_SUITE,
    challenge,
    getServerNow(),
  );
}

/** Signs a demo person in through the mock page, by the card with their name (Croatian page). */
export async function signInAsDemoPerson(
  page: Page,
  personName: string,
  company = 'Slavonska žitna d.o.o.',
): Promise<void> {
  await new SignInPage(page).open();
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: personName }) })
    .getByRole('button', { name: `Prijava u ${company}` })
    .click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
