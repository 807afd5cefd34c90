import { useState } from 'react';
import {
  addDaysToIsoDate,
  listCroatianPublicHolidays,
  PREDEFINED_PERIODS,
  type TDateRange,
  type TIsoDate,
} from '@poslovno/domain';
import { useT } from '../../../i18n/i18n-context';
import { DateField, type TDateFieldProps } from '../../../ui/date-field';
import { DateRangeField } from '../../../ui/date-range-field';
import { useRuleMessage } from '../../../ui/use-rule-message';
import { CatalogueExample, CatalogueSection } from './catalogue-section';
import { getBankToday } from '../../../lib/bank-clock';

type TExampleFieldProps = Omit<TDateFieldProps, 'value' | 'onChange'> & {
  initialValue?: TIsoDate | null;
};

/** A date field holding its own value, so the reviewer can type and pick in every example. */
function ExampleDateField({ initialValue = null, ...props }: TExampleFieldProps) {
  const [value, setValue] = useState(initialValue);
  return <DateField {...props} value={value} onChange={setValue} />;
}

function ExampleDateRange({
  label,
  initialValue,
  today,
}: {
  label: string;
  initialValue: TDateRange;
  today: TIsoDate;
}) {
  const [value, setValue] = useState(initialValue);
  return (
    <DateRangeField
      label={label}
      value={value}
      onChange={setValue}
      periods={PREDEFINED_PERIODS}
      today={today}
    />
  );
}

/** Croatian public holidays of this year and the next: the days an execution date may not fall on. */
function listHolidayDates(today: TIsoDate): TIsoDate[] {
  const year = Number(today.slice(0, 4));
  return [year, year + 1].flatMap((each) =>
    listCroatianPublicHolidays(each).map((holiday) => holiday.date),
  );
}

export function DatesSection() {
  const t = useT();
  const getRuleMessage = useRuleMessage();
  // The catalogue is a page, not a rule: reading the bank's wall clock once is what a screen does.
  const [today] = useState(() => getBankToday());
  const endOfNextYear = `${Number(today.slice(0, 4)) + 1}-12-31`;

  return (
    <CatalogueSection
      id="dates"
      title={t('catalogue.section.dates')}
      description={t('catalogue.dates.description')}
    >
      <CatalogueExample title={t('catalogue.dates.plain')}>
        <ExampleDateField label={t('catalogue.dates.documentDate')} />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.dates.filled')}>
        <ExampleDateField
          label={t('catalogue.dates.dueDate')}
          description={t('catalogue.dates.dueDateHint')}
          initialValue="2026-11-22"
        />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.dates.invalid')}>
        <ExampleDateField
          label={t('catalogue.dates.valueDate')}
          isRequired
          errorMessage={getRuleMessage('DATE_REQUIRED')}
        />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.dates.disabled')}>
        <ExampleDateField
          label={t('catalogue.dates.contractDate')}
          initialValue="2025-06-30"
          isDisabled
        />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.dates.readOnly')}>
        <ExampleDateField
          label={t('catalogue.dates.openingDate')}
          initialValue="2019-03-05"
          isReadOnly
        />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.dates.restricted')}>
        <ExampleDateField
          label={t('catalogue.dates.executionDate')}
          description={t('catalogue.dates.executionDateHint')}
          minDate={today}
          maxDate={endOfNextYear}
          isWeekendDisabled
          unavailableDates={listHolidayDates(today)}
          isRequired
        />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.dates.range')}>
        <ExampleDateRange
          label={t('catalogue.dates.statementPeriod')}
          initialValue={{ from: addDaysToIsoDate(today, -6), to: today }}
          today={today}
        />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.dates.rangeInvalid')}>
        <ExampleDateRange
          label={t('catalogue.dates.transactionPeriod')}
          initialValue={{ from: '2026-03-31', to: '2026-03-01' }}
          today={today}
        />
      </CatalogueExample>
    </CatalogueSection>
  );
}
