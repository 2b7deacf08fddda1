package pyapi

import (
	"io/fs"
	"strconv"
	"strings"
	"sync"
)

// Compatibility code picks a definition by what the interpreter has:
//
//	if hasattr(typing, "TypeVarTuple"):  # 3.11+
//	    class TypeVarTuple(typing.TypeVarTuple, _DefaultMixin, _root=True): ...
//	else:
//	    class TypeVarTuple(_DefaultMixin): ...
//
// or "if sys.version_info >= (3, 10):". Which branch binds the name is
// decided by the interpreter the project runs, which a reader of the
// project's environment knows without running it: pyvenv.cfg gives its
// version and its standard library is source on disk. Runtime carries
// that; a test it can decide skips the branches that do not run, as
// "if PY2:" does; any other test reads every branch, as before.

// Runtime is what the reader knows of the interpreter the package runs
// on. The zero value knows nothing.
type Runtime struct {
	// Version is the interpreter's "3.11" or "3.11.2"; "" when unknown.
	Version string
	// Stdlib is its standard library's tree (holding os.py); nil when
	// unknown.
	Stdlib fs.FS

	mu   sync.Mutex
	mods map[string]*Module // standard-library modules read, nil when unreadable
}

// maxStdlibModule bounds a standard-library module read for its names
// (typing.py is about 120K).
const maxStdlibModule = 1 << 20

// hasAttr reports whether the standard-library module mod binds name at
// module level; known is false when the module cannot be read.
func (r *Runtime) hasAttr(mod, name string) (has, known bool) {
	m := r.module(mod)
	if m == nil {
		return false, false
	}
	for _, d := range m.Defs {
		if d.Name == name {
			return true, true
		}
	}
	for _, imp := range m.Imports {
		if !imp.TypeChecking && !imp.Star && imp.As == name {
			return true, true
		}
	}
	return false, true
}

// def is the function or class the standard-library module mod defines
// as name, nil when none (or mod cannot be read).
func (r *Runtime) def(mod, name string) *Def {
	m := r.module(mod)
	if m == nil {
		return nil
	}
	var found *Def
	for _, d := range m.Defs {
		if d.Name == name {
			found = d // the last binding: what the module holds
		}
	}
	if found == nil || found.Overload || found.Kind != "func" && found.Kind != "class" {
		return nil
	}
	return found
}

// module reads the standard-library module mod, once.
func (r *Runtime) module(mod string) *Module {
	if r == nil || r.Stdlib == nil || !modulePath(mod) || strings.HasPrefix(mod, ".") {
		return nil
	}
	r.mu.Lock()
	m, seen := r.mods[mod]
	r.mu.Unlock()
	if seen {
		return m
	}
	rel := strings.ReplaceAll(mod, ".", "/")
	for _, path := range []string{rel + ".py", rel + "/__init__.py"} {
		st, err := fs.Stat(r.Stdlib, path)
		if err != nil || !st.Mode().IsRegular() || st.Size() > maxStdlibModule {
			continue
		}
		b, err := fs.ReadFile(r.Stdlib, path)
		if err != nil {
			continue
		}
		// Read with no runtime: its own tests do not reach back here.
		m = Parse(b)
		break
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.mods == nil {
		r.mods = map[string]*Module{}
	}
	r.mods[mod] = m
	return m
}

// version is the interpreter's (major, minor); ok is false when unknown.
func (r *Runtime) version() (major, minor int, ok bool) {
	if r == nil {
		return 0, 0, false
	}
	parts := strings.SplitN(r.Version, ".", 3)
	if len(parts) < 2 {
		return 0, 0, false
	}
	a, err1 := strconv.Atoi(parts[0])
	b, err2 := strconv.Atoi(parts[1])
	return a, b, err1 == nil && err2 == nil
}

// runtimeTest decides an if's test on the runtime: 1 when it holds, -1
// when it does not, 0 when the reader cannot tell. It reads
// "hasattr(m, 'name')" for a module m the module imports by "import m"
// from the standard library, "sys.version_info >= (3, 10)" (also
// "sys.version_info[:2]", and the operators <, <=, >, >=), and "not"
// before either.
func (p *parser) runtimeTest(toks []token) int {
	if p.rt == nil {
		return 0
	}
	test := strings.Join(strings.Fields(headerTest(toks)), " ")
	if i := strings.Index(test, "#"); i >= 0 {
		test = strings.TrimSpace(test[:i])
	}
	sign := 1
	if t, ok := strings.CutPrefix(test, "not "); ok {
		sign, test = -1, strings.TrimSpace(t)
	}
	if v := p.hasattrTest(test); v != 0 {
		return sign * v
	}
	return sign * p.versionTest(test)
}

func (p *parser) hasattrTest(test string) int {
	args, ok := strings.CutPrefix(test, "hasattr(")
	if !ok || !strings.HasSuffix(args, ")") {
		return 0
	}
	mod, lit, ok := strings.Cut(strings.TrimSuffix(args, ")"), ",")
	mod, lit = strings.TrimSpace(mod), strings.TrimSpace(lit)
	if !ok || len(lit) < 2 || lit[0] != lit[len(lit)-1] || lit[0] != '"' && lit[0] != '\'' {
		return 0
	}
	name := lit[1 : len(lit)-1]
	if !ValidName(name) {
		return 0
	}
	for i := len(p.m.Imports) - 1; i >= 0; i-- {
		imp := p.m.Imports[i]
		if imp.As != mod || imp.Star || imp.TypeChecking {
			continue
		}
		if imp.Name != "" || imp.Module != mod {
			return 0 // bound otherwise: "from x import typing", "import a as typing"
		}
		has, known := p.rt.hasAttr(mod, name)
		switch {
		case !known:
			return 0
		case has:
			return 1
		default:
			return -1
		}
	}
	return 0
}

func (p *parser) versionTest(test string) int {
	major, minor, ok := p.rt.version()
	if !ok {
		return 0
	}
	rest, ok := strings.CutPrefix(test, "sys.version_info")
	if !ok {
		return 0
	}
	rest = strings.TrimPrefix(strings.TrimSpace(rest), "[:2]")
	rest = strings.TrimSpace(rest)
	var op string
	for _, o := range []string{">=", "<=", ">", "<"} {
		if r, ok := strings.CutPrefix(rest, o); ok {
			op, rest = o, strings.TrimSpace(r)
			break
		}
	}
	if op == "" || !strings.HasPrefix(rest, "(") || !strings.HasSuffix(rest, ")") {
		return 0
	}
	var want []int
	for _, f := range strings.Split(strings.Trim(rest, "()"), ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		n, err := strconv.Atoi(f)
		if err != nil {
			return 0
		}
		want = append(want, n)
	}
	if len(want) != 2 {
		return 0 // (3,) and (3, 8, 1): left to pythonMajorTest, or not decided
	}
	// A tuple comparison: (major, minor, ...) against (a, b); the micro
	// part makes sys.version_info greater than an equal (a, b).
	cmp := 0
	switch {
	case major != want[0]:
		cmp = major - want[0]
	case minor != want[1]:
		cmp = minor - want[1]
	}
	full := !strings.Contains(test, "[:2]") // the full version_info outranks an equal pair
	holds := false
	switch op {
	case ">=":
		holds = cmp >= 0
	case ">":
		holds = cmp > 0 || cmp == 0 && full
	case "<":
		holds = cmp < 0
	case "<=":
		holds = cmp < 0 || cmp == 0 && !full
	}
	if holds {
		return 1
	}
	return -1
}
