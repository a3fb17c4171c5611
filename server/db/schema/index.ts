export * from './dashboard';
export * from './learning';
export * from './mail';
export * from './rate-limits';
export * from './reports';
export * from './tests';
export * from './training';
export * from './users';
