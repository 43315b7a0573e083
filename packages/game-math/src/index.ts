export * from './rng.js';
export * from './fair.js';
export * from './game.js';
