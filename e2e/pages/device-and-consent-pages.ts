import type { Locator, Page } from 'playwright-core';

type TLanguage = 'hr' | 'en';

/** The words of /gdpr-consent the specs read, in both languages. */
const CONSENT_WORDS = {
  hr: {
    title: 'Privole za marketing',
    COMMUNICATION: 'Marketinška komunikacija',
    PROFILING: 'Profiliranje',
    save: 'Spremi i potpiši',
    turnOff: 'Isključi',
    requests: 'Zahtjevi za promjenu privola, od najnovijeg',
    withBank: 'Banka evidentira potpisani zahtjev',
  },
  en: {
    title: 'Marketing consents',
    COMMUNICATION: 'Marketing communication',
    PROFILING: 'Profiling',
    save: 'Save and sign',
    turnOff: 'Turn off',
    requests: 'Requests to change the consents, newest first',
    withBank: 'The bank is recording a signed request',
  },
} as const;

export type TConsentOption = 'COMMUNICATION' | 'PROFILING';

/** /gdpr-consent: the company's two options, their save and signature, the latest requests. */
export class GdprConsentPage {
  constructor(
    private readonly page: Page,
    private readonly language: TLanguage = 'hr',
  ) {}

  private get words() {
    return CONSENT_WORDS[this.language];
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.words.title });
  }

  /** The option's switch (a checkbox with the switch role, turned by Space). */
  switch(option: TConsentOption): Locator {
    return this.page.getByRole('switch', { name: this.words[option], exact: true });
  }

  async turn(option: TConsentOption): Promise<void> {
    await this.switch(option).focus();
    await this.page.keyboard.press('Space');
  }

  /** The question asked before an option in force is turned off. */
  confirmation(): Locator {
    return this.page.getByRole('alertdialog');
  }

  async confirmTurningOff(): Promise<void> {
    await this.confirmation()
      .getByRole('button', { name: this.words.turnOff, exact: true })
      .click();
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: this.words.save, exact: true }).click();
  }

  /** Shown while a signed request waits for the bank to record it. */
  withBankNotice(): Locator {
    return this.page.getByRole('status').filter({ hasText: this.words.withBank });
  }

  /** A request's row in the list, by its number. */
  request(requestId: string): Locator {
    return this.page
      .getByRole('grid', { name: this.words.requests })
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: requestId, exact: true }) });
  }
}

/** /mToken/reactivation: the request, its recapitulation, the code's first part, the list. */
export class ReactivationPage {
  constructor(private readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Reaktivacija mobilnog tokena' });
  }

  phone(): Locator {
    return this.page.getByRole('textbox', { name: 'Broj mobitela', exact: true });
  }

  async chooseReason(name: 'Novi mobitel' | 'Mobitel je vraćen na tvorničke postavke') {
    await this.page.getByRole('radio', { name: new RegExp(`^${name}`) }).check({ force: true });
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Spremi i provjeri', exact: true }).click();
  }

  recapitulation(): Locator {
    return this.page.getByRole('region', { name: 'Provjera podataka zahtjeva' });
  }

  /** A fact of the recapitulation by its label. */
  async fact(label: string): Promise<string> {
    const term = this.recapitulation().getByText(label, { exact: true });
    return (await term.locator('xpath=following-sibling::dd[1]').textContent())?.trim() ?? '';
  }

  code(): Locator {
    return this.page.getByTestId('activation-code');
  }
}

/** /mobile-token, the demo phone: the person, their token, the code, the SMS, the inbox. */
export class MobileTokenPhone {
  constructor(private readonly page: Page) {}

  async openFor(personName: string): Promise<void> {
    await this.page.goto('/mobile-token');
    await this.page.getByRole('heading', { level: 1, name: 'Mobilni token' }).waitFor();
    await this.page.getByRole('radio', { name: new RegExp(personName) }).check({ force: true });
  }

  async activate(): Promise<void> {
    await this.page.getByRole('button', { name: 'Aktiviraj mobilni token', exact: true }).click();
  }

  activeNotice(): Locator {
    return this.page.getByText(/^Mobilni token je aktivan/);
  }

  codeForm(): Locator {
    return this.page.getByRole('region', { name: 'Aktivacija aktivacijskim kodom' });
  }

  async activateWithCode(first: string, second: string): Promise<void> {
    const form = this.codeForm();
    await form.getByRole('textbox', { name: /^Prvi dio/ }).fill(first);
    await form.getByRole('textbox', { name: /^Drugi dio/ }).fill(second);
    await form.getByRole('button', { name: 'Aktiviraj kodom', exact: true }).click();
  }

  /** The newest SMS's text. */
  async latestSms(): Promise<string> {
    const messages = this.page
      .getByRole('list', { name: 'SMS poruke banke, od najnovije' })
      .getByRole('listitem');
    await messages.first().waitFor();
    return (await messages.first().textContent()) ?? '';
  }

  inbox(): Locator {
    return this.page.getByRole('region', { name: 'Zahtjevi za potpis' });
  }
}
