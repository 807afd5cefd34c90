import type { Locator, Page } from 'playwright-core';

type TLanguage = 'hr' | 'en';

const TEXTS = {
  hr: {
    createTitle: 'Nova uplatnica',
    listTitle: 'Uplatnice (HUB3)',
    create: 'Izradi uplatnicu',
    created: 'Uplatnica je izrađena.',
    pay: 'Plati',
    camera: 'Čitaj kamerom',
    readFromUpload: 'Pročitano iz učitane datoteke',
    readWithCamera: 'Pročitano kamerom',
    table: 'Uplatnice koje je izradila tvrtka, najnovije prve',
  },
  en: {
    createTitle: 'New payment slip',
    listTitle: 'Payment slips (HUB3)',
    create: 'Create slip',
    created: 'The payment slip has been made.',
    pay: 'Pay',
    camera: 'Read with camera',
    readFromUpload: 'Read from the uploaded file',
    readWithCamera: 'Read with the camera',
    table: 'Payment slips made by the company, newest first',
  },
} as const;

/** The fields of a slip as the create form names them, in either language. */
export const SLIP_FIELD_LABELS = {
  hr: {
    payerName: 'Naziv platitelja',
    payeeName: 'Naziv primatelja',
    payeeStreet: 'Ulica i broj primatelja',
    payeePlace: 'Poštanski broj i mjesto primatelja',
    payeeIban: 'IBAN primatelja',
    amount: 'Iznos',
    model: 'Model',
    reference: 'Poziv na broj',
    purposeCode: 'Šifra namjene',
    description: 'Opis plaćanja',
  },
  en: {
    payerName: 'Payer’s name',
    payeeName: 'Payee’s name',
    payeeStreet: 'Payee’s street and number',
    payeePlace: 'Payee’s postcode and place',
    payeeIban: 'Payee’s IBAN',
    amount: 'Amount',
    model: 'Model',
    reference: 'Reference number',
    purposeCode: 'Purpose code',
    description: 'Payment description',
  },
} as const;

export type TSlipFields = Partial<Record<keyof (typeof SLIP_FIELD_LABELS)['hr'], string>>;

/** /qr-hub3/create: the slip's form, then the slip made with its barcode and files. */
export class SlipCreatePage {
  constructor(
    private readonly page: Page,
    private readonly language: TLanguage = 'hr',
  ) {}

  async open(): Promise<void> {
    await this.page.goto('/qr-hub3/create');
    await this.heading().waitFor();
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: TEXTS[this.language].createTitle });
  }

  field(name: keyof (typeof SLIP_FIELD_LABELS)['hr']): Locator {
    return this.page.getByRole('textbox', { name: SLIP_FIELD_LABELS[this.language][name] });
  }

  async fill(fields: TSlipFields): Promise<void> {
    for (const [name, value] of Object.entries(fields)) {
      await this.field(name as keyof TSlipFields).fill(value);
    }
  }

  async create(): Promise<void> {
    await this.page.getByRole('button', { name: TEXTS[this.language].create, exact: true }).click();
    await this.page.getByText(TEXTS[this.language].created, { exact: true }).waitFor();
  }

  /** The barcode as shown: an image named by the slip's fields. */
  barcode(): Locator {
    return this.page.getByRole('img', { name: /PDF417/ });
  }

  /** Presses a download button and answers the downloaded file's name and bytes. */
  async download(button: string): Promise<{ fileName: string; bytes: Buffer }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: button, exact: true }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { fileName: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
  }
}

/** /qr-hub3/list: reading a slip (upload or camera), the read slip, and the company's slips. */
export class SlipsPage {
  constructor(
    private readonly page: Page,
    private readonly language: TLanguage = 'hr',
  ) {}

  async open(): Promise<void> {
    await this.page.goto('/qr-hub3/list');
    await this.heading().waitFor();
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: TEXTS[this.language].listTitle });
  }

  table(): Locator {
    return this.page.getByRole('grid', { name: TEXTS[this.language].table });
  }

  /** Uploads a file through the read section's file choice, as the button's dialog would. */
  async upload(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.locator('input[type="file"]').setInputFiles(file);
  }

  async readWithCamera(): Promise<void> {
    await this.page.getByRole('button', { name: TEXTS[this.language].camera, exact: true }).click();
  }

  /** The read slip's section, titled by where it was read from. */
  reading(from: 'upload' | 'camera'): Locator {
    const title =
      from === 'upload' ? TEXTS[this.language].readFromUpload : TEXTS[this.language].readWithCamera;
    return this.page.getByRole('region', { name: title });
  }

  /** A read field's row in its group (the paper slip's payer, payee, payment): value and verdict. */
  readField(from: 'upload' | 'camera', group: string, label: string): Locator {
    return this.reading(from).locator(
      `xpath=.//div[h3[normalize-space()="${group}"]]/dl/div[dt[normalize-space()="${label}"]]`,
    );
  }

  async pay(from: 'upload' | 'camera'): Promise<void> {
    await this.reading(from)
      .getByRole('button', { name: TEXTS[this.language].pay, exact: true })
      .click();
  }
}
