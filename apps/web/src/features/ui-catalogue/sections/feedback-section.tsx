import { useState } from 'react';
import { ApiError } from '../../../api/api-client';
import { useI18n, useT } from '../../../i18n/i18n-context';
import { describeErrorCode, type TMessageKey } from '../../../i18n/messages';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FileDropArea, type TUploadFiles } from '../../../ui/file-drop-area';
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
/** Where the refused example's server stops it, as a server that reads a file as it arrives. */
const REFUSED_AT_PERCENT = 60;

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
  const refuseContent = useContentRefusal();
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
      <CatalogueExample title={t('catalogue.feedback.refusedTitle')}>
        <UploadExample
          label={t('catalogue.feedback.refusedLabel')}
          accept={['.pdf']}
          maxFiles={1}
          description={t('catalogue.feedback.refusedHint')}
          refuse={refuseContent}
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

/** An upload as the upload client reports one, without a server: progress in steps, then done. */
function simulateUpload(
  files: readonly File[],
  { onProgress, signal }: Parameters<TUploadFiles>[1],
  refuse?: () => Error,
): Promise<void> {
  const totalBytes = Math.max(
    1,
    files.reduce((sum, file) => sum + file.size, 0),
  );
  return new Promise((resolve, reject) => {
    let percent = 0;
    const timer = window.setInterval(() => {
      percent = Math.min(100, percent + UPLOAD_STEP_PERCENT);
      onProgress({ sentBytes: Math.round((totalBytes * percent) / 100), totalBytes });
      const refusal = percent >= REFUSED_AT_PERCENT ? refuse?.() : undefined;
      if (refusal === undefined && percent < 100) return;
      window.clearInterval(timer);
      if (refusal) reject(refusal);
      else resolve();
    }, UPLOAD_STEP_MS);
    signal.addEventListener(
      'abort',
      () => {
        window.clearInterval(timer);
        reject(new DOMException('The upload was aborted', 'AbortError'));
      },
      { once: true },
    );
  });
}

function UploadExample({
  label,
  accept,
  maxFiles,
  description,
  refuse,
}: {
  label: string;
  accept: readonly string[];
  maxFiles: number;
  description?: string;
  /** The server's refusal the example ends in, as the upload client would throw it. */
  refuse?: (files: readonly File[]) => Error;
}) {
  const t = useT();
  const [uploaded, setUploaded] = useState<readonly File[]>([]);
  const upload: TUploadFiles = async (files, options) => {
    await simulateUpload(files, options, refuse && (() => refuse(files)));
    setUploaded((current) => (maxFiles === 1 ? files : [...current, ...files]));
    notify({
      tone: 'success',
      title: t('catalogue.feedback.uploaded', { name: joinNames(files) }),
    });
  };
  const freeSlots = maxFiles === 1 ? 1 : maxFiles - uploaded.length;

  return (
    <>
      <FileDropArea
        label={label}
        accept={accept}
        maxSizeBytes={SEPA_MAX_SIZE_BYTES}
        maxFiles={Math.max(freeSlots, 1)}
        upload={upload}
        isDisabled={freeSlots <= 0}
        description={description}
      />
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

/** What the server answers a file whose content is not what its name says (ATTACHMENT_ISSUES). */
function useContentRefusal(): (files: readonly File[]) => Error {
  const { locale } = useI18n();
  return (files) => {
    const fileName = files[0]?.name ?? '';
    return new ApiError({
      name: 'ApiError',
      code: 'ATTACHMENT_ISSUES',
      status: 422,
      message: describeErrorCode(locale, 'ATTACHMENT_ISSUES', {
        issue: 'fileContentMismatch',
        fileName,
        fileType: fileName.slice(fileName.lastIndexOf('.') + 1).toUpperCase(),
      }),
    });
  };
}

function joinNames(files: readonly File[]): string {
  return files.map((file) => file.name).join(', ');
}
