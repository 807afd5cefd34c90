export * from './camt053-writer';
export { escapeXmlText, fitMaxText } from './xml-text';
export * from './pain002';
export * from './pain001-issues';
export * from './pain001';
export * from './xsd';
export * from './xsd';
export {
  readAndValidatePain001,
  type TReadAndValidatePain001Options,
  type TReadAndValidatePain001Result,
} from './pain001-upload';
