import {
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { useT } from '../i18n/i18n-context';
import { Button } from './button';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';
import styles from './notifications.module.css';

export type TNotificationTone = 'success' | 'warning' | 'error' | 'info';

export interface TNotification {
  tone: TNotificationTone;
  title: string;
  description?: string;
}

export interface TNotifyOptions extends TNotification {
  /** Closes the notification after this many seconds; null keeps it until it is closed. */
  timeoutSeconds?: number | null;
}

/**
 * Good news closes by itself; a warning or an error asks for something, so it stays until the
 * person closes it.
 */
const DEFAULT_TIMEOUT_SECONDS: Readonly<Record<TNotificationTone, number | null>> = {
  success: 5,
  info: 5,
  warning: null,
  error: null,
};

const MAX_VISIBLE_NOTIFICATIONS = 5;

export function createNotificationQueue(): ToastQueue<TNotification> {
  return new ToastQueue<TNotification>({ maxVisibleToasts: MAX_VISIBLE_NOTIFICATIONS });
}

/** The one queue of the app: anything may notify, the one NotificationRegion shows it. */
export const notificationQueue = createNotificationQueue();

/** Shows a notification and returns its key, for dismissNotification. */
export function notify(
  { timeoutSeconds, ...notification }: TNotifyOptions,
  queue: ToastQueue<TNotification> = notificationQueue,
): string {
  const seconds =
    timeoutSeconds === undefined ? DEFAULT_TIMEOUT_SECONDS[notification.tone] : timeoutSeconds;
  return queue.add(notification, seconds === null ? {} : { timeout: seconds * 1000 });
}

export function dismissNotification(
  key: string,
  queue: ToastQueue<TNotification> = notificationQueue,
): void {
  queue.close(key);
}

/**
 * The landmark region of notifications (F6 reaches it), mounted once in the app. Each notification
 * is announced as it appears; its timer pauses while it is hovered or focused.
 */
export function NotificationRegion({
  queue = notificationQueue,
}: {
  queue?: ToastQueue<TNotification>;
}) {
  const t = useT();
  return (
    <ToastRegion queue={queue} aria-label={t('ui.notifications.region')} className={styles.region}>
      {({ toast }) => {
        const { tone, title, description } = toast.content;
        return (
          <Toast toast={toast} className={`${styles.toast} ${styles[tone]}`}>
            <ToneIcon tone={tone} />
            <ToastContent className={styles.content}>
              <Text slot="title" className={styles.title}>
                <span className={styles.toneLabel}>{t(`ui.notifications.tone.${tone}`)}</span>{' '}
                <span>{title}</span>
              </Text>
              {description ? (
                <Text slot="description" className={styles.description}>
                  {description}
                </Text>
              ) : null}
            </ToastContent>
            <Button
              slot="close"
              variant="quiet"
              isIconOnly
              aria-label={t('ui.notifications.close')}
              className={styles.close}
            >
              <CloseIcon />
            </Button>
          </Toast>
        );
      }}
    </ToastRegion>
  );
}

const TONE_ICONS: Readonly<Record<TNotificationTone, typeof SuccessIcon>> = {
  success: SuccessIcon,
  info: InfoIcon,
  warning: WarningIcon,
  error: ErrorIcon,
};

/** Decorative: the tone is also said in words by the title. */
function ToneIcon({ tone }: { tone: TNotificationTone }) {
  const ToneIconOf = TONE_ICONS[tone];
  return <ToneIconOf className={styles.icon} />;
}
