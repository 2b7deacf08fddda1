package stdsince

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"go/version"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk/localfile"
)

// maxFile bounds one api file; the largest (go1.txt) is under 2 MiB.
const maxFile = 8 << 20

// Table maps "importpath.Name" and "importpath.Type.Member" to the
// release that added it ("go1.24"). Names of go1.txt (Go 1.0) are not
// in it: every go line allows them.
type Table map[string]string

// Load reads goroot/api/go1.N.txt. A toolchain without api files gives
// an empty table (nothing can be said), not an error.
func Load(goroot string) (Table, error) {
	files, err := filepath.Glob(filepath.Join(goroot, "api", "go1.*.txt"))
	if err != nil {
		return nil, err
	}
	t := Table{}
	for _, f := range files {
		rel := "go" + strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "go"), ".txt")
		if !version.IsValid(rel) {
			continue
		}
		b, err := localfile.Read(f, maxFile)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", f, err)
		}
		sc := bufio.NewScanner(bytes.NewReader(b))
		for sc.Scan() {
			if key, ok := parseLine(sc.Text()); ok {
				if old, seen := t[key]; !seen || version.Compare(rel, old) < 0 {
					t[key] = rel
				}
			}
		}
	}
	return t, nil
}

// parseLine reads one api line ("pkg net/http, method (*Request)
// CookiesNamed(string) []*Cookie #61472") as "net/http.Request.CookiesNamed".
func parseLine(line string) (string, bool) {
	rest, ok := strings.CutPrefix(line, "pkg ")
	if !ok {
		return "", false
	}
	pkg, decl, ok := strings.Cut(rest, ", ")
	if !ok {
		return "", false
	}
	pkg, _, _ = strings.Cut(pkg, " ") // "syscall (linux-386)"
	word := func(s string) string {
		if i := strings.IndexAny(s, " ([,"); i >= 0 {
			return s[:i]
		}
		return s
	}
	switch {
	case strings.HasPrefix(decl, "func "):
		return pkg + "." + word(strings.TrimPrefix(decl, "func ")), true
	case strings.HasPrefix(decl, "method ("):
		recv, name, ok := strings.Cut(strings.TrimPrefix(decl, "method ("), ") ")
		if !ok {
			return "", false
		}
		recv = strings.TrimPrefix(recv, "*")
		if i := strings.IndexByte(recv, '['); i >= 0 {
			recv = recv[:i]
		}
		return pkg + "." + recv + "." + word(name), true
	case strings.HasPrefix(decl, "type "):
		d := strings.TrimPrefix(decl, "type ")
		name := word(d)
		// "type Root struct, Field T" and "type I interface, M(...)":
		// a member of the type.
		if _, member, ok := strings.Cut(d, ", "); ok {
			m := word(strings.TrimPrefix(member, "embedded "))
			return pkg + "." + name + "." + m, true
		}
		return pkg + "." + name, true
	case strings.HasPrefix(decl, "const "), strings.HasPrefix(decl, "var "):
		_, d, _ := strings.Cut(decl, " ")
		return pkg + "." + word(d), true
	}
	return "", false
}

// Since is the release that added name ("Lines", "Request.CookiesNamed")
// to package pkg; "" when it is older than any api file after go1.txt,
// or not recorded.
func (t Table) Since(pkg, name string) string { return t[pkg+"."+name] }

// ModuleGo is the go line of the go.mod governing dir (the nearest at or
// above it): the language and standard-library version its code is
// checked against. "" when none says.
func ModuleGo(dir string) (goVersion, file string) {
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		f := filepath.Join(d, "go.mod")
		if b, err := localfile.Read(f, 1<<20); err == nil {
			return goLine(b), f
		} else if !errors.Is(err, fs.ErrNotExist) {
			return "", ""
		}
		if filepath.Dir(d) == d {
			return "", ""
		}
	}
}

// goLine is a go.mod's "go 1.23.0" directive, as "go1.23.0".
func goLine(b []byte) string {
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) >= 2 && f[0] == "go" && version.IsValid("go"+f[1]) {
			return "go" + f[1]
		}
	}
	return ""
}
