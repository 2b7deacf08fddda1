package gateway

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// trustSession is the least ClientSession that carries a session id.
type trustSession struct{ id string }

func (s trustSession) Initialize()       {}
func (s trustSession) Initialized() bool { return true }
func (s trustSession) NotificationChannel() chan<- mcp.JSONRPCNotification {
	return make(chan mcp.JSONRPCNotification, 1)
}
func (s trustSession) SessionID() string { return s.id }

// The host marks a project trusted when it is a client root or inside
// one, --project, or a directory the CLI's user chose, and for no other
// path: a sibling, a parent, a path that only shares a prefix, or a link
// inside a root that points out of it.
func TestProjectTrusted(t *testing.T) {
	base := t.TempDir()
	mk := func(p string) string {
		t.Helper()
		d := filepath.Join(base, p)
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		return d
	}
	root, inside, project, cwd := mk("root"), mk("root/sub/pkg"), mk("proj"), mk("cwd")
	other, prefix := mk("other"), mk("root-evil")
	link := filepath.Join(root, "link")
	if err := os.Symlink(other, link); err != nil {
		t.Fatal(err)
	}
	g := &Gateway{opt: Options{Project: project, Trusted: []string{cwd}}, srv: server.NewMCPServer("t", "1"),
		roots: map[string]*clientRoots{"s1": {roots: []string{root}, asked: true}}}
	ctx := g.srv.WithContext(context.Background(), trustSession{id: "s1"})
	for _, tc := range []struct {
		ctx  context.Context
		dir  string
		want bool
	}{
		{ctx, root, true},
		{ctx, inside, true},
		{ctx, filepath.Join(root, "sub", "..", "sub"), true},
		{ctx, project, true},
		{ctx, cwd, true},
		{ctx, other, false},
		{ctx, prefix, false},
		{ctx, base, false},
		{ctx, link, false},
		{ctx, "", false},
		{context.Background(), root, false}, // another session does not see s1's roots
		{context.Background(), project, true},
	} {
		if got := g.projectTrusted(tc.ctx, tc.dir); got != tc.want {
			t.Errorf("projectTrusted(%s) = %v, want %v", tc.dir, got, tc.want)
		}
	}

	// refArgs is what every docs tool reads: it sets the field.
	for dir, want := range map[string]bool{inside: true, other: false} {
		req := mcp.CallToolRequest{}
		req.Params.Arguments = map[string]any{"package": "left-pad", "projectPath": dir}
		ref, err := g.refArgs(ctx, req, "npm")
		if err != nil {
			t.Fatal(err)
		}
		if ref.ProjectTrusted != want {
			t.Errorf("refArgs(projectPath %s).ProjectTrusted = %v, want %v", dir, ref.ProjectTrusted, want)
		}
	}
}
