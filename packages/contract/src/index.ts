export * from './common.js';
export * from './accounts.js';
