export * from './camt053-writer';
export { escapeXmlText, fitMaxText } from './xml-text';
export * from './pain002';
export * from './pain001-issues';
export * from './pain001';
export * from './xsd';
export * from './xsd';
