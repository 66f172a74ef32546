export * from './provisioning';
export * from './demo';
export * from './subscription';
export * from './tenantStatus';
export * from './organization';
export * from './people';
export * from './boundary';
