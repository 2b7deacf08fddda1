package npm

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// @types declarations whose class extends another package's (ws 8.23.0
// typed by @types/ws 8.18.2, whose WebSocket extends Node's EventEmitter;
// testdata/typesbasesdocs): the members inherited from EventEmitter are
// read from @types/node, and the names the declarations leave
// undocumented still borrow the JSDoc of ws's own JavaScript, in the
// export= class and in its merged namespace (WebSocketServer). Reading
// the bases rescans the declarations; the borrowed docs were lost to the
// rescan. A member borrows the doc of its class's member first
// (WebSocket.close is the socket's "Start a closing handshake.", not the
// server's close); a name documented two ways that no class tells apart
// (the declarations' Server is the JavaScript's WebSocketServer) borrows
// nothing; what the declarations document keeps their words.
func TestTypesWithBasesBorrowJSDocs(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Ecosystem: "npm", Name: "ws", ProjectPath: filepath.Join("testdata", "typesbasesdocs")}
	l, err := p.load(context.Background(), ref)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range l.api.Symbols {
		switch s.Name {
		case "WebSocket", "WebSocket.terminate", "WebSocket.send", "WebSocket.close", "WebSocket.Server.close", "WebSocket.pause",
			"WebSocket.CONNECTING", "WebSocket.WebSocketServer", "WebSocket.Server.handleUpgrade", "WebSocket.Data":
			if _, seen := got[s.Name]; !seen {
				got[s.Name] = s.Doc
			}
		}
	}
	want := map[string]string{
		"WebSocket":                      "Class representing a WebSocket.",
		"WebSocket.terminate":            "Forcibly close the connection.",
		"WebSocket.send":                 "Send a data message.",
		"WebSocket.close":                "Start a closing handshake.",
		"WebSocket.Server.close":         "",
		"WebSocket.pause":                "Pause the websocket causing it to stop emitting events.",
		"WebSocket.CONNECTING":           "The connection is not yet open.",
		"WebSocket.WebSocketServer":      "Class representing a WebSocket server.",
		"WebSocket.Server.handleUpgrade": "Handle a HTTP Upgrade request.",
		"WebSocket.Data":                 "Data represents the message payload received over the WebSocket.",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("docs (-want +got):\n%s", diff)
	}
	// The bases were read: without the inherited members the rescan that
	// lost the docs did not happen, and the test would prove nothing.
	var inherited []string
	for _, s := range l.api.Inherited["WebSocket"] {
		inherited = append(inherited, s.Name)
	}
	if diff := cmp.Diff([]string{"WebSocket.on", "WebSocket.EventEmitter", "WebSocket.defaultMaxListeners"}, inherited); diff != "" {
		t.Errorf("WebSocket's members from EventEmitter (-want +got):\n%s", diff)
	}
}
