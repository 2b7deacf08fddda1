package crateapi

import "strings"

// Found is the result of a lookup: an item (with Member set when the path
// named one of its methods or fields) or a module.
type Found struct {
	Path   string
	Item   *Item
	Member *Item
	Module *Module
	// Candidates are the full paths a name that is not a full path
	// matches when it matches items in more than one module (sync::Mutex
	// and unsync::Mutex for Mutex::lock); the lookup then fails.
	Candidates []string
}

// Lookup finds an item by path: "sync::Mutex", "Mutex", "Mutex::lock",
// "crate_name::sync::Mutex". A path naming a module finds the module. A
// full path (from the crate root) wins; otherwise a name is searched as
// the end of a path in every module, and when it ends paths of different
// items the lookup fails with them as Candidates: two same-named types of
// different modules are never taken one for the other.
func (c *Crate) Lookup(p string) (Found, bool) {
	// A raw identifier is named without its r# (flume::r#async is
	// listed as async, as rustdoc lists it).
	p = strings.ReplaceAll(p, "r#", "")
	p = strings.TrimSpace(strings.TrimPrefix(p, "crate::"))
	if c.Name != "" {
		p = strings.TrimPrefix(p, c.Name+"::")
	}
	if p == "" {
		return Found{}, false
	}
	for _, m := range c.Modules {
		if m.Path == p {
			return Found{Path: p, Module: m}, true
		}
	}
	if f, ok := c.throughAlias(p); ok {
		return f, true
	}
	// Exact path, then suffix match, each as item or item::member.
	for _, exact := range []bool{true, false} {
		var found []Found
		for _, m := range c.Modules {
			for _, it := range m.Items {
				ip := m.ItemPath(it)
				if match(ip, p, exact) {
					found = append(found, Found{Path: ip, Item: it})
					continue
				}
				for _, mem := range append(append([]*Item{}, it.Members...), it.Fields...) {
					if match(ip+"::"+mem.Name, p, exact) {
						found = append(found, Found{Path: ip, Item: it, Member: mem})
						break
					}
				}
			}
		}
		switch {
		case len(found) == 1 || len(found) > 1 && exact:
			return found[0], true
		case len(found) > 1:
			var paths []string
			for _, f := range found {
				n := f.Path
				if f.Member != nil {
					n += "::" + f.Member.Name
				}
				paths = append(paths, n)
			}
			return Found{Candidates: paths}, false
		}
	}
	return c.reexport(p)
}

// reexport finds, by its full path, another crate's item that a module
// re-exports and that is listed as its `pub use` line only (its
// declaration could not be read): an item of kind "re-export" whose
// signature is the line.
func (c *Crate) reexport(p string) (Found, bool) {
	for _, m := range c.Modules {
		for _, line := range m.Reexports {
			n := UseName(line)
			if n == "" {
				continue
			}
			if ip := joinMod(m.Path, n); ip == p {
				src := strings.TrimSuffix(strings.TrimPrefix(line, "pub use "), ";")
				it := &Item{Name: n, Kind: "re-export", Signature: line,
					Docs: "Re-exported from `" + src + "`, another crate's item: its declaration and documentation are that crate's (describe it there)."}
				return Found{Path: ip, Item: it}, true
			}
		}
	}
	return Found{}, false
}

// throughAlias finds a full path that goes through a re-export:
// "prelude::Graph::new" where prelude re-exports graph::Graph.
func (c *Crate) throughAlias(p string) (Found, bool) {
	for _, m := range c.Modules {
		if len(m.Aliases) == 0 {
			continue
		}
		rest := p
		if m.Path != "" {
			var ok bool
			if rest, ok = strings.CutPrefix(p, m.Path+"::"); !ok {
				continue
			}
		}
		name, tail, _ := strings.Cut(rest, "::")
		for _, a := range m.Aliases {
			if a.Name != name || a.Target == p {
				continue
			}
			target := a.Target
			if tail != "" {
				target += "::" + tail
			}
			if f, ok := c.exact(target); ok {
				return f, true
			}
		}
	}
	return Found{}, false
}

// exact finds an item, or an item's member, by its full path.
func (c *Crate) exact(p string) (Found, bool) {
	for _, m := range c.Modules {
		for _, it := range m.Items {
			ip := m.ItemPath(it)
			if ip == p {
				return Found{Path: ip, Item: it}, true
			}
			if rest, ok := strings.CutPrefix(p, ip+"::"); ok {
				for _, mem := range append(append([]*Item{}, it.Members...), it.Fields...) {
					if mem.Name == rest {
						return Found{Path: ip, Item: it, Member: mem}, true
					}
				}
			}
		}
	}
	return Found{}, false
}

func match(path, want string, exact bool) bool {
	if exact {
		return path == want
	}
	return strings.HasSuffix(path, "::"+want)
}

// Names lists item paths, for "did you mean" messages.
func (c *Crate) Names() []string {
	var out []string
	for _, m := range c.Modules {
		for _, it := range m.Items {
			out = append(out, m.ItemPath(it))
		}
	}
	return out
}

// Alternatives are the re-exports of another crate's item that a gated
// item's module makes under the item's name: the same name on the
// targets or features where the item's gate does not hold
// (remove_dir_all's remove_dir_all is its own function on windows and
// `pub use std::fs::remove_dir_all;` elsewhere), each an item of kind
// "re-export" whose signature is the line and whose gate is the line's.
func (c *Crate) Alternatives(f Found) []*Item {
	if f.Item == nil || f.Member != nil || f.Item.Gate == "" {
		return nil
	}
	modPath := strings.TrimSuffix(strings.TrimSuffix(f.Path, f.Item.Name), "::")
	var out []*Item
	for _, m := range c.Modules {
		if m.Path != modPath {
			continue
		}
		for _, line := range m.Reexports {
			if UseName(line) != f.Item.Name || m.ReexportGates[line] == f.Item.Gate {
				continue
			}
			src, _, _ := strings.Cut(strings.TrimSuffix(strings.TrimPrefix(line, "pub use "), ";"), " as ")
			out = append(out, &Item{Name: f.Item.Name, Kind: "re-export", Signature: line, Gate: m.ReexportGates[line],
				Docs: "Re-exported from `" + src + "`, another crate's item, where " + f.Item.Gate + " does not hold."})
		}
	}
	return out
}
