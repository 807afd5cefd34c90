export { readPain001, PAIN001_DEFAULT_BATCH_SIZE } from './pain001-reader';
export * from './pain001-types';
