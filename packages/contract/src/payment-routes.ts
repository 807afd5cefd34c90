import { defineRoute } from './route-definition';

export const paymentRoutes = {} as const satisfies Record<string, ReturnType<typeof defineRoute>>;
