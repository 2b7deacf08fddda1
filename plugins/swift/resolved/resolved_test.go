package resolved

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseVersions(t *testing.T) {
	tests := []struct {
		file    string
		version int
		pins    int
		pin     Pin
	}{
		{"Kitura.Package.resolved.v1.json", 1, 8, Pin{Identity: "ccurl", Kind: "remoteSourceControl", Location: "https://github.com/IBM-Swift/CCurl.git", Version: "0.4.1", Revision: "f481bd86e58787824cc1c1ec1786e03b67831f38"}},
		{"isowords.Package.resolved.v2.json", 2, 42, Pin{Identity: "async-kit", Kind: "remoteSourceControl", Location: "https://github.com/vapor/async-kit.git", Version: "1.20.0", Revision: "e048c8ee94967e8d8a1c2ec0e1156d6f7fa34d31"}},
		{"swiftly.Package.resolved.v3.json", 3, 32, Pin{Identity: "async-http-client", Kind: "remoteSourceControl", Location: "https://github.com/swift-server/async-http-client", Version: "1.30.3", Revision: "4b99975677236d13f0754339864e5360142ff5a1"}},
		{"container.Package.resolved.v3.json", 3, 35, Pin{}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			b, err := os.ReadFile("../testdata/" + tt.file)
			if err != nil {
				t.Fatal(err)
			}
			f, err := Parse(b)
			if err != nil {
				t.Fatal(err)
			}
			if f.Version != tt.version || len(f.Pins) != tt.pins {
				t.Errorf("version %d with %d pins, want %d with %d", f.Version, len(f.Pins), tt.version, tt.pins)
			}
			if tt.pin.Identity == "" {
				return
			}
			got, ok := f.Lookup(tt.pin.Identity)
			if !ok {
				t.Fatalf("%s not pinned", tt.pin.Identity)
			}
			if diff := cmp.Diff(tt.pin, got); diff != "" {
				t.Errorf("pin (-want +got):\n%s", diff)
			}
		})
	}
}

func TestParseBranchPin(t *testing.T) {
	f, err := Parse([]byte(`{"pins":[{"identity":"Lib","kind":"remoteSourceControl","location":"https://x.example/Lib","state":{"branch":"main","revision":"abc"}}],"version":2}`))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]Pin{{Identity: "lib", Kind: "remoteSourceControl", Location: "https://x.example/Lib", Branch: "main", Revision: "abc"}}, f.Pins); diff != "" {
		t.Error(diff)
	}
}

func TestParseRejects(t *testing.T) {
	for name, in := range map[string]string{"empty": "", "version 4": `{"version":4,"pins":[]}`, "no version": `{}`, "not json": "{"} {
		if _, err := Parse([]byte(in)); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func write(t *testing.T, path, from string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile("../testdata/" + from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestFind(t *testing.T) {
	root := t.TempDir()
	// Xcode project two levels up, SwiftPM project's own file at the top
	write(t, filepath.Join(root, "repo", "App", "App.xcodeproj", "project.xcworkspace", "xcshareddata", "swiftpm", "Package.resolved"), "isowords.Package.resolved.v2.json")
	write(t, filepath.Join(root, "repo", "Package.resolved"), "swiftly.Package.resolved.v3.json")
	write(t, filepath.Join(root, "ws", "W.xcworkspace", "xcshareddata", "swiftpm", "Package.resolved"), "Kitura.Package.resolved.v1.json")
	deep := filepath.Join(root, "repo", "App", "Sources", "Feature")
	if err := os.MkdirAll(deep, 0o755); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		dir, identity, wantFile, wantVersion string
	}{
		{deep, "async-kit", filepath.Join(root, "repo", "App", "App.xcodeproj", "project.xcworkspace", "xcshareddata", "swiftpm", "Package.resolved"), "1.20.0"},
		{deep, "async-http-client", filepath.Join(root, "repo", "Package.resolved"), "1.30.3"},
		{filepath.Join(root, "ws"), "ccurl", filepath.Join(root, "ws", "W.xcworkspace", "xcshareddata", "swiftpm", "Package.resolved"), "0.4.1"},
	}
	for _, tt := range tests {
		f, pin, err := Find(tt.dir, tt.identity)
		if err != nil {
			t.Fatalf("Find(%s): %v", tt.identity, err)
		}
		if f.Path != tt.wantFile || pin.Version != tt.wantVersion {
			t.Errorf("Find(%s) = %s %s, want %s %s", tt.identity, f.Path, pin.Version, tt.wantFile, tt.wantVersion)
		}
	}
	if _, _, err := Find(deep, "no-such-package"); !errors.Is(err, ErrNone) {
		t.Errorf("unknown identity: %v", err)
	}
}

func TestFindSkipsSymlinks(t *testing.T) {
	root := t.TempDir()
	outside := filepath.Join(t.TempDir(), "Package.resolved")
	write(t, outside, "swiftly.Package.resolved.v3.json")
	proj := filepath.Join(root, "proj")
	if err := os.MkdirAll(proj, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(proj, "Package.resolved")); err != nil {
		t.Fatal(err)
	}
	if got := Candidates(proj); len(got) != 0 {
		t.Errorf("Candidates followed a symlink: %v", got)
	}
}
