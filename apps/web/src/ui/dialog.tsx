import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useT } from '../i18n/i18n-context';
import { Button } from './button';
import styles from './dialog.module.css';
import { useFocusFallbackAfterClose } from './use-focus-fallback';

interface TModalDialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
  /** A wide dialog for a record's many facts (a payment's details); a narrow one otherwise. */
  isWide?: boolean;
}

/**
 * A modal dialog titled by its heading, closed by Escape, a click outside or the Close button;
 * closed, it gives the focus back to its opener, or to the page's title when the opener is gone.
 */
export function ModalDialog({
  title,
  isOpen,
  onOpenChange,
  children,
  isWide = false,
}: TModalDialogProps) {
  const t = useT();
  useFocusFallbackAfterClose(isOpen);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={isWide ? `${styles.modal} ${styles.wide}` : styles.modal}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title">{title}</Heading>
            <Button slot="close" variant="secondary" size="small">
              {t('common.close')}
            </Button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
