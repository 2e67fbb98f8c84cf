export * from './shapes';
export * from './requests';
