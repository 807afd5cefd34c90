import type { FastifyRequest } from 'fastify';
import {
  fromWireLocale,
  pickLocaleFromAcceptLanguage,
  WIRE_LOCALES,
  type TLocale,
  type TWireLocale,
} from '@poslovno/domain';

/** The `locale` query (hr_hr, en_us) wins over Accept-Language; Croatian by default. */
export function resolveRequestLocale(request: FastifyRequest): TLocale {
  // The raw URL, because a route's query schema may strip keys it does not declare.
  const queryStart = request.url.indexOf('?');
  const wire =
    queryStart < 0 ? null : new URLSearchParams(request.url.slice(queryStart + 1)).get('locale');
  if (wire !== null && (WIRE_LOCALES as readonly string[]).includes(wire)) {
    return fromWireLocale(wire as TWireLocale);
  }
  return pickLocaleFromAcceptLanguage(request.headers['accept-language']);
}
