import { messages as app } from './hr/area-app';
import { messages as payments } from './hr/area-payments';
import { messages as start } from './hr/area-start';

/**
 * Croatian, the default language, whole: the source of every key (every English area has exactly
 * its Croatian area's keys). The app loads it by area (catalogues.ts); the tests read it whole.
 */
export const hr = { ...start, ...app, ...payments };

export type TMessageKey = keyof typeof hr;
