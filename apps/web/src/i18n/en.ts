import type { TMessageKey } from './hr';
import { messages as app } from './en/area-app';
import { messages as payments } from './en/area-payments';
import { messages as start } from './en/area-start';

/** English, whole, for the tests; the app loads it by area (catalogues.ts). */
export const en: Record<TMessageKey, string> = { ...start, ...app, ...payments };
