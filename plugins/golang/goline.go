package golang

import (
	"context"
	"fmt"
	"go/version"
	"io/fs"
	"path"
	"slices"
	"strings"

	"golang.org/x/mod/modfile"
	"golang.org/x/mod/semver"

	"github.com/pkgdocs/pkgdocs/plugins/golang/modresolve"
	"github.com/pkgdocs/pkgdocs/plugins/golang/stdsince"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
)

// maxGoLineProbes bounds how many earlier releases' go.mod files are read
// for one that the Go in place meets (each a small proxy request, made
// only for a module whose go line is newer than that Go).
const maxGoLineProbes = 8

// goLineGap is a module version whose go.mod's go line is newer than
// the Go in place: the toolchain here (GOROOT's, or the one GOTOOLCHAIN
// names) or, with a project, the project's go line. A go line is a
// minimum: `go get` of such a version with an older toolchain fails under
// GOTOOLCHAIN=local ("requires go >= 1.27.0"), and otherwise switches to
// a newer toolchain and raises the project's go line to the module's, so
// every build of the project needs that Go from then on. The answer said
// nothing of it: its Install line was a plain `go get`
// (github.com/ardanlabs/jinja's latest says go 1.27.0; the Go here is
// 1.26.8).
//
// What the note says holds wherever the answer is read: an exact
// version's answer is cached and may be shared with configurations whose
// toolchain differs (it is keyed by the registry), so the note names no
// toolchain as "here" and no GOTOOLCHAIN setting as this one; the earlier
// release it names is one a named Go version builds.
type goLineGap struct {
	modVersion string // "github.com/ardanlabs/jinja@v1.12.0"
	need       string // the module's go line, "go1.27.0"
	meet       string // the Go in place it is newer than
	projGo     string // set when meet is the project's go line
	projFile   string // that project's go.mod
	older      string // newest earlier release whose go line meet meets
	olderGo    string // that release's go line ("" for none: go 1.16)
	read       int    // earlier releases' go.mod files read (0: none could be)
}

// goLineGap returns t's gap, nil when its go line is no newer than the
// Go in place, for a version a project chose (it builds with it), and
// for the standard library.
func (p *Provider) goLineGap(ctx context.Context, t *target, projectPath string) *goLineGap {
	if t.std() || !t.unpinned || t.tree.module == "" {
		return nil
	}
	need := moduleGo(t.tree.fsys, path.Join(t.modRoot, "go.mod"))
	if need == "" {
		return nil
	}
	g := &goLineGap{modVersion: t.tree.module + "@" + t.tree.version, need: need}
	projGo, projFile := "", ""
	if projectPath != "" {
		projGo, projFile = stdsince.ModuleGo(projectPath)
	}
	if projGo != "" && version.Compare(projGo, need) >= 0 {
		return nil // the project already needs that Go
	}
	have := toolchainGo(p.env.GOTOOLCHAIN, p.goVersion())
	switch {
	case have != "" && version.Compare(need, have) > 0:
		g.meet = have
	case projGo != "" && version.Compare(need, projGo) > 0:
		g.meet, g.projGo, g.projFile = projGo, projGo, projFile
	default:
		return nil
	}
	g.older, g.olderGo, g.read = p.releaseMeeting(ctx, t, g.meet)
	return g
}

// note says it for an answer on pkg, a command (package main, installed
// with `go install pkg@version`) or a package to import; "" for nil.
func (g *goLineGap) note(pkg string, command bool) string {
	if g == nil {
		return ""
	}
	lang := strings.TrimPrefix(g.need, "go")
	mod, v, _ := strings.Cut(g.modVersion, "@")
	get, again := "go get "+g.modVersion, "go get "+mod+"@"+g.older
	if command {
		get, again = "go install "+pkg+"@"+v, "go install "+pkg+"@"+g.older
	}
	var msg string
	switch {
	case g.projGo != "":
		if command {
			get = "go get -tool " + pkg + "@" + v
		}
		msg = fmt.Sprintf("%s's go.mod says go %s, newer than the go %s of %s: `%s` raises that go line to %s, so every build of the project then needs Go %s or newer", g.modVersion, lang, strings.TrimPrefix(g.projGo, "go"), g.projFile, get, lang, lang)
	case command:
		msg = fmt.Sprintf("%s's go.mod says go %s: with a Go toolchain older than that, `%s` fails under GOTOOLCHAIN=local (requires go >= %s), and otherwise switches to a go %s or newer toolchain, downloading it", g.modVersion, lang, get, lang, lang)
	default:
		msg = fmt.Sprintf("%s's go.mod says go %s: with a Go toolchain older than that, `%s` fails under GOTOOLCHAIN=local (requires go >= %s), and otherwise switches to a go %s or newer toolchain, downloading it, and raises the project's go line to %s, so every build of the project then needs Go %s or newer", g.modVersion, lang, get, lang, lang, lang, lang)
	}
	switch {
	case g.older != "":
		olderGo := "no go line"
		if g.olderGo != "" {
			olderGo = "go " + strings.TrimPrefix(g.olderGo, "go")
		}
		msg += fmt.Sprintf(". The newest earlier release whose go line %s meets: %s (%s; `%s`)", g.meet, g.older, olderGo, again)
	case g.read > 0:
		msg += fmt.Sprintf(". None of the %d releases before it that were read has a go line %s meets", g.read, g.meet)
	}
	return msg + "."
}

// moduleGo is a go.mod's go line as a Go version ("go1.27.0"), "" when
// the file or the line is missing (a go.mod without one means go 1.16,
// which every toolchain that reads modules meets).
func moduleGo(fsys fs.FS, name string) string {
	data, err := localfile.ReadFS(fsys, name, 16<<20) // the go command's go.mod limit
	if err != nil {
		return ""
	}
	f, err := modfile.ParseLax(name, data, nil)
	if err != nil || f.Go == nil || !version.IsValid("go"+f.Go.Version) {
		return ""
	}
	return "go" + f.Go.Version
}

// releaseMeeting returns the newest release of t's module below t's
// version, not retracted, whose go line have meets, and that go line
// ("" when the go.mod has none), reading at most maxGoLineProbes go.mod
// files; read says how many were read, 0 when one could not be.
func (p *Provider) releaseMeeting(ctx context.Context, t *target, have string) (found, goLine string, read int) {
	e, err := p.versionsOf(ctx, t.tree.module)
	if err != nil {
		return "", "", 0
	}
	vs := slices.Clone(e.versions)
	semver.Sort(vs)
	for i := len(vs) - 1; i >= 0 && read < maxGoLineProbes; i-- {
		v := vs[i]
		if semver.Compare(v, t.tree.version) >= 0 || semver.Prerelease(v) != "" {
			continue
		}
		if _, retracted := modresolve.IsRetracted(v, e.retracted); retracted {
			continue
		}
		data, err := p.goMod(ctx, t.tree.module, v)
		if err != nil {
			return "", "", 0 // unread: nothing to say of the rest
		}
		read++
		f, err := modfile.ParseLax("go.mod", data, nil)
		if err != nil {
			continue
		}
		if f.Go == nil {
			return v, "", read
		}
		if g := "go" + f.Go.Version; version.Compare(g, have) <= 0 {
			return v, g, read
		}
	}
	return "", "", read
}

// toolchainGo is the Go version that runs under a GOTOOLCHAIN setting
// (go help toolchain), "" when unknown: "local", "auto", "path",
// "local+auto" and "local+path" start with the installed toolchain,
// local ("devel" for a development build: unknown); "go1.27.3", alone or
// with "+auto" or "+path", with that version. A switch to a newer one
// ("+auto", "+path") is what the note says `go get` then does.
func toolchainGo(setting, local string) string {
	base, _, _ := strings.Cut(setting, "+")
	switch base {
	case "", "local", "auto", "path":
		if version.IsValid(local) {
			return local
		}
		return ""
	}
	if version.IsValid(base) {
		return base
	}
	return ""
}
