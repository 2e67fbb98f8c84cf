export * from './node-metadata';
export * from './flow-data';
export * from './panel';
export * from './editor-requests';
export * from './variables';
export * from './file-metadata';
export * from './debug';
export * from './export';
