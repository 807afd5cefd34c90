import type { TMessageValues } from '@poslovno/contract';
import type { TErrorCode } from '@poslovno/domain';
import { AppError } from '../errors';
import type { TZipRefusalReason } from './zip-reader';

/** Why an upload was refused: each a validation code of ATTACHMENT_ISSUES. */
export type TAttachmentIssue = Extract<
  TErrorCode,
  | 'too-many-files'
  | 'file-too-large'
  | 'file-invalid-type'
  | 'file-content-mismatch'
  | 'file-empty'
  | 'archive-too-many-entries'
  | 'archive-too-large'
  | 'archive-unsafe-path'
  | 'image-too-large'
  | 'file-active-content'
  | 'pgp-key-missing'
  | 'pgp-signature-invalid'
  | 'sepa-not-pain001'
  | 'sepa-doctype'
  | 'sepa-schema-invalid'
  | 'sepa-too-many-transactions'
  | 'sepa-message-id-taken'
  | 'sepa-file-already-uploaded'
  | 'archive-not-one-file'
>;

/** 'file-too-large' → 'fileTooLarge': ICU select keys take no hyphens. */
function toSelectKey(issue: TAttachmentIssue): string {
  return issue.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * The refusal of an upload (000 §8, 001 §5): ATTACHMENT_ISSUES, 422, whose description says what
 * was wrong with which file (the `issue` of its message and the values that message names), and
 * the issue again as the validation of the multipart field the file came in.
 */
export function refuseAttachment(
  issue: TAttachmentIssue,
  field: string,
  values: TMessageValues = {},
): AppError {
  return new AppError('ATTACHMENT_ISSUES', {
    validations: [{ field, code: issue }],
    values: { ...values, issue: toSelectKey(issue) },
    detail: `${issue} (${field})`,
  });
}

/** The issue of an archive the zip reader refused; an unreadable one is not what its name says. */
export function toArchiveIssue(reason: TZipRefusalReason): TAttachmentIssue {
  return reason === 'archive-unreadable' ? 'file-content-mismatch' : reason;
}
