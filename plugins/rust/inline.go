package rust

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/rust/cargolock"
	"github.com/pkgdocs/pkgdocs/plugins/rust/cargomanifest"
	"github.com/pkgdocs/pkgdocs/plugins/rust/cargoreq"
	"github.com/pkgdocs/pkgdocs/plugins/rust/crateapi"
	"github.com/pkgdocs/pkgdocs/plugins/rust/cratename"
	"github.com/pkgdocs/pkgdocs/plugins/rust/rssrc"
)

// Bounds of inlining other crates' items at a crate's re-export paths: a
// facade re-exports crates that re-export crates, so depth and size are
// capped (the rest stays a `pub use` line).
const (
	maxInlineDepth = 3
	maxInlineItems = 20000
)

type inlineDepthKey struct{}

// inlineReexports lists, at the re-exporting paths, the items a crate
// re-exports from its dependencies (`pub use dep::Item;`, `pub use
// dep::module::*;`, `pub use dep::module;`), as rustdoc's pages do, when
// the dependency's source (or docs) can be had the way the crate's own
// was: the same directory source, vendor directory or registry, at the
// version the project's Cargo.lock (else the crate's requirement)
// resolves. A re-export of a whole crate (`pub use dep;`) stays one line,
// as rustdoc shows it. What cannot be read stays a `pub use` line.
func (p *Provider) inlineReexports(ctx context.Context, t *target, l *loaded) {
	c := l.api
	if c == nil || l.manifest == nil {
		return
	}
	depth, _ := ctx.Value(inlineDepthKey{}).(int)
	if depth >= maxInlineDepth {
		return
	}
	deps := map[string]cargomanifest.Dep{} // library name as code writes it → dependency
	for _, d := range l.manifest.Deps {
		if d.Kind == "dev" || d.Kind == "build" {
			continue
		}
		deps[strings.ReplaceAll(d.Key, "-", "_")] = d
	}
	for alias, name := range c.ExternAliases {
		if d, ok := deps[name]; ok {
			if _, taken := deps[alias]; !taken {
				deps[alias] = d
			}
		}
	}
	in := &inliner{c: c, placed: map[*crateapi.Item]string{}}
	for _, m := range c.Modules {
		for _, it := range m.Items {
			if _, ok := in.placed[it]; !ok {
				in.placed[it] = m.ItemPath(it)
			}
		}
	}
	apis := map[string]*crateapi.Crate{}
	var failed []string
	dctx := context.WithValue(ctx, inlineDepthKey{}, depth+1)
	for _, m := range append([]*crateapi.Module(nil), c.Modules...) {
		var keep []string
		for _, line := range m.Reexports {
			u, ok := parseUse(line)
			if !ok {
				keep = append(keep, line)
				continue
			}
			d, ok := deps[u.segs[0]]
			if !ok || len(u.segs) == 1 && !u.glob && !slices.Contains(m.Inline, line) || in.count >= maxInlineItems {
				keep = append(keep, line)
				continue
			}
			api, seen := apis[d.Key]
			if !seen {
				var err error
				api, err = p.depAPI(dctx, t, d)
				if err != nil {
					failed = append(failed, fmt.Sprintf("%s (%v)", d.Name, err))
					p.log().Debug("re-exported crate", "crate", t.name, "dependency", d.Name, "error", err)
				}
				apis[d.Key] = api
			}
			if api == nil || !in.place(m, api, u) {
				keep = append(keep, line)
			}
		}
		m.Reexports = keep
	}
	in.resolveLocal()
	if len(failed) > 0 {
		l.notes = append(l.notes, "Items re-exported from "+strings.Join(failed, ", ")+" are listed as `pub use` lines only: that crate's source could not be read.")
	}
}

// depAPI loads a dependency's API from where the crate itself came from.
func (p *Provider) depAPI(ctx context.Context, t *target, d cargomanifest.Dep) (*crateapi.Crate, error) {
	l, err := p.depLoad(ctx, t, d)
	if err != nil {
		return nil, err
	}
	return l.api, nil
}

// depSource gives the scanner of crate t (loaded as l so far) the source
// of its normal dependencies, for the macros it calls by a path into one
// (see rssrc.ScanWith): at the version depAPI reads, as deep as inlining
// goes.
func (p *Provider) depSource(ctx context.Context, t *target, l *loaded) rssrc.DepSource {
	depth, _ := ctx.Value(inlineDepthKey{}).(int)
	if l.manifest == nil || depth >= maxInlineDepth {
		return nil
	}
	dctx := context.WithValue(ctx, inlineDepthKey{}, depth+1)
	return func(name string) (rssrc.Files, string, bool) {
		for _, d := range l.manifest.Deps {
			if d.Kind == "dev" || d.Kind == "build" || strings.ReplaceAll(d.Key, "-", "_") != name {
				continue
			}
			dl, err := p.depLoad(dctx, t, d)
			if err != nil || dl.files == nil {
				p.log().Debug("dependency's macros", "crate", t.name, "dependency", d.Name, "error", err)
				return nil, "", false
			}
			return dl.files, libRoot(dl), true
		}
		return nil, "", false
	}
}

// depLoad loads dependency d of crate t.
func (p *Provider) depLoad(ctx context.Context, t *target, d cargomanifest.Dep) (*loaded, error) {
	if d.Path != "" || d.Git != "" {
		return nil, fmt.Errorf("a path or git dependency")
	}
	sub := &target{name: d.Name, registry: t.registry, origin: t.origin, conf: t.conf, proj: t.proj, kind: t.kind}
	if d.Registry != "" && d.Registry != t.registry {
		o, err := t.conf.Resolve(d.Registry, p.cfg.Env)
		if err != nil {
			return nil, err
		}
		sub.registry, sub.origin = d.Registry, o
	}
	version := lockedDep(t, d.Name)
	cands, err := p.candidates(ctx, sub)
	if err != nil && version == "" {
		return nil, err
	}
	if version == "" {
		req, err := cargoreq.Parse(d.Req)
		if err != nil {
			return nil, fmt.Errorf("requirement %q: %w", d.Req, err)
		}
		if version = req.Best(cands); version == "" {
			return nil, fmt.Errorf("no version matches %q", d.Req)
		}
	}
	sub.version = version
	sub.entry = sub.find(version)
	return p.load(ctx, sub)
}

// lockedDep is the version of dependency name that the project's
// Cargo.lock gives the crate t, or "".
func lockedDep(t *target, name string) string {
	if t.proj == nil || t.proj.lock == nil {
		return ""
	}
	for _, pk := range t.proj.lock.Find(t.name) {
		if pk.Version != t.version {
			continue
		}
		for _, dep := range pk.Dependencies {
			n, v := cargolock.DepName(dep)
			if !cratename.Same(n, name) {
				continue
			}
			if v != "" {
				return v
			}
			if all := t.proj.lock.Find(name); len(all) == 1 {
				return all[0].Version
			}
		}
	}
	return ""
}

// use is one parsed `pub use` line.
type use struct {
	segs []string // path segments, without a leading ::
	glob bool
	name string // the name it is re-exported under
}

// parseUse reads "pub use a::b;", "pub use a::b as c;", "pub use a::*;".
func parseUse(line string) (use, bool) {
	s, ok := strings.CutPrefix(strings.TrimSpace(line), "pub use ")
	if !ok {
		return use{}, false
	}
	s = strings.TrimSuffix(strings.TrimSpace(s), ";")
	var u use
	if p, alias, ok := strings.Cut(s, " as "); ok {
		s, u.name = strings.TrimSpace(p), strings.TrimSpace(alias)
	}
	s = strings.TrimPrefix(s, "::")
	if rest, ok := strings.CutSuffix(s, "::*"); ok {
		s, u.glob = rest, true
	}
	for _, seg := range strings.Split(s, "::") {
		if seg == "" || strings.ContainsAny(seg, "{}, ") {
			return use{}, false
		}
		u.segs = append(u.segs, seg)
	}
	if len(u.segs) == 0 || u.name == "_" {
		return use{}, false
	}
	if u.name == "" {
		u.name = u.segs[len(u.segs)-1]
	}
	return u, true
}

// inliner places another crate's items into a crate's modules.
type inliner struct {
	c      *crateapi.Crate
	placed map[*crateapi.Item]string // item → the path it is listed at
	count  int
}

func (in *inliner) module(p string) *crateapi.Module {
	for _, m := range in.c.Modules {
		if m.Path == p {
			return m
		}
	}
	return nil
}

func moduleOf(c *crateapi.Crate, p string) *crateapi.Module {
	for _, m := range c.Modules {
		if m.Path == p {
			return m
		}
	}
	return nil
}

func joinPath(a, b string) string {
	if a == "" {
		return b
	}
	if b == "" {
		return a
	}
	return a + "::" + b
}

// place puts what u names in crate api into module m; false when the
// path is not found there.
func (in *inliner) place(m *crateapi.Module, api *crateapi.Crate, u use) bool {
	inner := strings.Join(u.segs[1:], "::")
	if u.glob {
		src := moduleOf(api, inner)
		if src == nil {
			// `pub use dep::BaudRate::*;`: an enum's variants, listed
			// as items of the module, as rustdoc lists them.
			return in.variants(m, api, inner, "", "")
		}
		in.copyInto(m, src, api, inner)
		return true
	}
	if src := moduleOf(api, inner); src != nil {
		dst := joinPath(m.Path, u.name)
		if in.module(dst) != nil {
			return true // the crate lists a module there already
		}
		nm := &crateapi.Module{Path: dst, Docs: src.Docs, Gate: src.Gate}
		in.c.Modules = append(in.c.Modules, nm)
		in.copyInto(nm, src, api, inner)
		return true
	}
	parent := moduleOf(api, strings.Join(u.segs[1:len(u.segs)-1], "::"))
	if parent == nil {
		// `pub use dep::Direction::Incoming;`: one variant.
		return len(u.segs) > 2 && in.variants(m, api, strings.Join(u.segs[1:len(u.segs)-1], "::"), u.segs[len(u.segs)-1], u.name)
	}
	last := u.segs[len(u.segs)-1]
	for _, it := range parent.Items {
		if it.Name == last {
			in.add(m, it, u.name)
			return true
		}
	}
	for _, a := range parent.Aliases {
		if a.Name == last {
			if it := itemAt(api, a.Target); it != nil {
				in.add(m, it, u.name)
				return true
			}
		}
	}
	return false
}

// variants lists in m the variants of the enum at path enum of api: all
// of them, or the one named only (under the name as); false when that
// path is no enum there.
func (in *inliner) variants(m *crateapi.Module, api *crateapi.Crate, enum, only, as string) bool {
	it := itemAt(api, enum)
	if it == nil || it.Kind != "enum" {
		return false
	}
	found := false
	for _, v := range it.Fields {
		if v.Kind != "variant" || only != "" && v.Name != only {
			continue
		}
		name := v.Name
		if only != "" {
			name = as
		}
		in.add(m, v, name)
		found = true
	}
	return found
}

// add lists it in m under name, or as an alias when the crate lists the
// same item elsewhere already.
func (in *inliner) add(m *crateapi.Module, it *crateapi.Item, name string) {
	for _, x := range m.Items {
		if x.Name == name {
			return // the module's own item wins over a re-export
		}
	}
	if at, ok := in.placed[it]; ok {
		if at != joinPath(m.Path, name) {
			m.Aliases = append(m.Aliases, crateapi.Alias{Name: name, Target: at})
		}
		return
	}
	x := it
	if name != it.Name {
		x = crateapi.Renamed(it, name)
	}
	in.placed[it] = joinPath(m.Path, name)
	m.Items = append(m.Items, x)
	in.count += 1 + len(it.Members)
}

// copyInto lists src's items (a module of api at path srcPath) in dst,
// and src's child modules under dst's path. Every item is placed at the
// module api lists it in before any re-export of it is: a function that
// a module re-exports beside the child module of the same name that
// declares it (stream::select_all and stream::select_all::select_all) is
// listed in that child, and named again in the parent.
func (in *inliner) copyInto(dst, src *crateapi.Module, api *crateapi.Crate, srcPath string) {
	fresh := dst.Path != "" && len(dst.Items) == 0 && len(dst.Aliases) == 0
	for _, it := range src.Items {
		in.add(dst, it, it.Name)
	}
	rebase := func(p string) (string, bool) {
		if srcPath == "" {
			return joinPath(dst.Path, p), true
		}
		if p == srcPath {
			return dst.Path, true
		}
		if rest, ok := strings.CutPrefix(p, srcPath+"::"); ok {
			return joinPath(dst.Path, rest), true
		}
		return "", false
	}
	dst.Reexports = append(dst.Reexports, src.Reexports...)
	if fresh {
		// A module of the other crate listed whole here: what its macros
		// make may be in it. (A glob into one of the crate's modules
		// does not bring the other crate's unexpanded calls along.)
		dst.Unexpanded = append(dst.Unexpanded, src.Unexpanded...)
	}
	type pair struct{ dst, src *crateapi.Module }
	copied := []pair{{dst, src}}
	for _, cm := range api.Modules {
		if cm == src || srcPath != "" && !strings.HasPrefix(cm.Path, srcPath+"::") || cm.Path == "" {
			continue
		}
		np, _ := rebase(cm.Path)
		if in.module(np) != nil || in.count >= maxInlineItems {
			continue
		}
		nm := &crateapi.Module{Path: np, Docs: cm.Docs, Gate: cm.Gate, Reexports: cm.Reexports, Unexpanded: cm.Unexpanded}
		in.c.Modules = append(in.c.Modules, nm)
		for _, it := range cm.Items {
			in.add(nm, it, it.Name)
		}
		copied = append(copied, pair{nm, cm})
	}
	for _, c := range copied {
		for _, a := range c.src.Aliases {
			if it := itemAt(api, a.Target); it != nil {
				in.add(c.dst, it, a.Name)
			}
		}
	}
}

// itemAt is the item at path p of api (not a member), nil when there is
// none. A path can name a module and an item both (a function re-exported
// beside the module of the same name): an alias is of the item.
func itemAt(api *crateapi.Crate, p string) *crateapi.Item {
	parent, name := "", p
	if i := strings.LastIndex(p, "::"); i >= 0 {
		parent, name = p[:i], p[i+2:]
	}
	if m := moduleOf(api, parent); m != nil {
		for _, it := range m.Items {
			if it.Name == name {
				return it
			}
		}
	}
	if f, ok := api.Lookup(p); ok && f.Item != nil && f.Member == nil {
		return f.Item
	}
	return nil
}

// resolveLocal resolves re-exports of the crate's own paths that a source
// reader could not find because they go through a re-export of another
// crate (`pub use crate::stream::StreamExt;` where `stream` is
// `pub use dep::stream;`), now that those are listed.
func (in *inliner) resolveLocal() {
	for _, m := range append([]*crateapi.Module(nil), in.c.Modules...) {
		var keep []string
		for _, line := range m.Unresolved {
			if strings.HasSuffix(line, " as _;") {
				// An import for its trait methods only: rustdoc lists
				// no name for it.
				m.Unexpanded = dropPrefixed(m.Unexpanded, strings.TrimSuffix(line, ";"))
				continue
			}
			u, ok := parseUse(line)
			if !ok || !in.local(m, u) {
				keep = append(keep, line)
				continue
			}
			m.Unexpanded = dropPrefixed(m.Unexpanded, strings.TrimSuffix(line, ";"))
		}
		m.Unresolved = keep
	}
}

// local places one crate-relative re-export; false when its target is
// still not found.
func (in *inliner) local(m *crateapi.Module, u use) bool {
	segs := u.segs
	base := m.Path
	switch segs[0] {
	case "crate":
		base, segs = "", segs[1:]
	case "self":
		segs = segs[1:]
	case "super":
		for len(segs) > 0 && segs[0] == "super" {
			if i := strings.LastIndex(base, "::"); i >= 0 {
				base = base[:i]
			} else {
				base = ""
			}
			segs = segs[1:]
		}
	}
	if len(segs) == 0 {
		return false
	}
	abs := joinPath(base, strings.Join(segs, "::"))
	if u.glob {
		src := in.module(abs)
		if src == nil || src == m {
			return false
		}
		in.sameItems(m, src)
		return true
	}
	if src := in.module(abs); src != nil {
		dst := joinPath(m.Path, u.name)
		if in.module(dst) != nil || src == m {
			return true
		}
		nm := &crateapi.Module{Path: dst, Docs: src.Docs, Gate: src.Gate}
		in.c.Modules = append(in.c.Modules, nm)
		in.sameItems(nm, src)
		return true
	}
	f, ok := in.c.Lookup(abs)
	if !ok || f.Item == nil || f.Member != nil || f.Path != abs && !in.aliased(abs) {
		return false
	}
	in.add(m, f.Item, u.name)
	return true
}

// aliased says whether p names an alias of its module ("io::AsyncRead"
// where io re-exports the root's AsyncRead).
func (in *inliner) aliased(p string) bool {
	mod, name := "", p
	if i := strings.LastIndex(p, "::"); i >= 0 {
		mod, name = p[:i], p[i+2:]
	}
	m := in.module(mod)
	if m == nil {
		return false
	}
	for _, a := range m.Aliases {
		if a.Name == name {
			return true
		}
	}
	return false
}

// sameItems lists in dst what module src of the crate lists: its items
// and the items it re-exports from elsewhere in the crate.
func (in *inliner) sameItems(dst, src *crateapi.Module) {
	for _, it := range src.Items {
		in.add(dst, it, it.Name)
	}
	for _, a := range src.Aliases {
		if f, ok := in.c.Lookup(a.Target); ok && f.Item != nil && f.Member == nil {
			in.add(dst, f.Item, a.Name)
		}
	}
}

func dropPrefixed(l []string, prefix string) []string {
	var out []string
	for _, s := range l {
		if !strings.HasPrefix(s, prefix) {
			out = append(out, s)
		}
	}
	return out
}
