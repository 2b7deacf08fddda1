package apidoc

import (
	"go/build"
	"go/build/constraint"
	"io"
	"path"
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

// Platform is a build context's GOOS/GOARCH, whether cgo files were
// included, and the build tags set beyond the toolchain's, comma-separated
// ("gofuzz": a package whose files all need a tag of their own).
type Platform struct {
	GOOS, GOARCH string
	Cgo          bool
	Tags         string
}

// String is "windows/amd64", "linux/amd64 -tags gofuzz"; "" for the zero
// Platform.
func (p Platform) String() string {
	if p.GOOS == "" {
		return ""
	}
	if p.Tags != "" {
		return p.GOOS + "/" + p.GOARCH + " -tags " + p.Tags
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
	return Platform{GOOS: c.GOOS, GOARCH: c.GOARCH, Cgo: c.CgoEnabled, Tags: strings.Join(c.BuildTags, ",")}
}

// customTags lists the build tags the files' //go:build lines name that
// are no system, architecture, toolchain or cgo tag, nor "ignore" (files
// kept out of every build): "gofuzz" for a fuzzing harness, "tools" for
// a tools.go.
func customTags(c build.Context, dir string, files []string) []string {
	var out []string
	for _, name := range files {
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		r, err := c.OpenFile(path.Join(dir, name))
		if err != nil {
			continue
		}
		head, _ := io.ReadAll(io.LimitReader(r, 16<<10))
		r.Close()
		for line := range strings.SplitSeq(string(head), "\n") {
			line = strings.TrimSpace(line)
			if strings.HasPrefix(line, "package ") {
				break
			}
			if !constraint.IsGoBuild(line) {
				continue
			}
			expr, err := constraint.Parse(line)
			if err != nil {
				continue
			}
			var walk func(constraint.Expr)
			walk = func(e constraint.Expr) {
				switch x := e.(type) {
				case *constraint.AndExpr:
					walk(x.X)
					walk(x.Y)
				case *constraint.OrExpr:
					walk(x.X)
					walk(x.Y)
				case *constraint.TagExpr:
					// A negated tag (!gofuzz) is not one to set.
					if !knownTag(x.Tag) && !slices.Contains(out, x.Tag) {
						out = append(out, x.Tag)
					}
				}
			}
			walk(expr)
		}
	}
	slices.Sort(out)
	return out
}

// knownTag reports whether a build tag is the toolchain's or a
// platform's: a GOOS, GOARCH, "unix", "cgo", "gc", "gccgo", a release
// tag (go1.21), a goexperiment or feature-level tag, or "ignore".
func knownTag(tag string) bool {
	if _, ok := ports[tag]; ok {
		return true
	}
	for _, arches := range ports {
		if slices.Contains(arches, tag) {
			return true
		}
	}
	switch tag {
	case "unix", "cgo", "gc", "gccgo", "ignore", "hurd", "zos", "nacl", "amd64p32", "ppc", "s390", "sparc", "sparc64", "riscv", "mips64p32", "mips64p32le", "arm64be", "armbe":
		return true
	}
	// go1.21, goexperiment.x, amd64.v3
	return strings.Contains(tag, ".")
}
