import { useState } from 'react';
import { Menu, MenuItem, MenuTrigger, Popover, type Key } from 'react-aria-components';
import { useNavigate } from 'react-router';
import type { TSession } from '@poslovno/contract';
import { useT } from '../../i18n/i18n-context';
import { Button } from '../../ui/button';
import { SIGNED_IN_PATHS } from '../route-table';
import { useSession, useSessionState } from '../session/session-context';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import styles from './shell.module.css';

type TCompany = TSession['companies'][number];

/**
 * 000 §4: a person with several companies switches between them here. The switch opens a new
 * session and clears the data of the current company, so it is confirmed first.
 */
export function CompanySwitch() {
  const t = useT();
  const navigate = useNavigate();
  const session = useSession();
  const { switchCompany } = useSessionState();
  const [target, setTarget] = useState<TCompany | null>(null);
  const [isSwitching, setIsSwitching] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const currentCustomerId = session.permission.customerDetails.customerId;

  if (session.companies.length <= 1) return null;

  function chooseCompany(key: Key) {
    const company = session.companies.find((candidate) => String(candidate.customerId) === key);
    if (!company || company.customerId === currentCustomerId) return;
    setError(null);
    setTarget(company);
  }

  async function confirmSwitch() {
    if (!target) return;
    setIsSwitching(true);
    try {
      await switchCompany(target.customerId);
      // Like a sign-in: the new session's home (the dashboard, or its first area without it).
      void navigate(SIGNED_IN_PATHS.home, { replace: true });
    } catch (switchError) {
      // Shown in the dialog: the current session goes on unchanged.
      setError(switchError);
      setIsSwitching(false);
    }
  }

  return (
    <>
      <MenuTrigger>
        <Button variant="quiet">{t('shell.companySwitch')}</Button>
        <Popover placement="bottom end" className={styles.menuPopover}>
          <Menu
            aria-label={t('companySwitch.menuLabel')}
            disabledKeys={[String(currentCustomerId)]}
            onAction={chooseCompany}
            className={styles.companyMenu}
          >
            {session.companies.map((company) => {
              const label = t('companySwitch.option', {
                name: company.name,
                customerId: company.customerId,
              });
              const isCurrent = company.customerId === currentCustomerId;
              return (
                <MenuItem
                  key={company.customerId}
                  id={String(company.customerId)}
                  textValue={label}
                  className={styles.companyMenuItem}
                >
                  <span>{company.name}</span>
                  <span className={styles.companyMenuDetail}>
                    {t('companySwitch.customerId', { customerId: company.customerId })}
                    {isCurrent ? ` ${t('companySwitch.current')}` : ''}
                  </span>
                </MenuItem>
              );
            })}
          </Menu>
        </Popover>
      </MenuTrigger>
      <ConfirmDialog
        isOpen={target !== null}
        title={t('companySwitch.confirmTitle')}
        confirmLabel={t('companySwitch.confirm')}
        cancelLabel={t('companySwitch.cancel')}
        onConfirm={() => void confirmSwitch()}
        onCancel={() => setTarget(null)}
        isBusy={isSwitching}
        error={error ?? undefined}
      >
        {target ? <p>{t('companySwitch.confirmText', { company: target.name })}</p> : null}
      </ConfirmDialog>
    </>
  );
}
