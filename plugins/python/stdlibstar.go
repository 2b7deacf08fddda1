package python

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/pkgdocs/pkgdocs/plugins/python/pyapi"
	"github.com/pkgdocs/pkgdocs/plugins/python/pyname"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// starNamesScript prints the names "from NAME import *" binds, for a
// standard-library module without Python source (errno, math, posix):
// its __all__, else its public names. Like builtinScript it is a
// constant whose only input, the module name, is an argument, refused
// unless in sys.stdlib_module_names before it is imported; only modules
// without a .py in the standard library reach it, so no module-level
// Python runs.
const starNamesScript = `import json, sys
name = sys.argv[1]
if name.split(".")[0] not in sys.stdlib_module_names:
    sys.exit(3)
mod = __import__(name)
for part in name.split(".")[1:]:
    mod = getattr(mod, part)
names = getattr(mod, "__all__", None)
if names is None:
    names = [n for n in dir(mod) if not n.startswith("_")]
print(json.dumps(sorted(set(str(n) for n in names))))
`

// starNames caches, per interpreter and module, what starNamesScript
// printed; a nil entry is a module it could not read.
type starNames struct {
	mu sync.Mutex
	m  map[[2]string][]string
}

// stdlibStarNames returns the names a star import of mod binds, when mod
// is a standard-library module of c's environment without Python source;
// ok is false otherwise, or when the interpreter cannot say.
func (p *Provider) stdlibStarNames(ctx context.Context, c *choice, mod string) (names []string, ok bool) {
	if c == nil || c.env == nil || c.env.Stdlib == "" || !pyname.ValidImport(mod) || !stdlibNames()[top(mod)] {
		return nil, false
	}
	rel := filepath.Join(strings.Split(mod, ".")...)
	for _, src := range []string{rel + ".py", filepath.Join(rel, "__init__.py")} {
		if _, err := os.Stat(filepath.Join(c.env.Stdlib, src)); err == nil {
			return nil, false // Python source: not run here
		}
	}
	py, err := p.interpreter(c)
	if err != nil {
		return nil, false
	}
	key := [2]string{py, mod}
	p.stars.mu.Lock()
	got, seen := p.stars.m[key]
	p.stars.mu.Unlock()
	if seen {
		return got, got != nil
	}
	if out, err := p.cfg.Run(ctx, py, "-I", "-c", starNamesScript, mod); err == nil {
		var list []string
		if json.Unmarshal(out, &list) == nil && len(list) > 0 {
			got = list
		}
	} else if ctx.Err() != nil {
		return nil, false // not cached: the next call may finish
	}
	p.stars.mu.Lock()
	if p.stars.m == nil {
		p.stars.m = map[[2]string][]string{}
	}
	p.stars.m[key] = got
	p.stars.mu.Unlock()
	return got, got != nil
}

// stdlibStarLookup answers on a name of a module that binds names this
// reader cannot list only through star imports of modules without
// Python source (Outline.CompiledOnly), when those are the standard
// library's (fuse's "from errno import *"): the interpreter lists what
// each binds, so a name one of them binds exists (another module's API),
// and one none binds, the outline not listing it, does not, when every
// such module is the standard library's. ok is false when this cannot
// decide.
func (p *Provider) stdlibStarLookup(ctx context.Context, c *choice, name string, parts []string, o *pyapi.Outline) (sdk.NameLookup, bool) {
	a := sdk.NameLookup{Name: name}
	if o == nil {
		return a, false
	}
	for _, n := range []int{1, len(parts)} {
		where, nm := strings.Join(parts[:n-1], "."), parts[n-1]
		only := o.CompiledOnly[where]
		if len(only) == 0 || dunder(nm) || lists(o, strings.Join(parts[:n], ".")) {
			continue
		}
		module := strings.TrimSuffix(o.Root+"."+where, ".")
		whole := true
		var std []string
		for _, mod := range only {
			names, ok := p.stdlibStarNames(ctx, c, mod)
			if !ok {
				whole = false
				continue
			}
			if slices.Contains(names, nm) {
				a.Evidence = sdk.EvidenceSource
				if n < len(parts) {
					a.Reason = fmt.Sprintf("%s binds %s by \"from %s import *\", so %s is the standard library's %s.%s's, which this check did not read: check it there", module, nm, mod, strings.Join(parts[n:], "."), mod, nm)
					return a, true
				}
				a.Verdict = sdk.VerdictExists
				a.Reason = fmt.Sprintf("%s binds %s by \"from %s import *\": the standard library's %s has it (its names listed by the project's interpreter), another module's API, not the API of %s itself", module, nm, mod, mod, o.Root)
				return a, true
			}
			std = append(std, mod)
		}
		if whole {
			a.Verdict = sdk.VerdictMissing
			a.Reason = fmt.Sprintf("%s binds no name beyond what it lists but those of \"from %s import *\", and the standard library's %s has no %s (its names listed by the project's interpreter)",
				module, strings.Join(std, " import *\", \"from "), strings.Join(std, ", "), nm)
			return a, true
		}
	}
	return a, false
}

// stdlibStarLookupIn is stdlibStarLookup on the outline of scope or, for
// a name relative to no root of a distribution with several (the host
// drops the root an agent wrote: "fuse.E2BIG" comes as "E2BIG"), on each:
// the name exists when one root's star imports bind it, and does not
// when one's do not and each other root's top level is listed whole.
func (p *Provider) stdlibStarLookupIn(ctx context.Context, c *choice, k *pkg, name string, parts []string, scope string) (sdk.NameLookup, bool) {
	if scope != "" || len(k.outlines) < 2 {
		return p.stdlibStarLookup(ctx, c, name, parts, outlineOf(k, scope))
	}
	var missing *sdk.NameLookup
	for _, o := range k.outlines {
		a, ok := p.stdlibStarLookup(ctx, c, name, parts, o)
		switch {
		case ok && a.Verdict != sdk.VerdictMissing:
			return a, true
		case ok:
			missing = &a
		case lists(o, parts[0]) || slices.ContainsFunc(o.Symbols, func(s sdk.Symbol) bool { return s.Kind == pyapi.KindUnlisted && s.Parent == "" }):
			return sdk.NameLookup{Name: name}, false
		}
	}
	if missing == nil {
		return sdk.NameLookup{Name: name}, false
	}
	return *missing, true
}
