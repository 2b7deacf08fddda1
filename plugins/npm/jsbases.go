package npm

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/npm/dts"
	"github.com/pkgdocs/pkgdocs/plugins/npm/jsapi"
	"github.com/pkgdocs/pkgdocs/plugins/npm/npmrc"
	"github.com/pkgdocs/pkgdocs/plugins/npm/registry"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// A plain-JavaScript class that extends a Node builtin's (class Balancer
// extends EventEmitter, with EventEmitter = require('events')) inherits
// members that only @types/node declares. A package with declarations
// gets them through followBases; one whose outline is inferred from its
// JavaScript gets them here: its classes' builtin bases are written as
// the declarations a compiler would read for them ("import EventEmitter
// = require('events'); export declare class Balancer extends
// EventEmitter {}"), scanned with @types/node, and what each class
// inherits is kept with the API (dts.Result.Inherited), marked as
// inherited in a document focused on the class, so that a check sees the
// whole class and says a misspelt member does not exist.

// jsBasesFile names the declarations written for the classes' bases.
const jsBasesFile = "__jsbases.d.ts"

// followJSBases reads the members k's JavaScript classes inherit from
// Node's builtin modules (k.jsBases), with @types/node as followBases
// finds it: the project's, else the user's Node's from the registry.
func (p *Provider) followJSBases(ctx context.Context, rc *registry.Client, cfg *npmrc.Config, projectPath string, k *pkg) {
	if k.api == nil || k.inferred == "" || len(k.jsBases) == 0 || ctx.Value(basesKey{}) != nil {
		return
	}
	src, specs := jsBasesDecls(k.jsBases)
	if src == "" {
		return
	}
	ctx = context.WithValue(ctx, basesKey{}, true)
	var nk *pkg
	var err error
	from := "the project's"
	if _, installed := findInstalled(projectPath, "@types/node"); projectPath != "" && installed {
		nk, err = p.loadDependency(ctx, nil, nil, projectPath, "@types/node", "*")
	} else if rc != nil && cfg != nil {
		from = "from the registry, at the major of the node on PATH, else its latest"
		nk, _, err = p.userNodeTypes(ctx, rc, cfg)
	} else {
		err = fmt.Errorf("not installed and the registry cannot be asked")
	}
	if err != nil {
		p.log.Debug("@types/node for a JavaScript class's builtin base could not be read", "package", k.name, "error", err)
		return
	}
	entries := depEntries(nk, "")
	if len(entries) == 0 {
		return
	}
	deps := map[string]dts.Dep{}
	for _, spec := range specs {
		deps[spec] = dts.Dep{Files: nk.files, Entries: entries}
	}
	res := (&dts.Scanner{Files: map[string][]byte{jsBasesFile: []byte(src)}, Package: k.name, Deps: deps}).Scan([]string{jsBasesFile})
	read := 0
	for name := range k.jsBases {
		for key, inh := range res.Inherited {
			if key != name && !strings.HasPrefix(key, name+".") {
				continue
			}
			if k.jsBases[name].Prototype {
				if key != name {
					continue // a static's members: C has no statics of Base
				}
				inh = instanceMembers(inh)
			}
			if k.api.Inherited == nil {
				k.api.Inherited = map[string][]sdk.Symbol{}
			}
			k.api.Inherited[key] = inh
			read++
		}
		if unseen := res.UnseenBases[name]; len(unseen) > 0 {
			if k.api.UnseenBases == nil {
				k.api.UnseenBases = map[string][]string{}
			}
			k.api.UnseenBases[name] = unseen
		}
	}
	if read > 0 {
		k.notes = append(k.notes, fmt.Sprintf("Members the JavaScript classes inherit from Node's builtin modules are read from @types/node %s (%s).", nk.version, from))
	}
}

// jsBasesDecls writes the declarations of the classes whose base is a
// Node builtin's, one class each, with the bindings their bases are
// written through, and lists the modules they import. "" when no class
// has such a base (or none the declarations can name).
func jsBasesDecls(bases map[string]jsapi.Base) (src string, specs []string) {
	var imports, classes []string
	bound := map[string]string{} // local binding -> its import line
	for _, name := range slices.Sorted(maps.Keys(bases)) {
		b := bases[name]
		if !isNodeBuiltin(b.Spec) || !isIdent(name) || name == b.Local || !isIdent(b.Local) || !isIdent(b.Import) && b.Import != "*" {
			continue
		}
		line := fmt.Sprintf("import %s = require(%q);", b.Local, b.Spec)
		if b.Import != "*" {
			line = fmt.Sprintf("import { %s as %s } from %q;", b.Import, b.Local, b.Spec)
		}
		if prev, ok := bound[b.Local]; ok && prev != line {
			continue // one binding name, two modules: not written
		}
		if _, ok := bound[b.Local]; !ok {
			bound[b.Local] = line
			imports = append(imports, line)
		}
		classes = append(classes, fmt.Sprintf("export declare class %s extends %s {}", name, b.Expr))
		if !slices.Contains(specs, b.Spec) {
			specs = append(specs, b.Spec)
		}
	}
	if len(classes) == 0 {
		return "", nil
	}
	return strings.Join(imports, "\n") + "\n" + strings.Join(classes, "\n") + "\n", specs
}

// instanceMembers keeps the members a base's instances have: not its
// statics, which the declarations write as "static" members or as the
// declarations of a namespace merged with the class (Stream.Readable,
// EventEmitter.defaultMaxListeners).
func instanceMembers(inh []sdk.Symbol) []sdk.Symbol {
	var out []sdk.Symbol
	for _, s := range inh {
		if (s.Kind == "method" || s.Kind == "property") && !isStaticSig(s.Signature) {
			out = append(out, s)
		}
	}
	return out
}

// isStaticSig reports whether a member's declaration says static among
// the modifiers before its name.
func isStaticSig(sig string) bool {
	for _, w := range strings.Fields(sig) {
		switch w {
		case "static":
			return true
		case "public", "private", "protected", "readonly", "abstract", "declare", "override":
		default:
			return false
		}
	}
	return false
}
