export * from './dashboard';
export * from './learning';
export * from './rate-limits';
export * from './tests';
export * from './training';
export * from './users';
