/**
 * The contract's route table as the web app calls it. In development and in the tests it is the
 * contract's own table, and every answer is checked against its zod schema. The production build
 * replaces this module with the same table without schemas (the `routeTableWithoutSchemas` plugin
 * of vite.config.ts): the server's answers are checked by its own tests, and zod stays out of the
 * browser's first load.
 */
export { apiRoutes } from '@poslovno/contract';
