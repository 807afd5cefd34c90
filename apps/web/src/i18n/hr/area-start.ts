import { hrCore } from './core';
import { hrFeedback } from './ui-feedback';
import { hrLayout } from './ui-layout';

/** The first load's texts: the sign-in, the shell and its feedback (catalogues.ts, area 'start'). */
export const messages = { ...hrCore, ...hrFeedback, ...hrLayout };
