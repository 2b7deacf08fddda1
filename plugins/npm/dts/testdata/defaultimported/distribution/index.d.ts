/*! MIT License © Sindre Sorhus */
import type { KyInstance } from './types/ky.js';
declare const ky: KyInstance;
export default ky;
export type { ResponsePromise } from './types/ResponsePromise.js';
export { HTTPError } from './errors/HTTPError.js';
