import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { APP_ROUTES, SIGNED_IN_SPLAT } from './router';
import { SIGNED_IN_ROUTES } from './signed-in-routes';
import { PUBLIC_PATHS, SIGNED_IN_PATHS } from './route-table';

function collectPaths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path === undefined ? [] : [route.path]),
    ...collectPaths(route.children ?? []),
  ]);
}

describe('the route table', () => {
  it('names every route of the router once, so the accessibility walk visits them all', () => {
    // The splat behind sign-in hands every other address to the signed-in routes' own table.
    const routerPaths = collectPaths([...APP_ROUTES, ...SIGNED_IN_ROUTES])
      .filter((path) => path !== SIGNED_IN_SPLAT)
      .sort();
    const tablePaths = [...Object.values(PUBLIC_PATHS), ...Object.values(SIGNED_IN_PATHS)].sort();
    expect(routerPaths).toEqual(tablePaths);
  });
});
