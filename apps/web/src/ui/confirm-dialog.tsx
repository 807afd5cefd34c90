import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './button';
import dialogStyles from './dialog.module.css';
import { ErrorNotice } from './error-notice';
import styles from './confirm-dialog.module.css';
import { useFocusFallbackAfterClose } from './use-focus-fallback';

interface TConfirmDialogProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed work is running: the dialog stays open and cannot be dismissed. */
  isBusy?: boolean;
  /** Why the confirmed work failed, shown in the dialog so the person can try again. */
  error?: unknown;
  /** A question that must be answered: no dismissal by Escape or a click outside. */
  isDismissable?: boolean;
  /** Which answer takes the focus: the safe one (cancel) unless the question says otherwise. */
  initialFocus?: 'cancel' | 'confirm';
  /** Live text: read out as it changes (a countdown). */
  isLive?: boolean;
}

/**
 * A question before an action that cannot be undone (role alertdialog). The safe answer takes the
 * focus; Escape cancels. Closed, it gives the focus back to its opener, or to the page's title
 * when the opener is gone (the deleted row's button).
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  isBusy = false,
  error,
  isDismissable = true,
  initialFocus = 'cancel',
  isLive = false,
}: TConfirmDialogProps) {
  const canDismiss = isDismissable && !isBusy;
  useFocusFallbackAfterClose(isOpen);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && canDismiss) onCancel();
      }}
      isDismissable={canDismiss}
      isKeyboardDismissDisabled={!canDismiss}
      className={dialogStyles.overlay}
    >
      <Modal className={dialogStyles.modal}>
        <Dialog role="alertdialog" className={dialogStyles.dialog}>
          <Heading slot="title">{title}</Heading>
          <div
            className={styles.body}
            {...(isLive ? { 'aria-live': 'polite' as const, 'aria-atomic': true } : {})}
          >
            {children}
          </div>
          {error ? <ErrorNotice error={error} /> : null}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onPress={onCancel}
              isDisabled={isBusy}
              autoFocus={initialFocus === 'cancel'}
            >
              {cancelLabel}
            </Button>
            <Button
              variant="primary"
              onPress={onConfirm}
              isBusy={isBusy}
              autoFocus={initialFocus === 'confirm'}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
