import type { TAuthorityChangeRequest, TAuthoritySetting } from '@poslovno/contract';
import { ERROR_TEXTS_EN, ERROR_TEXTS_HR } from '@poslovno/contract';
import {
  formatIbanGrouped,
  formatInstantForLocale,
  formatMoneyAmount,
  parseDecimalToMinor,
  type TErrorCode,
  type TLocale,
} from '@poslovno/domain';
import type { TActor } from '../../platform/auth/session-service';
import { buildDocumentFileName } from '../../platform/documents/content-disposition';
import { writePdfFacts, type TPdfFactsSection } from '../../platform/documents/pdf-document';
import { PDF_CONTENT_TYPE, type TDocumentResponse } from '../../platform/documents/send-document';
import type { TDeps } from '../../platform/http';
import {
  describeCreation,
  describeParties,
  readPaymentDocumentContext,
} from '../payments/documents/payment-documents';
import {
  AUTHORITY_CHANGE_DOCUMENT_TEXTS,
  type TAuthorityChangeDocumentTexts,
} from './authority-change-document.texts';
import { getAuthorityChangeRequest } from './authority-changes';

function describeSetting(
  setting: TAuthoritySetting,
  currency: string,
  texts: TAuthorityChangeDocumentTexts,
  locale: TLocale,
): string {
  const level = texts.levels[setting.authorityLevel];
  if (setting.authorityLevel === 'NONE' || setting.authorityLevel === 'ENTER') return level;
  const minor =
    setting.limitAmount === null ? undefined : parseDecimalToMinor(setting.limitAmount, currency);
  const limit =
    minor === undefined
      ? texts.limitTypes[setting.limitType]
      : `${texts.limitTypes[setting.limitType]} ${formatMoneyAmount(minor, currency, locale)} ${currency}`;
  return `${level}, ${limit}`;
}

function describeSections(
  request: TAuthorityChangeRequest,
  texts: TAuthorityChangeDocumentTexts,
  locale: TLocale,
): TPdfFactsSection[] {
  const { labels } = texts;
  const errorTexts = locale === 'hr' ? ERROR_TEXTS_HR : ERROR_TEXTS_EN;
  const rejection = request.rejectionCode
    ? (errorTexts[request.rejectionCode as TErrorCode] ?? request.rejectionCode)
    : '';
  const requestFacts = [
    { label: labels.requestId, value: request.requestId },
    { label: labels.status, value: texts.statuses[request.status] },
    { label: labels.action, value: texts.actions[request.actionType] },
    { label: labels.person, value: request.personName },
    { label: labels.customerId, value: String(request.customerId) },
    { label: labels.createdBy, value: request.createdBy },
    { label: labels.createdAt, value: formatInstantForLocale(request.createdAt, locale) },
    { label: labels.rejection, value: rejection },
    { label: labels.notes, value: request.actionType === 'REVOKE' ? texts.revokeNote : '' },
  ].filter((fact) => fact.value !== '');
  const accountSections = request.lines.map((line) => ({
    heading: `${texts.sections.account} ${line.label} · ${formatIbanGrouped(line.iban)}`,
    facts: [
      {
        label: labels.before,
        value: describeSetting(line.before, request.limitCurrency, texts, locale),
      },
      {
        label: labels.after,
        value: describeSetting(line.after, request.limitCurrency, texts, locale),
      },
    ],
  }));
  const signatures =
    request.signatures.length === 0
      ? [{ label: texts.sections.signatures, value: labels.noSignatures }]
      : request.signatures.map((signature) => ({
          label: signature.personName,
          value: formatInstantForLocale(signature.signedAt, locale),
        }));
  return [
    { heading: texts.sections.request, facts: requestFacts },
    ...accountSections,
    { heading: texts.sections.signatures, facts: signatures },
  ];
}

/**
 * GET /authority-level-change-requests/{id}/document: the request as a PDF (001 §7 document
 * download): who, what, per account before and after, its status and who signed.
 */
export async function exportAuthorityChangeRequest(
  deps: TDeps,
  actor: TActor,
  requestId: bigint,
  locale: TLocale,
): Promise<TDocumentResponse> {
  const request = await getAuthorityChangeRequest(deps, actor, requestId);
  const context = await readPaymentDocumentContext(deps, actor, locale);
  const texts = AUTHORITY_CHANGE_DOCUMENT_TEXTS[locale];
  const title = `${texts.title} ${request.requestId}`;
  return {
    fileName: buildDocumentFileName([texts.fileStem, request.requestId], 'pdf'),
    contentType: PDF_CONTENT_TYPE,
    write: (output) =>
      writePdfFacts({
        title,
        subtitleLines: [...describeParties(context), describeCreation(context)],
        footerText: `${context.bank.name} · ${title}`,
        locale,
        createdAt: context.now,
        output,
        sections: describeSections(request, texts, locale),
      }),
  };
}
