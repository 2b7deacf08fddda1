package python

import (
	"context"
	"fmt"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/python/pyapi"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// addInherited lists, in a describe focused on a class, the members the
// class inherits from each base its declaration names, by name, read
// statically through the chain: bases in the package the outline does not
// list under their own name, in another installed distribution, or in
// the standard library of the interpreter the project uses. The first
// member from each base whose chain was read whole carries
// apicheck.InheritedMarker, so check_package_api, which reads this
// describe for a member the outline cannot place, says a misspelt one
// does not exist instead of "cannot tell"; a chain with a base that cannot
// be read (a compiled module without a stub) has its members listed
// without the marker.
func (k *pkg) addInherited(ctx context.Context, doc *sdk.Document) {
	if k.reader == nil || doc == nil || doc.Focus == "" {
		return
	}
	isClass := false
	have := map[string]bool{}
	for _, s := range doc.Symbols {
		if s.Name == doc.Focus && (s.Kind == "class" || s.Kind == "enum") {
			isClass = true
		}
		have[s.Name] = true
	}
	if !isClass {
		return
	}
	inh, ok := k.inherits(ctx, doc.Focus)
	if !ok {
		return
	}
	var stubs []sdk.Symbol
	var parts []string
	for _, b := range inh {
		from := b.From
		if from == "" {
			from = "Python's builtins"
		}
		marker := ""
		if b.Complete && b.Base != "" {
			marker = apicheck.InheritedMarker + b.Base + " (" + from + ")"
		}
		n := 0
		add := func(name, kind, sig string) {
			full := doc.Focus + "." + name
			if have[full] {
				return
			}
			have[full] = true
			if n == 0 {
				sig += marker
			}
			n++
			stubs = append(stubs, sdk.Symbol{Name: full, Kind: kind, Signature: sig, Parent: doc.Focus})
		}
		for _, m := range b.Members {
			sig := m.Name
			if m.Kind == "func" || m.Kind == "method" || m.Kind == "classmethod" || m.Kind == "staticmethod" {
				sig += "(…)"
			}
			add(m.Name, m.Kind, sig)
		}
		for _, a := range b.Attrs {
			add(a, "attribute", "self."+a)
		}
		for _, m := range b.Builtin {
			add(m, "member", m)
		}
		if b.Base == "" {
			if n > 0 {
				parts = append(parts, fmt.Sprintf("%d attributes its methods set on the instance", n))
			}
			continue
		}
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%d from %s (%s)", n, b.Base, from))
		}
		if n == 0 && marker != "" && b.From != "" {
			// Everything the base gives, the class declares again or an
			// earlier base gave: the check still needs to know the base
			// was read.
			stubs = append(stubs, sdk.Symbol{Name: doc.Focus + ".__bases__", Kind: "attribute", Parent: doc.Focus,
				Signature: "__bases__  # " + b.Base + " adds no member the class does not list" + marker})
		}
	}
	if m, ok := k.madeBy(ctx, doc.Focus); ok && m.Closed {
		// What the metaclass sets on each class it makes (a validator
		// class's rule tables): attributes of the class its body does
		// not write.
		n := 0
		for _, g := range m.Gives {
			full := doc.Focus + "." + g
			if have[full] || g == "mro" || strings.HasPrefix(g, "_") {
				continue
			}
			have[full] = true
			n++
			stubs = append(stubs, sdk.Symbol{Name: full, Kind: "attribute", Parent: doc.Focus,
				Signature: g + "  # set by the metaclass " + m.Meta})
		}
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%d the metaclass %s sets on the class", n, m.Meta))
		}
	}
	if len(stubs) == 0 {
		return
	}
	doc.Symbols = append(doc.Symbols, stubs...)
	if len(parts) > 0 {
		doc.Notes = append(doc.Notes, fmt.Sprintf("%s has members its body does not declare, listed by name (%s): read statically from their source, without running it.",
			doc.Focus, strings.Join(parts, ", ")))
	}
}

// noteUnread says, in a describe focused on a name the package imports
// from a module of its own that has no Python source or .pyi stub (a
// compiled extension: "from ._ext import Error"), that the name's
// signature, bases and members were not read: the import line alone
// must not pass for a declaration without any.
func (k *pkg) noteUnread(ctx context.Context, doc *sdk.Document) {
	if k.reader == nil || doc == nil || doc.Focus == "" {
		return
	}
	for _, s := range doc.Symbols {
		if s.Name != doc.Focus || s.Kind != "reexport" {
			continue
		}
		mod, ok := strings.CutPrefix(s.Signature, "from ")
		if !ok {
			return
		}
		mod, _, _ = strings.Cut(mod, " import ")
		r := k.reader(ctx)
		for _, o := range k.outlines {
			abs := mod
			if rest, ok := strings.CutPrefix(mod, "."); ok {
				if strings.Contains(doc.Focus, ".") || strings.HasPrefix(rest, ".") || rest == "" {
					continue // relative to a module the line does not name
				}
				abs = o.Root + "." + rest // a top-level name: imported by the package's __init__
			}
			if (abs == o.Root || strings.HasPrefix(abs, o.Root+".")) && !r.Exists(abs) {
				mod = abs
				doc.Notes = append(doc.Notes, fmt.Sprintf("%s comes from %s, which has no Python source or .pyi stub here (a compiled extension?): its signature (a class's bases and members) cannot be read statically; check_package_api answers from the names its binary spells.", doc.Focus, mod))
				return
			}
		}
		return
	}
}

// madeBy finds the class a document names, as inherits does, and
// reads how a metaclass of the tree makes it (pyapi.Package.MadeBy).
func (k *pkg) madeBy(ctx context.Context, name string) (pyapi.Made, bool) {
	r := k.reader(ctx)
	for _, o := range k.outlines {
		rels := []string{name}
		if rest, ok := strings.CutPrefix(name, o.Root+"."); ok {
			rels = []string{rest, name}
		}
		for _, rel := range rels {
			segs := strings.Split(rel, ".")
			for i := len(segs) - 1; i >= 0; i-- {
				mod := strings.Join(append([]string{o.Root}, segs[:i]...), ".")
				if !r.Exists(mod) {
					continue
				}
				if m, ok := r.MadeBy(mod, strings.Join(segs[i:], ".")); ok {
					return m, true
				}
				break
			}
		}
	}
	return pyapi.Made{}, false
}

// inherits finds the class a document names (relative to an outline's
// root, or prefixed with it) and lists what it inherits.
func (k *pkg) inherits(ctx context.Context, name string) ([]pyapi.Inherited, bool) {
	r := k.reader(ctx)
	for _, o := range k.outlines {
		rels := []string{name}
		if rest, ok := strings.CutPrefix(name, o.Root+"."); ok {
			rels = []string{rest, name}
		}
		for _, rel := range rels {
			segs := strings.Split(rel, ".")
			for i := len(segs) - 1; i >= 0; i-- {
				mod := strings.Join(append([]string{o.Root}, segs[:i]...), ".")
				if !r.Exists(mod) {
					continue
				}
				if inh, ok := r.Inherits(mod, strings.Join(segs[i:], ".")); ok {
					return inh, true
				}
				break
			}
		}
	}
	return nil, false
}
