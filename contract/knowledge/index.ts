export * from './space';
export * from './document';
export * from './chunk';
export * from './retrieval';
export * from './references';
