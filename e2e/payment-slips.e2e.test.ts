import { PNG } from 'pngjs';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { formatIbanGrouped } from '@poslovno/domain';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  type TBrowserPage,
  newContext,
  openBrowserPage,
  resetPersonalSettings,
  scanAccessibility,
} from './support/browser';
import { computeDemoSigningCode, signInAsDemoPerson } from './support/demo-people';
import { PaymentFormPage, Shell, SigningDialogModel } from './pages/app-pages';
import { SlipCreatePage, SlipsPage, type TSlipFields } from './pages/payment-slip-pages';

/**
 * HUB3 payment slips on the web (000 §2 QR/HUB3): a slip made in the app, its printable PDF and its
 * barcode PNG read back through the upload, and the PNG shown to a (fake) camera, each ending in
 * the domestic payment form filled in from the slip; the two screens scanned by axe in every
 * theme and both languages. The PDF's slip (in Croatian) and the PNG's (in English) are paid: saved
 * from the payroll account, checked as stored, signed by Ana alone and executed by the bank; the
 * camera's payment form is left unsaved.
 */

const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');
/** Ana signs alone on the payroll account (one signature; her limit 10.000,00 EUR a payment). */
const PERSON = 'Ana Kovačević';
const PERSON_TOKEN = '12000101';
/** The payroll account "1100000027 EUR": one signature, which Ana gives alone. */
const PAYER_ACCOUNT = '110000002';
const THEMES = ['dark', 'light', 'high-contrast'] as const;
const THEME_STORAGE_KEY = 'poslovno.theme';

/** Three slips, one for each way back: a PBZ client's IBAN, Croatian letters in every text. */
const PDF_SLIP = {
  payerName: 'Slavonska žitna d.o.o.',
  payeeName: 'Agro Baranja d.o.o.',
  payeeStreet: 'Vukovarska 12',
  payeePlace: '31300 Beli Manastir',
  payeeIban: 'HR3923400091100442217',
  amount: '1.250,50',
  model: 'HR00',
  reference: '2026-118',
  purposeCode: 'SUPP',
  description: 'Račun 2026-118 Žito i ječam',
} satisfies TSlipFields;

const PNG_SLIP = {
  payeeName: 'Đakovačka pekara j.d.o.o.',
  payeeStreet: 'Šetalište 3',
  payeePlace: '31400 Đakovo',
  payeeIban: 'HR3923400091100442217',
  amount: '86.40',
  model: 'HR99',
  description: 'Invoice 77 čokolada',
} satisfies TSlipFields;

const CAMERA_SLIP = {
  payeeName: 'Žitna zadruga Čepin',
  payeeIban: 'HR3923400091100442217',
  amount: '42,00',
  model: 'HR00',
  reference: '77-2026',
  description: 'Sjeme pšenice',
} satisfies TSlipFields;

let ui: TBrowserPage;
let page: Page;
/** The camera's test: a Chromium of its own whose camera shows the slip. */
let cameraBrowser: Browser | undefined;
const workDir = mkdtempSync(path.join(os.tmpdir(), 'poslovno-slips-'));
/** The PNG of the camera's slip, downloaded in the PNG test. */
let cameraPng: Buffer | undefined;
/** Payments this file saved that are not signed yet: deleted at the end, for the other files. */
const unsignedPaymentIds = new Set<string>();

beforeAll(async () => {
  ui = await openBrowserPage(inject('e2eBaseUrl'));
  page = ui.page;
  await signInAsDemoPerson(page, PERSON);
});

afterAll(async () => {
  if (page && unsignedPaymentIds.size > 0) await deletePayments(page, [...unsignedPaymentIds]);
  if (page) await resetPersonalSettings(page);
  await cameraBrowser?.close();
  await ui?.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** A screenshot of the page as it is now, for a person to look at (e2e/artifacts, not committed). */
async function capture(target: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await target.screenshot({
    path: path.join(ARTIFACTS, `payment-slips-${name}.png`),
    fullPage: true,
  });
}

/** Deletes stored payments with the page's session (DELETE /payments/cancellations). */
async function deletePayments(target: Page, paymentIds: string[]): Promise<void> {
  await target.evaluate(async (ids) => {
    const token = sessionStorage.getItem('poslovno.sessionToken') ?? '';
    await fetch('/mw/api/v1/payments/cancellations', {
      method: 'DELETE',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify({ paymentIds: ids }),
    });
  }, paymentIds);
}

const PAY_TEXTS = {
  hr: {
    account: 'Račun platitelja',
    save: 'Spremi i provjeri',
    recap: 'Provjera podataka naloga',
    payee: 'Primatelj',
    money: 'Iznos i izvršenje',
    remittance: 'Opis i reference',
    name: 'Naziv',
    iban: 'Račun',
    address: 'Adresa',
    amount: 'Iznos',
    reference: 'Model i poziv na broj primatelja',
    description: 'Opis plaćanja',
    purposeCode: 'Šifra namjene',
    sign: 'Potpiši',
    signed: 'Nalog je autoriziran',
    overview: 'Plaćanja',
    orders: 'Nalozi za plaćanje',
  },
  en: {
    account: "Payer's account",
    save: 'Save and check',
    recap: 'Check the payment',
    payee: 'Payee',
    money: 'Amount and execution',
    remittance: 'Description and references',
    name: 'Name',
    iban: 'Account',
    address: 'Address',
    amount: 'Amount',
    reference: "Payee's model and reference",
    description: 'Description',
    purposeCode: 'Purpose code',
    sign: 'Sign',
    signed: 'The payment is authorised',
    overview: 'Payments',
    orders: 'Payment orders',
  },
} as const;

/** A fact of the recapitulation: the value beside its term in the group titled so. */
function readFact(target: Page, group: string, term: string): Promise<string> {
  return target
    .getByRole('region', { name: group, exact: true })
    .locator(`xpath=.//div[dt[normalize-space()="${term}"]]/dd`)
    .innerText();
}

/**
 * Pays the slip's payment form: the payroll account chosen, saved, the stored payment checked
 * against the slip, signed with the person's demo token, and executed by the bank (the engine in
 * the server, TEST_FAST_EXECUTION). Answers the payment's number.
 */
async function payFromSlip(
  language: 'hr' | 'en',
  slip: TSlipFields & { payeeName: string; payeeIban: string; description: string },
  expected: { amount: string; reference: string },
): Promise<string> {
  const texts = PAY_TEXTS[language];
  const form = new PaymentFormPage(page);
  await form.choose(texts.account, PAYER_ACCOUNT);
  await form.save(texts.save);
  await form.heading(texts.recap).waitFor();
  const paymentId = await form.savedPaymentId(language);
  expect(paymentId).toMatch(/^\d+$/);
  unsignedPaymentIds.add(paymentId);

  // The payment as the server stored it: everything of the slip the order has a place for.
  expect(await readFact(page, texts.payee, texts.name)).toBe(slip.payeeName);
  expect(await readFact(page, texts.payee, texts.iban)).toBe(formatIbanGrouped(slip.payeeIban));
  if (slip.payeeStreet && slip.payeePlace)
    expect(await readFact(page, texts.payee, texts.address)).toContain(
      `${slip.payeeStreet}, ${slip.payeePlace}`,
    );
  expect(await readFact(page, texts.money, texts.amount)).toBe(`${expected.amount} EUR`);
  expect(await readFact(page, texts.remittance, texts.reference)).toBe(expected.reference);
  expect(await readFact(page, texts.remittance, texts.description)).toBe(slip.description);
  if (slip.purposeCode)
    expect(await readFact(page, texts.remittance, texts.purposeCode)).toContain(slip.purposeCode);

  await page.getByRole('button', { name: texts.sign, exact: true }).click();
  const signing = new SigningDialogModel(page);
  await signing.dialog().getByText(slip.payeeName, { exact: true }).waitFor();
  const challenge = await signing.readChallenge();
  await signing.signWithCode(computeDemoSigningCode(PERSON_TOKEN, challenge), language);
  await signing.result(texts.signed).waitFor();
  unsignedPaymentIds.delete(paymentId);
  expect(await signing.statusBadge().getAttribute('data-status')).toMatch(/^(ORDERED|EXECUTED)$/);
  await page.keyboard.press('Escape');

  // The overview shows it ordered, then executed once the clearing has answered.
  await expect
    .poll(
      async () => {
        await page.goto(`/payments?paymentId=${paymentId}`);
        await page.getByRole('heading', { level: 1, name: texts.overview }).waitFor();
        await page.getByRole('dialog').waitFor();
        await page.keyboard.press('Escape');
        return page
          .getByRole('grid', { name: texts.orders })
          .getByRole('row')
          .filter({ hasText: paymentId })
          .locator('[data-status]')
          .first()
          .getAttribute('data-status');
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe('EXECUTED');
  return paymentId;
}

/** The payment form opened by "Pay": the slip's payee, account, amount, reference and text. */
async function expectPaymentFromSlip(
  target: Page,
  language: 'hr' | 'en',
  slip: { payeeName: string; payeeIban: string; description: string; reference?: string },
  amount: string,
): Promise<void> {
  const form = new PaymentFormPage(target);
  await form
    .heading(language === 'hr' ? 'Novi nalog s uplatnice' : 'New payment from a payment slip')
    .waitFor();
  const labels =
    language === 'hr'
      ? {
          name: 'Naziv primatelja',
          iban: 'IBAN primatelja',
          amount: 'Iznos',
          text: 'Opis plaćanja',
        }
      : {
          name: "Payee's name",
          iban: "Payee's IBAN",
          amount: 'Amount',
          text: 'Payment description',
        };
  expect(await form.textbox(labels.name).inputValue()).toBe(slip.payeeName);
  expect(await form.textbox(labels.iban).inputValue()).toBe(formatIbanGrouped(slip.payeeIban));
  expect(await form.textbox(labels.amount).inputValue()).toBe(amount);
  expect(await form.textbox(labels.text).inputValue()).toBe(slip.description);
  if (slip.reference) {
    const reference = target.getByRole('textbox', {
      name: language === 'hr' ? 'Poziv na broj' : 'Reference number',
      exact: true,
    });
    // The payee's reference is the second one of the form (the payer's comes first).
    expect(await reference.nth(1).inputValue()).toBe(slip.reference);
  }
}

describe('in Croatian: a slip made, its printable PDF read back and paid', () => {
  it('makes the slip, downloads the printable PDF, reads it back and pays it', async () => {
    const create = new SlipCreatePage(page, 'hr');
    await create.open();
    await create.fill(PDF_SLIP);
    await create.create();
    const barcode = create.barcode();
    await barcode.waitFor();
    const alt = (await barcode.getAttribute('alt')) ?? '';
    expect(alt).toContain('Naziv primatelja: Agro Baranja d.o.o.');
    expect(alt).toContain('Iznos: 1.250,50 EUR');
    expect(await scanAccessibility(page)).toEqual([]);
    await capture(page, 'created-dark-hr');

    const pdf = await create.download('Uplatnica za ispis (PDF)');
    expect(pdf.fileName).toMatch(/\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const slips = new SlipsPage(page, 'hr');
    await slips.open();
    await slips
      .table()
      .getByRole('row', { name: /Agro Baranja d\.o\.o\./ })
      .first()
      .waitFor();
    await slips.upload({ name: pdf.fileName, mimeType: 'application/pdf', buffer: pdf.bytes });
    const iban = slips.readField('upload', 'Primatelj', 'IBAN');
    await iban.waitFor({ timeout: 30_000 });
    expect(await iban.innerText()).toContain('HR39 2340 0091 1004 4221 7');
    expect(await slips.readField('upload', 'Plaćanje', 'Opis plaćanja').innerText()).toContain(
      PDF_SLIP.description,
    );
    await slips.reading('upload').getByText('Sva polja uplatnice prošla su provjere.').waitFor();
    expect(await scanAccessibility(page)).toEqual([]);
    await capture(page, 'read-pdf-dark-hr');

    await slips.pay('upload');
    await expectPaymentFromSlip(page, 'hr', PDF_SLIP, '1.250,50');
    await page.getByText('Nalog je popunjen s učitane uplatnice.').waitFor();
    await page.getByText('Naziv platitelja: Slavonska žitna d.o.o.').waitFor();

    await payFromSlip('hr', PDF_SLIP, { amount: '1.250,50', reference: 'HR00 2026-118' });
  }, 120_000);
});

describe('in English: a slip made, its barcode PNG read back and paid', () => {
  it('makes the slip, downloads the PNG, reads it back and pays it', async () => {
    await new Shell(page).chooseLanguage('Engleski');
    const create = new SlipCreatePage(page, 'en');
    await create.open();
    await create.fill({ ...PNG_SLIP, amount: '86.40' });
    await create.create();
    const png = await create.download('Barcode (PNG)');
    expect(png.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');

    // The camera's slip is made now too: its PNG is what the fake camera shows below.
    await create.open();
    await create.fill({ ...CAMERA_SLIP, amount: '42.00' });
    await create.create();
    cameraPng = (await create.download('Barcode (PNG)')).bytes;

    const slips = new SlipsPage(page, 'en');
    await slips.open();
    await slips.upload({ name: png.fileName, mimeType: 'image/png', buffer: png.bytes });
    const name = slips.readField('upload', 'Payee', 'Name');
    await name.waitFor({ timeout: 30_000 });
    expect(await name.innerText()).toContain(PNG_SLIP.payeeName);
    expect(await slips.readField('upload', 'Payment', 'Amount').innerText()).toContain('86.40 EUR');

    await slips.pay('upload');
    await expectPaymentFromSlip(page, 'en', PNG_SLIP, '86.40');

    await payFromSlip('en', PNG_SLIP, { amount: '86.40', reference: 'HR99' });
  }, 120_000);
});

/** A Y4M video (4:2:0) of a few frames: the slip's PNG centred on white, as a camera would show it. */
function writeCameraVideo(png: Buffer, file: string): void {
  const width = 1280;
  const height = 720;
  const image = PNG.sync.read(png);
  expect(image.width).toBeLessThanOrEqual(width);
  expect(image.height).toBeLessThanOrEqual(height);
  const luma = Buffer.alloc(width * height, 235);
  const left = Math.floor((width - image.width) / 2);
  const top = Math.floor((height - image.height) / 2);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const offset = (y * image.width + x) * 4;
      const alpha = (image.data[offset + 3] ?? 255) / 255;
      const grey =
        0.299 * (image.data[offset] ?? 255) +
        0.587 * (image.data[offset + 1] ?? 255) +
        0.114 * (image.data[offset + 2] ?? 255);
      const onWhite = grey * alpha + 255 * (1 - alpha);
      // Studio range, as a camera's I420 frames are: black 16, white 235.
      luma[(top + y) * width + left + x] = Math.round(16 + (onWhite * 219) / 255);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, frame, frame, frame]));
}

describe('the camera: a slip read in the page', () => {
  it('reads the slip the camera shows and opens its payment', async () => {
    expect(cameraPng).toBeDefined();
    const video = path.join(workDir, 'slip.y4m');
    writeCameraVideo(cameraPng ?? Buffer.alloc(0), video);
    cameraBrowser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    const context = await newContext(cameraBrowser, inject('e2eBaseUrl'));
    const camera = await context.newPage();
    const errors: string[] = [];
    camera.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signInAsDemoPerson(camera, PERSON);
    // The person's language is English since the test before; the camera page follows it.
    const slips = new SlipsPage(camera, 'en');
    await slips.open();
    await slips.readWithCamera();
    const name = slips.readField('camera', 'Payee', 'Name');
    await name.waitFor({ timeout: 30_000 });
    expect(await name.innerText()).toContain(CAMERA_SLIP.payeeName);
    // Every field passed the domain's checks in the browser.
    await slips.reading('camera').getByText('Every field of the slip passed the checks.').waitFor();
    await capture(camera, 'read-camera-dark-en');
    // The reading switched the camera off.
    expect(await camera.locator('video').count()).toBe(0);
    await slips.pay('camera');
    await expectPaymentFromSlip(camera, 'en', CAMERA_SLIP, '42.00');
    await capture(camera, 'payment-from-camera-dark-en');
    await camera
      .getByText('The payment is filled in from the payment slip read by the camera.')
      .waitFor();
    // No CSP refusal of the reader's WebAssembly, nothing fetched from elsewhere.
    expect(errors.filter((text) => /Content Security Policy|wasm/i.test(text))).toEqual([]);
    await context.close();
  });
});

/** The theme and language the next page opens in, as the accessibility walk sets them. */
async function chooseLook(theme: (typeof THEMES)[number], language: 'hr' | 'en'): Promise<void> {
  await page.evaluate(
    async ({ key, name, locale }) => {
      localStorage.setItem(key, JSON.stringify({ name }));
      document.cookie = `language=${locale}; path=/; SameSite=Lax`;
      const token = sessionStorage.getItem('poslovno.sessionToken') ?? '';
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const current = await fetch('/mw/api/v1/sessions/current', { headers });
      const session = (await current.json()) as { permission: { personId: number } };
      await fetch(`/mw/api/v1/personal-settings?personIdOrSno=${session.permission.personId}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ language: locale, theme: { name } }),
      });
    },
    { key: THEME_STORAGE_KEY, name: theme, locale: language },
  );
}

async function waitForLook(theme: string, language: 'hr' | 'en'): Promise<void> {
  await page.waitForFunction(
    ({ lang, name }) =>
      document.documentElement.lang === lang && document.documentElement.dataset.theme === name,
    { lang: language, name: theme },
  );
}

describe('the slips screens in every theme and language', () => {
  for (const language of ['hr', 'en'] as const) {
    it(`pass the accessibility scan in ${language === 'hr' ? 'Croatian' : 'English'}`, async () => {
      for (const theme of THEMES) {
        await chooseLook(theme, language);
        const options = { isEnhancedContrast: theme === 'high-contrast' };
        const slips = new SlipsPage(page, language);
        await slips.open();
        await waitForLook(theme, language);
        await slips.table().getByRole('row').nth(1).waitFor();
        expect(await scanAccessibility(page, options), `/qr-hub3/list ${theme}`).toEqual([]);
        await capture(page, `list-${theme}-${language}`);

        const create = new SlipCreatePage(page, language);
        await create.open();
        await waitForLook(theme, language);
        // A field refused by the bank's check, so the scan sees an error too.
        await create.field('model').fill('HR7');
        await create.field('reference').focus();
        await page.locator('input[name="model"][aria-invalid="true"]').waitFor();
        expect(await scanAccessibility(page, options), `/qr-hub3/create ${theme}`).toEqual([]);
        await capture(page, `create-${theme}-${language}`);
      }
    });
  }
});
