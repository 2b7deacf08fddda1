package apidoc

import (
	"go/build"
	"slices"
	"strings"
)

// A package whose files are all constrained to other systems
// (golang.org/x/sys/windows, a darwin-only Objective-C binding, a
// solaris-only socket package) has no file for the running platform, yet
// `GOOS=windows go doc` and pkg.go.dev document it. Load and List then
// select its files for the first platform of platformOrder that builds
// it, and say which.

// ports are the GOOS/GOARCH pairs the gc toolchain builds for (`go tool
// dist list`), per GOOS in the order an architecture is tried: amd64 and
// arm64 first, as the common ones.
var ports = map[string][]string{
	"aix":       {"ppc64"},
	"android":   {"amd64", "arm64", "386", "arm"},
	"darwin":    {"amd64", "arm64"},
	"dragonfly": {"amd64"},
	"freebsd":   {"amd64", "arm64", "386", "arm", "riscv64"},
	"illumos":   {"amd64"},
	"ios":       {"amd64", "arm64"},
	"js":        {"wasm"},
	"linux":     {"amd64", "arm64", "386", "arm", "loong64", "mips", "mips64", "mips64le", "mipsle", "ppc64", "ppc64le", "riscv64", "s390x"},
	"netbsd":    {"amd64", "arm64", "386", "arm"},
	"openbsd":   {"amd64", "arm64", "386", "arm", "ppc64", "riscv64"},
	"plan9":     {"amd64", "386", "arm"},
	"solaris":   {"amd64"},
	"wasip1":    {"wasm"},
	"windows":   {"amd64", "arm64", "386"},
}

// goosOrder is the order other systems are tried in: pkg.go.dev's build
// contexts first (linux, windows, darwin, js), then the others with a
// system before the ones implying it (solaris before illumos, linux
// before android, darwin before ios), so that a file constrained to
// solaris is documented for solaris.
var goosOrder = []string{"linux", "windows", "darwin", "js", "freebsd", "openbsd", "netbsd", "dragonfly",
	"solaris", "illumos", "aix", "plan9", "wasip1", "android", "ios"}

// Platform is a build context's GOOS/GOARCH, and whether cgo files were
// included.
type Platform struct {
	GOOS, GOARCH string
	Cgo          bool
}

// String is "windows/amd64"; "" for the zero Platform.
func (p Platform) String() string {
	if p.GOOS == "" {
		return ""
	}
	return p.GOOS + "/" + p.GOARCH
}

// platformsAfter lists the build contexts tried after base selects no
// file: base's system on its other architectures, then every other
// system on base's architecture when it has that port (else its first),
// all without cgo (as `GOOS=x go doc` runs on another system); then the
// same with cgo (as pkg.go.dev includes cgo files), for packages made of
// cgo files only.
func platformsAfter(base build.Context) []build.Context {
	var pairs [][2]string
	add := func(goos, goarch string) {
		if goos == base.GOOS && goarch == base.GOARCH {
			return
		}
		pairs = append(pairs, [2]string{goos, goarch})
	}
	for _, arch := range ports[base.GOOS] {
		add(base.GOOS, arch)
	}
	for _, goos := range goosOrder {
		if goos == base.GOOS {
			continue
		}
		arches := ports[goos]
		if slices.Contains(arches, base.GOARCH) {
			add(goos, base.GOARCH)
		} else {
			add(goos, arches[0])
		}
	}
	out := make([]build.Context, 0, 2*len(pairs)+1)
	if !base.CgoEnabled {
		out = append(out, withPlatform(base, base.GOOS, base.GOARCH, true))
	}
	for _, cgo := range []bool{false, true} {
		for _, p := range pairs {
			out = append(out, withPlatform(base, p[0], p[1], cgo))
		}
	}
	return out
}

// withPlatform is base for another GOOS/GOARCH: the release tags stay
// (they are the toolchain's), the tool tags keep only GOEXPERIMENT's
// (the others name the running architecture's feature level, amd64.v1).
func withPlatform(base build.Context, goos, goarch string, cgo bool) build.Context {
	c := base
	c.GOOS, c.GOARCH, c.CgoEnabled = goos, goarch, cgo
	if goarch != base.GOARCH {
		c.ToolTags = nil
		for _, t := range base.ToolTags {
			if strings.HasPrefix(t, "goexperiment.") {
				c.ToolTags = append(c.ToolTags, t)
			}
		}
	}
	return c
}

func platformOf(c build.Context) Platform {
	return Platform{GOOS: c.GOOS, GOARCH: c.GOARCH, Cgo: c.CgoEnabled}
}
