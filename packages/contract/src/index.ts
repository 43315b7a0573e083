export * from './common.js';
export * from './accounts.js';
export * from './payments.js';
export * from './wallet.js';
