export * from './camt053-writer';
export { escapeXmlText, fitMaxText } from './xml-text';
export * from './pain002';
