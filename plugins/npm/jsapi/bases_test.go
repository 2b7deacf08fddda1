package jsapi

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestBases: a class's base bound to another package's module, in each
// way CommonJS and ES modules bind it, is named with what the module
// gives (Scanner.Bases); a base of the package's own files is not, nor is
// a class without one.
func TestBases(t *testing.T) {
	tests := map[string]struct {
		src  string
		want map[string]Base
	}{
		"nil": {src: ``},
		"module required whole": {src: `const EventEmitter = require('events');
module.exports = class Balancer extends EventEmitter {}`,
			want: map[string]Base{"Balancer": {Spec: "events", Import: "*", Local: "EventEmitter", Expr: "EventEmitter"}}},
		"export of a module binding": {src: `const stream = require('stream');
class Gzip extends stream.Transform {}
module.exports = { Gzip };`,
			want: map[string]Base{"Gzip": {Spec: "stream", Import: "*", Local: "stream", Expr: "stream.Transform"}}},
		"destructured": {src: `const { Transform: T } = require('node:stream');
exports.Gzip = class Gzip extends T {};`,
			want: map[string]Base{"Gzip": {Spec: "node:stream", Import: "Transform", Local: "T", Expr: "T"}}},
		"export of a require": {src: `var Stream = require('stream').Stream;
module.exports = class S extends Stream {}`,
			want: map[string]Base{"S": {Spec: "stream", Import: "Stream", Local: "Stream", Expr: "Stream"}}},
		"es import": {src: `import { EventEmitter } from 'events';
export class Bus extends EventEmitter {}`,
			want: map[string]Base{"Bus": {Spec: "events", Import: "EventEmitter", Local: "EventEmitter", Expr: "EventEmitter"}}},
		"util.inherits": {src: `var Stream = require('stream').Stream;
var util = require('util');
module.exports = DelayedStream;
function DelayedStream() { this.source = null; }
util.inherits(DelayedStream, Stream);`,
			want: map[string]Base{"DelayedStream": {Spec: "stream", Import: "Stream", Local: "Stream", Expr: "Stream", Prototype: true}}},
		"own base": {src: `const Base = require('./base');
module.exports = class C extends Base {}`},
		"no base": {src: `module.exports = class C {}`},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			s := &Scanner{Files: map[string][]byte{"index.js": []byte(tc.src), "base.js": []byte(`module.exports = class Base {}`)}}
			s.Scan("index.js")
			if diff := cmp.Diff(tc.want, s.Bases); diff != "" {
				t.Errorf("Bases (-want +got):\n%s", diff)
			}
		})
	}
}
