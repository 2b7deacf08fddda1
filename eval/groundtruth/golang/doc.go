// Command golang computes pkgdocs' eval ground truth for Go: `go doc -all`
// on every package of each corpus module (and of the standard library),
// parsed into exported consts, vars, funcs, types, methods, struct fields
// and interface methods with go doc's own declaration lines as signatures.
//
// Shapes:
//   - stdlib: packages of `go list std` (no internal, vendor or cmd ones);
//     project "".
//   - proxy: each corpus module at its latest version from the machine's
//     GOPROXY (go mod download); project "", so pkgdocs fetches the module
//     itself through the proxy.
//   - modcache: the same module required by a temporary module under
//     -work (go.mod + go mod download); project = that module, so pkgdocs
//     reads the version and source from the project and module cache.
//
// Usage (from the repository root):
//
//	go run ./eval/groundtruth/golang -corpus ../shared/corpora/go.txt -work eval/.cache/go/work -out eval/.cache/go/truth [-only m1,m2] [-std N] [-pkgs N]
//
// One JSON file per package lands in -out/<shape>/; an existing file is
// kept. A module that cannot be downloaded gets an "unmeasured" file.
package main
