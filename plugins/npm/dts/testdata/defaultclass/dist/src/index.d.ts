import Mime from './Mime.js';
export { default as Mime } from './Mime.js';
declare const _default: Mime;
export default _default;
