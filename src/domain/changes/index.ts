export * from './schemas';
export * from './catalogue';
export * from './policy';
