// Package jsapi outlines a package's API from its JavaScript, for packages
// that ship no type declarations and have no @types package.
//
// It parses each module with a real ECMAScript parser
// (github.com/tdewolff/parse/v2/js: ES2024 syntax, scripts and modules)
// and reads what the module exports: ESM export declarations, export
// lists and re-exports (export * from, export { a as b } from), and the
// CommonJS forms (module.exports = X, exports.x = ..., module.exports = {
// a, b }, exports = module.exports = fn, properties assigned to the
// exported function, Object.defineProperty(exports, ...) directly or
// through a bundler's helper of the module (Parcel's $parcel$export) and
// __exportStar(require(...)) as TypeScript compiles them), following
// relative imports and requires inside the package. A class's members
// include the this.x a constructor (an ES class's, or a constructor
// function's, which the prototype or such an assignment makes a class)
// assigns in its top-level statements, as the TypeScript compiler binds
// them; so does a class as Babel compiles it (var C = function () {
// function C() {…} _createClass(C, [{key: "m", value: …}]); return C;
// }()), whose methods are _createClass's descriptors. An object a local names, exported whole (module.exports =
// LiveServer), is listed by its properties and under that name, as the
// compiler names it. Functions get their
// parameter names, and JSDoc @param / @returns types where the source has
// them. A class whose base another package's module binds (class Balancer
// extends require('events'), or util.inherits(C, Stream)) has that base
// named in Scanner.Bases, for a caller that reads the module's
// declarations for what it inherits. Nothing is evaluated: a value computed at run time is listed by name
// only. Every signature is inferred, and callers must say so. A main
// entry that is a JSON file (require('tzdata') is timezone-data.json) is
// read as the object it is: its top-level keys are the names, each typed
// by its value's JSON kind.
package jsapi
