export {execa, type ExecaMethod} from './types/methods/main-async.js';
