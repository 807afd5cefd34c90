import { useId, useState } from 'react';
import { DropZone, FileTrigger, isFileDropItem, type DropItem } from 'react-aria-components';
import { toBcp47, type TLocale } from '@poslovno/domain';
import { useI18n } from '../i18n/i18n-context';
import type { TMessageKey } from '../i18n/messages';
import { Button } from './button';
import fieldStyles from './field.module.css';
import { UploadIcon } from './icons';
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

interface TFileDropAreaProps {
  label: string;
  /** MIME types and/or extensions ('.xml', '.zip'); empty accepts every type. */
  accept: readonly string[];
  maxSizeBytes: number;
  /** How many files one drop or choice may hold (spec 000 §5: one unless said otherwise). */
  maxFiles?: number;
  onFilesAccepted: (files: File[]) => void;
  isDisabled?: boolean;
  /** Said after the accepted types and size limit, e.g. "zip larger XML files first". */
  description?: string;
}

/**
 * Files dragged in or chosen with the button (the way for the keyboard and screen readers) are
 * checked; the accepted ones go to onFilesAccepted, the refused ones are listed with the reason.
 */
export function FileDropArea({
  label,
  accept,
  maxSizeBytes,
  maxFiles = 1,
  onFilesAccepted,
  isDisabled = false,
  description,
}: TFileDropAreaProps) {
  const { t, locale } = useI18n();
  const [rejections, setRejections] = useState<TFileRejection[]>([]);
  const labelId = useId();
  const hintId = useId();
  const maxSize = formatMegabytes(maxSizeBytes, locale);

  const takeFiles = (files: File[]) => {
    const { accepted, rejected } = checkDroppedFiles(files, { accept, maxSizeBytes, maxFiles });
    setRejections(rejected);
    if (accepted.length > 0) onFilesAccepted(accepted);
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
              <Button isDisabled={isDisabled} aria-describedby={`${labelId} ${hintId}`}>
                {t('ui.fileDrop.choose', { maxFiles })}
              </Button>
            </FileTrigger>
          </>
        )}
      </DropZone>
      <p id={hintId} className={fieldStyles.hint}>
        {hints.join(' ')}
      </p>
      <div role="alert" className={styles.rejections}>
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
