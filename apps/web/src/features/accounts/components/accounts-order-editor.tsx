import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react-aria-components';
import type { TAccount } from '@poslovno/contract';
import { formatIbanGrouped } from '@poslovno/domain';
import { useT } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorNotice } from '../../../ui/error-notice';
import { ArrowDownIcon, ArrowUpIcon } from '../../../ui/icons';
import { getAccountLabel, moveId, sortAccountsByIds } from '../../../lib/account-format';
import { useSaveAccountsOrder } from '../api/patch-accounts-order';
import styles from './accounts.module.css';
import { useLeaveGuard } from './use-leave-guard';

type TDirection = 'up' | 'down';

interface TAccountsOrderEditorProps {
  /** The accounts in the saved order, as the server last answered them. */
  accounts: readonly TAccount[];
  /** The mode ends: saved (the list shows the server's answer) or given up. */
  onClose: (isSaved: boolean) => void;
}

function isSameOrder(shown: readonly TAccount[], saved: readonly TAccount[]): boolean {
  return shown.length === saved.length && shown.every((account, i) => account.id === saved[i]?.id);
}

/**
 * The order of the accounts as an edit mode: moves stay on screen until Save sends the whole
 * order once. A move re-inserts its row in the DOM, which drops the focus; the pressed button (or
 * its sibling, when the row reached an edge) takes it back, and the live region says the new place.
 */
export function AccountsOrderEditor({ accounts, onClose }: TAccountsOrderEditorProps) {
  const t = useT();
  const headingId = useId();
  const hintId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<{ accountId: string; direction: TDirection } | null>(null);
  const save = useSaveAccountsOrder();
  const [order, setOrder] = useState<readonly string[]>(() => accounts.map((a) => a.id));
  const [announcement, setAnnouncement] = useState('');
  const [isDiscardAsked, setIsDiscardAsked] = useState(false);
  // Balances read again while the mode is open stay current; an account the server added since
  // goes last, so what is saved is always what is shown.
  const shown = useMemo(() => sortAccountsByIds(accounts, order), [accounts, order]);
  const hasUnsavedMoves = !isSameOrder(shown, accounts);
  const leaveGuard = useLeaveGuard(hasUnsavedMoves);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useLayoutEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const other: TDirection = target.direction === 'up' ? 'down' : 'up';
    const candidates = [
      buttons.current.get(`${target.accountId}:${target.direction}`),
      buttons.current.get(`${target.accountId}:${other}`),
    ];
    candidates.find((button) => button && !button.disabled)?.focus();
  }, [shown]);

  function registerButton(key: string) {
    return (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(key, element);
      else buttons.current.delete(key);
    };
  }

  function move(account: TAccount, offset: -1 | 1, focusDirection: TDirection) {
    if (save.isPending) return;
    const ids = shown.map((a) => a.id);
    const next = moveId(ids, account.id, offset);
    const label = getAccountLabel(account);
    const position = next.indexOf(account.id) + 1;
    if (position === ids.indexOf(account.id) + 1) {
      setAnnouncement(
        t(offset < 0 ? 'accounts.order.alreadyFirst' : 'accounts.order.alreadyLast', { label }),
      );
      return;
    }
    focusAfterMove.current = { accountId: account.id, direction: focusDirection };
    setOrder(next);
    setAnnouncement(t('accounts.order.moved', { label, position, count: next.length }));
  }

  function handleShortcut(event: KeyboardEvent, account: TAccount, focused: TDirection) {
    const isShortcut =
      event.altKey &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.shiftKey &&
      (event.key === 'ArrowUp' || event.key === 'ArrowDown');
    if (!isShortcut) {
      event.continuePropagation();
      return;
    }
    event.preventDefault();
    move(account, event.key === 'ArrowUp' ? -1 : 1, focused);
  }

  function saveOrder() {
    save.mutate(
      shown.map((account) => account.id),
      { onSuccess: () => onClose(true) },
    );
  }

  function cancel() {
    if (hasUnsavedMoves) setIsDiscardAsked(true);
    else onClose(false);
  }

  return (
    <Card as="section" aria-labelledby={headingId} className={styles.orderEditor}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.orderTitle}>
        {t('accounts.order.title')}
      </h2>
      <p id={hintId} className={styles.orderHint}>
        {t('accounts.order.hint')}
      </p>
      {save.isError ? <ErrorNotice error={save.error} /> : null}
      <ol className={styles.orderList} aria-labelledby={headingId} aria-describedby={hintId}>
        {shown.map((account, index) => {
          const label = getAccountLabel(account);
          return (
            <li key={account.id} className={styles.orderRow} data-testid="account-order-row">
              <span className={styles.orderPosition} aria-hidden="true">
                {index + 1}.
              </span>
              <span className={styles.orderAccount}>
                <span className={styles.orderLabel}>{label}</span>
                <span className={styles.iban}>
                  {formatIbanGrouped(account.accountIdentification.iban)} ·{' '}
                  {account.accountDetails.currency}
                </span>
              </span>
              <span className={styles.orderButtons}>
                <Button
                  ref={registerButton(`${account.id}:up`)}
                  variant="quiet"
                  isIconOnly
                  aria-label={t('accounts.moveUp', { label })}
                  aria-keyshortcuts="Alt+ArrowUp"
                  isDisabled={index === 0 || save.isPending}
                  onPress={() => move(account, -1, 'up')}
                  onKeyDown={(event) => handleShortcut(event, account, 'up')}
                >
                  <ArrowUpIcon />
                </Button>
                <Button
                  ref={registerButton(`${account.id}:down`)}
                  variant="quiet"
                  isIconOnly
                  aria-label={t('accounts.moveDown', { label })}
                  aria-keyshortcuts="Alt+ArrowDown"
                  isDisabled={index === shown.length - 1 || save.isPending}
                  onPress={() => move(account, 1, 'down')}
                  onKeyDown={(event) => handleShortcut(event, account, 'down')}
                >
                  <ArrowDownIcon />
                </Button>
              </span>
            </li>
          );
        })}
      </ol>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <div className={styles.orderActions}>
        <Button variant="primary" isBusy={save.isPending} onPress={saveOrder}>
          {t('accounts.order.save')}
        </Button>
        <Button variant="secondary" isDisabled={save.isPending} onPress={cancel}>
          {t('accounts.order.cancel')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isDiscardAsked}
        title={t('accounts.order.discardTitle')}
        confirmLabel={t('accounts.order.discard')}
        cancelLabel={t('accounts.order.keepEditing')}
        onConfirm={() => onClose(false)}
        onCancel={() => setIsDiscardAsked(false)}
      >
        <p>{t('accounts.order.discardText')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={leaveGuard.isAsking}
        title={t('accounts.order.leaveTitle')}
        confirmLabel={t('accounts.order.leave')}
        cancelLabel={t('accounts.order.stay')}
        onConfirm={leaveGuard.leave}
        onCancel={leaveGuard.stay}
      >
        <p>{t('accounts.order.leaveText')}</p>
      </ConfirmDialog>
    </Card>
  );
}
