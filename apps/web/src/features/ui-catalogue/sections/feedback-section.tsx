import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/i18n-context';
import type { TMessageKey } from '../../../i18n/messages';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FileDropArea } from '../../../ui/file-drop-area';
import { Notice } from '../../../ui/notice';
import { notify, type TNotificationTone, type TNotifyOptions } from '../../../ui/notifications';
import { ProgressBar } from '../../../ui/progress-bar';
import { CatalogueExample, CatalogueSection } from './catalogue-section';

const MEGABYTE = 1024 * 1024;
const SEPA_MAX_SIZE_BYTES = 10 * MEGABYTE;
const SEPA_ACCEPT = ['.xml', '.zip'];
// Message attachments of spec 000 §5.
const ATTACHMENT_ACCEPT = [
  '.doc',
  '.docx',
  '.pdf',
  '.xlsx',
  '.xls',
  '.xml',
  '.txt',
  '.png',
  '.jpg',
  '.jpeg',
];
const MAX_ATTACHMENTS = 5;
const UPLOAD_STEP_PERCENT = 15;
const UPLOAD_STEP_MS = 300;

const NOTIFICATION_EXAMPLES: readonly {
  tone: TNotificationTone;
  button: TMessageKey;
  title: TMessageKey;
  text: TMessageKey;
  timeoutSeconds?: number;
}[] = [
  {
    tone: 'success',
    button: 'catalogue.feedback.notifySuccess',
    title: 'catalogue.feedback.successTitle',
    text: 'catalogue.feedback.successText',
    timeoutSeconds: 5,
  },
  {
    tone: 'info',
    button: 'catalogue.feedback.notifyInfo',
    title: 'catalogue.feedback.infoTitle',
    text: 'catalogue.feedback.infoText',
  },
  {
    tone: 'warning',
    button: 'catalogue.feedback.notifyWarning',
    title: 'catalogue.feedback.warningTitle',
    text: 'catalogue.feedback.warningText',
  },
  {
    tone: 'error',
    button: 'catalogue.feedback.notifyError',
    title: 'catalogue.feedback.errorTitle',
    text: 'catalogue.feedback.errorText',
  },
];

export function FeedbackSection() {
  const t = useT();
  return (
    <CatalogueSection
      id="feedback"
      title={t('catalogue.section.feedback')}
      description={t('catalogue.feedback.intro')}
    >
      <NotificationExamples />
      <CatalogueExample title={t('catalogue.feedback.inlineNotices')}>
        {NOTIFICATION_EXAMPLES.map(({ tone, title, text }) => (
          <Notice key={tone} tone={tone} title={t(title)}>
            {t(text)}
          </Notice>
        ))}
      </CatalogueExample>
      <ConfirmExample />
      <CatalogueExample title={t('catalogue.feedback.sepaTitle')}>
        <UploadExample
          label={t('catalogue.feedback.sepaLabel')}
          accept={SEPA_ACCEPT}
          maxFiles={1}
          description={t('catalogue.feedback.sepaHint')}
        />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.feedback.attachmentsTitle')}>
        <UploadExample
          label={t('catalogue.feedback.attachmentsLabel')}
          accept={ATTACHMENT_ACCEPT}
          maxFiles={MAX_ATTACHMENTS}
        />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.feedback.disabledTitle')}>
        <FileDropArea
          label={t('catalogue.feedback.disabledLabel')}
          accept={['.xml']}
          maxSizeBytes={SEPA_MAX_SIZE_BYTES}
          onFilesAccepted={() => undefined}
          description={t('catalogue.feedback.disabledHint')}
          isDisabled
        />
      </CatalogueExample>
      <CatalogueExample title={t('catalogue.feedback.progressBars')}>
        <ProgressBar label={t('catalogue.feedback.progressExport')} value={0} />
        <ProgressBar label={t('catalogue.feedback.progressConversion')} value={45} />
        <ProgressBar label={t('catalogue.feedback.progressDone')} value={100} />
        <ProgressBar label={t('catalogue.feedback.progressWaiting')} isIndeterminate />
        <ProgressBar
          label={t('catalogue.feedback.progressFailed')}
          value={62}
          tone="error"
          description={t('catalogue.feedback.progressFailedText')}
        />
      </CatalogueExample>
    </CatalogueSection>
  );
}

function NotificationExamples() {
  const t = useT();
  return (
    <CatalogueExample title={t('catalogue.feedback.notifications')}>
      {NOTIFICATION_EXAMPLES.map(({ tone, button, title, text, timeoutSeconds }) => {
        const options: TNotifyOptions = { tone, title: t(title), description: t(text) };
        return (
          <Button
            key={tone}
            onPress={() =>
              notify(timeoutSeconds === undefined ? options : { ...options, timeoutSeconds })
            }
          >
            {t(button)}
          </Button>
        );
      })}
    </CatalogueExample>
  );
}

function ConfirmExample() {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <CatalogueExample title={t('catalogue.feedback.confirm')}>
      <Button onPress={() => setIsOpen(true)}>{t('catalogue.feedback.deleteOrder')}</Button>
      <ConfirmDialog
        isOpen={isOpen}
        title={t('catalogue.feedback.deleteTitle')}
        confirmLabel={t('catalogue.feedback.deleteConfirm')}
        cancelLabel={t('catalogue.feedback.deleteCancel')}
        onCancel={() => setIsOpen(false)}
        onConfirm={() => {
          setIsOpen(false);
          notify({ tone: 'success', title: t('catalogue.feedback.deleted') });
        }}
      >
        <p>{t('catalogue.feedback.deleteText')}</p>
      </ConfirmDialog>
    </CatalogueExample>
  );
}

interface TUpload {
  files: readonly File[];
  percent: number;
}

/** Counts up to 100 % in steps, as a real upload reports its progress, then hands the files on. */
function useSimulatedUpload(onUploaded: (files: readonly File[]) => void) {
  const [upload, setUpload] = useState<TUpload | null>(null);
  const timerRef = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearInterval(timerRef.current), []);

  const startUpload = (files: readonly File[]) => {
    window.clearInterval(timerRef.current);
    let percent = 0;
    setUpload({ files, percent });
    timerRef.current = window.setInterval(() => {
      percent = Math.min(100, percent + UPLOAD_STEP_PERCENT);
      setUpload(percent < 100 ? { files, percent } : null);
      if (percent < 100) return;
      window.clearInterval(timerRef.current);
      onUploaded(files);
    }, UPLOAD_STEP_MS);
  };
  return { upload, startUpload };
}

function UploadExample({
  label,
  accept,
  maxFiles,
  description,
}: {
  label: string;
  accept: readonly string[];
  maxFiles: number;
  description?: string;
}) {
  const t = useT();
  const [uploaded, setUploaded] = useState<readonly File[]>([]);
  const { upload, startUpload } = useSimulatedUpload((files) => {
    setUploaded((current) => (maxFiles === 1 ? files : [...current, ...files]));
    notify({
      tone: 'success',
      title: t('catalogue.feedback.uploaded', { name: joinNames(files) }),
    });
  });
  const freeSlots = maxFiles === 1 ? 1 : maxFiles - uploaded.length;

  return (
    <>
      <FileDropArea
        label={label}
        accept={accept}
        maxSizeBytes={SEPA_MAX_SIZE_BYTES}
        maxFiles={Math.max(freeSlots, 1)}
        onFilesAccepted={startUpload}
        isDisabled={freeSlots <= 0 || upload !== null}
        description={description}
      />
      {upload ? (
        <ProgressBar
          label={t('catalogue.feedback.uploadProgress', { name: joinNames(upload.files) })}
          value={upload.percent}
        />
      ) : null}
      {uploaded.length > 0 ? (
        <div>
          <p>{t('catalogue.feedback.attached')}</p>
          <ul>
            {uploaded.map((file, index) => (
              <li key={`${index}-${file.name}`}>{file.name}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

function joinNames(files: readonly File[]): string {
  return files.map((file) => file.name).join(', ');
}
