export {
  DEFAULT_SLICE_TRANSACTIONS,
  validatePain001Schema,
  type TPain001SchemaResult,
  type TValidatePain001SchemaOptions,
} from './pain001-schema';
export {
  createPain001SchemaLoader,
  loadPain001Schema,
  PAIN001_SCHEMA_DIRECTORY,
  type TPain001SchemaLoader,
} from './pain001-schema-loader';
