import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './button';
import dialogStyles from './dialog.module.css';
import { ErrorNotice } from './error-notice';
import styles from './confirm-dialog.module.css';

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
}

/**
 * A question before an action that cannot be undone (role alertdialog). The safe answer takes the
 * focus; Escape cancels.
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
}: TConfirmDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isBusy) onCancel();
      }}
      isDismissable={!isBusy}
      isKeyboardDismissDisabled={isBusy}
      className={dialogStyles.overlay}
    >
      <Modal className={dialogStyles.modal}>
        <Dialog role="alertdialog" className={dialogStyles.dialog}>
          <Heading slot="title">{title}</Heading>
          <div className={styles.body}>{children}</div>
          {error ? <ErrorNotice error={error} /> : null}
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onCancel} isDisabled={isBusy} autoFocus>
              {cancelLabel}
            </Button>
            <Button variant="primary" onPress={onConfirm} isBusy={isBusy}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
