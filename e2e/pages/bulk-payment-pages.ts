import type { Download, Locator, Page } from 'playwright-core';

type TLanguage = 'hr' | 'en';

const TEXTS = {
  hr: {
    listTitle: 'Skupna plaćanja',
    uploadTitle: 'Učitavanje SEPA datoteke',
    choose: 'Odaberi datoteku',
    fileTitle: (fileName: string) => `Datoteka ${fileName}`,
    groups: (fileName: string) => `Grupe naloga datoteke ${fileName}`,
    openGroup: (pmtInfId: string) => `Otvori grupu ${pmtInfId}`,
    groupTitle: (pmtInfId: string) => `Grupa naloga ${pmtInfId}`,
    items: (pmtInfId: string) => `Nalozi grupe ${pmtInfId}`,
    sign: 'Potpiši datoteku',
    convert: 'Pretvori u pojedinačne naloge',
    convertConfirm: 'Pretvori',
    refresh: 'Osvježi',
    pain002: 'Izvješće o statusu (pain.002)',
    itemsXls: 'Nalozi datoteke (XLS)',
  },
  en: {
    listTitle: 'Bulk payments',
    uploadTitle: 'Upload a SEPA file',
    choose: 'Choose a file',
    fileTitle: (fileName: string) => `File ${fileName}`,
    groups: (fileName: string) => `Payment groups of the file ${fileName}`,
    openGroup: (pmtInfId: string) => `Open the group ${pmtInfId}`,
    groupTitle: (pmtInfId: string) => `Payment group ${pmtInfId}`,
    items: (pmtInfId: string) => `Payments of the group ${pmtInfId}`,
    sign: 'Sign the file',
    convert: 'Convert into single payments',
    convertConfirm: 'Convert',
    refresh: 'Refresh',
    pain002: 'Status report (pain.002)',
    itemsXls: 'Payments of the file (XLS)',
  },
} as const;

/** A table the app draws as a grid (keyboard-navigable) or a plain table, by its name. */
function table(page: Page, name: string): Locator {
  return page.getByRole('grid', { name }).or(page.getByRole('table', { name }));
}

/** The rows of a table that carry data (a row header), not its head. */
function dataRows(page: Page, of: Locator): Locator {
  return of.getByRole('row').filter({ has: page.getByRole('rowheader') });
}

export interface TUploadedFile {
  name: string;
  text: string;
}

/**
 * /bulk-payment, /bulk-payment/upload, /bulk-payment/:bulkPaymentId and its groups: the SEPA
 * files, their upload, a file's facts, groups and actions, and a group's lines.
 */
export class BulkPaymentPages {
  constructor(
    private readonly page: Page,
    private readonly language: TLanguage = 'hr',
  ) {}

  private get texts() {
    return TEXTS[this.language];
  }

  async openList(): Promise<void> {
    await this.page.goto('/bulk-payment');
    await this.heading(this.texts.listTitle).waitFor();
  }

  async openUpload(): Promise<void> {
    await this.page.goto('/bulk-payment/upload');
    await this.heading(this.texts.uploadTitle).waitFor();
  }

  async openFile(bulkPaymentId: string, fileName: string): Promise<void> {
    await this.page.goto(`/bulk-payment/${bulkPaymentId}`);
    await this.heading(this.texts.fileTitle(fileName)).waitFor();
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  /** The upload's file button ("Choose a file"), which opens the system's file dialog. */
  chooseButton(): Locator {
    return this.page.getByRole('button', { name: this.texts.choose, exact: true });
  }

  /**
   * Presses the focused control with Enter and answers the file dialog it opens with the file:
   * what a person does after tabbing to the file button.
   */
  async answerFileDialogWithEnter(file: TUploadedFile): Promise<void> {
    const [chooser] = await Promise.all([
      this.page.waitForEvent('filechooser'),
      this.page.keyboard.press('Enter'),
    ]);
    await chooser.setFiles({
      name: file.name,
      mimeType: 'application/xml',
      buffer: Buffer.from(file.text, 'utf8'),
    });
  }

  /** Uploads a file through the upload's file input, as its button's dialog would. */
  async upload(file: TUploadedFile): Promise<void> {
    await this.page.locator('input[type="file"]').setInputFiles({
      name: file.name,
      mimeType: 'application/xml',
      buffer: Buffer.from(file.text, 'utf8'),
    });
  }

  /** Waits for the stored file's page after an upload and answers its number. */
  async uploadedFileId(fileName: string): Promise<string> {
    await this.page.waitForURL(/\/bulk-payment\/\d+$/, { timeout: 30_000 });
    await this.heading(this.texts.fileTitle(fileName)).waitFor();
    return /\/bulk-payment\/(\d+)$/.exec(this.page.url())?.[1] ?? '';
  }

  groups(fileName: string): Locator {
    return table(this.page, this.texts.groups(fileName));
  }

  groupRows(fileName: string): Locator {
    return dataRows(this.page, this.groups(fileName));
  }

  async openGroup(pmtInfId: string): Promise<void> {
    await this.page
      .getByRole('link', { name: this.texts.openGroup(pmtInfId), exact: true })
      .click();
    await this.heading(this.texts.groupTitle(pmtInfId)).waitFor();
  }

  items(pmtInfId: string): Locator {
    return table(this.page, this.texts.items(pmtInfId));
  }

  itemRows(pmtInfId: string): Locator {
    return dataRows(this.page, this.items(pmtInfId));
  }

  /** The status code the file's header shows (each badge carries its code beside its words). */
  async fileStatus(): Promise<string> {
    return (
      (await this.page
        .getByRole('main')
        .locator('[data-status]')
        .first()
        .getAttribute('data-status')) ?? ''
    );
  }

  button(
    name: keyof Pick<
      (typeof TEXTS)['hr'],
      'sign' | 'convert' | 'convertConfirm' | 'refresh' | 'pain002' | 'itemsXls'
    >,
  ): Locator {
    return this.page.getByRole('button', { name: this.texts[name], exact: true });
  }

  /** Presses a download button and answers the downloaded file's name and bytes. */
  async download(button: Locator): Promise<{ fileName: string; bytes: Buffer }> {
    const [download]: [Download, void] = await Promise.all([
      this.page.waitForEvent('download'),
      button.click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    return { fileName: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
  }
}
