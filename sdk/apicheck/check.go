package apicheck

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/signature"
)

// Ref is one name to check: Query as the agent wrote it (or as it reads
// in the snippet), Name the package-relative form when an extractor
// already knows it ("" to derive it from Query).
type Ref struct {
	Query string
	Name  string
	// FromCode marks a name found in the snippet.
	FromCode bool
}

// MaxNearest is how many nearest names a missing one gets.
const MaxNearest = 5

// typeKinds are the kinds whose members a name can reach through the type
// itself (Type.Method, Type.Field, Enum.Case, Namespace.fn).
var typeKinds = map[string]bool{
	"type": true, "struct": true, "interface": true, "class": true, "enum": true, "trait": true,
	"protocol": true, "namespace": true, "module": true, "union": true, "alias": true, "extension": true,
	"actor": true, "object": true, "typealias": true, "mod": true,
}

// Check looks ref up at this index's version. The verdict is Exists,
// Missing (with the nearest names) or OutOfReach; whether a missing name
// was added later or removed is for the caller to find by checking the
// same ref against other versions' indexes (Lookup).
func (ix *Index) Check(ref Ref) sdk.SymbolCheck {
	out := ix.check(ref)
	if ix.eco == "go" && out.Verdict == sdk.VerdictExists && goUnexported(out.Symbol) {
		// An unexported method a type gets from another package's
		// interface (listed so that the chain is seen to be read): in
		// the method set, but no code outside that package can use it,
		// as no unexported name of the package itself is listed.
		name := out.Symbol
		out = sdk.SymbolCheck{Query: out.Query, FromCode: out.FromCode, Verdict: sdk.VerdictMissing,
			Note: name + " is unexported: no code outside the package declaring it can use it"}
	}
	return out
}

// goUnexported reports whether a Go name's last element is unexported:
// it starts with a lower-case letter or an underscore.
func goUnexported(name string) bool {
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		name = name[i+1:]
	}
	r, _ := utf8.DecodeRuneInString(name)
	return unicode.IsLower(r) || r == '_'
}

func (ix *Index) check(ref Ref) sdk.SymbolCheck {
	out := sdk.SymbolCheck{Query: ref.Query, FromCode: ref.FromCode}
	key := ref.Name
	if key == "" {
		key = Key(ref.Query)
	} else {
		key = Key(key)
	}
	if key == "" {
		out.Verdict = sdk.VerdictMissing
		out.Note = "not a name"
		return out
	}
	if c, ok := ix.checkPath(out, key); ok {
		return c
	}
	if s, ok := ix.Lookup(key); ok {
		fill(&out, s)
		return out
	}
	if s, ok := ix.moduleItself(key); ok {
		fill(&out, s)
		return out
	}
	if s, ok := ix.pyPackageItself(key); ok {
		fill(&out, s)
		return out
	}
	rel, dropped := ix.memberPath(key)
	if m, ok := ix.resolve(rel, 0); ok {
		fill(&out, m)
		if m.Kind == "member" {
			out.Note = m.Doc
		}
		return out
	}
	// A member: the longest prefix that resolves, and the member after it
	// that does not.
	segs := strings.Split(rel, ".")
	for n := len(segs) - 1; n >= 1; n-- {
		parent, member := strings.Join(segs[:n], "."), segs[n]
		if ps, pok := ix.resolveParent(parent, 0); pok {
			kind := strings.ToLower(ps.Kind)
			// declare const output: { cosine: Cosine; … }: the value's
			// type is written out, and its members are listed with it.
			literal := ix.eco == "npm" && !typeKinds[kind] && (TSObjectLiteralType(ps.Signature) || ix.typeListed(ps))
			if target, isAlias := swiftAliasTarget(ix.eco, ps); isAlias {
				// typealias X = Y: X's members are Y's.
				ts, ok := ix.lookupParent(target)
				if target == "" || !ok || ts.Name == ps.Name || !typeKinds[strings.ToLower(ts.Kind)] {
					out.Verdict = sdk.VerdictOutOfReach
					out.Note = fmt.Sprintf("%s is a type alias (%s) of a type %s does not declare, so this check cannot see its members and cannot tell whether it has %s", ps.Name, OneLine(ps.Signature), ix.pkg, member)
					return out
				}
				ps, kind = ts, strings.ToLower(ts.Kind)
			}
			switch {
			case ix.eco == "npm" && kind == "alias" && otherModule(ps.Signature) != "":
				out.Verdict = sdk.VerdictOutOfReach
				out.Note = fmt.Sprintf("%s is re-exported from %s, whose declarations this check did not read, so it cannot tell whether %s has %s", ps.Name, otherModule(ps.Signature), ps.Name, member)
				return out
			case ix.eco == "swift" && kind == "extension":
				out.Verdict = sdk.VerdictOutOfReach
				out.Note = fmt.Sprintf("%s is declared outside %s, which extends it: %s is not among the members the package adds, and this check cannot see the others, so it cannot tell", ps.Name, ix.pkg, member)
				return out
			case ix.eco == "swift" && typeKinds[kind] && swiftGeneratedMembers(ps.Signature) != "":
				out.Verdict = sdk.VerdictOutOfReach
				out.Note = fmt.Sprintf("%s does not declare %s in its source, but is declared with %s: this check cannot tell", ps.Name, member, swiftGeneratedMembers(ps.Signature))
				return out
			case typeKinds[kind] && len(ix.unknownBases(ps)) > 0:
				out.Verdict = sdk.VerdictOutOfReach
				out.Note = fmt.Sprintf("%s does not declare %s, and inherits from %s, "+unseenBases, ps.Name, member, strings.Join(ix.unknownBases(ps), ", "))
				return out
			case typeKinds[kind] && ix.pyMetaclassOf(ps) != "":
				out.Verdict = sdk.VerdictOutOfReach
				out.Note = fmt.Sprintf("cannot tell statically: %s does not declare %s, and its class is made by the metaclass %s, which may give it members when it is created (this check does not run it)", ps.Name, member, ix.pyMetaclassOf(ps))
				out.Nearest = ix.Nearest(Key(ps.Name)+"."+member, MaxNearest)
				return out
			case !typeKinds[kind] && len(ix.pyReturned(ps)) > 0:
				return ix.checkReturned(out, ref, ps, strings.Join(segs[n:], "."))
			case !typeKinds[kind] && ix.pyFactory(ps) != "":
				out.Verdict = sdk.VerdictOutOfReach
				out.Note = fmt.Sprintf("cannot tell statically: %s is built at run time by %s, so its members exist only when the module runs (this check does not run it); read %s in full (describe with symbol)", ps.Name, ix.pyFactory(ps), ps.Name)
				return out
			case !typeKinds[kind] && ps.Kind != "" && ix.typeOf(ps) == "" && !literal:
				out.Verdict = sdk.VerdictOutOfReach
				out.Note = fmt.Sprintf("%s is a %s whose type this check cannot follow, so it cannot tell whether %s is on its value; read %s in full (describe with symbol)", ps.Name, ps.Kind, member, ps.Name)
				return out
			}
			owner := ps
			if !typeKinds[kind] && !literal {
				t := ix.typeOf(ps)
				ts, ok := ix.lookupParent(t)
				if !ok {
					// The value's declared type is none the package
					// exports (const Bold: Extension<BoldOptions>, of
					// another package): its members are not in view.
					out.Verdict = sdk.VerdictOutOfReach
					out.Note = fmt.Sprintf("%s is of type %s, which %s does not export (another package's type, or one it does not export), so this check cannot tell whether %s is on its value; read %s in full (describe with symbol)", ps.Name, t, ix.pkg, member, ps.Name)
					return out
				}
				owner = ts // the value's declared type
			}
			if idx := ix.tsIndex(owner); idx != "" {
				// type VisitorKeys = Record<string, …>: any string key.
				out.Verdict = sdk.VerdictOutOfReach
				out.Note = fmt.Sprintf("%s is indexed by any string key (%s), so %s may be one of its keys at run time; this check cannot tell", owner.Name, idx, member)
				return out
			}
			if gen := ix.generatedAt(Key(owner.Name), member); len(gen) > 0 {
				out.Verdict = sdk.VerdictOutOfReach
				out.Note = fmt.Sprintf("cannot tell: %s does not list %s, but it has items the package's docs could not list (read from source, without running it or expanding macros): %s", ix.display(Key(owner.Name)), member, strings.Join(gen, "; "))
				out.Nearest = ix.Nearest(Key(owner.Name)+"."+member, MaxNearest)
				return out
			}
			if owner.Name != ps.Name && len(ix.unknownBases(owner)) > 0 {
				out.Verdict = sdk.VerdictOutOfReach
				out.Note = fmt.Sprintf("%s is a %s, which does not declare %s and inherits from %s, "+unseenBases, ps.Name, owner.Name, member, strings.Join(ix.unknownBases(owner), ", "))
				return out
			}
			if ix.eco == "python" && (kind == "module" || typeKinds[kind] && pyPrivateMember(segs[n:]) && ix.ListsInherited(ps.Name)) && pyPrivate(segs[n:]) {
				out.Verdict = sdk.VerdictOutOfReach
				out.Note = fmt.Sprintf(pyPrivateNote, ix.display(rel), ix.display(parent))
				return out
			}
			if ix.eco == "rust" && len(segs) == n+1 {
				// AliasableVec::from, Type::as_ref: a trait's method.
				if trait, ok := ix.rustTraitMember(owner, member); ok {
					fill(&out, rustTraitSymbol(owner, member, trait))
					return out
				}
			}
			out.Verdict = sdk.VerdictMissing
			out.Nearest = ix.Nearest(Key(owner.Name)+"."+member, MaxNearest)
			if ix.eco == "swift" && !anyUnder(out.Nearest, ix.display(Key(owner.Name))) {
				// nothing on the type spelled alike: its own members
				// first, for a type this check sees whole
				near := append(ix.membersOf(owner.Name, MaxNearest), out.Nearest...)
				out.Nearest = near[:min(MaxNearest, len(near))]
			}
			if Key(owner.Name) != parent {
				out.Note = fmt.Sprintf("%s has no member %s", owner.Name, member)
			}
			return out
		}
	}
	// A value the checker cannot type: app.use, client.get. In Rust a
	// `first::` path is a module's (hash_map::Drain), never a value's.
	if first, member, ok := strings.Cut(rel, "."); ok && !dropped && isValueName(first) && !ix.knownPrefix(first) &&
		!(ix.eco == "rust" && strings.Contains(ref.Query, first+"::")) {
		_, last, _ := cutLast(rel)
		if !strings.Contains(member, ".") {
			last = member
		}
		on := ix.membersNamed(last, MaxNearest)
		if ix.eco == "python" && len(on) == 0 && ix.seesTopLevel(first) {
			// A Python package's namespace is its modules' names, all
			// seen: first is none of them (another package's module,
			// as in sympy.solve), and no class here has the member.
			out.Verdict = sdk.VerdictMissing
			out.Nearest = ix.Nearest(rel, MaxNearest)
			out.Note = fmt.Sprintf("%s has no module or name %s, and none of its classes declares %s", ix.pkg, first, last)
			return out
		}
		out.Verdict = sdk.VerdictOutOfReach
		out.Note = fmt.Sprintf("%q is a value in your code, not a name the package exports: the checker cannot tell its type", first)
		if len(on) > 0 {
			out.Note += fmt.Sprintf("; %s exists as a member of: %s", last, strings.Join(on, ", "))
		} else {
			out.Note += fmt.Sprintf("; no member named %s in the package's API", last)
		}
		return out
	}
	out.Nearest = ix.Nearest(rel, MaxNearest)
	// A module (or the top level) whose names are partly generated.
	segs = strings.Split(rel, ".")
	for n := len(segs) - 1; n >= 0; n-- {
		scope := strings.Join(segs[:n], ".")
		var gen []string
		// The scope as asked, and under each import name: a
		// distribution with several top-level modules lists its names
		// under them (pytest.X), while rel has the import name dropped
		// or never had it (from pytest import Instance).
		for _, sc := range ix.importScopes(scope, segs[n]) {
			for _, g := range ix.generatedAt(sc, segs[n]) {
				if !contains(gen, g) {
					gen = append(gen, g)
				}
			}
			if g, ok := ix.unlistedNames[sc][segs[n]]; ok && !contains(gen, g) {
				gen = append(gen, g)
			}
		}
		if len(gen) > 0 {
			where := "the package's top level"
			if scope != "" {
				where = ix.display(scope)
			}
			out.Verdict = sdk.VerdictOutOfReach
			out.Note = fmt.Sprintf("cannot tell: %s is not listed, but %s has names the package's docs could not list (read from source, without running it or expanding macros): %s", ix.display(rel), where, strings.Join(gen, "; "))
			return out
		}
	}
	// A single name on a package that is one class ("export =", or an
	// npm default export): the class's statics, which include what it
	// inherits from bases this check may not see. So is the first name
	// of a path none of whose names the package declares (Stream.Writable
	// on a class extending Node's Stream, whose statics include Stream).
	first, _, dotted := strings.Cut(rel, ".")
	if !dotted || !dropped && !ix.knownPrefix(first) {
		rel := first
		r, ok := ix.packageValue()
		if ok && !dotted && ix.namedBesideDefault(r) {
			// An ES module with named exports beside its default: a
			// single name is a named import (import { X }), which the
			// default export's statics never give.
			ok = false
		}
		if ok && !typeKinds[strings.ToLower(r.Kind)] {
			// A value: its declared type's members (axios: const
			// axios: AxiosStatic, whose bases hold get and post).
			if t, typed := ix.valueType(r); typed {
				if ub := ix.unknownBases(t); len(ub) > 0 {
					out.Verdict = sdk.VerdictOutOfReach
					out.Note = fmt.Sprintf("the package exports %s, of type %s, which does not declare %s and inherits from %s, "+unseenBases+", so it cannot tell", r.Name, t.Name, rel, strings.Join(ub, ", "))
					return out
				}
			} else if ann := ix.unfollowedType(r); ann != "" {
				if ee, isEquals := ix.exportEquals(); isEquals && ee.Name == r.Name {
					out.Verdict = sdk.VerdictOutOfReach
					out.Note = fmt.Sprintf("the package exports %s, of type %s, which this check cannot follow, so it cannot tell whether %s is on it; read %s in full (describe with symbol)", r.Name, ann, rel, r.Name)
					return out
				}
			}
		}
		if ok && typeKinds[strings.ToLower(r.Kind)] {
			if ub := ix.unknownBases(r); len(ub) > 0 {
				out.Verdict = sdk.VerdictOutOfReach
				out.Note = fmt.Sprintf("the package exports the class %s, which does not declare %s and inherits from %s, "+unseenBases+", so it cannot tell", r.Name, rel, strings.Join(ub, ", "))
				return out
			}
		}
	}
	if ix.eco == "python" && pyPrivate(strings.Split(rel, ".")) {
		out.Verdict = sdk.VerdictOutOfReach
		out.Note = fmt.Sprintf(pyPrivateNote, ix.display(rel), "the package's top level")
		return out
	}
	out.Verdict = sdk.VerdictMissing
	if ee, ok := ix.exportEquals(); ok && (rel == "default" || strings.HasPrefix(rel, "default.")) {
		// describe's symbol=default shows the module, as code importing
		// it with "import x from" gets it: say why the check differs.
		out.Note = fmt.Sprintf("%s is a CommonJS module (%s): it has no export named default, and require(...).default is undefined; `import x from` gives the module itself (%s) in Node's ES modules, and TypeScript accepts that import only under esModuleInterop or allowSyntheticDefaultImports", ix.pkg, OneLine(ee.Signature), ee.Name)
	}
	return out
}

// checkPath answers for a name written with a path from the package's
// top level (indexmap::Entry, jwt.decode_complete: its import name in
// front) that the outline lists only in a submodule (map::Entry,
// api_jws.decode_complete): the suffix a python or rust index keeps for
// a bare name, which code writes after importing it from wherever it
// lives. The path as written must bind it: the top level (or the module
// it names) does not, so it does not exist there, or, when that
// namespace binds names the outline cannot list (a generated or
// unlisted name, a star or glob import of what this check cannot see),
// cannot tell. Either way the note says where it does exist. ok is
// false when the path is bound as written, or not written from the top.
func (ix *Index) checkPath(out sdk.SymbolCheck, key string) (sdk.SymbolCheck, bool) {
	if len(ix.elsewhere) == 0 {
		return out, false
	}
	rel, dropped := ix.relative(key)
	if !dropped || !strings.HasSuffix(key, "."+rel) {
		return out, false // a bare name: from wherever code imported it
	}
	imp := strings.TrimSuffix(key, "."+rel)
	if ix.listedAsWritten(key) {
		return out, false // pytest.fail of a distribution with several roots
	}
	n, off := ix.offPath(rel)
	if !off {
		return out, false
	}
	segs := strings.Split(rel, ".")
	scope, name := strings.Join(segs[:n], "."), segs[n]
	for _, sc := range ix.importScopes(scope, name) {
		if ix.imported[sc][name] {
			return out, false // bound there by an import outside its __all__
		}
	}
	rest := strings.Join(segs[n+1:], ".")
	var at, near, keys []string
	for _, i := range ix.find(strings.Join(segs[:n+1], ".")) {
		k := Key(ix.syms[i].Name)
		if rest != "" {
			k += "." + rest
		}
		if !contains(keys, k) {
			keys = append(keys, k)
			near = append(near, ix.display(k))
			at = append(at, "`"+ix.display(imp+"."+k)+"`")
		}
	}
	for _, k := range ix.Nearest(rel, MaxNearest) {
		if !ix.elsewhere[Key(k)] && !contains(keys, Key(k)) {
			keys = append(keys, Key(k))
			near = append(near, k)
		}
	}
	out.Nearest = near[:min(MaxNearest, len(near))]
	where := ix.display(imp)
	if scope != "" {
		where = ix.display(imp + "." + scope)
	}
	also := fmt.Sprintf("it exists as %s: import it from there", strings.Join(at, ", "))
	var unseen []string
	for _, sc := range ix.importScopes(scope, name) {
		for _, g := range ix.generatedAt(sc, name) {
			if !contains(unseen, g) {
				unseen = append(unseen, g)
			}
		}
		if g, ok := ix.unlistedNames[sc][name]; ok && !contains(unseen, g) {
			unseen = append(unseen, g)
		}
	}
	if ix.globs[scope] || ix.globs["*"] {
		unseen = append(unseen, "a glob re-export of another crate's names (pub use …::*)")
	}
	if ix.eco == "python" && len(unseen) == 0 {
		// A module with __all__ binds what it imports beyond it, which
		// the outline lists only when the provider says so (an import
		// line as an unlisted name): without that, unseen.
		unseen = append(unseen, "the names it imports beyond its __all__, which the outline does not list")
	}
	if len(unseen) > 0 {
		out.Verdict = sdk.VerdictOutOfReach
		out.Note = fmt.Sprintf("cannot tell whether %s binds %s: the outline does not list it there, but %s has names the package's docs could not list (%s); %s", where, name, where, strings.Join(unseen, "; "), also)
		return out, true
	}
	out.Verdict = sdk.VerdictMissing
	out.Note = fmt.Sprintf("%s does not export %s (code writing %s fails); %s", where, name, ix.display(key), also)
	return out, true
}

// listedAsWritten reports whether a prefix of key of two segments or
// more is a path the outline lists (not only as a suffix): key names
// the package with its import name in front, as the outline of a
// distribution with several top-level modules lists its names.
func (ix *Index) listedAsWritten(key string) bool {
	segs := strings.Split(key, ".")
	for n := 2; n <= len(segs); n++ {
		p := strings.Join(segs[:n], ".")
		if len(ix.byKey[p]) > 0 && !ix.elsewhere[p] {
			return true
		}
	}
	return false
}

// offPath walks a dotted key from the top level and reports the first
// segment (its index) that the outline has only as a suffix of a longer
// path, not bound where the key puts it; off is false when each segment
// it lists is bound there (or the key leaves what the outline lists:
// a member reached through a type, or a name it does not have).
func (ix *Index) offPath(key string) (n int, off bool) {
	segs := strings.Split(key, ".")
	for n := range segs {
		p := strings.Join(segs[:n+1], ".")
		if len(ix.byKey[p]) == 0 {
			return 0, false
		}
		if ix.elsewhere[p] {
			return n, true
		}
	}
	return 0, false
}

// pyPrivateNote says why a Python private name or dunder the outline
// does not list is not said to be missing.
const pyPrivateNote = "%s is not listed: the outline lists the public API, and %s may bind private names and dunders besides (a leading underscore), so this outline alone cannot tell"

// pyPrivate reports whether a Python path has a private name or a
// dunder in it (_internal, __version__): a module binds such names, and
// the outline, which lists the public API, leaves them out.
func pyPrivate(segs []string) bool {
	return slices.ContainsFunc(segs, func(s string) bool { return strings.HasPrefix(s, "_") })
}

// pyPrivateMember reports whether a Python path under a class starts
// with a private member (_get_default, one leading underscore): the
// members a class inherits are listed public ones only, so under a
// class that lists them (ListsInherited) such a name may be a base's. A
// name with two stays checked: the language's dunders (__repr__,
// __init__) are known from its tables, a misspelt one (__niit__,
// __init_) is missing, and a name-mangled attribute is reached as
// _Class__name.
func pyPrivateMember(segs []string) bool {
	return len(segs) > 0 && strings.HasPrefix(segs[0], "_") && !strings.HasPrefix(segs[0], "__")
}

// importScopes is scope and scope under each import name whose module
// has names the outline could not list ("" → "pytest"; "sub" →
// "pytest.sub"), unless the path starts at a module or name the outline
// has (name is the segment asked for in scope).
func (ix *Index) importScopes(scope, name string) []string {
	out := []string{scope}
	first, _, _ := strings.Cut(scope, ".")
	if first == "" {
		first = name
	}
	if ix.isImportName(first) || ix.knownPrefix(first) {
		return out // under another top-level module (py.x): its own scope
	}
	for _, imp := range ix.imports {
		sc := imp
		if scope != "" {
			sc = imp + "." + scope
		}
		if _, ok := ix.unlisted[sc]; ok {
			out = append(out, sc)
		} else if _, ok := ix.unlistedNames[sc]; ok {
			out = append(out, sc)
		}
	}
	return out
}

// Lookup returns the symbol key (dotted, package-relative or not) names.
func (ix *Index) Lookup(key string) (sdk.Symbol, bool) {
	if l := ix.find(key); len(l) > 0 {
		return ix.best(l), true
	}
	if rel, ok := ix.relative(key); ok {
		if l := ix.find(rel); len(l) > 0 {
			return ix.best(l), true
		}
	}
	return sdk.Symbol{}, false
}

// maxDepth bounds how far resolve follows members, base types and the
// declared types of values.
const maxDepth = 6

// resolve finds what a dotted, package-relative key names: a symbol, or a
// member reached through types the index knows (a type's own members and
// declaration, its base types, the declared type of a value); a single
// name the package does not export at top level is also looked up on its
// default export (axios.get: the default export is a const of type
// AxiosStatic, which extends AxiosInstance, which extends Axios, which
// has get).
func (ix *Index) resolve(key string, depth int) (sdk.Symbol, bool) {
	if s, ok := ix.Lookup(key); ok {
		return s, true
	}
	if depth > maxDepth {
		return sdk.Symbol{}, false
	}
	parent, member, ok := cutLast(key)
	if !ok {
		if d, ok := ix.defaultExport(); ok && Key(d.Name) != key {
			if m, ok := ix.memberOf(d, key, depth+1); ok {
				return m, true
			}
		}
		// require(pkg).x where the package says "export = C" of a
		// class or function: x is a static member of C (ws's
		// EventEmitter, inherited from Node's EventEmitter).
		if r, ok := ix.exportEquals(); ok && Key(r.Name) != key {
			return ix.memberOf(r, key, depth+1)
		}
		return sdk.Symbol{}, false
	}
	ps, ok := ix.resolveParent(parent, depth+1)
	if !ok {
		return sdk.Symbol{}, false
	}
	return ix.memberOf(ps, member, depth+1)
}

// resolveParent is resolve preferring a type among symbols of one name.
func (ix *Index) resolveParent(key string, depth int) (sdk.Symbol, bool) {
	if s, ok := ix.lookupParent(key); ok {
		return s, true
	}
	return ix.resolve(key, depth)
}

// memberOf finds member on what ps names.
func (ix *Index) memberOf(ps sdk.Symbol, member string, depth int) (sdk.Symbol, bool) {
	if depth > maxDepth {
		return sdk.Symbol{}, false
	}
	kind := strings.ToLower(ps.Kind)
	if ix.eco == "npm" && member == "prototype" && (kind == "class" || kind == "function") {
		// Every class and function has a prototype.
		return sdk.Symbol{Name: ps.Name + "." + member, Kind: "property", Parent: ps.Name,
			Doc: fmt.Sprintf("the prototype every JavaScript %s has", kind)}, true
	}
	if !typeKinds[kind] {
		// The value's own members, as the outline lists them (a default
		// export typed by an interface the package does not export).
		if l := ix.find(Key(ps.Name) + "." + member); len(l) > 0 {
			return ix.best(l), true
		}
		if t := ix.typeOf(ps); t != "" {
			if ts, ok := ix.lookupParent(t); ok && ts.Name != ps.Name {
				return ix.memberOf(ts, member, depth+1)
			}
		}
		// An inline object type: interceptors: { request: ...; response: ... }
		if line := declares(ps.Signature, member); line != "" {
			return sdk.Symbol{Name: ps.Name + ix.sep() + member, Kind: "member", Signature: line, Parent: ps.Name,
				Doc: fmt.Sprintf("a member of %s's type, found in its declaration", ps.Name)}, true
		}
		if ix.eco == "npm" && ix.typeListed(ps) {
			// What every object, or every function, has.
			if what := jsBuiltinMember(member, ix.callable(ps)); what != "" {
				return sdk.Symbol{Name: ps.Name + "." + member, Kind: "member", Parent: ps.Name,
					Doc: fmt.Sprintf("a member every JavaScript %s has", what)}, true
			}
		}
		return sdk.Symbol{}, false
	}
	if l := ix.find(Key(ps.Name) + "." + member); len(l) > 0 {
		return ix.best(l), true
	}
	if target, isAlias := swiftAliasTarget(ix.eco, ps); isAlias {
		if ts, ok := ix.lookupParent(target); ok && target != "" && ts.Name != ps.Name && typeKinds[strings.ToLower(ts.Kind)] {
			return ix.memberOf(ts, member, depth+1)
		}
		return sdk.Symbol{}, false
	}
	if line := declares(ps.Signature, member); line != "" {
		return sdk.Symbol{Name: ps.Name + ix.sep() + member, Kind: "member", Signature: line, Parent: ps.Name,
			Doc: fmt.Sprintf("a member of %s %s, found in its declaration", ps.Kind, ps.Name)}, true
	}
	for _, b := range ix.bases(ps) {
		if bs, ok := ix.baseType(b, ps); ok {
			if m, ok := ix.memberOf(bs, member, depth+1); ok {
				return m, true
			}
		}
	}
	if ix.eco == "npm" {
		for _, b := range bases(ps.Signature) {
			if has, _ := tsLibMember(stripBalanced(b, '<', '>'), member); has {
				return sdk.Symbol{Name: ps.Name + "." + member, Kind: "member", Parent: ps.Name,
					Doc: fmt.Sprintf("a member %s inherits from %s (TypeScript's lib)", ps.Name, b)}, true
			}
		}
	}
	if ix.eco == "python" {
		// Every class is an object; many end in a builtin type.
		for _, b := range append(bases(ps.Signature), "object") {
			if _, ok := ix.baseType(b, ps); ok {
				continue
			}
			if has, _ := pyBuiltinMember(b, member); has {
				return sdk.Symbol{Name: ps.Name + "." + member, Kind: "member", Parent: ps.Name,
					Doc: fmt.Sprintf("a member %s inherits from %s (Python's builtins)", ps.Name, b)}, true
			}
		}
	}
	if ix.eco == "swift" {
		for _, b := range swiftBases(ps) {
			if has, _ := swiftStdlibMember(b, member); has {
				return sdk.Symbol{Name: ps.Name + "." + member, Kind: "member", Parent: ps.Name,
					Doc: fmt.Sprintf("a member %s gets from its conformance to %s (%s)", ps.Name, b, swiftProtocolSource(b))}, true
			}
		}
	}
	return sdk.Symbol{}, false
}

// baseType finds the type a base names: by its name, else (an import
// alias, as in Python's "from .sansio.blueprints import Blueprint as
// SansioBlueprint") a type of the package, other than ps, whose name ends
// the base's.
func (ix *Index) baseType(base string, ps sdk.Symbol) (sdk.Symbol, bool) {
	base = strings.TrimSpace(stripBalanced(base, '[', ']'))
	if bs, ok := ix.lookupParent(base); ok && bs.Name != ps.Name && (typeKinds[strings.ToLower(bs.Kind)] || bs.Kind == "") {
		// Only a type is a base: a value of that name (axios's
		// "Axios: typeof Axios" property, beside a class Axios the
		// outline does not list) is not the type it extends.
		return bs, true
	}
	if i := strings.LastIndexByte(base, '.'); i >= 0 {
		base = base[i+1:]
	}
	for _, s := range ix.syms {
		_, last, ok := cutLast(Key(s.Name))
		if !ok {
			last = Key(s.Name)
		}
		if s.Name != ps.Name && typeKinds[strings.ToLower(s.Kind)] && len(last) >= 4 && last != base && strings.HasSuffix(base, last) && len(base) > len(last) && isUpperAt(base, len(base)-len(last)) {
			return s, true
		}
	}
	return sdk.Symbol{}, false
}

// isUpperAt reports whether s has an upper-case letter at byte i (a word
// boundary in a PascalCase name).
func isUpperAt(s string, i int) bool { return i < len(s) && s[i] >= 'A' && s[i] <= 'Z' }

// defaultExport is the symbol a module's default export names, if any:
// "export default const axios: AxiosStatic", a symbol named default
// ("declare const axios: AxiosStatic; export default axios"), or the
// symbol "export default X" names.
func (ix *Index) defaultExport() (sdk.Symbol, bool) {
	for _, s := range ix.syms {
		if s.Parent != "" || !(s.Name == "default" || strings.HasPrefix(s.Signature, "export default ")) {
			continue
		}
		target, ok := strings.CutPrefix(strings.TrimSuffix(strings.TrimSpace(s.Signature), ";"), "export default ")
		if !ok || strings.ContainsAny(target, " :(") {
			// function swc(…) // exported as default
			target = DeclaredAs(s.Signature, "default")
		}
		if target != "" {
			if t, ok := ix.lookupParent(Key(target)); ok && t.Name != s.Name {
				return t, true
			}
		}
		return s, true
	}
	return sdk.Symbol{}, false
}

// moduleItself is what an npm package's own binding names when key is
// that binding alone ("express"): the value module.exports is ("export =
// e") or, failing that, the default export. "default" itself is not
// such a binding: an "export =" module has no export of that name (the
// TypeScript compiler's view, and require(...).default is undefined).
func (ix *Index) moduleItself(key string) (sdk.Symbol, bool) {
	if ix.eco != "npm" || key == "default" || !ix.isImportName(key) {
		return sdk.Symbol{}, false
	}
	if s, ok := ix.exportEquals(); ok {
		return s, true
	}
	return ix.defaultExport()
}

// pyPackageItself is the Python module or package key names when key
// is the module itself, not a name in it: a name the distribution is
// imported as (requests; bs4 for beautifulsoup4), or a path the outline
// lists names under without listing it (debian, for debian.deb822, when
// the outline spells names from their root: no symbol of the outline is
// that name, so what holds them is a module). Such a name exists: `import
// key` works; an outline lists what is in a module, not the module.
func (ix *Index) pyPackageItself(key string) (sdk.Symbol, bool) {
	if ix.eco != "python" || strings.HasPrefix(key, "_") && !strings.HasPrefix(key, "__") {
		return sdk.Symbol{}, false
	}
	if rest, ok := ix.underDottedImport(key); (ok && rest == "") || ix.isImportName(key) || ix.listsUnder(key) {
		return sdk.Symbol{Name: key, Kind: "module", Signature: "import " + key}, true
	}
	return sdk.Symbol{}, false
}

// moduleClass is the name of the class an npm package exports as the
// module itself ("export default class", "export = C", a CommonJS
// "module.exports = class"), which "new" on the default or required
// binding constructs; "" when the module is no class: a function called
// with new may return anything, so its members are not read from it.
func (ix *Index) moduleClass() string {
	if ix.eco != "npm" {
		return ""
	}
	for _, find := range []func() (sdk.Symbol, bool){ix.defaultExport, ix.exportEquals} {
		s, ok := find()
		if !ok {
			continue
		}
		if t, ok := ix.lookupParent(Key(s.Name)); ok && strings.EqualFold(t.Kind, "class") {
			return t.Name
		}
	}
	return ""
}

// otherModuleRE reads the module an npm re-export names: "export * as
// promises from 'node:fs/promises'", "export { X } from 'pkg'",
// "import * as X from 'pkg'".
var otherModuleRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:export|import)\b[^'"]*\bfrom\s+['"]([^'"]+)['"]`)
})

// otherModule is the module an npm re-export's signature names, "" when
// it is not one.
func otherModule(sig string) string {
	if m := otherModuleRE().FindStringSubmatch(sig); m != nil {
		return m[1]
	}
	return ""
}

// packageValue is what requiring the package gives when it is one
// value: its "export =" symbol, else (npm) its default export.
func (ix *Index) packageValue() (sdk.Symbol, bool) {
	if r, ok := ix.exportEquals(); ok {
		return r, true
	}
	if ix.eco == "npm" {
		return ix.defaultExport()
	}
	return sdk.Symbol{}, false
}

// namedBesideDefault reports whether r, the package's value, is an npm
// default export (not "export =") and the module exports other names at
// its top level too: the outline lists the module's named exports, so a
// single name it does not list is not one.
func (ix *Index) namedBesideDefault(r sdk.Symbol) bool {
	if ix.eco != "npm" {
		return false
	}
	if _, isEquals := ix.exportEquals(); isEquals {
		return false
	}
	for _, s := range ix.syms {
		if s.Parent == "" && s.Name != r.Name && s.Name != "default" && s.Kind != KindUnlisted {
			return true
		}
	}
	return false
}

// exportEquals is the value an npm module exports as a whole ("export =
// class WebSocket", "export = function f"): a class, function or
// variable, not a namespace (whose names are the module's own).
func (ix *Index) exportEquals() (sdk.Symbol, bool) {
	if ix.eco != "npm" {
		return sdk.Symbol{}, false
	}
	for _, s := range ix.syms {
		if s.Parent != "" || !strings.HasPrefix(s.Signature, "export = ") && !strings.HasPrefix(s.Signature, "module.exports = ") {
			continue // "module.exports =": the outline of a package without declarations
		}
		switch strings.ToLower(s.Kind) {
		case "class", "function", "var", "const", "let":
			return s, true
		}
	}
	return sdk.Symbol{}, false
}

var (
	basesRE      = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[^{\n]*?\b(?:extends|implements)\s+([^{\n]+)`) })
	pyBasesRE    = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^class\s+\w+\s*\(([^)]*)\)\s*:?\s*$`) })
	swiftBasesRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|final|internal|indirect)\s+)*(?:class|struct|protocol|actor|enum)\s+\w+(?:<[^>]*>)?\s*:\s*([^{]+?)(?:\s+where\s+.*)?\s*\{?\s*$`)
	})
	embeddedRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^\*?((?:[A-Za-z_]\w*\.)?[A-Z]\w*)(?:\[.*\])?\s*(?:` + "`[^`]*`" + `)?\s*(?://.*)?$`)
	})
	goOneLineBodyRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^type \w+(?:\[.*\])? (?:struct|interface)\{ (.+) \}$`)
	})
	tsTypeRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:readonly\s+)?(?:(?:const|let|var)\s+)?[\w$]+\??\s*:\s*(?:typeof\s+)?([A-Za-z_$][\w$.]*)\s*;?\s*$`)
	})
	goVarRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^var\s+\w+\s+(?:=\s*&?)?\*?([A-Z][\w.]*)`) })
	// A Rust re-export of the crate's own item, listed under its other path.
	rustReexportRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^pub use crate::([\w:]+?)(?:\s+as\s+\w+)?;$`) })
	// pyInstanceRE reads "name = Class(...)" (or "name: T = Class(...)").
	pyMetaclassRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^class\s+\w+\s*\(.*\bmetaclass\s*=\s*([A-Za-z_][\w.]*)`)
	})
	pyReturnsClassRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^\w+\s*=\s*[A-Za-z_]\w*\(\)\s*# -> type\[([A-Za-z_]\w*)\](?:\s*# returns one of: [\w., ]+)?$`)
	})
	// X = f()  # returns one of: unix.Unix, macos.MacOS: the classes the
	// provider read f's body to return
	pyReturnsOneOfRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^\w+\s*=\s*[A-Za-z_]\w*\(\)\s*(?:# -> type\[[A-Za-z_]\w*\]\s*)?# returns one of: ([\w.]+(?:, [\w.]+)*)$`)
	})
	pyInstanceRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^\w+\s*(?::[^=]+)?=\s*([A-Za-z_][\w.]*)\(`) })
)

// bases are the types a declaration extends or implements (TypeScript),
// or embeds (a Go struct's field lines that are only a type), without
// generic arguments.
func bases(sig string) (out []string) {
	// Swift outlines end a type's line with the conformances its
	// extensions add: "struct Errno: Hashable // extensions add: P, Q"
	if i := strings.Index(sig, " // extensions add: "); i >= 0 {
		rest := sig[i+len(" // extensions add: "):]
		if j := strings.IndexByte(rest, '\n'); j >= 0 {
			rest = rest[:j]
		}
		defer func() {
			for _, b := range strings.Split(stripBalanced(rest, '<', '>'), ",") {
				if b = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(b), "@unchecked")); b != "" {
					out = append(out, b)
				}
			}
		}()
		sig = sig[:i]
	}
	// Type parameters first: "interface Request<P, L extends Record<string,
	// any> = {}> extends core.Request<P>" extends core.Request only.
	if m := basesRE().FindStringSubmatch(stripBalanced(strings.ReplaceAll(sig, "=>", "->"), '<', '>')); m != nil {
		list := stripBalanced(m[1], '<', '>')
		if i := strings.Index(list, " //"); i >= 0 {
			list = list[:i] // "class default extends EventManager // exported as default"
		}
		list = strings.NewReplacer("implements", ",", "extends", ",").Replace(list)
		for _, b := range strings.Split(list, ",") {
			if b = strings.TrimSpace(b); b != "" {
				out = append(out, b)
			}
		}
	}
	// Python class X(A, B, metaclass=M); Swift class X: A, P where ...
	if m := pyBasesRE().FindStringSubmatch(OneLine(sig)); m != nil {
		// Subscripts first: "class Headers(typing.MutableMapping[str,
		// str])" has one base, not two.
		for _, b := range strings.Split(stripBalanced(m[1], '[', ']'), ",") {
			if b = strings.TrimSpace(b); b != "" && !strings.Contains(b, "=") {
				out = append(out, b)
			}
		}
	} else if m := swiftBasesRE().FindStringSubmatch(OneLine(sig)); m != nil {
		for _, b := range strings.Split(stripBalanced(m[1], '<', '>'), ",") {
			if b = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(b), "@unchecked")); b != "" {
				out = append(out, b)
			}
		}
	}
	return append(out, goEmbedded(sig)...)
}

// bases are the types s gets members from: those bases(s.Signature)
// reads, and in Go the type an alias names (type Status = status.Status:
// Status's methods are status.Status's, a type of another package that
// the outline does not declare).
func (ix *Index) bases(s sdk.Symbol) []string {
	out := bases(s.Signature)
	if ix.eco == "go" {
		if t := goAliasTarget(s.Signature); t != "" {
			out = append(out, t)
		}
	}
	return out
}

// goAliasTarget is the named type a Go alias declaration names, without
// "*" or type arguments ("type Opt[T any] = config.Optional[T]" →
// config.Optional), "" for another declaration, an alias of a type
// literal, or of a predeclared type without methods (type ID = string).
func goAliasTarget(sig string) string {
	m := goAliasRE().FindStringSubmatch(OneLine(sig))
	if m == nil {
		return ""
	}
	if goMemberless[m[1]] {
		return ""
	}
	return m[1] // another package's type, the package's own, or error
}

// goMemberless are Go's predeclared types that have no methods (error has
// one).
var goMemberless = map[string]bool{
	"any": true, "bool": true, "byte": true, "comparable": true,
	"complex64": true, "complex128": true, "float32": true, "float64": true,
	"int": true, "int8": true, "int16": true, "int32": true, "int64": true,
	"rune": true, "string": true,
	"uint": true, "uint8": true, "uint16": true, "uint32": true, "uint64": true, "uintptr": true,
}

var goAliasRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^type\s+\w+(?:\[[^=]*\])?\s*=\s*\*?([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)?)\s*(?:\[.*\])?$`)
})

// goEmbedded lists the types a Go struct or interface declaration embeds,
// as go doc prints it: a line of the body, or an element of a body written
// on one line ("type DLV struct{ DS }"), that is a type name alone, maybe
// behind "*", qualified by its package, with type arguments, a struct tag
// or a line comment after it. Its fields and methods are promoted: they
// are members of the declared type.
func goEmbedded(sig string) []string {
	first, body, multi := strings.Cut(sig, "\n")
	if !strings.HasPrefix(first, "type ") {
		return nil
	}
	var elems []string
	switch {
	case multi && (strings.HasSuffix(first, " struct {") || strings.HasSuffix(first, " interface {")):
		for l := range strings.SplitSeq(body, "\n") {
			if strings.HasPrefix(l, "\t") && !strings.HasPrefix(l, "\t\t") { // not a nested type's
				elems = append(elems, l)
			}
		}
	case !multi:
		if m := goOneLineBodyRE().FindStringSubmatch(sig); m != nil {
			elems = strings.Split(m[1], "; ")
		}
	}
	var out []string
	for _, e := range elems {
		if m := embeddedRE().FindStringSubmatch(strings.TrimSpace(e)); m != nil {
			out = append(out, m[1])
		}
	}
	return out
}

// memberlessBases declare no members a name could reach: markers and
// roots of the languages' hierarchies.
var memberlessBases = map[string]bool{"object": true, "Sendable": true, "AnyObject": true, "Generic": true, "Protocol": true, "ABC": true, "Any": true}

// unknownBases are the bases of ps, and of its bases, that the index
// does not declare.
func (ix *Index) unknownBases(ps sdk.Symbol) []string {
	if ix.ListsInherited(ps.Name) {
		// The provider marks inherited members only when it read every
		// base of the chain: a base none of whose members it lists
		// (each one redeclared by the type, as generated CDK interfaces
		// do) is seen too.
		return nil
	}
	var out []string
	seen := map[string]bool{ps.Name: true}
	var walk func(s sdk.Symbol, depth int)
	walk = func(s sdk.Symbol, depth int) {
		listed := ix.inheritedFrom(s.Name)
		implemented := map[string]bool{}
		if ix.eco == "npm" {
			for _, b := range tsImplements(s.Signature) {
				implemented[b] = true
			}
		}
		for _, b := range ix.bases(s) {
			b = strings.TrimSpace(stripBalanced(b, '[', ']'))
			if memberlessBases[b] || ix.eco == "python" && memberlessBases[pyUnqualified(b)] || listed[b] || implemented[b] {
				// A base whose members the outline lists under s, or
				// an interface a TypeScript class implements (the
				// class declares those members itself).
				continue
			}
			if _, known := swiftStdlibMember(b, ""); known && ix.eco == "swift" {
				continue // its members are known: see memberOf
			}
			if ix.eco == "swift" && swiftRawType(s, b) {
				continue // an enum's raw type: see swiftBases
			}
			if _, known := tsLibMember(b, ""); known && ix.eco == "npm" {
				continue // its members are known: see memberOf
			}
			if ix.eco == "npm" && b == "Record" && ix.literalKeyed(s) {
				continue // its members are the type's own: see literalKeyed
			}
			bs, ok := ix.baseType(b, s)
			if _, known := pyBuiltinMember(b, ""); known && ix.eco == "python" && !ok {
				continue // the language's own: see memberOf
			}
			switch {
			case !ok || ix.eco == "npm" && strings.EqualFold(bs.Kind, "alias") && otherModule(bs.Signature) != "":
				// Not declared here, or only re-exported from another
				// module whose declarations the outline did not read
				// ("export { Client as __Client } from
				// '@smithy/core/client'", the base of every AWS SDK v3
				// client): its members are not in view.
				if !contains(out, b) {
					out = append(out, b)
				}
			case !seen[bs.Name] && depth < maxDepth:
				seen[bs.Name] = true
				walk(bs, depth+1)
			}
		}
	}
	walk(ps, 0)
	return out
}

// literalKeyed reports whether a TypeScript interface extends
// Record<K, V> with K a type of the outline that is a union of string
// literals, every one of which the outline lists as a member of the
// interface (estraverse's "interface Syntax extends Record<NodeType,
// NodeType>" with "type NodeType = | 'AssignmentExpression' | …"): the
// provider read those keys into members, so Record hides none.
func (ix *Index) literalKeyed(s sdk.Symbol) bool {
	_, after, ok := strings.Cut(OneLine(s.Signature), " extends ")
	if !ok {
		return false
	}
	_, args, ok := strings.Cut(after, "Record<")
	if !ok {
		return false
	}
	k, _, ok := strings.Cut(args, ",")
	if !ok {
		return false
	}
	ks, ok := ix.lookupParent(strings.TrimSpace(k))
	if !ok {
		return false
	}
	_, union, ok := strings.Cut(OneLine(ks.Signature), "=")
	if !ok {
		return false
	}
	have := map[string]bool{}
	for _, m := range ix.syms {
		if m.Parent == s.Name {
			if _, last, ok := cutLast(Key(m.Name)); ok {
				have[last] = true
			}
		}
	}
	// An outline shortens a long signature ("| \"BreakStat …"): the
	// literals before the cut stand for the rest, for the provider
	// turns every key into a member or none.
	parts := strings.Split(union, "|")
	if strings.HasSuffix(strings.TrimSpace(union), "…") {
		parts = parts[:len(parts)-1]
	}
	n := 0
	for _, part := range parts {
		part = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(part), ";"))
		if part == "" {
			continue
		}
		if len(part) < 2 || part[0] != '"' && part[0] != '\'' || part[len(part)-1] != part[0] || !have[part[1:len(part)-1]] {
			return false
		}
		n++
	}
	return n > 0
}

// unseenBases ends the note of a name out of reach only because the
// type inherits from bases the index does not declare (UnseenBases).
const unseenBases = "whose members this check cannot see"

// UnseenBases reports whether c is out of reach only because its type
// inherits from bases this index could not see: a describe of the type
// that lists what it inherits (InheritedMarker) can answer it, "does not
// exist" included.
func UnseenBases(c sdk.SymbolCheck) bool {
	return c.Verdict == sdk.VerdictOutOfReach && strings.Contains(c.Note, unseenBases)
}

// InheritedMarker ends the signature of the first member a type inherits
// from a base, in an outline that lists inherited members: "pipe(…) //
// inherited from stream.Readable (stream)". The base named there (up to
// " (") has its members listed under the type, so it is not a base this
// check cannot see.
const InheritedMarker = " // inherited from "

// TypeMembersListed ends the signature of an npm value whose members the
// outline lists in full under it: a value declared with a type the
// outline does not list (another package's, one the package does not
// export) whose every part the provider read (no base, index signature,
// or part it could not find); or a function merged with a namespace (on
// its first declaration), whose members are the namespace's. A member it
// does not list is not on the value, but for what every JavaScript object
// (and function, for a callable value) has.
const TypeMembersListed = " // all its members listed"

// ListsInherited reports whether the outline lists members that the type
// named parent inherits, marked with InheritedMarker: a provider marks them
// only when it found every base of the type's chain, so a name missing
// there is missing from the type.
func (ix *Index) ListsInherited(parent string) bool {
	return len(ix.inheritedFrom(parent)) > 0
}

// inheritedFrom lists the bases whose members the outline lists under
// the type named parent (InheritedMarker).
func (ix *Index) inheritedFrom(parent string) map[string]bool {
	out := map[string]bool{}
	for _, s := range ix.syms {
		if s.Parent != parent {
			continue
		}
		if _, from, ok := strings.Cut(s.Signature, InheritedMarker); ok {
			from, _, _ = strings.Cut(from, " (")
			out[strings.TrimSpace(from)] = true
		}
	}
	return out
}

// tsImplements lists what a TypeScript class declaration implements:
// "class Queue<T> implements Iterable<T>" → Iterable.
func tsImplements(sig string) []string {
	line := stripBalanced(OneLine(sig), '<', '>')
	_, list, ok := strings.Cut(line, " implements ")
	if !ok || !strings.Contains(line[:strings.Index(line, " implements ")], "class ") {
		return nil
	}
	if i := strings.IndexAny(list, "{/"); i >= 0 {
		list = list[:i]
	}
	var out []string
	for _, b := range strings.Split(list, ",") {
		if b = strings.TrimSpace(b); b != "" {
			out = append(out, b)
		}
	}
	return out
}

// TSValueType is the type a TypeScript value's declaration names
// ("declare const axios: AxiosStatic; export default axios" and "export =
// const axios: axios.AxiosStatic" → the type's name as written), "" when
// it names none: a value whose members are that type's.
func TSValueType(sig string) string {
	line := declLine(sig)
	if i := strings.Index(line, " // "); i >= 0 {
		line = line[:i] // "const rootLogger: Logger // exported as logger"
	}
	// "export = const axios: axios.AxiosStatic": the module is the value.
	line = strings.TrimPrefix(strings.TrimPrefix(line, "export = "), "module.exports = ")
	if m := tsTypeRE().FindStringSubmatch(line); m != nil {
		return m[1]
	}
	return ""
}

// TSObjectLiteralType reports whether an npm value's declaration types it
// with an object type written out and nothing else ("declare const
// output: { cosine: Cosine; lcs: LCS } // exported as default"): its
// members are the ones written there, which the outline lists under it.
func TSObjectLiteralType(sig string) bool {
	line := strings.TrimPrefix(strings.TrimPrefix(strings.Join(strings.Fields(sig), " "), "export = "), "module.exports = ")
	head := tsLiteralHeadRE().FindStringIndex(line)
	if head == nil {
		return false
	}
	depth := 0
	for i := head[1] - 1; i < len(line); i++ {
		switch line[i] {
		case '{':
			depth++
		case '[':
			if depth == 1 {
				return false // an index signature or a computed key: keys this check cannot list
			}
		case '}':
			depth--
			if depth == 0 {
				rest := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line[i+1:]), ";"))
				return rest == "" || strings.HasPrefix(rest, "// ") || strings.HasPrefix(rest, "export default ")
			}
		}
	}
	return false
}

var tsLiteralHeadRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:export )?(?:declare )?(?:const|let|var) [A-Za-z_$][\w$]*: \{`)
})

// declLine is a declaration on one line without type arguments, cut
// after its first statement ("declare const axios: AxiosStatic; export
// default axios" → "declare const axios: AxiosStatic;").
func declLine(sig string) string {
	line := stripBalanced(OneLine(sig), '<', '>')
	if i := strings.IndexByte(line, ';'); i >= 0 && i < len(line)-1 {
		line = line[:i+1]
	}
	return line
}

// typeOf is the declared type of a value (const axios: AxiosStatic; Go
// var X *T), or the item a Rust re-export names (pub use crate::a::B;),
// "" when the declaration does not name one.
func (ix *Index) typeOf(s sdk.Symbol) string {
	if ix.eco == "npm" {
		return TSValueType(s.Signature)
	}
	line := declLine(s.Signature)
	if m := tsTypeRE().FindStringSubmatch(line); m != nil {
		return m[1]
	}
	if m := goVarRE().FindStringSubmatch(line); m != nil {
		if rest := line[len(m[0]):]; strings.HasPrefix(rest, "(") {
			// var X = NewT(): typed by what the function returns, not
			// by the function; a conversion T(v) is a T.
			if ts, ok := ix.lookupParent(m[1]); !ok || !typeKinds[strings.ToLower(ts.Kind)] {
				return ""
			}
		}
		return m[1]
	}
	if m := rustReexportRE().FindStringSubmatch(line); m != nil {
		return Key(m[1])
	}
	if ix.eco == "python" {
		// PlatformDirs = _set_platform_dir_class()  # -> type[PlatformDirsABC]:
		// that class or one deriving from it, whose members it has
		// (pyFactory keeps a name it lacks "cannot tell").
		if m := pyReturnsClassRE().FindStringSubmatch(line); m != nil {
			if ts, ok := ix.lookupParent(m[1]); ok && typeKinds[strings.ToLower(ts.Kind)] && ts.Kind != "module" {
				return m[1]
			}
		}
		// wrappers.Response, a submodule's name for a class the outline
		// lists as Response ("Listed as `Response`, ..."): that class.
		if s.Kind == "reexport" {
			if m := pyListedAsRE().FindStringSubmatch(s.Doc); m != nil {
				if ts, ok := ix.lookupParent(m[1]); ok && ts.Name != s.Name && ts.Kind != "reexport" {
					return ts.Name
				}
			}
		}
		// AppDirs = PlatformDirs: another name for such a value.
		if v, ok := ix.pyValueAlias(s); ok {
			return ix.typeOf(v)
		}
		// norm = norm_gen(name='norm'): an instance of a class the
		// package declares. A call of anything else (a factory
		// function, a class from elsewhere) types nothing.
		if m := pyInstanceRE().FindStringSubmatch(line); m != nil {
			if ts, ok := ix.lookupParent(m[1]); ok && typeKinds[strings.ToLower(ts.Kind)] && ts.Kind != "module" && !ix.pyMetaclass(ts) {
				return m[1]
			}
		}
	}
	return ""
}

// pyFactory is what builds a Python value when the module runs, if its
// declaration is a call ("Validator = InspectedValidator('Validator',
// (BareValidator,), {})", "Base = declarative_base()"): "a call of the
// metaclass X" when it calls one of the package's metaclasses, which
// makes a class, "X(...)" for a call of anything that is not a class of
// the package; "" otherwise.
func (ix *Index) pyFactory(s sdk.Symbol) string {
	if v, ok := ix.pyValueAlias(s); ok {
		return ix.pyFactory(v)
	}
	m := pyInstanceRE().FindStringSubmatch(stripBalanced(OneLine(s.Signature), '<', '>'))
	if ix.eco != "python" || m == nil {
		return ""
	}
	ts, ok := ix.lookupParent(m[1])
	switch {
	case !ok:
		return m[1] + "(...)"
	case typeKinds[strings.ToLower(ts.Kind)] && ts.Kind != "module" && ix.pyMetaclass(ts):
		return "a call of the metaclass " + m[1]
	}
	return ""
}

// pyMetaclassOf is the metaclass a Python class, or a class of its
// chain the index declares, is made by ("class Basic(Printable,
// metaclass=ManagedProperties)"), when it is one that may give the class
// members (not abc's ABCMeta, nor enum's, whose members the class body
// lists); "" when none.
func (ix *Index) pyMetaclassOf(ps sdk.Symbol) string {
	if ix.eco != "python" {
		return ""
	}
	seen := map[string]bool{}
	var walk func(s sdk.Symbol, depth int) string
	walk = func(s sdk.Symbol, depth int) string {
		if seen[s.Name] || depth > maxDepth {
			return ""
		}
		seen[s.Name] = true
		if m := pyMetaclassRE().FindStringSubmatch(OneLine(s.Signature)); m != nil {
			switch pyUnqualified(m[1]) {
			case "ABCMeta", "EnumMeta", "EnumType":
			default:
				return m[1]
			}
		}
		for _, b := range bases(s.Signature) {
			if bs, ok := ix.baseType(b, s); ok {
				if m := walk(bs, depth+1); m != "" {
					return m
				}
			}
		}
		return ""
	}
	return walk(ps, 0)
}

// pyValueAlias is the value a Python name binds again ("AppDirs =
// PlatformDirs", where PlatformDirs is a value, not a type), if any.
// pyListedAsRE finds the name a Python "reexport" symbol's doc says the
// outline lists its definition by.
var pyListedAsRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile("^Listed as `([A-Za-z_][A-Za-z0-9_.]*)`")
})

func (ix *Index) pyValueAlias(s sdk.Symbol) (sdk.Symbol, bool) {
	if ix.eco != "python" || typeKinds[strings.ToLower(s.Kind)] {
		return sdk.Symbol{}, false
	}
	lhs, value, ok := strings.Cut(OneLine(s.Signature), " = ")
	if !ok || !isIdent(strings.TrimSpace(lhs)) {
		return sdk.Symbol{}, false
	}
	value, _, _ = strings.Cut(value, "  #")
	value = strings.TrimSpace(value)
	if !isIdent(value) || value == strings.TrimSpace(lhs) {
		return sdk.Symbol{}, false
	}
	v, ok := ix.lookupParent(value)
	if !ok || v.Name == s.Name || typeKinds[strings.ToLower(v.Kind)] {
		return sdk.Symbol{}, false
	}
	if _, again := ix.pyValueAlias(v); again {
		return sdk.Symbol{}, false // one step: no chains, no cycles
	}
	return v, true
}

// pyMetaclass reports whether the Python class ts derives from type: a
// call of it makes a class.
func (ix *Index) pyMetaclass(ts sdk.Symbol) bool {
	seen := map[string]bool{}
	var walk func(s sdk.Symbol, depth int) bool
	walk = func(s sdk.Symbol, depth int) bool {
		if seen[s.Name] || depth > maxDepth {
			return false
		}
		seen[s.Name] = true
		for _, b := range bases(s.Signature) {
			b = strings.TrimSpace(stripBalanced(b, '[', ']'))
			if bs, ok := ix.baseType(b, s); ok {
				if walk(bs, depth+1) {
					return true
				}
				continue
			}
			switch strings.TrimPrefix(strings.TrimPrefix(b, "abc."), "enum.") {
			case "type", "ABCMeta", "EnumMeta", "EnumType":
				return true
			}
		}
		return false
	}
	return walk(ts, 0)
}

// valueType is the type symbol a value is declared with (const axios:
// axios.AxiosStatic → interface AxiosStatic), when the index has it.
func (ix *Index) valueType(s sdk.Symbol) (sdk.Symbol, bool) {
	t := ix.typeOf(s)
	if t == "" {
		return sdk.Symbol{}, false
	}
	ts, ok := ix.lookupParent(t)
	if !ok || ts.Name == s.Name || !typeKinds[strings.ToLower(ts.Kind)] {
		return sdk.Symbol{}, false
	}
	return ts, true
}

// unfollowedType is the type annotation of an npm value that this index
// cannot follow to its members ("typeof types & { … }", a type another
// package declares), "" when the value has none or it can: an object
// type written inline, or a type the index declares.
func (ix *Index) unfollowedType(s sdk.Symbol) string {
	if ix.eco != "npm" {
		return ""
	}
	line := strings.TrimPrefix(strings.TrimPrefix(OneLine(s.Signature), "export = "), "module.exports = ")
	m := valueAnnotationRE().FindStringSubmatch(line)
	if m == nil {
		return ""
	}
	ann := strings.TrimSuffix(strings.TrimSpace(strings.TrimSuffix(m[1], " …")), ";")
	if strings.HasPrefix(ann, "{") && !strings.ContainsAny(stripBalanced(ann, '{', '}'), "&|") {
		return "" // every member written inline
	}
	if _, ok := ix.valueType(s); ok {
		return ""
	}
	// Only "typeof ns &" of a module namespace (import * as ns) the
	// package does not declare: a type the index merely fails to name
	// (a namespace's own type, a function type) holds no hidden names.
	m = typeofNamespaceRE().FindStringSubmatch(ann)
	if m == nil || ix.knownPrefix(m[1]) {
		return ""
	}
	if len(ann) > 60 {
		ann = ann[:strings.LastIndexByte(ann[:60], ' ')+1] + "…"
	}
	return ann
}

var typeofNamespaceRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\btypeof\s+([a-z_$][\w$]*)\s*&`) })

var valueAnnotationRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:declare\s+)?(?:const|let|var)\s+[\w$]+\??\s*:\s*(.+)$`)
})

// lookupParent is Lookup preferring a type among symbols of one name (a
// function and an interface both named Router).
func (ix *Index) lookupParent(key string) (sdk.Symbol, bool) {
	l := ix.find(key)
	if len(l) == 0 {
		if rel, ok := ix.relative(key); ok {
			l = ix.find(rel)
		}
	}
	for _, i := range l {
		if typeKinds[strings.ToLower(ix.syms[i].Kind)] {
			return ix.syms[i], true
		}
	}
	if len(l) > 0 {
		return ix.best(l), true
	}
	return sdk.Symbol{}, false
}

// best prefers a symbol with a signature among overloads.
func (ix *Index) best(l []int) sdk.Symbol {
	for _, i := range l {
		if ix.syms[i].Signature != "" {
			return ix.syms[i]
		}
	}
	return ix.syms[l[0]]
}

func fill(out *sdk.SymbolCheck, s sdk.Symbol) {
	out.Verdict = sdk.VerdictExists
	out.Symbol, out.Kind, out.Signature = s.Name, s.Kind, SignatureLine(s.Signature)
	out.Deprecated = OneLine(s.Deprecated)
	if cond := Requires(s); cond != "" {
		out.Note = requiresNote(cond)
	}
}

// requiresNote says what a symbol declared under cond needs: a condition
// that names a feature is enabled by the user; any other (has_std, which
// indexmap's build script sets; target_os = "linux"; a Swift os(iOS)) is
// the target's or the build's, which the user cannot enable as a feature.
func requiresNote(cond string) string {
	if c, ok := strings.CutSuffix(cond, EnabledByProject); ok {
		return "exists only when compiled with " + c + ", which the project's manifest enables"
	}
	if strings.Contains(cond, "feature") {
		return "exists only when compiled with " + cond + ": enable that feature, or check the target it builds for"
	}
	return "exists only when compiled with " + cond + ": a condition of the target or the build (the compiler or the package's build script sets it), not a feature to enable"
}

// EnabledByProject ends a "(requires COND…)" a provider wrote for a
// project whose manifest turns COND on (a Rust dependency's features):
// "(requires feature = "serde", which the project enables)".
const EnabledByProject = ", which the project enables"

// Requires is the condition a symbol is declared under, when its
// outline doc ends with "(requires COND)" as providers write it (a Rust
// item behind #[cfg(feature = "x")], a Swift declaration inside #if
// os(Linux)); "" for one always compiled in.
func Requires(s sdk.Symbol) string {
	d := strings.TrimSpace(s.Doc)
	i := strings.LastIndex(d, "(requires ")
	if i < 0 || !strings.HasSuffix(d, ")") || strings.Contains(d[i:], "\n") {
		return ""
	}
	return strings.TrimSpace(d[i+len("(requires ") : len(d)-1])
}

// SignatureLine is the line a check shows for a signature: its first
// line, a parameter list wrapped one parameter a line joined
// (signature.Line: PyJWT's `def encode(` said nothing of its parameters),
// marked when cut, at most 200 bytes.
func SignatureLine(sig string) string {
	l, whole := signature.Line(sig)
	if l = OneLine(l); !whole && !strings.HasSuffix(l, " …") {
		l += " …"
	}
	return l
}

// OneLine is the first line of s, marked when cut, at most 200 bytes.
func OneLine(s string) string {
	s = strings.TrimSpace(s)
	cut := false
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s, cut = strings.TrimSpace(s[:i]), true
	}
	if len(s) > 200 {
		i := 200
		for i > 0 && s[i]&0xC0 == 0x80 {
			i--
		}
		s, cut = s[:i], true
	}
	if cut {
		s += " …"
	}
	return s
}

func cutLast(key string) (string, string, bool) {
	i := strings.LastIndexByte(key, '.')
	if i <= 0 || i == len(key)-1 {
		return "", "", false
	}
	return key[:i], key[i+1:], true
}

// declares reports whether a declaration names member as a field,
// method, case or property: a word at the start of one of its lines
// ("RunE func(...)", "use(path: string)", "case foo", "readonly bar?:"),
// or a name of a Go field list sharing one type ("ReadBufferSize,
// WriteBufferSize int").
func declares(sig, member string) string {
	m := regexp.QuoteMeta(member)
	re, err := regexp.Compile(`(?m)(?:^|[;{,])[\t ]*(?:(?:readonly|static|public|private|protected|pub|var|let|func|fn|case|def|get|set|async|abstract|declare|override)\s+)*` + m + `\s*[?!]?\s*[:(<=,{;]|(?m)^[\t ]*(?:pub\s+)?` + m + `\s+\S|(?m)^[\t ]*(?:[A-Za-z_]\w*[\t ]*,[\t ]*)+` + m + `[\t ]+\S`)
	if err != nil {
		return ""
	}
	i := strings.IndexAny(sig, "{\n")
	if i < 0 {
		return ""
	}
	body := sig[i+1:] // the members, not the declaration's own name
	var loc []int
	for _, l := range re.FindAllStringIndex(body, -1) {
		// A member of this body, not a parameter or a member of a
		// nested type ("get(url: string, config?: X)" has no member
		// config).
		if bracketDepth(body[:l[0]+1]) == 0 {
			loc = l
			break
		}
	}
	if loc == nil {
		return ""
	}
	line := strings.TrimLeft(body[loc[0]:], ";{, \t")
	if j := strings.IndexByte(line, '\n'); j >= 0 {
		line = line[:j]
	}
	return memberText(line, !strings.Contains(sig, "\n"))
}

// bracketDepth is how many brackets s leaves open ("=>", "->" and "<-"
// open or close none);
// a line comment ("// Values <= 0 mean no maximum." in a Go struct)
// opens none, nor does a string literal (a Go struct tag, see quotedEnd).
func bracketDepth(s string) int {
	depth := 0
	for i := 0; i < len(s); i++ {
		if strings.HasPrefix(s[i:], "//") && (i == 0 || s[i-1] == ' ' || s[i-1] == '\t' || s[i-1] == '\n') {
			j := strings.IndexByte(s[i:], '\n')
			if j < 0 {
				break
			}
			i += j
			continue
		}
		if j := quotedEnd(s, i); j > i {
			i = j
			continue
		}
		switch s[i] {
		case '<':
			// Go's channel arrow ("<-chan T", "chan<- T") is no bracket.
			if i+1 >= len(s) || s[i+1] != '-' {
				depth++
			}
		case '(', '{', '[':
			depth++
		case '>':
			// Nor are the arrows "=>" (TypeScript) and "->" (Rust).
			if i == 0 || s[i-1] != '=' && s[i-1] != '-' {
				depth--
			}
		case ')', '}', ']':
			depth--
		}
	}
	return depth
}

// quotedEnd is, when s[i] opens a string literal that closes on the same
// line (a Go struct tag `(   @Ident` or `xml:"docvars>docvar"`, a
// TypeScript literal type "a(b"), the index of its closing quote: the
// brackets inside open and close nothing. Else i. A backquote or double
// quote left open on its line is read as no string (a stray one in
// prose).
func quotedEnd(s string, i int) int {
	q := s[i]
	if q != '`' && q != '"' {
		return i
	}
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '\n':
			return i
		case '\\':
			if q == '"' {
				j++ // an escaped character, the quote among them
			}
		case q:
			return j
		}
	}
	return i
}

// memberText cuts line, which starts with a member, at that member's end:
// its ';' outside brackets, the bracket closing the body it is in, or, in
// a one-line type literal ({ a: string, b: number }), its ','. A
// declaration written on one line (TypeScript's, whitespace collapsed)
// holds every member on that line.
func memberText(line string, oneLine bool) string {
	depth := 0
	for i := 0; i < len(line); i++ {
		if j := quotedEnd(line, i); j > i {
			i = j
			continue
		}
		switch line[i] {
		case '<':
			if i+1 < len(line) && line[i+1] == '-' {
				continue // Go's channel arrow ("<-chan T") opens nothing
			}
			depth++
		case '(', '{', '[':
			depth++
		case '>':
			if i > 0 && (line[i-1] == '=' || line[i-1] == '-') {
				continue // "=>" and "->" (a Rust or Swift return type) close nothing
			}
			fallthrough
		case ')', '}', ']':
			depth--
			if depth < 0 {
				return strings.TrimSpace(line[:i]) // the end of the enclosing body
			}
		case ';':
			if depth == 0 {
				return strings.TrimSpace(line[:i+1])
			}
		case ',':
			if depth == 0 && oneLine {
				return strings.TrimSpace(line[:i])
			}
		}
	}
	// A body the declaration elides ("fn get_u8(&mut self) -> u8 { ... }")
	// is no part of the member's signature.
	return strings.TrimSuffix(strings.TrimSpace(line), " { ... }")
}

// sep is the ecosystem's path separator in names it shows.
func (ix *Index) sep() string {
	if ix.eco == "rust" {
		return "::"
	}
	return "."
}

// display writes a dotted key the way the ecosystem writes names.
func (ix *Index) display(key string) string {
	if ix.eco == "rust" {
		return strings.ReplaceAll(key, ".", "::")
	}
	return key
}

// isValueName: a lower-case identifier, as values are usually named.
func isValueName(s string) bool {
	return s != "" && isModuleSegment(s)
}

// seesTopLevel reports whether the outline lists every name the
// package's top level may bind as name: nothing there is generated out of
// the outline's sight.
func (ix *Index) seesTopLevel(name string) bool {
	_, one := ix.unlistedNames[""][name]
	return len(ix.generatedAt("", name)) == 0 && !one
}

// knownPrefix reports whether some symbol's key starts with first.
func (ix *Index) knownPrefix(first string) bool {
	if len(ix.find(first)) > 0 {
		return true
	}
	for _, n := range ix.names {
		if strings.HasPrefix(n, first+".") {
			return true
		}
	}
	return false
}

// membersNamed lists up to n symbols whose last segment is member.
func (ix *Index) membersNamed(member string, n int) []string {
	var out []string
	for _, k := range ix.names {
		if _, last, ok := cutLast(k); ok && last == member && !contains(out, k) {
			out = append(out, ix.display(k))
			if len(out) == n {
				break
			}
		}
	}
	return out
}

// anyUnder reports whether a name in names is a member of parent.
func anyUnder(names []string, parent string) bool {
	for _, n := range names {
		if strings.HasPrefix(n, parent+".") {
			return true
		}
	}
	return false
}

// membersOf lists up to n members the index has under parent, in
// outline order.
func (ix *Index) membersOf(parent string, n int) []string {
	var out []string
	for _, s := range ix.syms {
		if s.Parent == parent && !contains(out, ix.display(Key(s.Name))) {
			out = append(out, ix.display(Key(s.Name)))
			if len(out) == n {
				break
			}
		}
	}
	return out
}

// MemberParent returns the name of the type ref is a member of
// (cobra.Command.RunE → "Command"), when ref names a member of a type
// this index knows: a provider's symbol lookup of that name returns the
// type's full declaration and members, which an outline may shorten.
// When the index knows no direct parent, it is the nearest enclosing
// type or module it does know (std::collections::HashMap::insert →
// "collections", whose own lookup lists HashMap), so a caller can look
// up one level at a time. For npm it may be a property, whose describe
// lists the members of a type declared for it and not exported.
func (ix *Index) MemberParent(ref Ref) (string, bool) {
	key := ref.Name
	if key == "" {
		key = ref.Query
	}
	rel, _ := ix.memberPath(Key(key))
	if _, _, ok := cutLast(rel); !ok {
		// A single name on an "export =" (or default export) class:
		// its static side; on such a value, its declared type.
		r, ok := ix.packageValue()
		if ok && typeKinds[strings.ToLower(r.Kind)] && Key(r.Name) != rel {
			return r.Name, true
		}
		if t, typed := ix.valueType(r); ok && typed && Key(t.Name) != rel {
			return t.Name, true
		}
		return "", false
	}
	for parent, _, ok := cutLast(rel); ok; parent, _, ok = cutLast(parent) {
		if ps, found := ix.lookupParent(parent); found {
			if ix.eco == "npm" && strings.EqualFold(ps.Kind, "property") {
				// A property declared with a type its file does not
				// export (tsc's declare class beside the class using
				// it): the property's describe lists that type's
				// members, which no describe by the type's name finds.
				return ps.Name, true
			}
			if !typeKinds[strings.ToLower(ps.Kind)] {
				return "", false
			}
			return ps.Name, true
		}
	}
	return "", false
}

// tsRecordRE reads a type alias of a Record keyed by string ("type
// VisitorKeys = Record<string, …>"), its type parameters dropped;
// tsIndexLineRE an index signature keyed by string ("[name: string]: T").
var (
	tsRecordRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^(?:export\s+)?(?:declare\s+)?type\s+[\w$]+\s*=\s*(?:(?:Readonly|Partial)<\s*)*Record<\s*string\s*,`)
	})
	tsIndexLineRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^(?:readonly\s+)?\[\s*[A-Za-z_$][\w$]*\s*:\s*string\s*\]\s*\??:`)
	})
)

// tsIndex is the declaration of an npm type that lets any string key be
// a member, "" when it has none: "type VisitorKeys = Record<string,
// readonly string[] | undefined>" (@typescript-eslint/visitor-keys), an
// interface with "[name: string]: T" (listed as one more signature of
// the interface, or a line of its body). A Record in a type parameter's
// default (ParamsSerializerOptions<P = Record<string, any>>) is none. A
// key such a type does not list is not missing.
func (ix *Index) tsIndex(t sdk.Symbol) string {
	if ix.eco != "npm" {
		return ""
	}
	if name, rhs, ok := cutAssign(OneLine(t.Signature)); ok {
		if decl := stripBalanced(name, '<', '>') + "= " + strings.TrimSpace(rhs); tsRecordRE().MatchString(decl) {
			return shortDecl(decl)
		}
	}
	sigs := []string{t.Signature}
	for _, i := range ix.find(Key(t.Name)) {
		sigs = append(sigs, ix.syms[i].Signature)
	}
	for _, sig := range sigs {
		depth := 0
		for _, line := range strings.Split(sig, "\n") {
			l := strings.TrimSpace(line)
			if depth <= 1 && tsIndexLineRE().MatchString(l) {
				return shortDecl(l)
			}
			depth += strings.Count(l, "{") - strings.Count(l, "}")
		}
	}
	return ""
}

// cutAssign cuts a type alias at its "=", the first outside angle
// brackets (a type parameter's default has one too).
func cutAssign(s string) (before, after string, ok bool) {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '<':
			depth++
		case '>':
			if i > 0 && s[i-1] == '=' {
				continue // => of a function type
			}
			depth--
		case '=':
			if depth == 0 && (i+1 >= len(s) || s[i+1] != '>') {
				return s[:i], s[i+1:], true
			}
		}
	}
	return s, "", false
}

// shortDecl is a declaration on one line, at most 80 bytes.
func shortDecl(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 80 {
		s = s[:strings.LastIndexByte(s[:80], ' ')+1] + "…"
	}
	return s
}

// namedValue reports whether s is an npm value the package exports by
// name with a declared type ("export declare const characterEntities:
// Record<string, string>" in character-entities): code that imports it
// writes its members through it (characterEntities.AElig), which are
// its type's, not top-level names of the package. The package's own
// value ("export =", the default export) is not one: the rest already
// reaches its members.
func (ix *Index) namedValue(s sdk.Symbol) bool {
	if ix.eco != "npm" || typeKinds[strings.ToLower(s.Kind)] || ix.typeOf(s) == "" {
		return false
	}
	sig := strings.TrimSpace(s.Signature)
	if strings.HasPrefix(sig, "export = ") || strings.HasPrefix(sig, "module.exports = ") {
		return false
	}
	if d, ok := ix.defaultExport(); ok && d.Name == s.Name {
		return false
	}
	return true
}

// Relative is ref's name as the outline keys it, relative to the
// package's root ("dumps" for "ujson.dumps"): the form a provider's
// LookupNames reads. "" when ref is not a name.
func (ix *Index) Relative(ref Ref) string {
	key := ref.Name
	if key == "" {
		key = ref.Query
	}
	key = Key(key)
	if key == "" {
		return ""
	}
	rel, _ := ix.memberPath(key)
	return rel
}

// memberPath is key without a leading import name (relative), unless
// that name is also one the package exports and the rest names nothing
// by itself: then key as written. A class named like its package
// (greenlet.greenlet in Python, Hono in hono, whose import names include
// the capitalised package name) has its members written through it
// (Hono.get), which are not the package's own get. ok says a name was
// dropped. A Python outline that spells names with that import name in
// front (a distribution with several top-level modules) keeps key as
// written too.
func (ix *Index) memberPath(key string) (string, bool) {
	rel, dropped := ix.relative(key)
	first, _, _ := strings.Cut(key, ".")
	named := len(ix.find(first)) > 0
	if ix.eco != "python" {
		// A class or interface: a value or namespace named like the
		// package is the package's own (axios, an "export =" parser),
		// whose members rel reaches already.
		ps, ok := ix.lookupParent(first)
		k := strings.ToLower(ps.Kind)
		named = ok && (k == "class" || k == "interface" || ix.namedValue(ps))
	}
	if dropped && named {
		if _, ok := ix.resolve(rel, 0); !ok {
			return key, false
		}
	}
	if dropped && !named && ix.eco == "python" && ix.listsUnder(strings.TrimSuffix(key, "."+rel)) {
		// The outline spells names with that module in front: a
		// distribution with several top-level modules, one of them
		// named like the package (debian beside deb822). What follows
		// it may start with another of them (debian.deb822 is not the
		// top-level deb822), so the name stays as written.
		return key, false
	}
	return rel, dropped
}

// listsUnder reports whether the outline lists a path under prefix (not
// only as a suffix of a longer one).
func (ix *Index) listsUnder(prefix string) bool {
	for _, k := range ix.names {
		if strings.HasPrefix(k, prefix+".") && !ix.elsewhere[k] {
			return true
		}
	}
	return false
}

// isIdent reports whether s is one identifier (letters, digits, _).
func isIdent(s string) bool {
	for i, r := range s {
		if r != '_' && !unicode.IsLetter(r) && (i == 0 || !unicode.IsDigit(r)) {
			return false
		}
	}
	return s != ""
}

// pyReturned are the classes a Python name bound to a function's result
// may be ("PlatformDirs = _set_platform_dir_class()  # returns one of:
// windows.Windows, unix.Unix"), when the index has each as a class; nil
// otherwise.
func (ix *Index) pyReturned(s sdk.Symbol) []string {
	if ix.eco != "python" {
		return nil
	}
	if v, ok := ix.pyValueAlias(s); ok {
		return ix.pyReturned(v) // AppDirs = PlatformDirs
	}
	m := pyReturnsOneOfRE().FindStringSubmatch(declLine(s.Signature))
	if m == nil {
		return nil
	}
	cs := strings.Split(m[1], ", ")
	for _, c := range cs {
		ts, ok := ix.lookupParent(c)
		if !ok || !typeKinds[strings.ToLower(ts.Kind)] || ts.Kind == "module" {
			return nil
		}
	}
	return cs
}

// checkReturned checks member (a dotted path) on each class ps may be
// bound to (pyReturned): it exists when one of them has it, and does not
// when none has it and each was seen whole; otherwise no one can tell.
func (ix *Index) checkReturned(out sdk.SymbolCheck, ref Ref, ps sdk.Symbol, member string) sdk.SymbolCheck {
	cs := ix.pyReturned(ps)
	var near []string
	for _, c := range cs {
		sub := ix.Check(Ref{Query: ref.Query, Name: c + "." + member, FromCode: ref.FromCode})
		switch sub.Verdict {
		case sdk.VerdictExists:
			sub.Note = strings.TrimPrefix(strings.TrimSpace(fmt.Sprintf("%s is %s on some runs (one of %s, which its function returns). %s", ps.Name, c, strings.Join(cs, ", "), sub.Note)), " ")
			return sub
		case sdk.VerdictMissing:
			for _, n := range sub.Nearest {
				if !slices.Contains(near, n) {
					near = append(near, n)
				}
			}
		default:
			out.Verdict = sdk.VerdictOutOfReach
			out.Note = fmt.Sprintf("%s is one of %s (what its function returns), and for %s this check cannot tell: %s", ps.Name, strings.Join(cs, ", "), c, sub.Note)
			return out
		}
	}
	out.Verdict = sdk.VerdictMissing
	out.Nearest = near[:min(MaxNearest, len(near))]
	out.Note = fmt.Sprintf("%s is one of %s (what its function returns), and none of them has %s", ps.Name, strings.Join(cs, ", "), member)
	return out
}
