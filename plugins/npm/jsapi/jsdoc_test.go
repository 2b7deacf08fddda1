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
