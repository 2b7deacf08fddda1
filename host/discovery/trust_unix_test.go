//go:build unix

package discovery

import (
	"os"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// sharedGroup gives path a group that is not its owner's private group
// (one the test's user belongs to, or, as root, any other), or skips.
func sharedGroup(t *testing.T, path string) {
	t.Helper()
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if !privateGroup(st) {
		return
	}
	var gids []int
	if os.Getuid() == 0 {
		gids = []int{100, 50, 1}
	} else if gs, err := os.Getgroups(); err == nil {
		gids = gs
	}
	for _, g := range gids {
		if err := os.Lchown(path, -1, g); err != nil {
			continue
		}
		if st, err := os.Stat(path); err == nil && !privateGroup(st) {
			return
		}
	}
	t.Skip("no group to share this directory with")
}

func TestWritableByOthers(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name   string
		mode   os.FileMode
		shared bool // group is not the owner's private group
		want   string
	}{
		{"owner only", 0o755, true, ""},
		{"world-writable", 0o757, false, "world-writable (mode 0757)"},
		{"world-writable, sticky", 0o1777, false, "world-writable (mode 0777)"},
		{"group-writable, shared group", 0o775, true, "group-writable (mode 0775)"},
		{"read-only", 0o500, true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := filepath.Join(dir, strings.ReplaceAll(tt.name, " ", "-"))
			if err := os.Mkdir(p, 0o700); err != nil {
				t.Fatal(err)
			}
			if tt.shared {
				sharedGroup(t, p)
			}
			if err := os.Chmod(p, tt.mode); err != nil {
				t.Fatal(err)
			}
			st, err := os.Stat(p)
			if err != nil {
				t.Fatal(err)
			}
			if got := writableByOthers(st); got != tt.want {
				t.Errorf("writableByOthers = %q, want %q", got, tt.want)
			}
		})
	}
}

// Group-writable is fine when the group is the owner's private group
// (umask 002 with user private groups).
func TestPrivateGroupWritable(t *testing.T) {
	p := filepath.Join(t.TempDir(), "d")
	if err := os.Mkdir(p, 0o775); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(p, 0o775); err != nil {
		t.Fatal(err)
	}
	me, err := user.Current()
	if err != nil {
		t.Skip(err)
	}
	g, err := user.LookupGroupId(me.Gid)
	if err != nil || g.Name != me.Username || !onlyMember(g, me.Username) {
		t.Skipf("user %s has no private group", me.Username)
	}
	gid, _ := strconv.Atoi(me.Gid)
	if err := os.Lchown(p, -1, gid); err != nil {
		t.Fatal(err)
	}
	st, _ := os.Stat(p)
	if got := writableByOthers(st); got != "" {
		t.Errorf("private group: writableByOthers = %q, want \"\"", got)
	}
	if _, ok := st.Sys().(*syscall.Stat_t); !ok {
		t.Fatal("no Stat_t")
	}
}

// A plugins directory others can write to runs none of its providers,
// and says so for each; `pkgdocs plugins` shows these reasons.
func TestWritableDirRefused(t *testing.T) {
	for _, tt := range []struct {
		name   string
		mode   os.FileMode
		shared bool
		want   string
	}{
		{"group-writable", 0o775, true, "is group-writable (mode 0775): others could add or replace providers there, so none there is run"},
		{"world-writable", 0o777, false, "is world-writable (mode 0777): others could add or replace providers there, so none there is run"},
		{"sticky like /tmp", 0o1777, false, "is world-writable (mode 0777)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "plugins")
			write(t, filepath.Join(dir, "pkgdocs-provider-npm"), 0o755)
			write(t, filepath.Join(dir, "pkgdocs-provider-golang"), 0o755)
			if tt.shared {
				sharedGroup(t, dir)
			}
			if err := os.Chmod(dir, tt.mode); err != nil {
				t.Fatal(err)
			}
			res := Find(Options{PluginsDir: dir})
			if len(res.Candidates) != 0 {
				t.Errorf("candidates = %+v, want none", res.Candidates)
			}
			if len(res.Skipped) != 2 {
				t.Fatalf("skipped = %+v, want both providers", res.Skipped)
			}
			for _, s := range res.Skipped {
				if !strings.Contains(s.Reason, tt.want) || !strings.Contains(s.Reason, dir) {
					t.Errorf("%s: reason %q, want it to name %s and say %q", s.Name, s.Reason, dir, tt.want)
				}
			}
		})
	}
}

// A group-writable binary is refused like a world-writable one.
func TestGroupWritableBinaryRefused(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "plugins")
	p := filepath.Join(dir, "pkgdocs-provider-npm")
	write(t, p, 0o755)
	sharedGroup(t, p)
	if err := os.Chmod(p, 0o775); err != nil {
		t.Fatal(err)
	}
	want := "group-writable (mode 0775): others could replace it, so it is not run"
	if got := check(p, "npm"); got != want {
		t.Errorf("check = %q, want %q", got, want)
	}
}
