import type { TAuthorizedPersons } from '@poslovno/contract';
import { useI18n } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { SelectFormField } from '../../../ui/select-field';
import type { TPersonFilter } from '../model/person-filter';
import styles from './account-management.module.css';

/** The choice that filters nothing: a select has no empty option of its own. */
const ALL = 'ALL';

/**
 * The two filters of 000 §2's authorised persons, applied as they are chosen and kept in the
 * address (a link or a reload opens the same view); "Show all" clears both.
 */
export function PersonFilters({
  data,
  filter,
  onChange,
}: {
  data: TAuthorizedPersons;
  filter: TPersonFilter;
  onChange: (filter: TPersonFilter) => void;
}) {
  const { t } = useI18n();
  const isFiltered = filter.accountId !== null || filter.personId !== null;
  return (
    <div role="group" aria-label={t('accountManagement.filters')} className={styles.filters}>
      <SelectFormField
        label={t('accountManagement.filter.account')}
        value={filter.accountId ?? ALL}
        isRequired={false}
        options={[
          { id: ALL, label: t('accountManagement.filter.allAccounts') },
          ...data.accounts.map((account) => ({ id: account.accountId, label: account.label })),
        ]}
        onChange={(value) =>
          onChange({ ...filter, accountId: value === null || value === ALL ? null : value })
        }
      />
      <SelectFormField
        label={t('accountManagement.filter.person')}
        value={filter.personId ?? ALL}
        isRequired={false}
        options={[
          { id: ALL, label: t('accountManagement.filter.allPersons') },
          ...data.persons.map((person) => ({ id: person.personId, label: person.personName })),
        ]}
        onChange={(value) =>
          onChange({ ...filter, personId: value === null || value === ALL ? null : value })
        }
      />
      {/* Always there: a button that vanished when pressed would drop the focus to the page. */}
      <div className={styles.filterReset}>
        <Button
          onPress={() => {
            if (isFiltered) onChange({ accountId: null, personId: null });
          }}
        >
          {t('accountManagement.filter.reset')}
        </Button>
      </div>
    </div>
  );
}
