export * from './common.js';
export * from './accounts.js';
export * from './payments.js';
export * from './wallet.js';
export * from './catalogue.js';
export * from './games.js';
export * from './seamless-wallet.js';
export * from './bonuses.js';
