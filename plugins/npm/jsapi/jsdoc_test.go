package jsapi

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// docComments maps a class member also under its class ("C.f"), for the
// methods of one name that two classes document differently.
func TestDocCommentsClassMembers(t *testing.T) {
	tests := []struct {
		name, src string
		want      map[string]string
	}{
		{"class body", `
/** A socket. */
class Socket extends EventEmitter {
  /** Send a message. */
  send(data) { if (data) { return {a: 1}; } }
  /** Close it. */
  close() {}
}
/** A sender. */
class Sender {
  /** Send a frame. */
  send(frame) {}
}`, map[string]string{
			"Socket": "/** A socket. */", "Sender": "/** A sender. */",
			"send": "/** Send a message. */", "Socket.send": "/** Send a message. */", "Sender.send": "/** Send a frame. */",
			"close": "/** Close it. */", "Socket.close": "/** Close it. */",
		}},
		{"prototype", `
function Queue() {}
/** Add a job. */
Queue.prototype.add = function (job) {};
/** Free function. */
function helper() { const o = { class: 1 }; return o.class; }
/** After a property named class. */
function after() {}`, map[string]string{
			"add": "/** Add a job. */", "Queue.add": "/** Add a job. */",
			"helper": "/** Free function. */", "after": "/** After a property named class. */",
		}},
		{"nested function in a method is not the class's", `
class Parser {
  parse() {
    /** Inner. */
    function inner() {}
  }
}
module.exports = class {
  /** Anonymous class member. */
  run() {}
};`, map[string]string{
			"inner": "/** Inner. */", "run": "/** Anonymous class member. */",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, docComments([]byte(tc.src))); diff != "" {
				t.Errorf("docComments (-want +got):\n%s", diff)
			}
		})
	}
}

// parseJSDoc: what a comment says of the parameters and the result.
// DocBlockr's skeleton left unfilled ("{[type]}", superagent-load-balancer
// 2.0.3's getBackend) types nothing; a real tuple type is kept.
func TestParseJSDocTypes(t *testing.T) {
	tests := []struct {
		name, raw   string
		wantParams  map[string]param
		wantReturns string
	}{
		{"placeholder", `/**
   * Get the backend for backend list
   * @param  {[type]} request [description]
   * @return {[type]}         [description]
   */`, map[string]param{"request": {}}, ""},
		{"typed", `/**
   * Start the health heack for backend list
   * @param  {Object} options - {ping: function, interval: ms}
   * @param  {[string, number]=} pair
   * @return {Integer}
   */`, map[string]param{"options": {typ: "Object"}, "pair": {typ: "[string, number]", optional: true}}, "Integer"},
		{"none", `/** Nothing typed. */`, map[string]param{}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := parseJSDoc(tc.raw)
			if diff := cmp.Diff(tc.wantParams, d.params, cmp.AllowUnexported(param{})); diff != "" {
				t.Errorf("params (-want +got):\n%s", diff)
			}
			if d.returns != tc.wantReturns {
				t.Errorf("returns %q, want %q", d.returns, tc.wantReturns)
			}
		})
	}
}
