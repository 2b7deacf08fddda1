import { type Icon } from 'phosphor-react-native';
declare const I: Icon;
/** @deprecated Use AcornIcon */
export declare const Acorn: Icon;
export { I as AcornIcon };
