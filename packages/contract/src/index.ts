export * from './errors';
export * from './common';
export * from './config';
export * from './sessions';
export * from './accounts';
export * from './settings';
export * from './routes';
