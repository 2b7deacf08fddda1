import cli = require("./index.js");
declare const _instanceFactory: (args?: string[]) => cli.Argv;
export default _instanceFactory;
export type { Argv, Options } from "./index.js";
declare namespace Extra { interface Shape { x: number } }
export import Shape = Extra.Shape;
