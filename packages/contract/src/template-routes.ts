import type { defineRoute } from './route-definition';

export const templateRoutes = {} as const satisfies Record<string, ReturnType<typeof defineRoute>>;
