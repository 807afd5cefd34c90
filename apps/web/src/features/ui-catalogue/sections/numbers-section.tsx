import { useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { buildCroatianIban, toBcp47, type TLocale } from '@poslovno/domain';
import { I18nContext, useI18n, useT, type TI18nContext } from '../../../i18n/i18n-context';
import { translate } from '../../../i18n/messages';
import { IbanField } from '../../../ui/iban-field';
import { AmountField, NumberField } from '../../../ui/number-field';
import { ReferenceField, type TReferenceValue } from '../../../ui/reference-field';
import { useRuleMessage } from '../../../ui/use-rule-message';
import { CatalogueExample, CatalogueSection } from './catalogue-section';

// Zagrebačka banka's and Erste's bank codes with made-up accounts; the check digits are computed.
const DOMESTIC_IBAN = buildCroatianIban('236000', '110123456');
const SECOND_DOMESTIC_IBAN = buildCroatianIban('240200', '110987654');
const WRONG_CHECK_IBAN = changeLastDigit(SECOND_DOMESTIC_IBAN);
const GERMAN_IBAN = 'DE89370400440532013000';
const OFFERED_CURRENCIES = ['GBP', 'JPY', 'USD', 'EUR', 'CHF', 'SEK', 'NOK'];

function changeLastDigit(iban: string): string {
  return iban.slice(0, -1) + String((Number(iban.slice(-1)) + 1) % 10);
}

/** Shows an example in one language whatever the catalogue's language, to compare hr and en. */
function InLocale({ locale, children }: { locale: TLocale; children: ReactNode }) {
  const { setLocale } = useI18n();
  const context = useMemo<TI18nContext>(
    () => ({ locale, setLocale, t: (key, values) => translate(locale, key, values) }),
    [locale, setLocale],
  );
  return (
    <I18nContext.Provider value={context}>
      <AriaI18nProvider locale={toBcp47(locale)}>
        <div lang={toBcp47(locale)}>{children}</div>
      </AriaI18nProvider>
    </I18nContext.Provider>
  );
}

type TAmountExampleProps = Omit<ComponentProps<typeof AmountField>, 'value' | 'onChange'> & {
  initial: string | null;
};

function AmountExample({ initial, ...props }: TAmountExampleProps) {
  const [value, setValue] = useState(initial);
  return <AmountField {...props} value={value} onChange={setValue} />;
}

function CurrencyChoiceExample({ label }: { label: string }) {
  const [value, setValue] = useState<string | null>('2500');
  const [currency, setCurrency] = useState('USD');
  return (
    <AmountField
      label={label}
      value={value}
      onChange={setValue}
      currency={currency}
      currencies={OFFERED_CURRENCIES}
      onCurrencyChange={setCurrency}
      isPositiveRequired
    />
  );
}

type TNumberExampleProps = Omit<ComponentProps<typeof NumberField>, 'value' | 'onChange'> & {
  initial: string | null;
};

function NumberExample({ initial, ...props }: TNumberExampleProps) {
  const [value, setValue] = useState(initial);
  return <NumberField {...props} value={value} onChange={setValue} />;
}

type TIbanExampleProps = Omit<ComponentProps<typeof IbanField>, 'value' | 'onChange'> & {
  initial: string;
};

function IbanExample({ initial, ...props }: TIbanExampleProps) {
  const [value, setValue] = useState(initial);
  return <IbanField {...props} value={value} onChange={setValue} />;
}

type TReferenceExampleProps = Omit<ComponentProps<typeof ReferenceField>, 'value' | 'onChange'> & {
  initial: TReferenceValue;
};

function ReferenceExample({ initial, ...props }: TReferenceExampleProps) {
  const [value, setValue] = useState(initial);
  return <ReferenceField {...props} value={value} onChange={setValue} />;
}

function AmountExamples() {
  const t = useT();
  const ruleMessage = useRuleMessage();
  const label = t('catalogue.numbers.labelAmount');
  return (
    <>
      {(['hr', 'en'] as const).map((locale) => (
        <CatalogueExample
          key={locale}
          title={t(locale === 'hr' ? 'catalogue.numbers.amountHr' : 'catalogue.numbers.amountEn')}
        >
          <InLocale locale={locale}>
            <AmountExample
              label={translate(locale, 'catalogue.numbers.labelAmount')}
              initial="1234567.5"
              currency="EUR"
              isPositiveRequired
            />
          </InLocale>
        </CatalogueExample>
      ))}
      <CatalogueExample title={t('catalogue.numbers.amountEmpty')}>
        <AmountExample
          label={label}
          initial={null}
          currency="EUR"
          description={t('catalogue.numbers.hintAmount')}
          isRequired
          isPositiveRequired
        />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.numbers.jpy')}>
        <AmountExample label={label} initial="150000" currency="JPY" isPositiveRequired />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.numbers.currencySelect')}>
        <CurrencyChoiceExample label={label} />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.numbers.invalid')}>
        <AmountExample
          label={label}
          initial="0"
          currency="EUR"
          errorMessage={ruleMessage('AMOUNT_NOT_POSITIVE')}
          isPositiveRequired
        />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.numbers.amountDisabled')}>
        <AmountExample label={label} initial="1250" currency="EUR" isDisabled />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.numbers.amountReadOnly')}>
        <AmountExample label={label} initial="98765.43" currency="EUR" isReadOnly />
      </CatalogueExample>
    </>
  );
}

function NumberExamples() {
  const t = useT();
  return (
    <>
      <CatalogueExample title={t('catalogue.numbers.signed')}>
        <NumberExample
          label={t('catalogue.numbers.labelCorrection')}
          initial="-250.75"
          description={t('catalogue.numbers.hintCorrection')}
          minDecimals={2}
          isSigned
        />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.numbers.rate')}>
        <NumberExample
          label={t('catalogue.numbers.labelRate')}
          initial="7.5345"
          maxIntegerDigits={4}
          maxDecimals={6}
        />
      </CatalogueExample>
    </>
  );
}

function IbanExamples() {
  const t = useT();
  const label = t('catalogue.numbers.labelPayeeIban');
  return (
    <>
      <CatalogueExample title={t('catalogue.numbers.ibanValid')}>
        <IbanExample label={label} initial={DOMESTIC_IBAN} isDomestic isRequired />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.numbers.ibanInvalid')}>
        <IbanExample label={label} initial={WRONG_CHECK_IBAN} isDomestic isRequired />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.numbers.ibanForeign')}>
        <IbanExample
          label={label}
          initial={GERMAN_IBAN}
          description={t('catalogue.numbers.hintForeignIban')}
        />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.numbers.ibanEmpty')}>
        <IbanExample label={label} initial="" isDomestic isRequired />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.numbers.ibanDisabled')}>
        <IbanExample label={label} initial={SECOND_DOMESTIC_IBAN} isDomestic isDisabled />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.numbers.ibanReadOnly')}>
        <IbanExample label={label} initial={SECOND_DOMESTIC_IBAN} isDomestic isReadOnly />
      </CatalogueExample>
    </>
  );
}

function ReferenceExamples() {
  const t = useT();
  const label = t('catalogue.numbers.labelReference');
  return (
    <>
      <CatalogueExample title={t('catalogue.numbers.referenceHr00')}>
        <ReferenceExample label={label} initial={{ model: 'HR00', reference: '2026-0142' }} />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.numbers.referenceHr01')}>
        <ReferenceExample label={label} initial={{ model: 'HR01', reference: '102-3057-89016' }} />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.numbers.referenceInvalid')}>
        <ReferenceExample label={label} initial={{ model: 'HR01', reference: '102-3057-89017' }} />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.numbers.referenceHr99')}>
        <ReferenceExample label={label} initial={{ model: 'HR99', reference: '' }} />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.numbers.referenceDisabled')}>
        <ReferenceExample
          label={label}
          initial={{ model: 'HR01', reference: '102-3057-89016' }}
          isDisabled
        />
      </CatalogueExample>
    </>
  );
}

export function NumbersSection() {
  const t = useT();
  return (
    <CatalogueSection
      id="numbers"
      title={t('catalogue.section.numbers')}
      description={t('catalogue.numbers.description')}
    >
      <AmountExamples />
      <NumberExamples />
      <IbanExamples />
      <ReferenceExamples />
    </CatalogueSection>
  );
}
