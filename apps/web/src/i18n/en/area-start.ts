import { enCore } from './core';
import { enFeedback } from './ui-feedback';

/** The first load's texts: the sign-in, the shell, settings and notifications (area 'start'). */
export const messages = { ...enCore, ...enFeedback };
