import { useEffect, useId, useRef, useState } from 'react';
import { DropZone, FileTrigger, isFileDropItem, type DropItem } from 'react-aria-components';
import { toBcp47, type TLocale } from '@poslovno/domain';
import { isApiError } from '../api/api-client';
import type { TUploadProgress } from '../api/upload-client';
import { useI18n } from '../i18n/i18n-context';
import type { TMessageKey } from '../i18n/messages';
import { Button } from './button';
import fieldStyles from './field.module.css';
import { UploadIcon } from './icons';
import { ProgressBar } from './progress-bar';
import styles from './file-drop-area.module.css';

/** The reasons react-dropzone gives, so the server's and the browser's words stay the same. */
export type TFileRejectionCode = 'too-many-files' | 'file-invalid-type' | 'file-too-large';

export interface TFileRejection {
  file: File;
  code: TFileRejectionCode;
}

export interface TFileLimits {
  /** MIME types ('application/pdf', 'image/*') and/or extensions ('.xml'); empty accepts all. */
  accept: readonly string[];
  maxSizeBytes: number;
  maxFiles: number;
}

const BYTES_PER_MEGABYTE = 1024 * 1024;

function matchesAcceptEntry(file: File, entry: string): boolean {
  const pattern = entry.trim().toLowerCase();
  if (pattern.startsWith('.')) return file.name.toLowerCase().endsWith(pattern);
  const type = file.type.toLowerCase();
  if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
  return type === pattern;
}

function isAcceptedType(file: File, accept: readonly string[]): boolean {
  return accept.length === 0 || accept.some((entry) => matchesAcceptEntry(file, entry));
}

function findRejectionCode(file: File, limits: TFileLimits): TFileRejectionCode | null {
  if (!isAcceptedType(file, limits.accept)) return 'file-invalid-type';
  if (file.size > limits.maxSizeBytes) return 'file-too-large';
  return null;
}

/**
 * Splits chosen or dropped files into those to take and those refused with a reason. More files
 * than allowed refuses them all, as react-dropzone does: taking the first few would be a guess.
 */
export function checkDroppedFiles(
  files: readonly File[],
  limits: TFileLimits,
): { accepted: File[]; rejected: TFileRejection[] } {
  if (files.length > limits.maxFiles) {
    return { accepted: [], rejected: files.map((file) => ({ file, code: 'too-many-files' })) };
  }
  const accepted: File[] = [];
  const rejected: TFileRejection[] = [];
  for (const file of files) {
    const code = findRejectionCode(file, limits);
    if (code === null) accepted.push(file);
    else rejected.push({ file, code });
  }
  return { accepted, rejected };
}

function formatMegabytes(bytes: number, locale: TLocale): string {
  return new Intl.NumberFormat(toBcp47(locale), {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes / BYTES_PER_MEGABYTE);
}

/** A chosen file's size: kilobytes below a megabyte (at least 1 kB), megabytes above. */
export function formatFileSize(bytes: number, locale: TLocale): string {
  if (bytes >= BYTES_PER_MEGABYTE) return formatMegabytes(bytes, locale);
  return new Intl.NumberFormat(toBcp47(locale), {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(Math.max(1, Math.round(bytes / 1024)));
}

function formatAcceptedTypes(accept: readonly string[], locale: TLocale): string {
  const names = accept.map((entry) =>
    entry.startsWith('.') ? entry.slice(1).toUpperCase() : entry,
  );
  return new Intl.ListFormat(toBcp47(locale), { type: 'conjunction' }).format(names);
}

async function readDroppedFiles(items: readonly DropItem[]): Promise<File[]> {
  return Promise.all(items.filter(isFileDropItem).map((item) => item.getFile()));
}

const REJECTION_MESSAGE_KEYS: Readonly<Record<TFileRejectionCode, TMessageKey>> = {
  'too-many-files': 'ui.fileDrop.rejected.tooManyFiles',
  'file-invalid-type': 'ui.fileDrop.rejected.invalidType',
  'file-too-large': 'ui.fileDrop.rejected.tooLarge',
};

/** Sends accepted files (api/upload-client.ts uploadFiles, say), reporting how far it has come. */
export type TUploadFiles = (
  files: File[],
  options: { onProgress: (progress: TUploadProgress) => void; signal: AbortSignal },
) => Promise<void>;

type TUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; progress: TUploadProgress | undefined }
  | { phase: 'done' | 'cancelled' }
  | { phase: 'failed'; message: string };

interface TFileDropAreaProps {
  label: string;
  /** MIME types and/or extensions ('.xml', '.zip'); empty accepts every type. */
  accept: readonly string[];
  maxSizeBytes: number;
  /** How many files one drop or choice may hold (spec 000 §5: one unless said otherwise). */
  maxFiles?: number;
  /** Told of the files that passed the checks, whether or not the area uploads them. */
  onFilesAccepted?: (files: File[]) => void;
  /**
   * Uploads the accepted files at once: the area shows the progress, a way to cancel, and the
   * outcome, a refusal with the server's description (ATTACHMENT_ISSUES says what was wrong).
   */
  upload?: TUploadFiles;
  isDisabled?: boolean;
  /** Said after the accepted types and size limit, e.g. "zip larger XML files first". */
  description?: string;
}

function toPercent(progress: TUploadProgress | undefined): number | undefined {
  if (progress?.totalBytes === undefined || progress.totalBytes === 0) return undefined;
  return Math.min(100, Math.round((progress.sentBytes / progress.totalBytes) * 100));
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Runs the uploads of one area: one at a time, a new choice cancelling the one under way. */
function useUpload(upload: TUploadFiles | undefined, describeFailure: (error: unknown) => string) {
  const [state, setState] = useState<TUploadState>({ phase: 'idle' });
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = (files: File[]) => {
    if (!upload) return;
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setState({ phase: 'uploading', progress: undefined });
    const isCurrent = () => controllerRef.current === controller;
    upload(files, {
      signal: controller.signal,
      onProgress: (progress) => {
        if (isCurrent()) setState({ phase: 'uploading', progress });
      },
    }).then(
      () => {
        if (isCurrent()) setState({ phase: 'done' });
      },
      (error: unknown) => {
        if (!isCurrent()) return;
        setState(
          controller.signal.aborted || isAbort(error)
            ? { phase: 'cancelled' }
            : { phase: 'failed', message: describeFailure(error) },
        );
      },
    );
  };
  const cancel = () => controllerRef.current?.abort();
  const reset = () => setState({ phase: 'idle' });
  return { state, start, cancel, reset };
}

/**
 * Files dragged in or chosen with the button (the way for the keyboard and screen readers) are
 * checked; the accepted ones are listed with their sizes and go to onFilesAccepted and to
 * `upload`, whose progress and outcome the area shows; the refused ones are listed with the
 * reason. The server judges the files again, by their content (platform/files on the server).
 */
export function FileDropArea({
  label,
  accept,
  maxSizeBytes,
  maxFiles = 1,
  onFilesAccepted,
  upload,
  isDisabled = false,
  description,
}: TFileDropAreaProps) {
  const { t, locale } = useI18n();
  const [rejections, setRejections] = useState<TFileRejection[]>([]);
  const [chosen, setChosen] = useState<File[]>([]);
  const uploads = useUpload(upload, (error) =>
    isApiError(error) ? error.message : t('ui.fileDrop.uploadFailedUnknown'),
  );
  const isUploading = uploads.state.phase === 'uploading';
  const percent =
    uploads.state.phase === 'uploading' ? toPercent(uploads.state.progress) : undefined;
  const chooseRef = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const hintId = useId();
  const maxSize = formatMegabytes(maxSizeBytes, locale);

  // The cancel button leaves when the upload ends: its focus goes back to the choose button.
  const wasUploadingRef = useRef(false);
  useEffect(() => {
    const hasEnded = wasUploadingRef.current && !isUploading;
    wasUploadingRef.current = isUploading;
    if (hasEnded && document.activeElement === document.body) chooseRef.current?.focus();
  }, [isUploading]);

  const takeFiles = (files: File[]) => {
    if (isUploading) return;
    const { accepted, rejected } = checkDroppedFiles(files, { accept, maxSizeBytes, maxFiles });
    setRejections(rejected);
    if (accepted.length === 0) return;
    setChosen(accepted);
    uploads.reset();
    onFilesAccepted?.(accepted);
    uploads.start(accepted);
  };

  const hints = [
    accept.length > 0
      ? t('ui.fileDrop.acceptedTypes', { types: formatAcceptedTypes(accept, locale) })
      : '',
    t('ui.fileDrop.maxSize', { size: maxSize }),
    maxFiles > 1 ? t('ui.fileDrop.maxFiles', { count: maxFiles }) : '',
    description ?? '',
  ].filter(Boolean);

  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <DropZone
        aria-labelledby={labelId}
        aria-label={t('ui.fileDrop.zone')}
        isDisabled={isDisabled}
        onDrop={(event) => {
          void readDroppedFiles(event.items).then(takeFiles);
        }}
        className={rejections.length > 0 ? `${styles.zone} ${styles.invalid}` : styles.zone}
      >
        {({ isDropTarget }) => (
          <>
            <UploadIcon className={styles.icon} />
            <p className={styles.prompt}>
              {t(isDropTarget ? 'ui.fileDrop.dropHere' : 'ui.fileDrop.dragHint', { maxFiles })}
            </p>
            <FileTrigger
              acceptedFileTypes={accept}
              allowsMultiple={maxFiles > 1}
              onSelect={(list) => takeFiles(list ? Array.from(list) : [])}
            >
              <Button
                ref={chooseRef}
                isDisabled={isDisabled}
                isBusy={isUploading}
                aria-describedby={`${labelId} ${hintId}`}
              >
                {t('ui.fileDrop.choose', { maxFiles })}
              </Button>
            </FileTrigger>
          </>
        )}
      </DropZone>
      <p id={hintId} className={fieldStyles.hint}>
        {hints.join(' ')}
      </p>
      {chosen.length > 0 ? (
        <ChosenFiles
          files={chosen}
          locale={locale}
          title={t('ui.fileDrop.chosenTitle', { count: chosen.length })}
        />
      ) : null}
      {uploads.state.phase === 'uploading' ? (
        <div className={styles.upload}>
          <ProgressBar
            label={t('ui.fileDrop.uploading', { count: chosen.length })}
            value={percent ?? 0}
            isIndeterminate={percent === undefined}
          />
          <Button size="small" variant="quiet" onPress={uploads.cancel}>
            {t('ui.fileDrop.cancel')}
          </Button>
        </div>
      ) : null}
      <p role="status" className={styles.uploadStatus}>
        {uploads.state.phase === 'done' ? t('ui.fileDrop.uploaded', { count: chosen.length }) : ''}
        {uploads.state.phase === 'cancelled' ? t('ui.fileDrop.cancelled') : ''}
      </p>
      <div role="alert" className={styles.rejections}>
        {uploads.state.phase === 'failed' ? (
          <>
            <p className={styles.rejectionsTitle}>{t('ui.fileDrop.uploadFailed')}</p>
            <p className={styles.failure}>{uploads.state.message}</p>
          </>
        ) : null}
        {rejections.length > 0 ? (
          <>
            <p className={styles.rejectionsTitle}>{t('ui.fileDrop.rejectedTitle')}</p>
            <ul className={styles.rejectionList}>
              {rejections.map(({ file, code }, index) => (
                <li key={`${index}-${file.name}`}>
                  <span className={styles.fileName}>{file.name}</span>
                  {': '}
                  {t(REJECTION_MESSAGE_KEYS[code], { size: maxSize })}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}

function ChosenFiles({
  files,
  locale,
  title,
}: {
  files: readonly File[];
  locale: TLocale;
  title: string;
}) {
  const titleId = useId();
  return (
    <div className={styles.chosen}>
      <p id={titleId} className={styles.chosenTitle}>
        {title}
      </p>
      <ul aria-labelledby={titleId} className={styles.fileList}>
        {files.map((file, index) => (
          <li key={`${index}-${file.name}`}>
            <span className={styles.fileName}>{file.name}</span>{' '}
            <span className={styles.fileSize}>{formatFileSize(file.size, locale)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
