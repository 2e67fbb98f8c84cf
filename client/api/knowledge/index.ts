export { KNOWLEDGE_PREFIX } from './paths';
export * from './space';
export * from './document';
export * from './chunk';
