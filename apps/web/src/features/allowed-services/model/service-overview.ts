import { EVERY_SESSION, type TServiceCode } from '@poslovno/domain';
import type { TMenuArea } from '../../../app/shell/menu-areas';

/** A service as the menu uses it: the entries of the menu it opens, in menu order. */
export interface TServiceEntry {
  service: TServiceCode;
  areas: TMenuArea[];
}

export interface TServiceOverview {
  available: TServiceEntry[];
  unavailable: TServiceEntry[];
}

/**
 * The services of the product, in the order the menu shows them, split into those the session
 * may use and those it may not. A service is one of the product's once a screen of it is built
 * (its menu entry); one without a screen opens nothing yet, in this session or any other.
 */
export function describeServices(
  areas: readonly TMenuArea[],
  allowedServices: readonly TServiceCode[],
): TServiceOverview {
  const entries: TServiceEntry[] = [];
  for (const area of areas) {
    if (!area.isBuilt || area.service === EVERY_SESSION) continue;
    const service = area.service;
    const entry = entries.find((candidate) => candidate.service === service);
    if (entry) entry.areas.push(area);
    else entries.push({ service, areas: [area] });
  }
  return {
    available: entries.filter((entry) => allowedServices.includes(entry.service)),
    unavailable: entries.filter((entry) => !allowedServices.includes(entry.service)),
  };
}
