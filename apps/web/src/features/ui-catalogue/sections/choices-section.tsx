import { useCallback, useMemo, useRef, useState } from 'react';
import { Text } from 'react-aria-components';
import type { TAccount } from '@poslovno/contract';
import { buildCroatianIban, buildOib, toBcp47 } from '@poslovno/domain';
import { useI18n, useT } from '../../../i18n/i18n-context';
import { AccountPicker, type TAccountPickerProps } from '../../../ui/account-picker';
import {
  AutocompleteField,
  type TAutocompleteFieldProps,
  type TLoadOptions,
  type TLoadOptionsRequest,
  type TOptionPage,
} from '../../../ui/autocomplete-field';
import { CatalogueExample, CatalogueSection } from './catalogue-section';

interface TCompany {
  id: string;
  name: string;
  oib: string;
  city: string;
}

const REGIONS = [
  { adjective: 'Slavonska', city: 'Osijek' },
  { adjective: 'Jadranska', city: 'Split' },
  { adjective: 'Zagorska', city: 'Krapina' },
  { adjective: 'Istarska', city: 'Pula' },
  { adjective: 'Dalmatinska', city: 'Zadar' },
  { adjective: 'Podravska', city: 'Koprivnica' },
  { adjective: 'Međimurska', city: 'Čakovec' },
  { adjective: 'Lička', city: 'Gospić' },
  { adjective: 'Posavska', city: 'Slavonski Brod' },
  { adjective: 'Kvarnerska', city: 'Rijeka' },
] as const;

const TRADES = [
  'žitna',
  'trgovina',
  'gradnja',
  'mljekara',
  'pekara',
  'tiskara',
  'energija',
  'logistika',
  'ljekarna',
  'vinarija',
  'uljara',
  'stolarija',
  'ciglana',
  'pivovara',
  'sušara',
  'špedicija',
  'plovidba',
  'tvornica stakla',
  'kamena industrija',
  'drvna industrija',
] as const;

const LEGAL_FORMS = ['d.o.o.', 'd.d.', 'j.d.o.o.'] as const;

/** 200 made-up companies: every trade in every region, in the order a search would list them. */
const COMPANIES: readonly TCompany[] = REGIONS.flatMap((region, regionIndex) =>
  TRADES.map((trade, tradeIndex) => {
    const index = regionIndex * TRADES.length + tradeIndex;
    const legalForm = LEGAL_FORMS[index % LEGAL_FORMS.length] ?? 'd.o.o.';
    return {
      id: `company-${index}`,
      name: `${region.adjective} ${trade} ${legalForm}`,
      oib: buildOib(String(3_100_000_000 + index * 7_919)),
      city: region.city,
    };
  }),
);

const COMPANY_PAGE_SIZE = 20;
const LOADER_DELAY_MS = 400;

/** A server's pace: answers after a delay, and stops at once when the field aborts the request. */
function waitAbortably(delayMs: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, delayMs);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('The request was replaced', 'AbortError'));
      },
      { once: true },
    );
  });
}

function includesText(text: string, filterText: string): boolean {
  return text.toLocaleLowerCase('hr').includes(filterText.trim().toLocaleLowerCase('hr'));
}

function slicePage<T>(items: readonly T[], cursor: string | null): TOptionPage<T> {
  const start = cursor === null ? 0 : Number(cursor);
  const end = start + COMPANY_PAGE_SIZE;
  return { items: items.slice(start, end), nextCursor: end < items.length ? String(end) : null };
}

async function loadCompanies({
  filterText,
  cursor,
  signal,
}: TLoadOptionsRequest): Promise<TOptionPage<TCompany>> {
  await waitAbortably(LOADER_DELAY_MS, signal);
  const matches = COMPANIES.filter((company) => includesText(company.name, filterText));
  return slicePage(matches, cursor);
}

/** Fails every other request, so the failure and the retry after it can both be seen. */
function useFailingCompanyLoader(): TLoadOptions<TCompany> {
  const attemptsRef = useRef(0);
  return useCallback(async (request) => {
    attemptsRef.current += 1;
    if (attemptsRef.current % 2 === 1) {
      await waitAbortably(LOADER_DELAY_MS, request.signal);
      throw new Error('The example loader fails every other request');
    }
    return loadCompanies(request);
  }, []);
}

type TCompanyFieldProps = Omit<
  TAutocompleteFieldProps<TCompany>,
  'loadOptions' | 'getKey' | 'getText' | 'selectedItem' | 'onSelectionChange' | 'label'
> & {
  label?: string;
  loadOptions?: TLoadOptions<TCompany>;
  initialCompany?: TCompany | null;
};

/** A company search holding its own choice, so every example can be tried. */
function CompanyField({
  label,
  loadOptions = loadCompanies,
  initialCompany = null,
  ...props
}: TCompanyFieldProps) {
  const t = useT();
  const [company, setCompany] = useState(initialCompany);
  const renderCompany = useCallback(
    (item: TCompany) => (
      <>
        <Text slot="label">{item.name}</Text>
        <Text slot="description">
          {t('catalogue.choices.companyDetails', { oib: item.oib, city: item.city })}
        </Text>
      </>
    ),
    [t],
  );
  return (
    <AutocompleteField<TCompany>
      label={label ?? t('catalogue.choices.company')}
      placeholder={t('catalogue.choices.companyPlaceholder')}
      loadOptions={loadOptions}
      getKey={(item) => item.id}
      getText={(item) => item.name}
      renderOption={renderCompany}
      selectedItem={company}
      onSelectionChange={setCompany}
      {...props}
    />
  );
}

function FailingCompanyField() {
  const t = useT();
  const loadOptions = useFailingCompanyLoader();
  return (
    <CompanyField loadOptions={loadOptions} description={t('catalogue.choices.failingHint')} />
  );
}

interface TCountry {
  code: string;
  name: string;
}

const COUNTRY_CODES = [
  'HR',
  'SI',
  'AT',
  'DE',
  'IT',
  'HU',
  'RS',
  'BA',
  'ME',
  'MK',
  'AL',
  'FR',
  'ES',
  'PT',
  'NL',
  'BE',
  'LU',
  'CH',
  'CZ',
  'SK',
  'PL',
  'RO',
  'BG',
  'GR',
  'TR',
  'GB',
  'IE',
  'DK',
  'SE',
  'NO',
  'FI',
  'EE',
  'LV',
  'LT',
  'US',
  'CA',
  'JP',
  'CN',
  'AU',
  'AE',
] as const;

/** Country names in the interface language, searched after a pause in typing. */
function CountryField() {
  const { locale, t } = useI18n();
  const [country, setCountry] = useState<TCountry | null>(null);
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([toBcp47(locale)], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code }));
  }, [locale]);
  const loadCountries = useCallback(
    async ({ filterText, cursor, signal }: TLoadOptionsRequest) => {
      await waitAbortably(LOADER_DELAY_MS, signal);
      const matches = countries.filter(
        (item) => includesText(item.name, filterText) || includesText(item.code, filterText),
      );
      return slicePage(matches, cursor);
    },
    [countries],
  );
  return (
    <AutocompleteField<TCountry>
      key={locale}
      label={t('catalogue.choices.country')}
      description={t('catalogue.choices.debouncedHint')}
      loadOptions={loadCountries}
      getKey={(item) => item.code}
      getText={(item) => `${item.name} (${item.code})`}
      selectedItem={country}
      onSelectionChange={setCountry}
      debounceMs={500}
      isFetchedOnFocus={false}
    />
  );
}

function PayeeNameField() {
  const t = useT();
  return (
    <CompanyField
      label={t('catalogue.choices.payeeName')}
      description={t('catalogue.choices.customValueHint')}
      allowsCustomValue
    />
  );
}

const PERMISSION = { authorityLevel: 'ENTER_AND_AUTHORIZE', personName: 'Ivana Horvat' } as const;

function buildAccountIdentification(bankCodeBase: string, accountBase: string) {
  const iban = buildCroatianIban(bankCodeBase, accountBase);
  return { iban, accountNumber: iban.slice(-10) };
}

/** Accounts of Slavonska žitna d.o.o., as GET /accounts lists them. */
const ACCOUNTS: readonly TAccount[] = [
  {
    id: '5d1c8f4a-2b7e-4c19-8e3a-1f0b6a9d7c01',
    accountIdentification: buildAccountIdentification('234000', '310045678'),
    accountDetails: {
      nickname: 'Poslovni račun',
      personalizedNickname: 'Glavni račun',
      currency: 'EUR',
      status: 'ACTIVE',
      type: 'CURRENT',
      order: 1,
    },
    balances: [
      { balanceType: 'EXPECTED', amount: '48215.37', currency: 'EUR' },
      { balanceType: 'BOOKED', amount: '50980.12', currency: 'EUR' },
    ],
    permission: PERMISSION,
  },
  {
    id: '5d1c8f4a-2b7e-4c19-8e3a-1f0b6a9d7c02',
    accountIdentification: buildAccountIdentification('234000', '500078123'),
    accountDetails: {
      nickname: 'Devizni račun USD',
      personalizedNickname: null,
      currency: 'USD',
      status: 'ACTIVE',
      type: 'FOREIGN_CURRENCY',
      order: 2,
    },
    balances: [{ balanceType: 'EXPECTED', amount: '12500.00', currency: 'USD' }],
    permission: PERMISSION,
  },
  {
    id: '5d1c8f4a-2b7e-4c19-8e3a-1f0b6a9d7c03',
    accountIdentification: buildAccountIdentification('248400', '110098765'),
    accountDetails: {
      nickname: null,
      personalizedNickname: null,
      currency: 'EUR',
      status: 'ACTIVE',
      type: 'SPECIAL_PURPOSE',
      order: 3,
    },
    balances: [],
    permission: PERMISSION,
  },
  {
    id: '5d1c8f4a-2b7e-4c19-8e3a-1f0b6a9d7c04',
    accountIdentification: buildAccountIdentification('240201', '110055501'),
    accountDetails: {
      nickname: 'Račun za EU potpore',
      personalizedNickname: null,
      currency: 'EUR',
      status: 'BLOCKED',
      type: 'CURRENT',
      order: 4,
    },
    balances: [{ balanceType: 'EXPECTED', amount: '3120.00', currency: 'EUR' }],
    permission: PERMISSION,
  },
];

type TExampleAccountPickerProps = Omit<
  TAccountPickerProps,
  'accounts' | 'selectedId' | 'onChange' | 'label'
> & { label?: string; initialIndex?: number };

function ExampleAccountPicker({ initialIndex, label, ...props }: TExampleAccountPickerProps) {
  const t = useT();
  const initialId = initialIndex === undefined ? null : (ACCOUNTS[initialIndex]?.id ?? null);
  const [selectedId, setSelectedId] = useState<string | null>(initialId);
  return (
    <AccountPicker
      label={label ?? t('catalogue.choices.debitAccount')}
      accounts={ACCOUNTS}
      selectedId={selectedId}
      onChange={(account) => setSelectedId(account?.id ?? null)}
      {...props}
    />
  );
}

/** The first company of the list, chosen in the filled, read-only and disabled examples. */
const CHOSEN_COMPANY = COMPANIES[0] ?? null;

export function ChoicesSection() {
  const t = useT();
  return (
    <CatalogueSection
      id="choices"
      title={t('catalogue.section.choices')}
      description={t('catalogue.choices.description')}
    >
      <CatalogueExample title={t('catalogue.choices.paged')}>
        <CompanyField description={t('catalogue.choices.pagedHint')} />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.choices.debounced')}>
        <CountryField />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.choices.failing')}>
        <FailingCompanyField />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.choices.filled')}>
        <CompanyField initialCompany={CHOSEN_COMPANY} />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.choices.invalid')}>
        <CompanyField isRequired errorMessage={t('catalogue.choices.companyRequired')} />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.choices.customValue')}>
        <PayeeNameField />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.choices.readOnly')}>
        <CompanyField initialCompany={CHOSEN_COMPANY} isReadOnly />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.choices.disabled')}>
        <CompanyField initialCompany={CHOSEN_COMPANY} isDisabled />
      </CatalogueExample>

      <CatalogueExample title={t('catalogue.choices.accountEmpty')}>
        <ExampleAccountPicker description={t('catalogue.choices.debitAccountHint')} />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.choices.accountFilled')}>
        <ExampleAccountPicker initialIndex={0} />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.choices.accountUnavailable')}>
        <ExampleAccountPicker initialIndex={2} />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.choices.accountInvalid')}>
        <ExampleAccountPicker
          isRequired
          errorMessage={t('catalogue.choices.debitAccountRequired')}
        />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.choices.accountBlockedAllowed')}>
        <ExampleAccountPicker
          label={t('catalogue.choices.creditAccount')}
          initialIndex={3}
          isBlockedSelectable
        />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.choices.accountReadOnly')}>
        <ExampleAccountPicker initialIndex={1} isReadOnly />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.choices.accountDisabled')}>
        <ExampleAccountPicker initialIndex={0} isDisabled />
      </CatalogueExample>
    </CatalogueSection>
  );
}
