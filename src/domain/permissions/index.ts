export * from './organizationAccess';
export * from './routes';
export * from './brand';
export * from './hierarchy';
export * from './hierarchyCommands';
export * from './dataCollection';
export * from './people';
export * from './boundaries';
