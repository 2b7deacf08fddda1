package python

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/pkgdocs/pkgdocs/plugins/python/pyapi"
	"github.com/pkgdocs/pkgdocs/plugins/python/pyname"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/localtree"
)

// builtinScript lists a standard library module written in C (math,
// itertools) through the interpreter's own inspect. It is a constant; the
// module name is its only input, passed as an argument, and the script
// refuses any name that is not in sys.stdlib_module_names before
// importing it. Only standard library modules without Python source reach
// it, so no third-party code and no module-level Python runs.
const builtinScript = `import inspect, json, sys
name = sys.argv[1]
if name.split(".")[0] not in sys.stdlib_module_names:
    sys.exit(3)
mod = __import__(name)
for part in name.split(".")[1:]:
    mod = getattr(mod, part)
out = {"doc": inspect.getdoc(mod) or "", "items": []}
def sig(o):
    try:
        return str(inspect.signature(o))
    except (TypeError, ValueError):
        return None
for n in sorted(dir(mod)):
    if n.startswith("_"):
        continue
    o = getattr(mod, n)
    item = {"name": n, "doc": inspect.getdoc(o) or "" if callable(o) or inspect.ismodule(o) else "", "sig": None, "members": []}
    if inspect.isclass(o):
        item["kind"] = "class"
        item["sig"] = sig(o)
        for m in sorted(vars(o)):
            if m.startswith("_") and m != "__init__":
                continue
            mo = getattr(o, m, None)
            if callable(mo):
                item["members"].append({"name": m, "kind": "method", "sig": sig(mo), "doc": inspect.getdoc(mo) or ""})
    elif callable(o):
        item["kind"] = "func"
        item["sig"] = sig(o)
    elif inspect.ismodule(o):
        continue
    else:
        item["kind"] = "const"
        item["sig"] = repr(o)[:200]
        item["doc"] = ""
    out["items"].append(item)
print(json.dumps(out))
`

type builtinItem struct {
	Name, Kind, Doc string
	Sig             *string
	Members         []builtinItem
}

func (p *Provider) loadStdlib(ctx context.Context, c *choice) (*pkg, error) {
	k := &pkg{name: c.module, version: c.env.PythonVersion, imports: []string{c.module}}
	tree := localtree.Dir(c.env.Stdlib)
	outs, err := p.outline(ctx, tree, nil, nil, c.module, nil)
	if err == nil {
		k.outlines = outs
		k.reader = p.readerOf(tree, nil, nil, nil)
		return k, nil
	}
	if sdk.Code(err) != sdk.Code(sdk.NotFound("")) {
		return nil, err
	}
	// No Python source: a module written in C.
	o, err := p.builtin(ctx, c)
	if err != nil {
		return nil, err
	}
	k.outlines = []*pyapi.Outline{o}
	k.notes = append(k.notes, "a module written in C: signatures and docs come from the interpreter's inspect")
	return k, nil
}

// interpreter is the python for env: its own bin/python3, else python3.
func (p *Provider) interpreter(c *choice) (string, error) {
	for _, n := range []string{"python3", "python"} {
		if c := filepath.Join(c.env.Prefix, "bin", n); isExec(c) {
			return c, nil
		}
	}
	name := p.cfg.Python
	if name == "" {
		name = "python3"
	}
	return exec.LookPath(name)
}

func isExec(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular() && st.Mode()&0o111 != 0
}

func (p *Provider) builtin(ctx context.Context, c *choice) (*pyapi.Outline, error) {
	if !pyname.ValidImport(c.module) || !stdlibNames()[top(c.module)] {
		return nil, sdk.NotFound("module %s not found in the standard library", c.module)
	}
	py, err := p.interpreter(c)
	if err != nil {
		return nil, sdk.FailedPrecondition("%s has no Python source and no interpreter was found to inspect it: %v", c.module, err)
	}
	out, err := p.cfg.Run(ctx, py, "-I", "-c", builtinScript, c.module)
	if err != nil {
		return nil, sdk.NotFound("module %s not found in the standard library (%v)", c.module, err)
	}
	var got struct {
		Doc   string
		Items []builtinItem
	}
	if err := json.Unmarshal(out, &got); err != nil {
		return nil, fmt.Errorf("read inspect output for %s: %w", c.module, err)
	}
	o := &pyapi.Outline{Root: c.module, Doc: got.Doc, Modules: []string{c.module}}
	for _, it := range got.Items {
		o.Symbols = append(o.Symbols, sdk.Symbol{Name: it.Name, Kind: it.Kind, Signature: builtinSig(it), Doc: it.Doc})
		for _, m := range it.Members {
			o.Symbols = append(o.Symbols, sdk.Symbol{Name: it.Name + "." + m.Name, Kind: m.Kind, Signature: builtinSig(m), Doc: m.Doc, Parent: it.Name})
		}
	}
	return o, nil
}

func builtinSig(it builtinItem) string {
	switch it.Kind {
	case "class":
		if it.Sig != nil {
			return "class " + it.Name + *it.Sig
		}
		return "class " + it.Name
	case "const":
		if it.Sig != nil {
			return it.Name + " = " + *it.Sig
		}
		return it.Name
	}
	if it.Sig != nil {
		return "def " + it.Name + *it.Sig
	}
	return "def " + it.Name + "(...)"
}
