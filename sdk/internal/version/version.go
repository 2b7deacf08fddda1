package version

import "runtime/debug"

// Version is the stamped version; unstamped, the module version the go
// command recorded in the binary (v1.2.3 from `go install ...@v1.2.3`, a
// pseudo-version from the VCS in a plain go build of a checkout), else
// "dev" (go test).
var Version = "dev"

// module is this module's path.
const module = "github.com/pkgdocs/pkgdocs"

func init() {
	if Version != "dev" {
		return // stamped with -ldflags -X
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Path == module && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		Version = bi.Main.Version
	}
}
