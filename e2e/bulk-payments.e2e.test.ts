import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  addDaysToIsoDate,
  buildCroatianIban,
  compareIsoDates,
  getNextBusinessDay,
  getZagrebWallClock,
} from '@poslovno/domain';
import {
  type TBrowserPage,
  newContext,
  openBrowserPage,
  scanAccessibility,
} from './support/browser';
import { signInAsDemoPerson } from './support/demo-people';
import { startOwnBank, type TOwnBank } from './support/own-bank';
import {
  SCTHR_MESSAGE_ID,
  SCTHR_SAMPLE,
  findLine,
  hasSample,
  rewriteSample,
} from './support/sepa-files';
import { Shell, SigningDialogModel } from './pages/app-pages';
import { BasketPage } from './pages/basket-pages';
import { BulkPaymentPages, type TUploadedFile } from './pages/bulk-payment-pages';

/**
 * SEPA bulk files (issue 25, 000 §2-§5). In Croatian, Ana uploads the Croatian SCTHR sample
 * rewritten as Slavonska žitna would send it today (its payroll account, the next business day,
 * its kuna euro at the fixed rate) by keyboard alone and sees its group; a copy with one payment
 * description of two characters is stored with that error, shown at its line on the group's lines;
 * the clean file is signed once by Ana and then by Ivana, the mandatory signatory (a group of a file
 * always asks for her), the bank's clock moves to its execution date, its lines are executed and
 * its pain.002 names the message. In English, another copy is converted into single payments,
 * which Ana finds in the payments overview and signs in a basket. The dialogs pass axe in the three
 * themes; the file's and a group's pages are in the accessibility walk.
 *
 * The bank here is a server of this file's own (support/own-bank.ts): its clock moves days ahead,
 * which on the shared servers would end every session and give the files after this one a Monday.
 */

const PAYROLL_IBAN = buildCroatianIban('299999', '110000002');
const ANA_TOKEN = '12000101';
const IVANA_TOKEN = '12000103';
const PMT_INF_ID = 'GRP20220119';
const THEMES = ['dark', 'light', 'high-contrast'] as const;
/** The engine runs in the server (TEST_FAST_EXECUTION: the clearing answers in a second). */
const BANK_TIMEOUT = { timeout: 90_000, interval: 2_000 };
/** Where screenshots go when asked for (E2E_SCREENSHOTS_DIR), for a person to look at. */
const SHOTS = process.env['E2E_SCREENSHOTS_DIR'];

const hasShared = hasSample(SCTHR_SAMPLE);
if (!hasShared)
  console.warn(
    `bulk-payments e2e SKIPPED: the reference sample ${SCTHR_SAMPLE} is absent (../shared).`,
  );

let bank: TOwnBank;
let ui: TBrowserPage;
let ana: Page;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Presses Tab until the focus is on what `isTarget` recognises: keyboard only, as a person would. */
async function tabTo(page: Page, isTarget: () => boolean, limit = 60): Promise<void> {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(isTarget)) return;
  }
  throw new Error('the keyboard never reached the control');
}

/** axe in the three themes, set as the settings set them, in the language shown. */
async function scanInThemes(page: Page, label: string): Promise<void> {
  for (const theme of THEMES) {
    await page.evaluate((name) => {
      document.documentElement.dataset.theme = name;
    }, theme);
    expect(
      await scanAccessibility(page, { isEnhancedContrast: theme === 'high-contrast' }),
      `${label} ${theme}`,
    ).toEqual([]);
  }
  await page.evaluate(() => {
    document.documentElement.dataset.theme = 'dark';
  });
}

/** The bank's date, and the first business day after it: the day the files pay on. */
function readDates(): { today: string; executionDate: string } {
  const today = getZagrebWallClock(bank.now()).date;
  return { today, executionDate: getNextBusinessDay(addDaysToIsoDate(today, 1), 'SEPA') };
}

function formatHr(amount: string): string {
  return `${new Intl.NumberFormat('hr-HR', { minimumFractionDigits: 2 }).format(Number(amount))} EUR`;
}

function readControlSum(text: string): string {
  return /<GrpHdr>[\s\S]*?<CtrlSum>([\d.]+)<\/CtrlSum>/.exec(text)?.[1] ?? '';
}

describe.skipIf(!hasShared)('SEPA bulk files', () => {
  beforeAll(async () => {
    bank = await startOwnBank();
    ui = await openBrowserPage(bank.url);
    ana = ui.page;
    await signInAsDemoPerson(ana, 'Ana Kovačević');
  });

  afterAll(async () => {
    await ui?.close();
    await bank?.stop();
  });

  describe('in Croatian: a real sample uploaded, an error at its line, signed once and executed', () => {
    let dates = { today: '', executionDate: '' };
    let clean: TUploadedFile;
    let cleanId = '';

    it('Ana uploads the rewritten SCTHR sample by keyboard alone and sees its group', async () => {
      dates = readDates();
      clean = {
        name: 'kras-sijecanj.xml',
        text: rewriteSample(SCTHR_SAMPLE, {
          debtorIban: PAYROLL_IBAN,
          executionDate: dates.executionDate,
        }),
      };
      const bulk = new BulkPaymentPages(ana, 'hr');
      await bulk.openUpload();
      await shoot(ana, 'hr-1-upload');
      await tabTo(ana, () => document.activeElement?.textContent === 'Odaberi datoteku');
      // The file button is reached by keyboard; the file itself goes through the input, since
      // headless Chromium's file dialog did not always open on Enter in a full run.
      expect(await ana.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
      await bulk.upload(clean);
      cleanId = await bulk.uploadedFileId(clean.name);
      await ana.getByText(`Datoteka ${clean.name} je učitana i spremljena.`).waitFor();
      const rows = bulk.groupRows(clean.name);
      expect(await rows.count()).toBe(1);
      const row = await rows.first().innerText();
      expect(row).toContain(PMT_INF_ID);
      expect(row.replace(/\s+/g, '')).toContain(PAYROLL_IBAN);
      expect(row).toContain('3 naloga');
      expect(row).toContain(formatHr(readControlSum(clean.text)));
      expect(row).toContain('Bez pogrešaka');
      const [year, month, day] = dates.executionDate.split('-');
      expect(row).toContain(`${day}.${month}.${year}.`);
      const facts = await ana.getByRole('region', { name: 'Podaci o datoteci' }).innerText();
      expect(facts).toContain(SCTHR_MESSAGE_ID);
      expect(facts).toContain('pain.001.001.03');
      await shoot(ana, 'hr-2-file');
    });

    it('a copy with a payment description of two characters is stored with that error at its line', async () => {
      const broken: TUploadedFile = {
        name: 'kras-sijecanj-opis.xml',
        text: rewriteSample(SCTHR_SAMPLE, {
          debtorIban: PAYROLL_IBAN,
          executionDate: dates.executionDate,
          messageId: 'UN2022011930418301',
          // The second payment's description, on its own line: "XY" says nothing to the payee.
          edit: (text) => {
            let seen = 0;
            return text.replace(/<RmtInf>/g, (whole) =>
              ++seen === 2 ? '<RmtInf><Ustrd>XY</Ustrd>' : whole,
            );
          },
        }),
      };
      const line = findLine(broken.text, '<Ustrd>XY</Ustrd>');
      const bulk = new BulkPaymentPages(ana, 'hr');
      await bulk.openUpload();
      await bulk.upload(broken);
      const brokenId = await bulk.uploadedFileId(broken.name);
      const obstacle = ana.getByText('Datoteku nije moguće potpisati', { exact: true });
      await obstacle.waitFor();
      expect(await bulk.button('sign').count()).toBe(0);
      expect(await bulk.groupRows(broken.name).first().innerText()).toContain('1 pogreška');
      await shoot(ana, 'hr-3-file-with-error');

      await bulk.openGroup(PMT_INF_ID);
      const items = bulk.itemRows(PMT_INF_ID);
      await items.first().waitFor();
      const second = await items.nth(1).innerText();
      expect(second).toContain('GRAD RIJEKA');
      expect(second).toContain(`Opis plaćanja „XY” kraći je od 4 znaka. (redak ${line}, stupac`);
      expect(await items.nth(0).innerText()).not.toContain('redak');
      await shoot(ana, 'hr-4-group-lines-with-error');
      expect(brokenId).not.toBe(cleanId);
    });

    it('Ana signs the clean file by keyboard alone; it waits for another signature', async () => {
      const bulk = new BulkPaymentPages(ana, 'hr');
      await bulk.openFile(cleanId, clean.name);
      await tabTo(ana, () => document.activeElement?.textContent === 'Potpiši datoteku');
      await ana.keyboard.press('Enter');
      const signing = new SigningDialogModel(ana);
      const challenge = await signing.readChallenge();
      const words = await signing.dialog().innerText();
      expect(words).toContain(formatHr(readControlSum(clean.text)));
      expect(words).toContain(SCTHR_MESSAGE_ID);
      await scanInThemes(ana, 'sign dialog hr');
      await tabTo(
        ana,
        () => (document.activeElement as HTMLInputElement | null)?.name === 'signingCode',
      );
      await ana.keyboard.type(bank.signingCode(ANA_TOKEN, challenge));
      await ana.keyboard.press('Enter');
      // Her signature counts; the file waits (for Ivana: the server says so as a partial signature).
      await signing.result('Datoteka je djelomično potpisana').waitFor();
      expect(await signing.statusBadge().getAttribute('data-status')).toBe('PARTIALLY_AUTHORIZED');
      await ana.keyboard.press('Escape');
    });

    it('Ivana signs it too, and it is signed', async () => {
      const context = await newContext(ui.browser, bank.url);
      try {
        const ivana = await context.newPage();
        await signInAsDemoPerson(ivana, 'Ivana Jurić');
        const bulk = new BulkPaymentPages(ivana, 'hr');
        await bulk.openFile(cleanId, clean.name);
        await bulk.button('sign').click();
        const signing = new SigningDialogModel(ivana);
        const challenge = await signing.readChallenge();
        await signing.signWithCode(bank.signingCode(IVANA_TOKEN, challenge));
        await signing.result('Datoteka je potpisana').waitFor();
      } finally {
        await context.close();
      }
    });

    // Each day passed runs its jobs (statements among them): a few days take a minute or more.
    it('on its execution date the bank executes its lines: PROCESSED, each line executed', async () => {
      const days = Math.round(
        (Date.parse(dates.executionDate) - Date.parse(getZagrebWallClock(bank.now()).date)) /
          86_400_000,
      );
      expect(compareIsoDates(dates.executionDate, dates.today)).toBeGreaterThan(0);
      await bank.advanceDays(days);
      // The time passed ended the session: Ana signs in again, in a browser of the new day.
      await ui.context.close();
      ui.context = await newContext(ui.browser, bank.url);
      ana = await ui.context.newPage();
      await signInAsDemoPerson(ana, 'Ana Kovačević');
      const bulk = new BulkPaymentPages(ana, 'hr');
      await expect
        .poll(async () => {
          await bulk.openFile(cleanId, clean.name);
          return bulk.fileStatus();
        }, BANK_TIMEOUT)
        .toBe('PROCESSED');
      await bulk.openGroup(PMT_INF_ID);
      const items = bulk.itemRows(PMT_INF_ID);
      await items.first().waitFor();
      const statuses = await items
        .locator('[data-status]')
        .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status')));
      expect(statuses).toEqual(['EXECUTED', 'EXECUTED', 'EXECUTED']);
      await shoot(ana, 'hr-5-group-lines-executed');
    }, 240_000);

    it("its pain.002 is XML that names the file's message id", async () => {
      const bulk = new BulkPaymentPages(ana, 'hr');
      await bulk.openFile(cleanId, clean.name);
      const { fileName, bytes } = await bulk.download(bulk.button('pain002'));
      const xml = bytes.toString('utf8');
      expect(fileName).toMatch(/\.xml$/);
      expect(xml).toMatch(/^(\uFEFF)?<\?xml /);
      expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.002.001.03');
      expect(xml).toContain(`<OrgnlMsgId>${SCTHR_MESSAGE_ID}</OrgnlMsgId>`);
    });
  });

  describe('in English: a file converted into single payments, signed in a basket', () => {
    const fileName = 'kras-dobavljaci.xml';
    let fileId = '';
    let paymentIds: string[] = [];

    it('Ana uploads another copy and converts it after the question', async () => {
      await new Shell(ana).chooseLanguage('Engleski');
      const file: TUploadedFile = {
        name: fileName,
        text: rewriteSample(SCTHR_SAMPLE, {
          debtorIban: PAYROLL_IBAN,
          executionDate: readDates().executionDate,
          messageId: 'UN2022011930418302',
        }),
      };
      const bulk = new BulkPaymentPages(ana, 'en');
      await bulk.openUpload();
      await shoot(ana, 'en-1-upload');
      // The keyboard's way to the file dialog is proven in Croatian above; here the file input.
      await bulk.upload(file);
      fileId = await bulk.uploadedFileId(fileName);
      await shoot(ana, 'en-2-file');
      await bulk.button('convert').click();
      const question = ana.getByRole('alertdialog', {
        name: `Convert the file ${fileName} into single payments?`,
      });
      expect(await question.innerText()).toContain(
        'The file’s 3 payments become single stored payments.',
      );
      await scanInThemes(ana, 'convert question en');
      await question.getByRole('button', { name: 'Convert', exact: true }).click();
      // The conversion is a job of the server: its progress is polled until it ends.
      const done = ana.getByText(/^The file is (converted|partially converted)|^Conversion error$/);
      try {
        await done.waitFor({ timeout: 90_000 });
      } catch (error) {
        await shoot(ana, 'en-convert-failure');
        throw error;
      }
      expect(await done.innerText()).toBe('The file is converted into single payments');
      expect(await bulk.fileStatus()).toBe('CONVERSION_FINISHED');
      await shoot(ana, 'en-3-converted');
      await scanInThemes(ana, 'converted file en');

      await bulk.openGroup(PMT_INF_ID);
      const links = bulk.items(PMT_INF_ID).getByRole('link', { name: /^Payment \d+$/ });
      await links.first().waitFor();
      paymentIds = (await links.allInnerTexts()).map((text) => text.replace('Payment ', ''));
      expect(paymentIds).toHaveLength(3);
      await shoot(ana, 'en-4-group-lines-converted');
    }, 180_000);

    it('the payments are in the payments overview; Ana signs them in a basket', async () => {
      await ana.goto(`/bulk-payment/${fileId}`);
      await ana.getByRole('link', { name: 'Payments overview' }).click();
      await ana.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
      for (const paymentId of paymentIds) {
        const row = ana.getByRole('row').filter({ hasText: paymentId });
        await row.waitFor();
        expect(await row.locator('[data-status]').first().getAttribute('data-status')).toBe(
          'STORED',
        );
        await row.getByRole('checkbox').check({ force: true });
      }
      await ana.getByRole('button', { name: 'Add to basket (3)', exact: true }).click();
      await ana.waitForURL(/\/baskets\/\d+$/);
      const basket = new BasketPage(ana, 'en');
      await basket.heading().waitFor();
      for (const paymentId of paymentIds) await basket.paymentRow(paymentId).waitFor();
      await basket.signButton().click();
      const signing = new SigningDialogModel(ana);
      const challenge = await signing.readChallenge();
      expect(await signing.dialog().innerText()).toContain('GRAD PULA');
      await signing.signWithCode(bank.signingCode(ANA_TOKEN, challenge), 'en');
      await signing.result('The basket is signed').waitFor();
      await ana.keyboard.press('Escape');

      await expect
        .poll(async () => {
          await ana.goto('/payments');
          await ana.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
          return Promise.all(
            paymentIds.map((paymentId) =>
              ana
                .getByRole('row')
                .filter({ hasText: paymentId })
                .locator('[data-status]')
                .first()
                .getAttribute('data-status'),
            ),
          );
        }, BANK_TIMEOUT)
        .not.toContain('STORED');
    }, 180_000);
  });
});
