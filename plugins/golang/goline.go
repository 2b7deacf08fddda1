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
// minimum: `go get` of such a version fails with GOTOOLCHAIN=local
// ("requires go >= 1.27.0"), and otherwise switches to a newer toolchain
// and raises the project's go line to the module's, so every build of
// the project needs that Go from then on. The answer said nothing of it:
// its Install line was a plain `go get` (github.com/ardanlabs/jinja's
// latest says go 1.27.0; the Go here is 1.26.8).
type goLineGap struct {
	modVersion string    // "github.com/ardanlabs/jinja@v1.12.0"
	need       string    // the module's go line, "go1.27.0"
	meet       string    // the Go in place it is newer than
	tc         toolchain // set when meet is the toolchain's
	projGo     string    // set when meet is the project's go line
	projFile   string    // that project's go.mod
	older      string    // newest earlier release whose go line meet meets
	read       int       // earlier releases' go.mod files read (0: none could be)
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
	tc := parseToolchain(p.env.GOTOOLCHAIN, p.goVersion())
	switch {
	case tc.have != "" && version.Compare(need, tc.have) > 0:
		g.meet, g.tc = tc.have, tc
	case projGo != "" && version.Compare(need, projGo) > 0:
		g.meet, g.projGo, g.projFile = projGo, projGo, projFile
	default:
		return nil
	}
	g.older, g.read = p.releaseMeeting(ctx, t, g.meet)
	return g
}

// note says it for an answer on pkg, a command (package main, installed
// with `go install pkg@version`) or a package to import; "" for nil.
func (g *goLineGap) note(pkg string, command bool) string {
	if g == nil {
		return ""
	}
	lang := strings.TrimPrefix(g.need, "go")
	get := "go get " + g.modVersion
	if command {
		_, v, _ := strings.Cut(g.modVersion, "@")
		get = "go install " + pkg + "@" + v
	}
	msg := fmt.Sprintf("%s's go.mod says go %s", g.modVersion, lang)
	if g.projGo != "" {
		if command {
			get = "go get -tool " + strings.TrimPrefix(get, "go install ")
		}
		pl := strings.TrimPrefix(g.projGo, "go")
		msg += fmt.Sprintf(", newer than the go %s of %s: `%s` raises that go line to %s, so every build of the project then needs Go %s or newer", pl, g.projFile, get, lang, lang)
	} else {
		msg += ", newer than the Go toolchain here (" + g.meet + "): " + g.tc.consequence(get, lang, !command)
	}
	if g.older != "" {
		mod, _, _ := strings.Cut(g.modVersion, "@")
		again := "go get " + mod + "@" + g.older
		if command {
			again = "go install " + pkg + "@" + g.older
		}
		msg += fmt.Sprintf(". The newest earlier release whose go line %s meets: %s (`%s`)", g.meet, g.older, again)
	} else if g.read > 0 {
		msg += fmt.Sprintf(". None of the %d releases before it read here has a go line %s meets", g.read, g.meet)
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
// version, not retracted, whose go line have meets, reading at most
// maxGoLineProbes go.mod files; read says how many were read, 0 when
// one could not be.
func (p *Provider) releaseMeeting(ctx context.Context, t *target, have string) (found string, read int) {
	e, err := p.versionsOf(ctx, t.tree.module)
	if err != nil {
		return "", 0
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
			return "", 0 // unread: nothing to say of the rest
		}
		read++
		f, err := modfile.ParseLax("go.mod", data, nil)
		if err != nil {
			continue
		}
		if f.Go == nil || version.Compare("go"+f.Go.Version, have) <= 0 {
			return v, read
		}
	}
	return "", read
}

// toolchain is what GOTOOLCHAIN makes of a go line newer than the Go in
// place (go help toolchain): "local" or a version runs that toolchain
// alone; "+auto" may switch to a newer one, downloaded as a module;
// "+path" may switch to one found in PATH.
type toolchain struct {
	setting string // GOTOOLCHAIN as set; "" when unknown
	have    string // the Go version that runs ("go1.26.8"); "" when unknown
	mode    string // "fixed", "auto", "path", or "" when unknown
}

// parseToolchain reads a GOTOOLCHAIN setting; local is the installed
// toolchain's version ("devel" for a development build: unknown).
func parseToolchain(setting, local string) toolchain {
	tc := toolchain{setting: setting}
	if version.IsValid(local) {
		tc.have = local
	}
	base, mode, plus := strings.Cut(setting, "+")
	switch {
	case setting == "auto" || setting == "path":
		base, mode = "local", setting
	case !plus && setting != "":
		mode = "fixed"
	case mode != "auto" && mode != "path":
		mode = ""
	}
	if base != "local" && base != "" {
		if !version.IsValid(base) {
			return toolchain{setting: setting, have: tc.have}
		}
		tc.have = base
	}
	tc.mode = mode
	return tc
}

// consequence says what cmd (`go get m@v`, or `go install p@v` of a
// command), for a module whose go line is lang, does under this setting;
// inProject: cmd changes the project's go.mod (go get, not go install).
func (tc toolchain) consequence(cmd, lang string, inProject bool) string {
	raise := ""
	if inProject {
		raise = fmt.Sprintf(", and raises the project's go line to %s, so every build of the project then needs Go %s or newer", lang, lang)
	}
	switch tc.mode {
	case "fixed":
		return fmt.Sprintf("with GOTOOLCHAIN=%s the go command does not switch toolchains, so `%s` fails (requires go >= %s)", tc.setting, cmd, lang)
	case "auto":
		return fmt.Sprintf("`%s` switches to a go %s or newer toolchain, downloading it (GOTOOLCHAIN=%s)%s", cmd, lang, tc.setting, raise)
	case "path":
		return fmt.Sprintf("`%s` runs a go %s or newer toolchain only if one is in PATH (GOTOOLCHAIN=%s), else fails%s", cmd, lang, tc.setting, raise)
	}
	return fmt.Sprintf("`%s` switches to a go %s or newer toolchain where GOTOOLCHAIN allows it (auto, the go command's default)%s, and fails where it does not (GOTOOLCHAIN=local)", cmd, lang, raise)
}
