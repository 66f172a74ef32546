export * from './sequence';
export * from './fragment';
export * from './storedItems';
export * from './signInReturn';
