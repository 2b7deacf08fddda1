package swift

import (
	"path/filepath"
	"strings"
	"testing"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestLocalSourceControlPin: .package(url: "file:///…/swift-argument-parser",
// from: "1.6.1") pins a git repository on this machine (Package.resolved v3
// kind localSourceControl, its location the path, as SwiftPM writes it),
// with no checkout in the project. Main ran git ls-remote on the path,
// refused it, and answered InvalidArgument ("Fix the argument"). Now the
// repository's working tree answers when HEAD is the pinned commit (a
// branch ref, loose or packed, or a detached HEAD); at another commit the
// answer says so. The .git files are as git writes them.
func TestLocalSourceControlPin(t *testing.T) {
	const pinned = "309a47b2b1d9b5e991f36961c983ecec72275be3"
	for _, tc := range []struct {
		name string
		git  map[string]string // files under .git
		ok   bool
	}{
		{"branch ref", map[string]string{"HEAD": "ref: refs/heads/main\n", "refs/heads/main": pinned + "\n"}, true},
		{"packed ref", map[string]string{"HEAD": "ref: refs/heads/main\n", "packed-refs": "# pack-refs with: peeled fully-peeled sorted \n" + pinned + " refs/heads/main\n"}, true},
		{"detached HEAD", map[string]string{"HEAD": pinned + "\n"}, true},
		{"another commit", map[string]string{"HEAD": "ref: refs/heads/main\n", "refs/heads/main": "c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00\n"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld(t)
			repo := filepath.Join(t.TempDir(), "swift-argument-parser")
			copyDir(t, parserDir, repo)
			for f, content := range tc.git {
				writeFile(t, filepath.Join(repo, ".git", filepath.FromSlash(f)), content)
			}
			app := filepath.Join(t.TempDir(), "App")
			writeFile(t, filepath.Join(app, "Package.swift"), `// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(url: "file://`+repo+`", from: "1.6.0")],
    targets: [.executableTarget(name: "App", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")])]
)
`)
			writeFile(t, filepath.Join(app, "Package.resolved"), `{
  "originHash" : "5e6cf7bd6b1a4c1d7a3e4c5e0c3d1f6e2a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d",
  "pins" : [
    {
      "identity" : "swift-argument-parser",
      "kind" : "localSourceControl",
      "location" : "`+repo+`",
      "state" : {
        "revision" : "`+pinned+`",
        "version" : "1.6.1"
      }
    }
  ],
  "version" : 3
}
`)
			doc, err := w.provider().Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-argument-parser", ProjectPath: app, ProjectTrusted: true}})
			if !tc.ok {
				if sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(err.Error(), "whose working tree is at another commit (c0ffee00c0ff)") {
					t.Errorf("err = %v, want FailedPrecondition naming the commits", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if doc.Version != "1.6.1" || doc.Source.Kind != sdk.SourceLocalFolder || doc.Source.Detail != repo {
				t.Errorf("version %q source %+v", doc.Version, doc.Source)
			}
			if w.githubN != 0 {
				t.Errorf("%d GitHub requests", w.githubN)
			}
		})
	}
}

// TestLocalSourceControlPinUntrusted: a project the user did not choose
// does not get a directory outside it read through its pin.
func TestLocalSourceControlPinUntrusted(t *testing.T) {
	w := newWorld(t)
	repo := filepath.Join(t.TempDir(), "swift-argument-parser")
	copyDir(t, parserDir, repo)
	writeFile(t, filepath.Join(repo, ".git", "HEAD"), "309a47b2b1d9b5e991f36961c983ecec72275be3\n")
	app := filepath.Join(t.TempDir(), "App")
	writeFile(t, filepath.Join(app, "Package.resolved"), `{"pins":[{"identity":"swift-argument-parser","kind":"localSourceControl","location":"`+repo+`","state":{"revision":"309a47b2b1d9b5e991f36961c983ecec72275be3","version":"1.6.1"}}],"version":2}`)
	_, err := w.provider().Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-argument-parser", ProjectPath: app}})
	if sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(err.Error(), "not one the user chose") {
		t.Errorf("err = %v, want the untrusted project's refusal", err)
	}
}
