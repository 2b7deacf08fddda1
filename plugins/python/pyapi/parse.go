package pyapi

import (
	"slices"
	"strings"
)

// Def is one declaration.
type Def struct {
	Name string
	// Kind: func, class, enum, method, classmethod, staticmethod, property,
	// field, member (of an Enum), const, var, alias.
	Kind string
	// Signature is the declaration as Python would print it:
	// "def get(self, url, params=None, **kwargs) -> Response",
	// "class Session(SessionRedirectMixin)", "TIMEOUT = 30".
	Signature string
	// Doc is the cleaned docstring (inspect.cleandoc), empty when none.
	Doc        string
	Decorators []string
	Bases      []string
	// Members are a class's methods, properties, fields and Enum members,
	// in source order.
	Members []*Def
	// Overload marks an @overload variant; a name may have several.
	Overload bool
	// Dynamic, on a class, are module-level statements that give it
	// members at run time (setattr(cls, name, value) with a computed
	// name), which the reader cannot list.
	Dynamic []string
	// Loops, on a class, are loops in its body that bind an attribute
	// under each name of a collection imported into the module, which
	// Package reads (classns.go).
	Loops []ClassLoop
	// Factory, on a module function, is the class its body defines and
	// returns (factory.go).
	Factory *Factory
	// Attrs, on a class, are the public attributes its methods set on
	// the instance (self.level = level): names code reaches on an
	// instance that the class body does not bind.
	Attrs []string
	// Impl, on a name's first @overload variant, is the def after the
	// variants in a .py module: what runs, and what inspect.signature
	// reports.
	Impl *Def
	// Deprecated is the message of a @deprecated / @typing_extensions.deprecated decorator.
	Deprecated string
	Line       int
	// Rebound marks a name its scope binds more than once (a fallback,
	// a platform branch): the value that holds is for run time.
	Rebound bool
	// ForTypeCheckers, on a module-level name, is the declaration only
	// type checkers read in its place (an "if TYPE_CHECKING:" class
	// whose else branch binds the name to dict at run time).
	ForTypeCheckers *Def
	// FallbackFor, on a module-level name an "except ImportError:"
	// handler binds, is the import of its try body that binds the same
	// name: the definition holds only when that import fails
	// (httpcore's stub HTTP2Connection, without h2).
	FallbackFor *Import
	// TryDef, on a module-level name an "except ImportError:" handler
	// binds again, is the class or function its try body defined under
	// that name, and TryImports the imports of that try body: when they
	// work, the try body's definition is what the module holds
	// (Flask-Security-Too's AsaList, a SQLAlchemy TypeDecorator with an
	// empty stand-in for when SQLAlchemy is missing). Package keeps it
	// when the trees it reads hold those imports (tryDefs).
	TryDef     *Def
	TryImports []Import
	// ClassWrites, on a class, are the attributes its methods set
	// through their first parameter, or, in __new__, through the class
	// super().__new__ returns (klass.opts = ...): for a metaclass, what
	// it gives each class it makes. ClassOpen marks methods that may
	// set other names (setattr, __dict__, vars, exec, a write into the
	// namespace __new__ is handed): what such a metaclass gives cannot
	// be listed.
	ClassWrites []string
	ClassOpen   bool
	// SetsAttrs, on a module-level function, marks a body that calls
	// setattr: used as a class decorator, it may give the class members
	// its body does not list (pandas' @inherit_names).
	SetsAttrs bool
	// Wrapper, on a decorator that returns a function of its own
	// without copying the decorated one's metadata (no functools.wraps),
	// is that function's parameter list, "(self, *args, **kwargs)":
	// what inspect.signature reports for whatever it decorates
	// (wrapper.go).
	Wrapper string
	// Returns, on a module-level function, is each thing its body may
	// return, when every return statement returns a name it imports, a
	// name in a module it imports, or a name of its module (Module ""):
	// returns.go. Nil when any returns something else.
	Returns []Import
	// ReturnsFirst, on a module-level function, is what its first
	// return gives when nothing before it can be skipped or fail but
	// its imports (returns.go).
	ReturnsFirst *Import
}

// Import is one imported name.
type Import struct {
	// Module is the module as written: "os", ".sessions", "..", "".
	Module string
	// Name is the imported name for "from M import Name"; empty for
	// "import M".
	Name string
	// As is the local name bound (the alias, else Name, else M's first part).
	As string
	// Star marks "from M import *".
	Star bool
	// TypeChecking marks imports under "if TYPE_CHECKING:".
	TypeChecking bool
	// Explicit marks "import X as X" / "from M import X as X", the typing
	// convention for a re-export.
	Explicit bool
}

// Module is what Parse reads from one file.
type Module struct {
	Doc     string
	Defs    []*Def
	Imports []Import
	// All is __all__ when the module sets it (HasAll).
	All    []string
	HasAll bool
	// SetsAll: a statement sets or grows __all__, whether or not this
	// reader could read what it holds.
	SetsAll bool
	// AllFrom lists the modules (as written: "sessions", ".api") whose
	// __all__ is added to this one's (__all__ = a.__all__ + [...]).
	AllFrom []string
	// AllMay and AllMayFrom gather every name and module All and AllFrom
	// ever held, across assignments (one per branch of an if): with
	// AllOpen false, __all__ holds no name outside them and the __all__
	// of the AllMayFrom modules, whichever branches ran.
	AllMay, AllMayFrom []string
	// AllOpen: a statement sets or grows __all__ with what is not a
	// literal (a name bound to no literal list, a call, a comprehension,
	// another module's attribute other than its __all__), or in a loop or
	// function this reader does not follow: the names it holds are not
	// bounded by AllMay.
	AllOpen bool
	// PublicAt, when set, says __all__ is computed at run time from the
	// names bound so far ("[s for s in dir() if not s.startswith('_')]"):
	// the first PublicAt.Defs definitions and PublicAt.Imports imports
	// are what it holds (HasAll is false).
	PublicAt *Bound
	// FutureAnnotations marks "from __future__ import annotations".
	FutureAnnotations bool
	// Dynamic lists the module-level statements that bind names when the
	// module runs, out of a static reader's sight ("globals()[name] =
	// value", "globals().update(...)", "_g[name] = value" after
	// "_g = globals()").
	Dynamic []Dynamic
	// AddedDocs are the docstrings the module's add_newdoc calls attach
	// to other modules' objects (addeddoc.go).
	AddedDocs []AddedDoc
	// Getattr, when the module defines __getattr__ (PEP 562), is what
	// it may answer (getattr.go).
	Getattr *Getattr
	// Deleted are the names a module-level del statement unbinds
	// ("del _globals, _name").
	Deleted []string
	// Unpacked are the names a module-level unpacking of a computed
	// value binds, which Defs leaves out ("parse, iterparse, fromstring
	// = _generate_etree_functions(...)", defusedxml.ElementTree's):
	// bound all the same.
	Unpacked []string
	// FrameWriters are the module-level functions and classes whose
	// bodies write into their caller's namespace through its frame
	// (sys._getframe(1).f_locals[name] = value): a module-level call of
	// one binds names in the calling module (framewrites.go).
	FrameWriters []string
	// TopCalls are the names module-level statements call
	// ("Enum({...})", "x = f(...)"), to check against FrameWriters.
	TopCalls []string
	// Deprecated is the message of the deprecation warning the module
	// issues when imported (moduleDeprecation); empty when none.
	Deprecated string
	// Literals are the module-level names bound to a literal collection
	// of strings (a list, tuple, set or dict's keys) that nothing
	// changes, with the strings: what another module's class body may
	// loop over (classns.go).
	Literals map[string][]string
}

// Dynamic is one statement that binds names at run time.
type Dynamic struct {
	// Statement as written (shortened).
	Statement string
	// Prefixes, when set, are what every name it binds starts with: the
	// statement is in a loop that tests name.startswith("RLIM").
	Prefixes []string
	// MembersOf, when set, is the class whose enum members the statement
	// binds under their own names: "globals().update(RegexFlag.__members__)",
	// or a dict comprehension over "ns.__members__.items()" keyed by the
	// member's name. Package reads that class to list them.
	MembersOf string
	// From, when set, is the module (the local name it is bound to, as
	// written: "_psutil_posix", "np") whose names are the only ones the
	// statement binds: it stores each name of a loop over dir(M),
	// M.__all__, vars(M) or M.__dict__ under that name.
	From string
	// FromAll: the loop is over From's __all__ (not every name it has).
	FromAll bool
}

// Bound counts the definitions and imports a module has bound at one
// point.
type Bound struct{ Defs, Imports int }

// Parse reads the declarations of one Python source file.
func Parse(src []byte) *Module { return parseFor(src, nil) }

// parseFor is Parse for the runtime rt: the branches of an if whose test
// rt decides (runtime.go) are read only when they run.
func parseFor(src []byte, rt *Runtime) *Module {
	m := &Module{}
	stmts := tokenize(string(src))
	p := &parser{m: m, rt: rt}
	if len(stmts) > 0 && isDocString(stmts[0]) {
		m.Doc = cleandoc(literalValue(stmts[0].toks[0].text))
	}
	p.block(stmts, 0, len(stmts), nil, false)
	m.Deprecated = moduleDeprecation(stmts, m.Imports)
	setattrInDefs(m, stmts)
	p.noteAllMay()
	for _, st := range stmts {
		if len(st.toks) > 1 && st.toks[0].text == "__all__" && !p.allRead[&st.toks[0]] {
			// in a function (numpy's extend_all appends another
			// module's names when called), a loop, a branch not taken
			m.AllOpen = true
		}
	}
	if p.allAlias != "" && m.HasAll {
		if l, ok := p.lits[p.allAlias]; ok && !l.known {
			m.AllOpen = true // "__all__ = names" and later "names.append(x)"
		}
	}
	m.Getattr = readGetattr(p.getattrs, p.lits, m.All, m.HasAll && len(m.AllFrom) == 0)
	for n, l := range p.lits {
		if l.known {
			if m.Literals == nil {
				m.Literals = map[string][]string{}
			}
			m.Literals[n] = l.names
		}
	}
	m.Getattr = mergeGetattr(m.Getattr, p.swappedGetattr(m.All, m.HasAll && len(m.AllFrom) == 0))
	return m
}

type parser struct {
	m *Module
	// outer, for the parser of a class body, is the module being read.
	outer *Module
	// outerClass is the module-level class whose body this parser reads.
	outerClass *Def
	// rt, when set, decides tests of the interpreter (runtime.go).
	rt *Runtime
	// nsAliases are the module-level names bound to globals() ("_g =
	// globals()"): writes through them bind module names.
	nsAliases map[string]bool
	// modAliases are the module-level names bound to the module itself
	// ("module = sys.modules[__name__]"): setattr on them binds module
	// names.
	modAliases map[string]bool
	// allRead marks the statements setting or growing __all__ that were
	// read (by their first token): any other makes AllOpen.
	allRead map[*token]bool
	// allUnknown: __all__ was grown by what this reader cannot read;
	// growing it later does not make it known.
	allUnknown bool
	// allAlias is the name __all__ was last set to ("__all__ =
	// __implements__"): the same list, so what changes that name later
	// changes __all__.
	allAlias string
	// lastIfWasTypeChecking: the "else" of "if TYPE_CHECKING" runs at run time.
	lastIfWasTypeChecking bool
	// py3Taken: an "if" of the chain being read runs on every Python 3,
	// so its "elif" and "else" branches never do.
	py3Taken bool
	// typeChecking: the statement being read is for type checkers only;
	// typeOnly are the module-level definitions made so.
	typeChecking bool
	typeOnly     map[*Def]bool
	// fallbackOf, while an "except ImportError:" handler is read, are
	// the names its try body imported: what the handler binds under
	// those names is a fallback (Def.FallbackFor).
	fallbackOf map[string]Import
	// tryDefs, while an "except ImportError:" handler is read, are the
	// classes and functions its try body defined, and tryImps the
	// imports of that body: what the handler binds under those names
	// again is a stand-in (Def.TryDef).
	tryDefs map[string]*Def
	tryImps []Import
	// getattrs are the module's def __getattr__ bodies, and lits the
	// module-level names bound to literal collections of strings, which
	// those bodies may test the name against (getattr.go).
	getattrs []getattrBody
	lits     map[string]*literal
	// outerLits, for a class body, are the module's literal collections
	// read up to the class.
	outerLits map[string]*literal
	// modClasses are the module-level classes deriving from ModuleType,
	// modInstances the names bound to an instance of one, and swapped
	// the instance put in the module's place in sys.modules (swap.go).
	modClasses   map[string]*modClass
	modInstances map[string]*modInstance
	swapped      *modInstance
	// paramWriters maps each module-level function read so far to
	// whether its body writes into a namespace it is handed (framewrites.go).
	paramWriters map[string]bool
}

func isDocString(s stmt) bool {
	for _, t := range s.toks {
		if t.kind != tString {
			return false
		}
	}
	return len(s.toks) > 0 && !strings.ContainsAny(strings.ToLower(prefixOf(s.toks[0].text)), "bf")
}

func prefixOf(lit string) string {
	i := strings.IndexAny(lit, `'"`)
	if i < 0 {
		return ""
	}
	return lit[:i]
}

// docOf joins a docstring statement's literals.
func docOf(s stmt) string {
	var b strings.Builder
	for _, t := range s.toks {
		b.WriteString(literalValue(t.text))
	}
	return cleandoc(b.String())
}

// bodyEnd returns the end of the block starting at i whose statements are
// indented deeper than indent.
func bodyEnd(stmts []stmt, i, indent int) int {
	for i < len(stmts) && stmts[i].indent > indent {
		i++
	}
	return i
}

// headerColon returns the index of the depth-0 ':' ending a compound
// statement's header, or -1.
func headerColon(toks []token) int {
	d := 0
	lambda := 0
	for i, t := range toks {
		if t.kind == tName && t.text == "lambda" && d == 0 {
			lambda++
		}
		if t.kind != tOp {
			continue
		}
		switch t.text {
		case "(", "[", "{":
			d++
		case ")", "]", "}":
			d--
		case ":":
			if d == 0 {
				if lambda > 0 {
					lambda--
					continue
				}
				return i
			}
		}
	}
	return -1
}

// suite returns the statements of a compound statement's body: the inline
// part after the colon, or the indented block that follows.
func suite(stmts []stmt, i int) (inline []stmt, start, end int) {
	s := stmts[i]
	c := headerColon(s.toks)
	if c >= 0 && c+1 < len(s.toks) {
		return []stmt{{indent: s.indent + 1, line: s.line, toks: s.toks[c+1:]}}, i + 1, i + 1
	}
	end = bodyEnd(stmts, i+1, s.indent)
	return nil, i + 1, end
}

// block reads stmts[from:to], all at one level. cls is the enclosing
// class, nil at module level.
func (p *parser) block(stmts []stmt, from, to int, cls *Def, typeChecking bool) {
	var decorators []string
	var last *Def // the previous assignment, for an attribute docstring
	// tryImports are the names the try statement just read imported,
	// for the except handlers after it.
	var tryImports map[string]Import
	var tryDefs map[string]*Def
	var tryImps []Import
	for i := from; i < to; {
		s := stmts[i]
		toks := s.toks
		if len(toks) == 0 {
			i++
			continue
		}
		first := toks[0]
		next := i + 1
		p.typeChecking = typeChecking
		if first.kind == tOp && first.text == "@" {
			decorators = append(decorators, render(toks[1:]))
			if cls == nil {
				if len(toks) > 1 && toks[1].kind == tName && (len(toks) == 2 || toks[2].text == "(") {
					p.addTopCall(toks[1].text) // @use_c_impl calls it with the class
				}
			}
			i++
			continue
		}
		kw := ""
		if first.kind == tName {
			kw = first.text
		}
		if kw != "except" {
			tryImports, tryDefs, tryImps = nil, nil, nil
		}
		switch {
		case kw == "def" || kw == "async" && len(toks) > 1 && toks[1].text == "def":
			d := p.function(toks, decorators, cls != nil)
			_, _, end := suite(stmts, i)
			if d != nil {
				d.Line = s.line
				inline, bstart, bend := suite(stmts, i)
				if inline == nil && bstart < bend && isDocString(stmts[bstart]) {
					d.Doc = docOf(stmts[bstart])
				} else if len(inline) > 0 && isDocString(inline[0]) {
					d.Doc = docOf(inline[0])
				}
				if inline == nil {
					d.Wrapper = p.wrapperParams(toks, stmts, bstart, bend)
					d.SetsAttrs = cls == nil && callsSetattr(stmts[bstart:bend])
					if cls == nil {
						d.Returns = returnedRefs(toks, stmts, bstart, bend)
						d.ReturnsFirst = firstReturn(stmts, bstart, bend)
						d.Factory = p.factoryClass(toks, stmts, bstart, bend)
					}
				}
				writer := d.Name
				if cls != nil {
					writer = ""
					if p.outer != nil && p.outerClass == cls && (d.Name == "__init__" || d.Name == "__new__") {
						writer = cls.Name
					}
				}
				p.noteNSWrite(append(append([]stmt{}, inline...), stmts[bstart:bend]...), d.Name, writer, paramNames(toks))
				if cls == nil && d.Name == "__getattr__" {
					p.getattrs = append(p.getattrs, getattrBody{param: firstParam(toks), stmts: stmts, from: bstart, to: bend, inline: inline})
				}
				p.add(cls, d)
				if cls != nil {
					classSetattr(cls, d.Name, stmts, i)
					instanceAttrs(cls, stmts, i)
					metaWrites(cls, d.Name, toks, stmts, i)
				}
			}
			next = max(end, i+1)
			last = nil
		case kw == "class":
			d := p.class(toks, decorators)
			inline, bstart, bend := suite(stmts, i)
			if d != nil {
				d.Line = s.line
				if inline == nil && bstart < bend {
					if isDocString(stmts[bstart]) {
						d.Doc = docOf(stmts[bstart])
					}
					sub := &parser{m: &Module{}, rt: p.rt, outer: p.m, outerLits: p.lits}
					if p.outer != nil {
						sub.outer = p.outer
					} else if cls == nil {
						sub.outerClass = d
					}
					sub.block(stmts, bstart, bend, d, typeChecking)
				}
				if cls == nil {
					p.noteModuleClass(d, stmts, bstart, bend)
				}
				generatedInit(d, p.binds)
				p.add(cls, d)
			}
			next = max(bend, i+1)
			last = nil
		case kw == "if" || kw == "elif" || kw == "else" || kw == "try" || kw == "except" || kw == "finally" || kw == "with" || kw == "async" && len(toks) > 1 && toks[1].text == "with":
			tc := typeChecking || (kw == "if" || kw == "elif") && isTypeCheckingTest(toks)
			if kw == "else" && p.lastIfWasTypeChecking {
				tc = typeChecking
			}
			if kw == "if" || kw == "elif" {
				p.lastIfWasTypeChecking = isTypeCheckingTest(toks)
			}
			inline, bstart, bend := suite(stmts, i)
			imported, fallbackOf := len(p.m.Imports), p.fallbackOf
			prevTryDefs, prevTryImps := p.tryDefs, p.tryImps
			if cls == nil && kw == "except" && len(tryImports) > 0 && importHandler(toks) {
				p.fallbackOf = tryImports
			}
			if cls == nil && kw == "except" && len(tryDefs) > 0 && importHandler(toks) {
				p.tryDefs, p.tryImps = tryDefs, tryImps
			}
			var before map[*Def]bool
			if cls == nil && kw == "try" {
				before = make(map[*Def]bool, len(p.m.Defs))
				for _, d := range p.m.Defs {
					before[d] = true
				}
			}
			major := 0
			if kw == "if" || kw == "elif" {
				major = pythonMajorTest(toks)
				if major == 0 {
					// 1 → 3 (the branch runs, later ones do not), -1 → 2
					// (the branch does not run).
					major = map[int]int{1: 3, -1: 2}[p.runtimeTest(toks)]
				}
			}
			if kw == "if" {
				p.py3Taken = false
			}
			taken := p.py3Taken
			switch {
			case (kw == "elif" || kw == "else") && taken, major == 2:
				// A branch only Python 2 runs ("if PY2:", the "else" of
				// "if six.PY3:") binds nothing on the Python that imports
				// the package: future.types's class newbytes is its
				// submodule there.
			case cls == nil && kw == "if" && isMainTest(toks):
				// if __name__ == "__main__": runs as a script only; an
				// import binds nothing it holds (rich.align's demo
				// imports Console there).
			case inline != nil:
				p.block(inline, 0, len(inline), cls, tc)
			default:
				p.block(stmts, bstart, bend, cls, tc)
			}
			// The body read may hold chains of its own.
			p.py3Taken = taken || major == 3
			p.fallbackOf = fallbackOf
			p.tryDefs, p.tryImps = prevTryDefs, prevTryImps
			if cls == nil && kw == "try" {
				tryImports = namesImported(p.m.Imports[imported:])
				tryImps = append([]Import(nil), p.m.Imports[imported:]...)
				for _, d := range p.m.Defs {
					if !before[d] && (d.Kind == "class" || d.Kind == "enum" || d.Kind == "func") {
						if tryDefs == nil {
							tryDefs = map[string]*Def{}
						}
						tryDefs[d.Name] = d
					}
				}
			}
			next = max(bend, i+1)
			last = nil
		case kw == "for" || kw == "while" || kw == "match" && headerColon(toks) == len(toks)-1 && len(toks) > 2:
			inline, bstart, end := suite(stmts, i)
			if kw == "for" {
				p.loopTargets(cls, toks, s.line)
			}
			if kw == "for" && cls != nil {
				p.classLoop(cls, toks, append(append([]stmt{}, inline...), stmts[bstart:end]...))
			}
			if cls == nil {
				// A loop's body is not read for names, but one that
				// fills globals() binds names all the same, and one that
				// fills a table leaves it unknown.
				body := append(append([]stmt{}, inline...), stmts[bstart:end]...)
				if p.lits == nil {
					p.lits = map[string]*literal{}
				}
				if p.invertLoop(toks, body) {
					body = nil
				}
				for k, b := range body {
					if p.enumSetattr(toks, b.toks) {
						continue
					}
					n := len(p.m.Dynamic)
					p.dynamic(b.toks, guardPrefixes(body, k))
					if len(p.m.Dynamic) > n {
						p.m.Dynamic[n].From = namesFrom(toks, b.toks)
						p.m.Dynamic[n].FromAll = p.m.Dynamic[n].From != "" && strings.HasSuffix(render(toks[3:len(toks)-1]), ".__all__")
					}
					if len(b.toks) > 0 && b.toks[0].text == "__all__" && allOfEach(toks, b.toks) != nil && p.m.HasAll {
						p.noteAllRead(b.toks)
					}
					noteLiteral(p.lits, b.toks, p.literal)
					if mods := allOfEach(toks, b.toks); mods != nil && p.m.HasAll {
						// for submod in (context, error): __all__.extend(submod.__all__)
						// (pyzmq's zmq.sugar): each module's __all__
						p.m.AllFrom = append(p.m.AllFrom, mods...)
					}
				}
			}
			next = max(end, i+1)
			last = nil
		case kw == "del" && cls == nil:
			// del _globals, _name: names the module no longer binds
			p.m.Deleted = append(p.m.Deleted, delTargets(toks[1:])...)
			last = nil
		case kw == "del":
			// del color, num in a class body: attributes it no longer has
			for _, n := range delTargets(toks[1:]) {
				cls.Members = slices.DeleteFunc(cls.Members, func(d *Def) bool { return d.Name == n })
			}
			last = nil
		case kw == "import" || kw == "from" && len(toks) > 1:
			if cls == nil {
				p.imports(toks, typeChecking)
			} else {
				p.classImports(cls, toks, s.line)
			}
			last = nil
		case kw == "type" && len(toks) > 2 && toks[1].kind == tName && (toks[2].text == "=" || toks[2].text == "["):
			eq := indexOp(toks, "=")
			if eq > 0 {
				d := &Def{Name: toks[1].text, Kind: "alias", Signature: "type " + render(toks[1:eq]) + " = " + render(toks[eq+1:]), Line: s.line}
				p.add(cls, d)
				last = d
			}
		case first.kind == tString && cls == nil && i == 0:
			// module docstring, read by Parse
		case first.kind == tString && len(toks) == 1 || isDocString(s):
			if last != nil && last.Doc == "" {
				last.Doc = docOf(s)
			}
			last = nil
		default:
			if cls == nil {
				if p.lits == nil {
					p.lits = map[string]*literal{}
				}
				noteLiteral(p.lits, toks, p.literal)
				p.dynamic(toks, nil)
				p.noteCalls(toks)
				p.addedDocCall(toks)
				p.lazyImports(toks, typeChecking)
			} else {
				if p.lits == nil {
					p.lits = map[string]*literal{}
				}
				noteLiteral(p.lits, toks, p.classLiteral)
				p.classNSWrite(cls, toks)
			}
			last = p.simple(toks, cls, s.line)
		}
		decorators = nil
		i = next
	}
}

// loopTargets adds the names a for statement's header binds, in the
// module or, in a class body, the class (`for v in __version_info__:`,
// `for k, v in items:`; colored's `for color in names:` leaves back.color):
// after the loop the module has them (a del statement after it unbinds them,
// see Module.Deleted), so code can use them, and a check that said they
// do not exist would be wrong. A loop over nothing binds none; that is
// rare where a module loops at import time.
func (p *parser) loopTargets(cls *Def, toks []token, line int) {
	in, d := -1, 0
	for i := 1; i < len(toks) && in < 0; i++ {
		switch t := toks[i]; {
		case t.kind == tOp && (t.text == "(" || t.text == "["):
			d++
		case t.kind == tOp && (t.text == ")" || t.text == "]"):
			d--
		case d == 0 && t.text == "in" && t.kind != tOp:
			in = i
		}
	}
	if in < 2 || toks[len(toks)-1].text != ":" {
		return
	}
	sig := render(toks[:len(toks)-1])
	var walk func([]token)
	walk = func(target []token) {
		for _, el := range splitTop(target, ",") {
			if len(el) > 2 && (el[0].text == "(" || el[0].text == "[") && (el[len(el)-1].text == ")" || el[len(el)-1].text == "]") {
				walk(el[1 : len(el)-1])
				continue
			}
			if len(el) == 1 && el[0].kind == tName && !wordOps[el[0].text] {
				p.add(cls, &Def{Name: el[0].text, Kind: "var", Signature: sig, Line: line})
			}
		}
	}
	walk(toks[1:in])
}

func indexOp(toks []token, op string) int {
	d := 0
	for i, t := range toks {
		if t.kind != tOp {
			continue
		}
		switch t.text {
		case "(", "[", "{":
			d++
		case ")", "]", "}":
			d--
		default:
			if d == 0 && t.text == op {
				return i
			}
		}
	}
	return -1
}

// headerTest is the test of a compound statement's header ("if X:" → X).
func headerTest(toks []token) string {
	c := headerColon(toks)
	if c < 0 {
		c = len(toks)
	}
	return render(toks[1:c])
}

// isMainTest reports whether an if statement's test is __name__ ==
// "__main__" (either way round, either quote).
func isMainTest(toks []token) bool {
	test := strings.ReplaceAll(headerTest(toks), "'", `"`)
	return test == `__name__ == "__main__"` || test == `"__main__" == __name__`
}

// pythonMajorTest is 2 when an if's test holds only on Python 2 and 3
// when it holds on every Python 3, written with the flags compatibility
// layers name (six.PY2, compat.PY3, IS_PY3, PY3K) or with sys.version_info;
// 0 for any other test.
func pythonMajorTest(toks []token) int {
	test := strings.Join(strings.Fields(headerTest(toks)), " ")
	test = strings.TrimSuffix(strings.TrimPrefix(test, "("), ")")
	neg := false
	if t, ok := strings.CutPrefix(test, "not "); ok {
		neg, test = true, strings.TrimSpace(t)
	}
	if i := strings.LastIndexByte(test, '.'); i >= 0 && !strings.HasPrefix(test, "sys.version_info") {
		test = test[i+1:] // six.PY2, utils.PY3
	}
	major := 0
	switch strings.ToUpper(test) {
	case "PY2", "PY2K", "IS_PY2", "PYTHON2", "IS_PYTHON2":
		major = 2
	case "PY3", "PY3K", "IS_PY3", "PYTHON3", "IS_PYTHON3":
		major = 3
	}
	if major == 0 {
		switch strings.ReplaceAll(test, " ", "") {
		case "sys.version_info[0]==2", "sys.version_info[0]<3", "sys.version_info<(3,)", "sys.version_info<(3,0)", "sys.version_info.major==2", "sys.version_info.major<3":
			major = 2
		case "sys.version_info[0]==3", "sys.version_info[0]>=3", "sys.version_info[0]>2", "sys.version_info>=(3,)", "sys.version_info>=(3,0)", "sys.version_info>(3,)", "sys.version_info.major==3", "sys.version_info.major>=3", "sys.version_info.major>2":
			major = 3
		}
	}
	if neg && major != 0 {
		major = 5 - major
	}
	return major
}

// classImports records what an import statement in a class body binds:
// class attributes (dill's Pickler reads "from .settings import
// settings" so, and code reaches Pickler.settings).
func (p *parser) classImports(cls *Def, toks []token, line int) {
	sub := &parser{m: &Module{}}
	sub.imports(toks, false)
	for _, imp := range sub.m.Imports {
		if imp.Star || imp.As == "" {
			continue
		}
		sig := "import " + imp.Module + asClause(imp.Module, imp.As)
		if strings.HasPrefix(imp.Module, imp.As+".") {
			sig = "import " + imp.Module // "import os.path" binds os
		}
		if imp.Name != "" {
			sig = "from " + imp.Module + " import " + imp.Name + asClause(imp.Name, imp.As)
		}
		p.add(cls, &Def{Name: imp.As, Kind: "var", Signature: sig, Line: line})
	}
}

// callsSetattr reports whether stmts call the builtin setattr.
func callsSetattr(stmts []stmt) bool {
	for _, s := range stmts {
		for k, t := range s.toks {
			if t.kind == tName && t.text == "setattr" && k+1 < len(s.toks) && s.toks[k+1].text == "(" && (k == 0 || s.toks[k-1].text != ".") {
				return true
			}
		}
	}
	return false
}

// importHandler reports whether an except clause's header catches a
// failed import: "except ImportError:", ModuleNotFoundError, a tuple
// naming one, Exception, or a bare "except:".
func importHandler(toks []token) bool {
	c := headerColon(toks)
	if c < 0 {
		return false
	}
	if c == 1 {
		return true
	}
	for _, t := range toks[1:c] {
		if t.kind == tName && (t.text == "ImportError" || t.text == "ModuleNotFoundError" || t.text == "Exception" || t.text == "BaseException") {
			return true
		}
	}
	return false
}

// namesImported maps each name imports bind ("from M import Name",
// "import M") to its import.
func namesImported(imports []Import) map[string]Import {
	var out map[string]Import
	for _, imp := range imports {
		if imp.Star || imp.TypeChecking {
			continue
		}
		if out == nil {
			out = map[string]Import{}
		}
		out[imp.As] = imp
	}
	return out
}

func isTypeCheckingTest(toks []token) bool {
	test := headerTest(toks)
	return test == "TYPE_CHECKING" || strings.HasSuffix(test, ".TYPE_CHECKING")
}

// binds reports whether the module being read (or, for a nested block,
// the module around it) binds name so far: a definition or an import.
func (p *parser) binds(name string) bool {
	for _, m := range []*Module{p.m, p.outer} {
		if m == nil {
			continue
		}
		for _, d := range m.Defs {
			if d.Name == name {
				return true
			}
		}
		for _, imp := range m.Imports {
			if imp.As == name || imp.Star {
				return true
			}
		}
	}
	return false
}

// add records d in cls or the module. A later definition of the same name
// replaces an earlier one (Python rebinds), except that @overload variants
// accumulate and the implementation after them is dropped, a property's
// setter and deleter stay the getter, and a fallback without a docstring
// (try/except ImportError, version branches) does not replace a
// documented first definition.
func (p *parser) add(cls *Def, d *Def) {
	list := &p.m.Defs
	if cls != nil {
		list = &cls.Members
	}
	last, overloads := -1, false
	for i, o := range *list {
		if o.Name == d.Name {
			last = i
			overloads = overloads || o.Overload
		}
	}
	if imp, ok := p.fallbackOf[d.Name]; ok && cls == nil {
		d.FallbackFor = &imp
	}
	if td := p.tryDefs[d.Name]; td != nil && cls == nil && last >= 0 && (*list)[last] == td {
		d.TryDef, d.TryImports = td, p.tryImps
	}
	if cls == nil && p.typeChecking {
		if p.typeOnly == nil {
			p.typeOnly = map[*Def]bool{}
		}
		p.typeOnly[d] = true
	}
	switch {
	case last < 0:
		*list = append(*list, d)
	case cls == nil && !p.typeChecking && p.typeOnly[(*list)[last]] && (d.Kind == "var" || d.Kind == "const"):
		// What runs in place of a declaration for type checkers, an
		// assignment ("ResultDict = dict"): the one binding at run
		// time, not a fallback.
		d.ForTypeCheckers = (*list)[last]
		(*list)[last] = d
	case d.Overload:
		*list = append(*list, d)
	case overloads:
		// the implementation of the overloads above: kept on the first
		for _, o := range *list {
			if o.Name == d.Name && o.Overload {
				o.Impl = d
				break
			}
		}
	case (*list)[last].Kind == "property" && d.Kind == "property":
	case cls != nil && rewraps(d, (*list)[last]) != "":
		// "fuseoptref = classmethod(fuseoptref)" under the def: the
		// method itself, made a classmethod (or staticmethod or
		// property) the way decorators do
		(*list)[last].Kind = rewraps(d, (*list)[last])
	case (*list)[last].Doc != "" && d.Doc == "" && (*list)[last].Kind == d.Kind:
		(*list)[last].Rebound = true
	default:
		d.Rebound = true
		(*list)[last] = d
	}
}

// rewraps returns the kind a class-body assignment d gives the method
// prev of the same name when it wraps it by a call of classmethod,
// staticmethod or property, as code written before decorators does
// ("fuseoptref = classmethod(fuseoptref)"); "" for any other value.
func rewraps(d, prev *Def) string {
	if d.Kind != "var" || prev.Kind != "method" {
		return ""
	}
	lhs, value, ok := strings.Cut(d.Signature, " = ")
	if !ok || lhs != d.Name {
		return ""
	}
	for _, kind := range []string{"classmethod", "staticmethod", "property"} {
		if value == kind+"("+d.Name+")" {
			return kind
		}
	}
	return ""
}

// sysModulesItem reports whether toks are sys.modules[__name__] or
// sys.modules['name'] (python-prctl's "self = sys.modules['prctl']"):
// the module object, when the name is its own. Another module's, which
// setattr would bind names on instead, is taken for it too: this
// module's names are then "cannot tell", never wrongly said missing.
func sysModulesItem(toks []token) bool {
	if len(toks) != 6 || render(toks[:4]) != "sys.modules[" || toks[5].text != "]" {
		return false
	}
	return toks[4].text == "__name__" || toks[4].kind == tString
}

// dynamic records a module-level statement that binds names at run time
// through the module's namespace: a write to globals() (or to vars() or
// locals(), the same dict at module level) or to a name bound to it, or
// setattr on the module found in sys.modules. prefixes are what the
// names start with, when a loop around the statement says so.
func (p *parser) dynamic(toks []token, prefixes []string) {
	if len(toks) > 0 && toks[0].text == "__all__" {
		return // __all__ computed from globals() reads it (parser.all)
	}
	if p.swapStatement(toks) {
		return
	}
	ns := func(i int) int { // tokens of a namespace expression at i, or 0
		t := toks[i]
		if t.kind != tName || i > 0 && toks[i-1].text == "." {
			return 0
		}
		if (t.text == "globals" || t.text == "vars" || t.text == "locals") && i+2 < len(toks) && toks[i+1].text == "(" && toks[i+2].text == ")" {
			return 3
		}
		if p.nsAliases[t.text] {
			return 1
		}
		return 0
	}
	if len(toks) == 8 && toks[0].kind == tName && toks[1].text == "=" && sysModulesItem(toks[2:]) {
		if p.modAliases == nil {
			p.modAliases = map[string]bool{}
		}
		p.modAliases[toks[0].text] = true // module = sys.modules[__name__]: setattr on it later
		return
	}
	if len(toks) == 5 && toks[0].kind == tName && toks[1].text == "=" && ns(2) == 3 {
		if p.nsAliases == nil {
			p.nsAliases = map[string]bool{}
		}
		p.nsAliases[toks[0].text] = true // _g = globals(): written through later
		return
	}
	if len(toks) > 4 && toks[0].text == "setattr" && toks[1].text == "(" && toks[2].kind == tName && toks[3].text == "," {
		// setattr(codes, code._name_.lower(), int(code)): members of a
		// class of this module, made when it runs.
		for _, d := range p.m.Defs {
			if d.Name == toks[2].text && (d.Kind == "class" || d.Kind == "enum") && len(d.Dynamic) < maxDynamic {
				d.Dynamic = append(d.Dynamic, render(toks))
			}
		}
	}
	if d := p.classPassed(toks); d != nil && len(d.Dynamic) < maxDynamic {
		d.Dynamic = append(d.Dynamic, render(toks))
	}
	if n := ns(0); n > 0 && n < len(toks) && toks[n].text == "[" {
		// ns["name"] = v (or a constant expression of literals, as
		// kombu's 'kcah_acitats'[::-1].upper()): binds that one name.
		if j := matching(toks, n); j > n && indexOp(toks, "=") == j+1 && j+2 < len(toks) {
			if key, ok := constString(toks[n+1 : j]); ok && ValidName(key) {
				kind := "var"
				if isConstName(key) {
					kind = "const"
				}
				p.add(nil, &Def{Name: key, Kind: kind, Signature: key + " = " + render(toks[j+2:])})
				return
			}
		}
	}
	found := false
	for i := range toks {
		if n := ns(i); n > 0 {
			after := ""
			if i+n < len(toks) {
				after = toks[i+n].text
				if after == "." && i+n+1 < len(toks) {
					after += toks[i+n+1].text
				}
			}
			// ns[k] = v, ns.update(...), ns.setdefault(...)
			found = after == "[" && indexOp(toks, "=") > i || after == ".update" || after == ".setdefault" || after == ".__setitem__"
		} else if toks[i].text == "setattr" && i+8 <= len(toks) && toks[i+1].text == "(" && sysModulesItem(toks[i+2:i+8]) {
			found = true
		} else if toks[i].text == "setattr" && i+4 <= len(toks) && toks[i+1].text == "(" && p.modAliases[toks[i+2].text] && toks[i+3].text == "," {
			found = true
		} else if toks[i].text == "sys" && (i == 0 || toks[i-1].text == "=") && i+6 < len(toks) && render(toks[i:i+6]) == "sys.modules[__name__]" && toks[i+6].text == "=" {
			// sys.modules[__name__] = Wrapper(...): what code imports is
			// that object, whose attributes (a __getattr__ of its class)
			// this reader does not follow.
			found = true
		}
		if i == 0 && p.handsGlobals(toks) {
			found = true
		}
		if i == 0 && extendsPath(toks) {
			// __path__.append(dir): the package's submodules are also
			// those of another directory, which this reader does not
			// list as its own.
			found = true
		}
		if found {
			break
		}
	}
	if !found || len(p.m.Dynamic) >= maxDynamic {
		return
	}
	stmt := clipDynamic(render(toks))
	p.m.Dynamic = append(p.m.Dynamic, Dynamic{Statement: stmt, Prefixes: prefixes, MembersOf: membersUpdate(toks)})
}

// extendsPath reports whether toks add directories to the package's
// __path__ in place ("__path__.append(...)", ".extend", ".insert",
// "__path__ += ..."): its submodules are then also modules found there.
// An assignment ("__path__ = extend_path(__path__, __name__)", a
// namespace package's other portions) is not one.
func extendsPath(toks []token) bool {
	if len(toks) < 3 || toks[0].text != "__path__" {
		return false
	}
	if toks[1].text == "+=" {
		return true
	}
	return toks[1].text == "." && (toks[2].text == "append" || toks[2].text == "extend" || toks[2].text == "insert")
}

// membersUpdate returns X when toks are "globals().update(X.__members__)"
// or "globals().update({k: v for k, v in X.__members__.items()})": the
// statement binds X's enum members under their names, and nothing else.
func membersUpdate(toks []token) string {
	const head = "globals().update("
	if len(toks) < 8 || render(toks[:6]) != head || toks[len(toks)-1].text != ")" || matching(toks, 5) != len(toks)-1 {
		return ""
	}
	arg := toks[6 : len(toks)-1]
	if len(arg) == 3 && arg[0].kind == tName && arg[1].text == "." && arg[2].text == "__members__" {
		return arg[0].text
	}
	// {k: v for k, v in X.__members__.items()}
	if len(arg) != 17 || arg[0].text != "{" || arg[16].text != "}" {
		return ""
	}
	k, v := arg[1], arg[3]
	want := []string{k.text, ":", v.text, "for", k.text, ",", v.text, "in"}
	for i, w := range want {
		if arg[1+i].text != w {
			return ""
		}
	}
	if k.kind != tName || v.kind != tName || arg[9].kind != tName || render(arg[10:16]) != ".__members__.items()" {
		return ""
	}
	return arg[9].text
}

// classPassed returns the class of this module that a module-level call
// statement passes first ("ops.add_flex_arithmetic_methods(DataFrame)",
// "_instrument_class(MappedCollection)"): a function handed a class
// when the module runs may bind members on it (pandas 1.5 gives
// DataFrame its add, sub and mul this way), which no reader can list.
// Registrations ("MutableMapping.register(ParseResults)") record the
// class elsewhere and are left out; nil for any other statement.
func (p *parser) classPassed(toks []token) *Def {
	open := 0
	for open < len(toks) && (toks[open].kind == tName || toks[open].text == ".") {
		open++
	}
	if open == 0 || open+2 >= len(toks) || toks[open].text != "(" || toks[open+1].kind != tName || toks[len(toks)-1].text != ")" ||
		toks[open+2].text != "," && toks[open+2].text != ")" {
		return nil
	}
	if callee := toks[open-1].text; toks[open-1].kind != tName || callee == "setattr" || strings.Contains(strings.ToLower(callee), "register") {
		return nil // setattr is read on its own (dynamic)
	}
	for _, d := range p.m.Defs {
		if d.Name == toks[open+1].text && (d.Kind == "class" || d.Kind == "enum") {
			return d
		}
	}
	return nil
}

// guardPrefixes returns the prefixes that the if statements enclosing
// body[k] require of a name (if name.startswith("RLIM"): ...); nil when
// no enclosing if tests one.
func guardPrefixes(body []stmt, k int) []string {
	indent := body[k].indent
	for j := k - 1; j >= 0; j-- {
		h := body[j]
		if h.indent >= indent || len(h.toks) == 0 {
			continue
		}
		indent = h.indent
		if kw := h.toks[0].text; kw == "if" || kw == "elif" {
			if c := headerColon(h.toks); c > 0 {
				if pre := startsWith(h.toks[1:c]); len(pre) > 0 {
					return pre
				}
			}
		}
	}
	return nil
}

// startsWith returns the string prefixes a test requires of a name:
// x.startswith("RLIM"), x.startswith(("SIG", "CTRL_")), alone or joined
// by "and"; none from a test with "not" or "or", which does not require
// them.
func startsWith(toks []token) []string {
	for _, t := range toks {
		if t.kind == tName && (t.text == "not" || t.text == "or") {
			return nil
		}
	}
	var out []string
	for i := 0; i+3 < len(toks); i++ {
		if toks[i].text != "." || toks[i+1].text != "startswith" || toks[i+2].text != "(" {
			continue
		}
		for j := i + 3; j < len(toks) && toks[j].text != ")"; j++ {
			if toks[j].kind == tString {
				if v := literalValue(toks[j].text); v != "" && ValidName(v) {
					out = append(out, v)
				}
			} else if toks[j].text != "(" && toks[j].text != "," {
				break
			}
		}
	}
	return out
}

// maxDynamic and maxDynamicText bound what Module.Dynamic keeps: it
// names the mechanism, one statement says enough.
const (
	maxDynamic     = 4
	maxDynamicText = 80
)

// clipDynamic is s cut at maxDynamicText, an ellipsis saying so.
func clipDynamic(s string) string {
	if len(s) > maxDynamicText {
		return s[:maxDynamicText] + "…"
	}
	return s
}

// maxAttrs bounds the instance attributes kept per class.
const maxAttrs = 200

// instanceAttrs records on cls the public attributes the method at
// stmts[i] sets on self ("self.level = level", "self.x: int = 0",
// "self.a = self.b = None"), at any depth of its body.
func instanceAttrs(cls *Def, stmts []stmt, i int) {
	inline, bstart, bend := suite(stmts, i)
	body := append(append([]stmt{}, inline...), stmts[bstart:bend]...)
	for _, b := range body {
		t := b.toks
		for k := 0; k+3 < len(t) && len(cls.Attrs) < maxAttrs; k++ {
			if t[k].text != "self" || t[k+1].text != "." || t[k+2].kind != tName || k > 0 && t[k-1].text != "=" && t[k-1].text != "," {
				continue
			}
			if next := t[k+3].text; next != "=" && next != ":" && next != "," {
				continue
			}
			if n := t[k+2].text; isPublic(n) && !slices.Contains(cls.Attrs, n) {
				cls.Attrs = append(cls.Attrs, n)
			}
		}
	}
}

// metaWrites records on cls what its method (def toks, body at
// stmts[i]) sets on the object its first parameter names, or, in
// __new__, on the class super().__new__ (or type.__new__) returns
// (Def.ClassWrites), and whether it may set other names (ClassOpen).
func metaWrites(cls *Def, method string, toks []token, stmts []stmt, i int) {
	params := paramNames(toks)
	if len(params) == 0 {
		return
	}
	writers := map[string]bool{params[0]: true}
	ns := "" // the namespace __new__ is handed: writes into it add members
	if method == "__new__" {
		switch {
		case len(params) > 3 && !strings.HasPrefix(params[3], "*"):
			ns = params[3]
		case len(params) > 1 && strings.HasPrefix(params[1], "*") && !strings.HasPrefix(params[1], "**"):
			ns = strings.TrimPrefix(params[1], "*") + "[2]"
		}
	}
	inline, bstart, bend := suite(stmts, i)
	body := append(append([]stmt{}, inline...), stmts[bstart:bend]...)
	for _, b := range body {
		t := b.toks
		for k, tk := range t {
			switch {
			case tk.kind == tName && (tk.text == "setattr" || tk.text == "vars" || tk.text == "exec") && k+1 < len(t) && t[k+1].text == "(" && (k == 0 || t[k-1].text != "."),
				tk.text == "__setattr__",
				tk.text == "__dict__" && k+2 < len(t) && t[k+1].text == "." && (t[k+2].text == "update" || t[k+2].text == "setdefault" || t[k+2].text == "__setitem__"):
				cls.ClassOpen = true
			}
		}
		parts := splitTop(t, "=")
		for _, target := range parts[:max(len(parts)-1, 0)] {
			if strings.Contains(render(target), "__dict__[") {
				cls.ClassOpen = true // cls.__dict__[name] = value
			}
		}
		if len(parts) < 2 {
			if ns != "" && nsUpdate(t, ns) {
				cls.ClassOpen = true
			}
			continue
		}
		value := parts[len(parts)-1]
		if method == "__new__" && len(parts) == 2 && len(parts[0]) == 1 && parts[0][0].kind == tName {
			// klass = super().__new__(mcs, name, bases, attrs)
			if v := render(value); strings.Contains(v, ".__new__(") && (strings.HasPrefix(v, "super(") || strings.HasPrefix(v, "type.__new__(")) {
				writers[parts[0][0].text] = true
			}
		}
		for _, target := range parts[:len(parts)-1] {
			if len(target) > 1 && isOpen(target[0]) && matching(target, 0) == len(target)-1 {
				target = target[1 : len(target)-1]
			}
			for _, sub := range splitTop(target, ",") {
				nsName, indexed := strings.CutSuffix(ns, "[2]")
				if ns != "" && (indexed && strings.HasPrefix(render(sub), ns+"[") || !indexed && len(sub) > 1 && sub[0].text == nsName && sub[1].text == "[") {
					cls.ClassOpen = true // attrs[name] = value
				}
				if len(sub) == 3 && writers[sub[0].text] && sub[1].text == "." && sub[2].kind == tName && !slices.Contains(cls.ClassWrites, sub[2].text) && len(cls.ClassWrites) < maxAttrs {
					cls.ClassWrites = append(cls.ClassWrites, sub[2].text)
				}
			}
		}
	}
}

// nsUpdate reports whether t calls ns.update, ns.setdefault or
// ns.__setitem__ ("args[2].update(...)" for ns "args[2]") with anything
// but a dict literal whose keys are all dunder strings (Cerberus sets
// '__doc__' so).
func nsUpdate(t []token, ns string) bool {
	name, indexed := strings.CutSuffix(ns, "[2]")
	for k := range t {
		if t[k].text != name || k > 0 && t[k-1].text == "." {
			continue
		}
		j := k + 1
		if indexed {
			if k+3 >= len(t) || t[k+1].text != "[" || t[k+2].text != "2" || t[k+3].text != "]" {
				continue
			}
			j = k + 4
		}
		if j+2 >= len(t) || t[j].text != "." || t[j+2].text != "(" {
			continue
		}
		switch t[j+1].text {
		case "setdefault", "__setitem__":
			return true
		case "update":
		default:
			continue
		}
		if j+3 >= len(t) || t[j+3].text != "{" {
			return true
		}
		end := matching(t, j+3)
		if end < 0 {
			return true
		}
		for _, part := range splitTop(t[j+4:end], ",") {
			if len(part) == 0 {
				continue
			}
			c := indexOp(part, ":")
			if c != 1 || part[0].kind != tString {
				return true
			}
			if v := literalValue(part[0].text); !strings.HasPrefix(v, "__") || !strings.HasSuffix(v, "__") {
				return true
			}
		}
	}
	return false
}

// paramNames are the parameter names of a def's tokens, stars kept
// ("*args", "**kw").
func paramNames(toks []token) []string {
	open, end := paramParens(toks)
	if open < 0 || end <= open {
		return nil
	}
	var out []string
	for _, part := range splitTop(toks[open+1:end], ",") {
		n := ""
		for _, t := range part {
			if t.text == "*" || t.text == "**" {
				n += t.text
				continue
			}
			if t.kind == tName {
				n += t.text
			}
			break
		}
		if n != "" && n != "*" && n != "/" {
			out = append(out, n)
		}
	}
	return out
}

// setattrInDefs records on each module-level class of m a setattr on it
// by its name, with a name that is not a string literal, in the body of
// any function or method of the module (mdp's config, given has_<dep>
// for each optional dependency by "setattr(config, 'has_' + name, self)"
// in the __init__ of a class nested in it; a module-level install()
// that sets a class's members in a loop): members the class gains when
// that code runs, which no reader can list. A body whose parameters
// include the name sets attributes on what it is handed instead.
func setattrInDefs(m *Module, stmts []stmt) {
	classes := map[string]*Def{}
	for _, d := range m.Defs {
		if d.Kind == "class" || d.Kind == "enum" {
			classes[d.Name] = d
		}
	}
	if len(classes) == 0 {
		return
	}
	for i, s := range stmts {
		t := s.toks
		if len(t) < 2 || !(t[0].text == "def" || t[0].text == "async" && t[1].text == "def") {
			continue
		}
		params := paramNames(t)
		inline, bstart, bend := suite(stmts, i)
		for _, b := range append(append([]stmt{}, inline...), stmts[bstart:bend]...) {
			bt := b.toks
			for k := 0; k+5 < len(bt); k++ {
				if bt[k].text != "setattr" || bt[k+1].text != "(" || bt[k+3].text != "," || k > 0 && bt[k-1].text == "." {
					continue
				}
				cls := classes[bt[k+2].text]
				if cls == nil || len(cls.Dynamic) > 0 || slices.Contains(params, cls.Name) {
					continue
				}
				end := matching(bt, k+1)
				if end < k+4 {
					continue
				}
				if arg := splitTop(bt[k+4:end], ","); len(arg) > 0 && len(arg[0]) == 1 && arg[0][0].kind == tString {
					continue // setattr(C, "name", v): that one name
				}
				cls.Dynamic = append(cls.Dynamic, "in "+funcName(t)+": "+render(bt))
			}
		}
	}
}

// funcName is the name a def statement's header binds.
func funcName(toks []token) string {
	for i, t := range toks {
		if t.text == "def" && i+1 < len(toks) {
			return toks[i+1].text
		}
	}
	return ""
}

// classSetattr records on cls a setattr on the class itself (by its
// name, cls in a classmethod, self.__class__ or type(self): python-prctl's
// Capbset.__init__) in the body of its method at stmts[i] (hypothesis's
// settings._define_setting: setattr(settings, name, ...)): members the
// class gains when that runs, which no reader can list. __setattr__ is
// left out: what it sets, the code assigning it has written (mock's
// setattr(type(self), name, ...)).
func classSetattr(cls *Def, method string, stmts []stmt, i int) {
	if method == "__setattr__" {
		return
	}
	// cls is the class in a classmethod (its first parameter); a later
	// parameter of that name is a class the method is handed (Django's
	// Field.contribute_to_class(self, cls, name) sets the model's
	// attributes, not the field's).
	params := paramNames(stmts[i].toks)
	clsParam := len(params) == 0 || !slices.Contains(params[1:], "cls")
	inline, bstart, bend := suite(stmts, i)
	body := append(append([]stmt{}, inline...), stmts[bstart:bend]...)
	for _, b := range body {
		t := b.toks
		for k := 0; k+3 < len(t); k++ {
			obj := 1 // tokens of the object setattr is given
			switch {
			case k+6 < len(t) && render(t[k+2:k+5]) == "self.__class__":
				obj = 3
			case k+7 < len(t) && render(t[k+2:k+6]) == "type(self)":
				obj = 4
			case t[k+2].text != cls.Name && (t[k+2].text != "cls" || !clsParam):
				continue
			}
			if t[k].text == "setattr" && t[k+1].text == "(" && t[k+2+obj].text == "," &&
				(k == 0 || t[k-1].text != ".") && len(cls.Dynamic) < maxDynamic {
				if end := matching(t, k+1); end > k+3+obj {
					if arg := splitTop(t[k+3+obj:end], ","); len(arg) > 0 && privateLiteral(arg[0], body) {
						continue // one private name (pytest's Item marks its class warned)
					}
				}
				cls.Dynamic = append(cls.Dynamic, "in "+method+": "+render(t))
				return
			}
		}
	}
}

// privateLiteral reports whether name, a setattr's name argument in a
// method whose statements are body, is one private name: a string
// literal, or a local the body binds once, to a string literal ("attr_name
// = '_pytest_diamond_inheritance_warning_shown'").
func privateLiteral(name []token, body []stmt) bool {
	if len(name) != 1 {
		return false
	}
	lit := name[0]
	if lit.kind == tName {
		n := 0
		for _, b := range body {
			bt := b.toks
			for j := 0; j+1 < len(bt); j++ {
				if bt[j].kind == tName && bt[j].text == lit.text && (bt[j+1].text == "=" || bt[j+1].text == ":=" || bt[j+1].text == "+=" || bt[j+1].text == ",") && (j == 0 || bt[j-1].text != ".") {
					n++
					if j == 0 && bt[1].text == "=" && len(bt) == 3 && bt[2].kind == tString {
						lit = bt[2]
					}
				}
			}
		}
		if n != 1 || lit.kind != tString {
			return false
		}
	}
	if lit.kind != tString {
		return false
	}
	if prefix, _, _ := strings.Cut(strings.ReplaceAll(lit.text, `"`, "'"), "'"); strings.ContainsAny(prefix, "fF") {
		return false // an f-string computes its name
	}
	v := literalValue(lit.text)
	return strings.HasPrefix(v, "_") && ValidName(v)
}

// enumSetattr reads "for code in codes: setattr(codes, code._name_.lower(),
// value)" (httpx's codes, for requests compatibility): over an enum of
// this module, each member's name lower- or upper-cased becomes an
// attribute of the enum, which it records on the enum's Def as a field.
// It reports whether the statement was read so.
func (p *parser) enumSetattr(header, toks []token) bool {
	if len(header) != 5 || header[0].text != "for" || header[1].kind != tName || header[2].text != "in" || header[3].kind != tName || header[4].text != ":" {
		return false
	}
	v, enum := header[1].text, header[3].text
	// setattr ( E , v . _name_ . lower ( ) , value )
	if len(toks) < 14 || toks[0].text != "setattr" || toks[1].text != "(" || toks[2].text != enum || toks[3].text != "," || toks[4].text != v ||
		toks[5].text != "." || (toks[6].text != "_name_" && toks[6].text != "name") || toks[7].text != "." ||
		(toks[8].text != "lower" && toks[8].text != "upper") || render(toks[9:12]) != "()," || matching(toks, 1) != len(toks)-1 {
		return false
	}
	var d *Def
	for _, x := range p.m.Defs {
		if x.Name == enum && x.Kind == "enum" {
			d = x
		}
	}
	if d == nil {
		return false
	}
	value := toks[12 : len(toks)-1]
	var add []*Def
	for _, m := range d.Members {
		if m.Kind != "member" {
			continue
		}
		n := strings.ToLower(m.Name)
		if toks[8].text == "upper" {
			n = strings.ToUpper(m.Name)
		}
		var sig []string
		for _, t := range value {
			if t.kind == tName && t.text == v {
				sig = append(sig, enum+"."+m.Name)
			} else {
				sig = append(sig, t.text)
			}
		}
		add = append(add, &Def{Name: n, Kind: "field", Signature: n + " = " + strings.Join(sig, ""), Line: m.Line})
	}
	for _, a := range add {
		if !slices.ContainsFunc(d.Members, func(x *Def) bool { return x.Name == a.Name }) {
			d.Members = append(d.Members, a)
		}
	}
	return true
}

// namesFrom returns M when the loop header reads "for k in dir(M):"
// (or M.__all__, vars(M), M.__dict__, with .keys() or not) and toks,
// a statement in its body, stores under k itself ("ns[k] = ...",
// "setattr(mod, k, ...)"): every name it binds is one of M's. "" for
// any other loop or statement.
func namesFrom(header, toks []token) string {
	if len(header) < 6 || header[0].text != "for" || header[1].kind != tName || header[2].text != "in" || header[len(header)-1].text != ":" {
		return ""
	}
	k := header[1].text
	seq := render(header[3 : len(header)-1])
	seq = strings.TrimSuffix(seq, ".keys()")
	mod := ""
	for _, f := range []struct{ pre, post string }{{"dir(", ")"}, {"vars(", ")"}, {"", ".__all__"}, {"", ".__dict__"}} {
		if m, ok := strings.CutPrefix(seq, f.pre); ok {
			if m, ok = strings.CutSuffix(m, f.post); ok && ValidName(m) {
				mod = m
			}
		}
	}
	if mod == "" {
		return ""
	}
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].text == "[" && toks[i+1].text == k && toks[i+2].text == "]" && indexOp(toks, "=") == i+3 {
			return mod
		}
		if toks[i].text == "setattr" && i+5 < len(toks) && toks[i+1].text == "(" && toks[i+2].kind == tName && toks[i+3].text == "," && toks[i+4].text == k && toks[i+5].text == "," {
			return mod
		}
	}
	return ""
}

// allOfEach returns the modules a loop header "for m in (a, b):" names
// when its body statement grows __all__ by each one's (__all__.extend(m.__all__),
// __all__ += m.__all__); nil otherwise.
func allOfEach(header, toks []token) []string {
	if len(header) < 6 || header[0].text != "for" || header[1].kind != tName || header[2].text != "in" || header[len(header)-1].text != ":" {
		return nil
	}
	v := header[1].text
	seq := header[3 : len(header)-1]
	if len(seq) < 2 || (seq[0].text != "(" && seq[0].text != "[") || matching(seq, 0) != len(seq)-1 {
		return nil
	}
	var mods []string
	for _, el := range splitTop(seq[1:len(seq)-1], ",") {
		if len(el) == 0 {
			continue
		}
		if len(el) != 1 || el[0].kind != tName {
			return nil
		}
		mods = append(mods, el[0].text)
	}
	switch render(toks) {
	case "__all__.extend(" + v + ".__all__)", "__all__ += " + v + ".__all__":
		return mods
	}
	return nil
}
