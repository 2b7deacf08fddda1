package dts

// Global declarations: what a script file declares at its top level
// (@types/node's globals.d.ts: "declare namespace NodeJS { … }") and what
// a module puts in "declare global { … }" (buffer.d.ts's Buffer, in a
// global block inside declare module "node:buffer"). Every file of the
// program sees them, merged across files as the compiler merges them:
// Stream's base EventEmitter extends NodeJS.EventEmitter, whose members
// (on, once, emit) are declared in a global block of events.d.ts, and
// node:buffer exports the global Buffer that two files declare.

// maxGlobalFiles bounds the files whose globals are indexed.
const maxGlobalFiles = 200

// globalDecls returns the global declarations named name (a dotted name
// reaches into global namespaces: "NodeJS.EventEmitter"), interfaces
// and namespaces merged; nil when none is declared. The files are the
// entries' and the files they reference.
func (s *Scanner) globalDecls(name string) []*decl {
	if s.globals == nil {
		s.globals = s.indexGlobals()
	}
	if ds, ok := s.globals[name]; ok {
		return ds
	}
	ns, rest, dotted := cutDot(name)
	if !dotted {
		return nil
	}
	ds := s.globals[ns]
	// The merged declarations are kept under the dotted name, so that
	// every lookup of it gives the same ones (inherited's cycle guard
	// goes by declaration).
	defer func() { s.globals[name] = ds }()
	for dotted && len(ds) > 0 {
		var next []*decl
		var bodies []*module
		for _, d := range ds {
			if d.kind == "namespace" && d.body != nil {
				bodies = append(bodies, d.body)
			}
		}
		if len(bodies) == 0 {
			ds = nil
			break
		}
		ns, rest, dotted = cutDot(rest)
		for _, b := range bodies {
			for _, d := range b.decls {
				if d.name == ns {
					next = append(next, d)
				}
			}
		}
		ds = mergeNamespaces(mergeInterfaces(next))
	}
	return ds
}

func cutDot(name string) (head, rest string, ok bool) {
	for i := 0; i < len(name); i++ {
		if name[i] == '.' {
			return name[:i], name[i+1:], true
		}
	}
	return name, "", false
}

// indexGlobals lists, by name, the global declarations of the files the
// scanner's entries reach.
func (s *Scanner) indexGlobals() map[string][]*decl {
	out := map[string][]*decl{}
	var order []string
	add := func(ds []*decl) {
		for _, d := range ds {
			if d.name == "" {
				continue
			}
			if _, ok := out[d.name]; !ok {
				order = append(order, d.name)
			}
			out[d.name] = append(out[d.name], d)
		}
	}
	seen := map[string]bool{}
	var walk func(m *module, depth int)
	walk = func(m *module, depth int) {
		if m == nil || depth > 2 {
			return
		}
		for _, g := range m.globals {
			add(g.decls)
		}
		for _, a := range m.ambient {
			walk(a, depth+1)
		}
	}
	for _, e := range s.globalRoots() {
		for _, f := range s.referenced(e) {
			if seen[f] || len(seen) >= maxGlobalFiles {
				continue
			}
			seen[f] = true
			m := s.load(f)
			if m == nil {
				continue
			}
			if !m.hasExports {
				add(m.decls) // a script: its declarations are global
			}
			walk(m, 0)
		}
	}
	for _, n := range order {
		out[n] = mergeNamespaces(mergeInterfaces(out[n]))
	}
	return out
}

// globalRoots are the files whose references reach the program's
// globals: a Dep scanner's entries, else the entries being scanned.
func (s *Scanner) globalRoots() []string {
	if len(s.entries) > 0 {
		return s.entries
	}
	return s.scanned
}
