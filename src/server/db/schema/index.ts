export * from './carts.ts';
export * from './catalog.ts';
export * from './customers.ts';
export * from './filters.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './sessions.ts';
export * from './staff.ts';
