package jsapi

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestScan(t *testing.T) {
	tests := map[string]struct {
		files map[string]string
		entry string
		want  []string // "name | parent | signature | doc"
	}{
		"nil": {entry: "index.js"},
		// An instance of a constructor whose prototype gets another's
		// members: not listed as an object of what this reading sees
		// (on, emit would be "does not exist").
		"instance of a constructor with a mixin": {entry: "index.js", files: map[string]string{"index.js": `
var EventEmitter = require('events').EventEmitter;
function Bus() { this.queue = []; }
Object.assign(Bus.prototype, EventEmitter.prototype);
Bus.prototype.send = function (msg) {};
module.exports = new Bus();
`}, want: []string{"isThing |  | module.exports = const isThing: Bus | "}},
		// semistandard 17.0.0's index.js, whole: an instance is the
		// default export.
		"default export of an instance": {entry: "index.js", files: map[string]string{"index.js": `/*! standard. MIT License. Feross Aboukhadijeh <https://feross.org/opensource> */
import { StandardEngine } from 'standard-engine'
import options from './options.js'

export default new StandardEngine(options)
`}, want: []string{"default |  | declare const _default: StandardEngine; export default _default | "}},
		// region-align 2.1.3's index.js, trimmed: another package's
		// module, exported whole after the module adds to it.
		"a required package exported whole": {entry: "index.js", files: map[string]string{"index.js": `'use strict';
var Region = require('region')
require('./Region.static')
module.exports = Region
`}, want: []string{"isThing |  | module.exports = const isThing = require('region') | "}},
		"esm declarations and lists": {entry: "index.mjs", files: map[string]string{"index.mjs": `
/** Adds two numbers. More text.
 * @param {number} a first
 * @param {number} [b=1] second
 * @returns {number} the sum
 */
export function add(a, b = 1) { return a + b }
export const version = "1.0.0", answer = 42;
export class Store extends Base {
  /** Reads a key. */
  get(key) {}
  static create(opts) {}
  #secret = 1;
  size = 0;
}
function helper() {}
const internal = 1;
export { helper as assist };
export * from './more.mjs';
export * as util from './util.mjs';
export { default as thing, other } from './thing.mjs';
export default async function main(...args) {}
`, "more.mjs": `export const more = () => {}; export default 1;`,
			"util.mjs":  `export function u(x) {}`,
			"thing.mjs": `export default class Thing {}; export let other;`}, want: []string{
			"add |  | function add(a: number, b?: number): number | Adds two numbers.",
			"version |  | const version: string | ",
			"answer |  | const answer: number | ",
			"Store |  | class Store extends Base | ",
			"Store.get | Store | get(key) | Reads a key.",
			"Store.create | Store | static create(opts) | ",
			"Store.size | Store | size | ",
			"assist |  | function assist() | ",
			"util |  | const util: { u } | ",
			"util.u | util | function u(x) | ",
			"thing |  | class thing | ",
			"other |  | const other | ",
			"default |  | export default async function main(...args) | ",
			"more |  | function more() | ",
		}},
		// react-native-web-linear-gradient 1.1.2 (Babel's CommonJS,
		// trimmed): the default export is a variable, named by its
		// declaration as the compiler names it.
		"exports.default of a variable": {entry: "index.js", files: map[string]string{"index.js": `Object.defineProperty(exports,"__esModule",{value:true});
var LinearGradient=function(_PureComponent){return LinearGradient;}(_react.PureComponent);
LinearGradient.defaultProps={useAngle:false};exports.default=LinearGradient;`}, want: []string{
			"default |  | const LinearGradient; export default LinearGradient | ",
			"default.defaultProps | default | const defaultProps: { useAngle } | ",
			"default.defaultProps.useAngle | default.defaultProps | const useAngle: boolean | ",
		}},
		// reduce-css-calc 2.1.8 (Babel with add-module-exports, trimmed):
		// module.exports is the default export, listed once.
		"module.exports = exports['default']": {entry: "index.js", files: map[string]string{"index.js": `'use strict';
Object.defineProperty(exports, "__esModule", { value: true });
exports.default = function (value) { return value; };
module.exports = exports['default'];`}, want: []string{
			"default |  | export default function default(value) | ",
		}},
		"commonjs function with properties": {entry: "index.js", files: map[string]string{
			"index.js": `'use strict';
module.exports = require('./lib/app');`,
			"lib/app.js": `
var Router = require('./router');
/**
 * Create an application.
 * @return {Function}
 */
exports = module.exports = createApplication;
function createApplication(options) {}
exports.Router = Router;
exports.json = function json(opts) {};
exports.version = '1.0';
createApplication.helper = function (a, b) {};
`, "lib/router.js": `
function Router(options) {}
Router.prototype.use = function use(path, fn) {};
module.exports = Router;`}, want: []string{
			"createApplication |  | module.exports = function createApplication(options): Function | Create an application.",
			"createApplication.helper | createApplication | function helper(a, b) | ",
			"createApplication.Router | createApplication | class Router | ",
			"createApplication.json | createApplication | function json(opts) | ",
			"createApplication.version | createApplication | const version: string | ",
			"Router |  | class Router | ",
			"Router |  | constructor(options) | ",
			"Router.use | Router | use(path, fn) | ",
			"json |  | function json(opts) | ",
			"version |  | const version: string | ",
		}},
		"commonjs object": {entry: "lib/index.js", files: map[string]string{"lib/index.js": `
const a = require('./a');
function b(x, {y, z}) {}
module.exports = { a, b, c: 1, d() {}, ...require('./e') };`,
			"lib/a.js": `module.exports = function a() {}`,
			"lib/e.js": `exports.e = class E {}`}, want: []string{
			"a |  | function a() | ",
			"b |  | function b(x, { y, z }) | ",
			"c |  | const c: number | ",
			"d |  | function d() | ",
			"e |  | class e | ",
		}},
		"typescript output": {entry: "dist/index.js", files: map[string]string{"dist/index.js": `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parse = void 0;
const tslib_1 = require("tslib");
tslib_1.__exportStar(require("./types"), exports);
Object.defineProperty(exports, "format", { enumerable: true, get: function () { return fmt_1.format; } });
function parse(s) {}
exports.parse = parse;
`, "dist/types.js": `exports.Kind = { A: 1 };`}, want: []string{
			"format |  | const format | ",
			"parse |  | function parse(s) | ",
			"Kind |  | const Kind: { A } | ",
			"Kind.A | Kind | const A: number | ",
		}},
		"umd iife and anonymous function": {entry: "index.js", files: map[string]string{"index.js": `
;(function () {
  function leftPad(str, len, ch) {}
  if (typeof module !== 'undefined' && module.exports) { module.exports = leftPad; }
})();`}, want: []string{"leftPad |  | module.exports = function leftPad(str, len, ch) | "}},
		// Rollup's UMD output, minified (the dayjs shape): a ternary
		// assigns module.exports the factory's result.
		"umd factory in a ternary": {entry: "index.js", files: map[string]string{"index.js": `!function(t,e){"object"==typeof exports&&"undefined"!=typeof module?module.exports=e():"function"==typeof define&&define.amd?define(e):(t=t||self).lib=e()}(this,(function(){"use strict";function D(x){}D.prototype.format=function(f){};return D}));`},
			want: []string{"D |  | module.exports = class D | ", "D |  | constructor(x) | ", "D.format | D | format(f) | "}},
		// Rollup's UMD output for named exports: factory(exports).
		"umd factory given exports": {entry: "index.js", files: map[string]string{"index.js": `(function (global, factory) {
  typeof exports === 'object' && typeof module !== 'undefined' ? factory(exports) :
  typeof define === 'function' && define.amd ? define(['exports'], factory) : factory(global.lib = {});
}(this, (function (exports) { 'use strict';
  function parse(s) {}
  exports.parse = parse;
  exports.VERSION = '1.0';
})));`}, want: []string{"parse |  | function parse(s) | ", "VERSION |  | const VERSION: string | "}},
		"anonymous export": {entry: "index.js", files: map[string]string{"index.js": `module.exports = function (a) {}`},
			want: []string{"isThing |  | module.exports = function isThing(a) | "}},
		// A licence banner opening the file is not the doc of the
		// function after it; a doc comment that follows it is.
		"licence banner": {entry: "index.js", files: map[string]string{"index.js": `/**
 * Copyright (c) Example, Inc. and affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
function first(a) {}
/** Second does the rest. */
function second(b) {}
module.exports = { first, second };
`}, want: []string{"first |  | function first(a) | ", "second |  | function second(b) | Second does the rest."}},
		// telecom-mas-agent 1.0.12's index.js, trimmed: async methods
		// of an exported class.
		"async methods": {entry: "index.js", files: map[string]string{"index.js": `
class TelecomMASAgent {
  constructor(agentName = "Telecom MAS Agent") {
    this.agentName = agentName;
  }

  /**
   * Initialize user balances (simulate fetching from DB/API)
   * @param {string} userId - The user ID.
   * @param {number} [initialBalance=100] - Initial balance in minutes.
   * @returns {Promise<string>} - Confirmation message.
   */
  async initializeUser(userId, initialBalance = 100) {
    await this._simulateDelay(500);
    return ` + "`User ${userId} initialized with balance ${initialBalance} minutes.`" + `;
  }

  *entries() {}
}

module.exports = TelecomMASAgent;
`}, want: []string{
			"TelecomMASAgent |  | module.exports = class TelecomMASAgent | ",
			"TelecomMASAgent |  | constructor(agentName?) | ",
			"TelecomMASAgent.initializeUser | TelecomMASAgent | async initializeUser(userId: string, initialBalance?: number): Promise<string> | Initialize user balances (simulate fetching from DB/API)",
			"TelecomMASAgent.entries | TelecomMASAgent | *entries() | ",
			"TelecomMASAgent.agentName | TelecomMASAgent | agentName | ",
		}},
		// A constructor function's this.x assignments (top-level
		// statements of its body) and prototype methods are its
		// instances' members; this-assignments nested in a block, in
		// a prototype method, or named __x are not read.
		"constructor function this properties": {entry: "index.js", files: map[string]string{"index.js": `
function Agent(opts) {
  this.balances = {};
  this._queue = this.sent = [];
  this["name"] = opts.name;
  this.__secret = 1;
  this.send = null;
  if (opts.debug) { this.debug = true; }
}
Agent.prototype.send = function (to, msg) { this.last = msg; };
Agent.create = function (opts) {};
function Plain(a) { return a; }
module.exports = { Agent, Plain, Bare: function () { this.x = 1; } };
`}, want: []string{
			"Agent |  | class Agent | ",
			"Agent |  | constructor(opts) | ",
			"Agent.balances | Agent | balances | ",
			"Agent._queue | Agent | _queue | ",
			"Agent.sent | Agent | sent | ",
			"Agent.name | Agent | name | ",
			"Agent.send | Agent | send(to, msg) | ",
			"Agent.create | Agent | create(opts) | ",
			"Agent.last | Agent | last | ", // what a prototype method assigns to this
			"Plain |  | function Plain(a) | ",
			"Bare |  | class Bare | ",
			"Bare |  | constructor() | ",
			"Bare.x | Bare | x | ",
		}},
		"generator function": {entry: "index.mjs", files: map[string]string{"index.mjs": `export function* walk(dir) {}
export async function* lines(file) {}`}, want: []string{
			"walk |  | function* walk(dir) | ",
			"lines |  | async function* lines(file) | ",
		}},
		"syntax error": {entry: "index.js", files: map[string]string{"index.js": `module.exports = {`}},
		"cycle": {entry: "a.js", files: map[string]string{"a.js": `export * from './b.js'; export const a = 1`, "b.js": `export * from './a.js'; export const b = 1`},
			want: []string{"a |  | const a: number | ", "b |  | const b: number | "}},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			files := map[string][]byte{}
			for k, v := range tt.files {
				files[k] = []byte(v)
			}
			s := &Scanner{Files: files, Package: "is-thing"}
			res := s.Scan(tt.entry)
			var got []string
			for i, sym := range res.Symbols {
				_ = i
				got = append(got, strings.Join([]string{sym.Name, sym.Parent, sym.Signature, sym.Doc}, " | "))
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("-want +got\n%s", d)
			}
			if name == "syntax error" && len(s.Errors) != 1 {
				t.Errorf("errors %v", s.Errors)
			}
		})
	}
}

func TestEntry(t *testing.T) {
	files := map[string][]byte{"esm/index.js": nil, "cjs/index.js": nil, "index.js": nil, "lib/main.js": nil}
	tests := map[string]struct {
		exports, module, main string
		want                  string
	}{
		"zero":            {want: "index.js"},
		"conditions":      {exports: `{"import":"./esm/index.js","default":"./cjs/index.js"}`, want: "esm/index.js"},
		"dot subpath":     {exports: `{".":{"require":"./cjs/index.js"},"./x":"./x.js"}`, want: "cjs/index.js"},
		"nested":          {exports: `{".":{"node":{"import":"./esm/index.js"}}}`, want: "esm/index.js"},
		"main":            {main: "lib/main", want: "lib/main.js"},
		"module":          {module: "./esm/index.js", main: "index.js", want: "esm/index.js"},
		"escaping target": {exports: `"../x.js"`, want: "index.js"},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			if got := Entry([]byte(tt.exports), tt.module, tt.main, files); got != tt.want {
				t.Errorf("Entry = %q, want %q", got, tt.want)
			}
		})
	}
}

// Babel compiles `export { X } from "./m"` to a getter on exports that
// reads a required module's export: Object.defineProperty(exports, "X",
// {enumerable: true, get: function () { return _m.X; }}) with
// var _m = require("./m.js") after it. testdata holds a real package of
// that shape, trimmed.
func TestScanBabelGetterReExports(t *testing.T) {
	dir := "testdata/babel-helper-validator-option"
	files := map[string][]byte{}
	for _, f := range []string{"package.json", "lib/index.js", "lib/validator.js", "lib/find-suggestion.js"} {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		files[f] = b
	}
	s := &Scanner{Files: files, Package: "@babel/helper-validator-option"}
	var got []string
	for _, sym := range s.Scan("lib/index.js").Symbols {
		got = append(got, strings.Join([]string{sym.Name, sym.Parent, sym.Signature}, " | "))
	}
	want := []string{
		"OptionValidator |  | class OptionValidator",
		"OptionValidator |  | constructor(descriptor)",
		"OptionValidator.validateBooleanOption | OptionValidator | validateBooleanOption(name, value, defaultValue)",
		"OptionValidator.formatMessage | OptionValidator | formatMessage(message)",
		"OptionValidator.descriptor | OptionValidator | descriptor",
		"findSuggestion |  | function findSuggestion(str, arr)",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("-want +got\n%s", d)
	}
}

// An ES class's constructor assigning this.x = … gives its instances x,
// which the compiler lists as the class's properties beside its methods.
// testdata holds a real package of that shape, trimmed.
func TestScanConstructorThisProperties(t *testing.T) {
	dir := "testdata/telecom-mas-agent"
	files := map[string][]byte{}
	for _, f := range []string{"package.json", "index.js"} {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		files[f] = b
	}
	s := &Scanner{Files: files, Package: "telecom-mas-agent"}
	var got []string
	for _, sym := range s.Scan("index.js").Symbols {
		got = append(got, strings.Join([]string{sym.Name, sym.Parent, sym.Kind, sym.Signature}, " | "))
	}
	want := []string{
		"TelecomMASAgent |  | class | module.exports = class TelecomMASAgent",
		"TelecomMASAgent |  | class | constructor(agentName?)",
		"TelecomMASAgent.initializeUser | TelecomMASAgent | method | async initializeUser(userId: string, initialBalance?: number): Promise<string>",
		"TelecomMASAgent.sendSMS | TelecomMASAgent | method | async sendSMS(toNumber: string, message: string): Promise<string>",
		"TelecomMASAgent.getSentMessages | TelecomMASAgent | method | getSentMessages(): Array<Object>",
		"TelecomMASAgent._simulateDelay | TelecomMASAgent | method | async _simulateDelay(ms: number): Promise<void>",
		"TelecomMASAgent.agentName | TelecomMASAgent | property | agentName",
		"TelecomMASAgent.userBalances | TelecomMASAgent | property | userBalances",
		"TelecomMASAgent.sentMessages | TelecomMASAgent | property | sentMessages",
		"TelecomMASAgent.pushNotifications | TelecomMASAgent | property | pushNotifications",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("-want +got\n%s", d)
	}
}

// A UMD wrapper (ev-emitter 2.1.2, testdata/ev-emitter): "(function
// (global, factory) { … module.exports = factory() … }(this, function ()
// { function EvEmitter() {} let proto = EvEmitter.prototype; proto.on =
// …; return EvEmitter; }))". The export is what the factory returns, a
// class with the methods set through the prototype alias, not a value
// named after the package.
func TestScanUMDFactory(t *testing.T) {
	dir := "testdata/ev-emitter"
	files := map[string][]byte{}
	for _, f := range []string{"package.json", "ev-emitter.js"} {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		files[f] = b
	}
	s := &Scanner{Files: files, Package: "ev-emitter"}
	var got []string
	for _, sym := range s.Scan("ev-emitter.js").Symbols {
		got = append(got, strings.Join([]string{sym.Name, sym.Parent, sym.Kind, sym.Signature}, " | "))
	}
	want := []string{
		"EvEmitter |  | class | module.exports = class EvEmitter",
		"EvEmitter |  | class | constructor()",
		"EvEmitter.on | EvEmitter | method | on(eventName, listener)",
		"EvEmitter.once | EvEmitter | method | once(eventName, listener)",
		"EvEmitter.off | EvEmitter | method | off(eventName, listener)",
		"EvEmitter.emitEvent | EvEmitter | method | emitEvent(eventName, args)",
		"EvEmitter.allOff | EvEmitter | method | allOff()",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("-want +got\n%s", d)
	}
}

// A getter Object.defineProperty puts on a constructor's prototype
// through an alias (union-find 1.0.2, testdata/union-find: "var proto =
// UnionFind.prototype; Object.defineProperty(proto, "length", {get: …})")
// is a member of the class's instances, as proto.makeSet = … is: code
// that reads forest.length is right.
func TestScanPrototypeDefineProperty(t *testing.T) {
	dir := "testdata/union-find"
	files := map[string][]byte{}
	for _, f := range []string{"package.json", "index.js"} {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		files[f] = b
	}
	s := &Scanner{Files: files, Package: "union-find"}
	var got []string
	for _, sym := range s.Scan("index.js").Symbols {
		got = append(got, strings.Join([]string{sym.Name, sym.Parent, sym.Kind, sym.Signature}, " | "))
	}
	want := []string{
		"UnionFind |  | class | module.exports = class UnionFind",
		"UnionFind |  | class | constructor(count)",
		"UnionFind.roots | UnionFind | property | roots",
		"UnionFind.ranks | UnionFind | property | ranks",
		"UnionFind.length | UnionFind | property | length",
		"UnionFind.makeSet | UnionFind | method | makeSet()",
		"UnionFind.find | UnionFind | method | find(x)",
		"UnionFind.link | UnionFind | method | link(x, y)",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("-want +got\n%s", d)
	}
}

// module.exports = LiveServer, an object literal a local names, with
// properties assigned to it after (@compodoc/live-server 1.2.3,
// testdata/live-server, trimmed): require() gives its properties, listed
// top-level, and the compiler names the export by the object's name, as
// code binds it (const LiveServer = require(…); LiveServer.start()). That
// name was missing, so a check called LiveServer "missing".
func TestScanExportedLocalObject(t *testing.T) {
	dir := "testdata/live-server"
	files := map[string][]byte{}
	for _, f := range []string{"package.json", "index.js"} {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		files[f] = b
	}
	s := &Scanner{Files: files, Package: "@compodoc/live-server"}
	var got []string
	for _, sym := range s.Scan("index.js").Symbols {
		got = append(got, strings.Join([]string{sym.Name, sym.Parent, sym.Kind, sym.Signature}, " | "))
	}
	want := []string{
		"server |  | const | const server",
		"watcher |  | const | const watcher",
		"logLevel |  | const | const logLevel: number",
		"start |  | function | function start(options)",
		"shutdown |  | function | function shutdown()",
		"LiveServer |  | object | module.exports = const LiveServer: { server, watcher, logLevel, start, shutdown }",
		"LiveServer.server | LiveServer | const | const server",
		"LiveServer.watcher | LiveServer | const | const watcher",
		"LiveServer.logLevel | LiveServer | const | const logLevel: number",
		"LiveServer.start | LiveServer | function | function start(options)",
		"LiveServer.shutdown | LiveServer | function | function shutdown()",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("-want +got\n%s", d)
	}
}

// What a factory returns is not named by the factory's local
// (follow-redirects 1.16.3: "function wrap(protocols) { var exports = {
// maxRedirects: 21, … }; …; return exports; } module.exports = wrap({
// http: http, https: https })"): no code binds that name.
func TestScanExportedFactoryObjectUnnamed(t *testing.T) {
	src := "function wrap(protocols) {\n  var exports = {\n    maxRedirects: 21,\n    maxBodyLength: 10 * 1024 * 1024,\n  };\n  return exports;\n}\nmodule.exports = wrap({ http: http, https: https });\nmodule.exports.wrap = wrap;\n"
	s := &Scanner{Files: map[string][]byte{"index.js": []byte(src)}, Package: "follow-redirects"}
	for _, sym := range s.Scan("index.js").Symbols {
		if sym.Name == "exports" || sym.Parent == "exports" {
			t.Errorf("listed %s (%s): the factory's local, which no code binds", sym.Name, sym.Signature)
		}
	}
}

// exports = module.exports = prompt, then exports.multiline = … (co-prompt
// 1.0.0, testdata/co-prompt): the properties are the function's, called as
// prompt.multiline, and, required, the module's multiline. Only the second
// was listed, so a check called prompt.multiline "cannot tell". prompt's
// doc is its declaration's ("Prompt for user input."), not the comment
// over the exports line ("Expose `prompt`."), which search was matching.
func TestScanExportedFunctionProperties(t *testing.T) {
	dir := "testdata/co-prompt"
	files := map[string][]byte{}
	for _, f := range []string{"package.json", "index.js"} {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		files[f] = b
	}
	s := &Scanner{Files: files, Package: "co-prompt"}
	var got []string
	for _, sym := range s.Scan("index.js").Symbols {
		got = append(got, strings.Join([]string{sym.Name, sym.Parent, sym.Kind}, " | "))
		if sym.Name == "prompt" && sym.Doc != "Prompt for user input." {
			t.Errorf("prompt's doc %q, want its declaration's", sym.Doc)
		}
	}
	want := []string{
		"prompt |  | function",
		"prompt.multiline | prompt | function",
		"prompt.confirm | prompt | function",
		"prompt.password | prompt | function",
		"multiline |  | function",
		"confirm |  | function",
		"password |  | function",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("-want +got\n%s", d)
	}
}

// A UMD wrapper that tries AMD first and CommonJS in an else-if (ceibo
// 2.1.0, testdata/ceibo, whole: "!function() { … if (typeof define ===
// 'function') { define(…) } else if (typeof module === "object" && …) {
// module.exports = Ceibo; } else { window.Ceibo = Ceibo; } }()"). Each
// else-if was read one level deeper than its if, so the block that
// assigns module.exports was past the depth bound and the package had no
// outline at all.
func TestScanUMDElseIf(t *testing.T) {
	dir := "testdata/ceibo"
	files := map[string][]byte{}
	for _, f := range []string{"package.json", "index.js"} {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		files[f] = b
	}
	s := &Scanner{Files: files, Package: "ceibo"}
	var got []string
	for _, sym := range s.Scan("index.js").Symbols {
		got = append(got, strings.Join([]string{sym.Name, sym.Parent, sym.Kind, sym.Signature}, " | "))
	}
	want := []string{
		"defineProperty |  | function | function defineProperty(target, keyName, value, getter)",
		"create |  | function | function create(blueprint, options)",
		"parent |  | function | function parent(node)",
		"meta |  | function | function meta(node)",
		"Ceibo |  | object | module.exports = const Ceibo: { defineProperty, create, parent, meta }",
		"Ceibo.defineProperty | Ceibo | function | function defineProperty(target, keyName, value, getter)",
		"Ceibo.create | Ceibo | function | function create(blueprint, options)",
		"Ceibo.parent | Ceibo | function | function parent(node)",
		"Ceibo.meta | Ceibo | function | function meta(node)",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("-want +got\n%s", d)
	}
}

// A module that exports an instance of its own constructor (docker-names
// 1.2.1, testdata/docker-names, its name lists trimmed: "function
// DockerNames() { this.left = […]; … } DockerNames.prototype.getRandomName
// = function (appendNumber) {…}; module.exports = new DockerNames()").
// require() gives the instance, whose members are what the constructor
// assigns and the prototype holds; they were listed as one const typed
// by a class the outline did not list, so every name code reads
// (dockerNames.getRandomName) was "missing".
func TestScanExportedInstance(t *testing.T) {
	dir := "testdata/docker-names"
	files := map[string][]byte{}
	for _, f := range []string{"package.json", "index.js"} {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		files[f] = b
	}
	s := &Scanner{Files: files, Package: "docker-names"}
	var got []string
	for _, sym := range s.Scan("index.js").Symbols {
		got = append(got, strings.Join([]string{sym.Name, sym.Parent, sym.Kind, sym.Signature}, " | "))
	}
	want := []string{
		"left |  | const | const left",
		"right |  | const | const right",
		"adjectives |  | const | const adjectives",
		"surnames |  | const | const surnames",
		"getRandomName |  | function | function getRandomName(appendNumber?: boolean|number): string",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("-want +got\n%s", d)
	}
}

// What a constructor function's prototype method assigns to this
// (sybase 1.2.3, testdata/sybase, trimmed to its constructor, log,
// connect and disconnect: "Sybase.prototype.connect = function (callback)
// { … this.javaDB = spawn('java', …); … }") is a member of the instances,
// as the compiler binds it, after the prototype's methods: javaDB was
// not listed, so a check called db.javaDB "does not exist".
func TestScanPrototypeMethodThisProperties(t *testing.T) {
	dir := "testdata/sybase"
	files := map[string][]byte{}
	for _, f := range []string{"package.json", "src/SybaseDB.js"} {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		files[f] = b
	}
	s := &Scanner{Files: files, Package: "sybase"}
	var got []string
	for _, sym := range s.Scan("src/SybaseDB.js").Symbols {
		if sym.Parent == "Sybase" {
			got = append(got, sym.Name)
		}
	}
	want := []string{
		"Sybase.connected", "Sybase.host", "Sybase.port", "Sybase.dbname", "Sybase.username", "Sybase.password",
		"Sybase.logTiming", "Sybase.encoding", "Sybase.extraLogs", "Sybase.pathToJavaBridge", "Sybase.queryCount",
		"Sybase.currentMessages", "Sybase.jsonParser",
		"Sybase.log", "Sybase.connect", "Sybase.disconnect",
		"Sybase.javaDB",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("-want +got\n%s", d)
	}
}

// A command's script that is also the package's main entry
// (mochawesome-json-to-md 1.4.1, testdata/mochawesome-json-to-md,
// trimmed to two of its functions) starts with "#!/usr/bin/env node":
// the parser skips that line, the lexer that reads doc comments stopped
// at it, so no function had its JSDoc, its summary or its types.
func TestScanHashbangDocs(t *testing.T) {
	dir := "testdata/mochawesome-json-to-md"
	files := map[string][]byte{}
	for _, f := range []string{"package.json", "index.js"} {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		files[f] = b
	}
	s := &Scanner{Files: files, Package: "mochawesome-json-to-md"}
	var got []string
	for _, sym := range s.Scan("index.js").Symbols {
		got = append(got, strings.Join([]string{sym.Name, sym.Signature, sym.Doc}, " | "))
	}
	want := []string{
		"collectTestsByType | function collectTestsByType({ type, suiteList }): Array | Collects all tests of a given type without mutating the input suites.",
		"readJsonFile | function readJsonFile(filePath: string): object | Reads the JSON file and returns its content as an object.",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("-want +got\n%s", d)
	}
}

// A class as Babel 6 compiles it (serverless-plugin-scripts 1.0.2,
// testdata/serverless-plugin-scripts): "var Scripts = function () {
// function Scripts(serverless) { … this.commands = {}; … }
// _createClass(Scripts, [{ key: 'getConfig', value: function getConfig()
// {…} }, …]); return Scripts; }(); module.exports = Scripts". The
// immediately invoked function was never read, so Scripts was a bare
// const and its members (the compiler's: serverless, commands, hooks)
// cannot-tell; the function it returns is the class, its this-assignments
// instance members, and _createClass's descriptors its methods.
func TestScanBabelClass(t *testing.T) {
	dir := "testdata/serverless-plugin-scripts"
	files := map[string][]byte{}
	for _, f := range []string{"package.json", "lib/index.js"} {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		files[f] = b
	}
	s := &Scanner{Files: files, Package: "serverless-plugin-scripts"}
	var got []string
	for _, sym := range s.Scan("lib/index.js").Symbols {
		got = append(got, strings.Join([]string{sym.Name, sym.Parent, sym.Kind, sym.Signature}, " | "))
	}
	want := []string{
		"Scripts |  | class | module.exports = class Scripts",
		"Scripts |  | class | constructor(serverless)",
		"Scripts.serverless | Scripts | property | serverless",
		"Scripts.commands | Scripts | property | commands",
		"Scripts.hooks | Scripts | property | hooks",
		"Scripts.getConfig | Scripts | method | getConfig()",
		"Scripts.defineCommands | Scripts | method | defineCommands()",
		"Scripts.defineHooks | Scripts | method | defineHooks()",
		"Scripts.runCommand | Scripts | method | runCommand(name)",
		"Scripts.runHook | Scripts | method | runHook(name)",
		"Scripts.execute | Scripts | method | execute(command)",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("symbols (-want +got):\n%s", d)
	}
}

// Parcel's CommonJS output (@parcel/codeframe 2.16.4, testdata/
// parcel-codeframe, trimmed from 1.6 MB: the helpers, one bundled module
// and the exported function) exports each name through a helper of its
// own, function $parcel$export(e, n, v, s) { Object.defineProperty(e, n,
// {get: v, set: s, …}) }, called as $parcel$export(module.exports,
// "default", () => f). The calls were not read, so the package had no
// outline ("no API outline"); a bundled module's module.exports, inside
// parcelRegister's callback, is not the package's.
func TestScanParcelExportHelper(t *testing.T) {
	dir := "testdata/parcel-codeframe"
	files := map[string][]byte{}
	for _, f := range []string{"package.json", "lib/codeframe.js"} {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		files[f] = b
	}
	s := &Scanner{Files: files, Package: "@parcel/codeframe"}
	var got []string
	for _, sym := range s.Scan("lib/codeframe.js").Symbols {
		got = append(got, strings.Join([]string{sym.Name, sym.Parent, sym.Kind, sym.Signature}, " | "))
	}
	want := []string{
		"default |  | function | export default function $b7a7a892cca3868e$export$2e2bcd8739ae039(code, highlights, inputOpts?)",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("symbols (-want +got):\n%s", d)
	}
}
