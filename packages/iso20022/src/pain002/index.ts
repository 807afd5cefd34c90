export * from './pain002-status';
export * from './pain002-writer';
