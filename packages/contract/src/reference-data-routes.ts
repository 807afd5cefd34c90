import { defineRoute } from './route-definition';

export const referenceDataRoutes = {} as const satisfies Record<
  string,
  ReturnType<typeof defineRoute>
>;
