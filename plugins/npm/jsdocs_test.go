package npm

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// readTree reads every file under dir into a package's files map.
func readTree(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := fs.WalkDir(os.DirFS(dir), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		files[p], err = os.ReadFile(filepath.Join(dir, p))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// debug 4.4.3 typed by @types/debug 4.1.13 (testdata/typesdocs, real
// files): the declarations have no JSDoc, the library's source documents
// enable, disable, coerce... and documents log twice (browser.js and
// node.js, differently), so log borrows nothing.
func TestDocsFromJS(t *testing.T) {
	k := &pkg{name: "debug", version: "4.4.3", files: readTree(t, filepath.Join("testdata", "typesdocs", "debug"))}
	types := &pkg{name: "@types/debug", version: "4.1.13", files: readTree(t, filepath.Join("testdata", "typesdocs", "types-debug"))}
	(&Provider{}).scanTypes(context.Background(), nil, nil, "", k, types)
	got := map[string]string{}
	for _, s := range k.api.Symbols {
		switch s.Name {
		case "debug.enable", "debug.disable", "debug.Debug.coerce", "debug.log", "debug.Debugger.extend":
			got[s.Name] = s.Doc
		}
	}
	want := map[string]string{
		"debug.enable":          "Enables a debug mode by namespaces.",
		"debug.disable":         "Disable debug output.",
		"debug.Debug.coerce":    "Coerce `val`.",
		"debug.log":             "",
		"debug.Debugger.extend": "",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("docs (-want +got):\n%s", diff)
	}
	for i, s := range k.api.Symbols {
		if s.Name == "debug.enable" && k.api.FullDocs[i] == "" {
			t.Errorf("debug.enable: no full doc for symbol=")
		}
	}
}

// ws 8.23.0 typed by @types/ws 8.18.2 (testdata/typesdocs, trimmed real
// files): the server class's address() documents what it returns, and
// the declarations name that method WebSocket.Server.address (borrowed by
// its last name: the JavaScript class is WebSocketServer) but also the
// string property AddressInfo.address of the object it returns, which
// that comment does not describe.
func TestDocsFromJSNotOnAValueOfTheSameName(t *testing.T) {
	k := &pkg{name: "ws", version: "8.23.0", files: readTree(t, filepath.Join("testdata", "typesdocs", "ws"))}
	types := &pkg{name: "@types/ws", version: "8.18.2", files: readTree(t, filepath.Join("testdata", "typesdocs", "types-ws"))}
	(&Provider{}).scanTypes(context.Background(), nil, nil, "", k, types)
	got := map[string]string{}
	for _, s := range k.api.Symbols {
		switch s.Name {
		case "WebSocket.Server.address", "WebSocket.Server.close", "WebSocket.AddressInfo.address", "WebSocket.AddressInfo.port":
			got[s.Name] = s.Doc
		}
	}
	want := map[string]string{
		"WebSocket.Server.address":      "Returns the bound address, the address family name, and port of the server as reported by the operating system if listening on an IP socket.",
		"WebSocket.Server.close":        "Stop the server from accepting new connections and emit the `'close'` event when all existing connections are closed.",
		"WebSocket.AddressInfo.address": "",
		"WebSocket.AddressInfo.port":    "",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("docs (-want +got):\n%s", diff)
	}
}
