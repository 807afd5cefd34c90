import { enCore } from './core';
import { enFeedback } from './ui-feedback';
import { enLayout } from './ui-layout';

/** The first load's texts: the sign-in, the shell and its feedback (catalogues.ts, area 'start'). */
export const messages = { ...enCore, ...enFeedback, ...enLayout };
