export * from './index.mjs';
