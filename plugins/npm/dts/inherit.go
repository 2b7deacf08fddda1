package dts

import (
	"slices"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// Dep is another package's declarations, given to a Scanner so that the
// members an interface or class inherits from a type of that package
// (express's Application extends core.Application, imported from
// express-serve-static-core) can be listed.
type Dep struct {
	Files   map[string][]byte
	Entries []string
}

// depFilesFactor scales a package's bound on declaration files read
// (Limits.MaxFiles) for the scanner of a Dep (see child), up to
// maxDepFiles: 2,000 holds the types packages APIs name types of
// (@medusajs/types' 725 files, @smithy/core's 762), and parsing 2,000
// declaration files takes about a second on a loaded machine.
const (
	depFilesFactor = 4
	maxDepFiles    = 2000
)

// maxInheritDepth bounds the chain of bases followed for one declaration:
// framework classes run deep (@langchain/google-vertexai's ChatVertexAI
// has seven bases above it, over four packages).
const maxInheritDepth = 10

// heritage lists the types a class or interface declaration extends, as
// written with their type arguments: "interface Request<P = X> extends
// core.Request<P>, Y" → core.Request<P>, Y. What a class implements is
// not inherited: the class declares those members itself (an optional
// one it leaves out is not on it).
func heritage(sig string) []string {
	_, list, ok := cutHeritage(sig)
	if !ok {
		return nil
	}
	if i := strings.Index(list, " implements "); i >= 0 {
		list = list[:i]
	}
	return splitRefs(list)
}

// implemented lists the types a class declaration implements, as
// written: "class A extends B implements C<T>, D" → C<T>, D.
func implemented(sig string) []string {
	_, list, ok := cutHeritage(sig)
	if !ok {
		if _, after, found := cutImplements(sig); found {
			return splitRefs(after)
		}
		return nil
	}
	if _, after, found := cutImplements(list); found {
		return splitRefs(after)
	}
	return nil
}

// cutImplements splits s at its top-level " implements ".
func cutImplements(s string) (before, after string, ok bool) {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '<', '(', '[', '{':
			depth++
		case '>', ')', ']', '}':
			if i == 0 || s[i-1] != '=' {
				depth--
			}
		case ' ':
			if depth == 0 && strings.HasPrefix(s[i:], " implements ") {
				return s[:i], s[i+len(" implements "):], true
			}
		}
	}
	return s, "", false
}

func splitRefs(list string) []string {
	var out []string
	for _, part := range splitTopLevel(list, ',') {
		if part = strings.TrimSpace(part); part != "" {
			out = append(out, part)
		}
	}
	return out
}

// basesOf lists what d's members come from, as written: the bases a
// class or interface extends, the types a type alias joins (aliasBases).
func basesOf(d *decl) []string {
	if d.kind == "type" {
		out, _ := aliasBases(d.sig)
		return out
	}
	return heritage(d.sig)
}

// refName is a written type without its type arguments: core.Request<P>
// → core.Request.
func refName(ref string) string {
	if j := strings.IndexAny(ref, "<{ "); j >= 0 {
		return ref[:j]
	}
	return ref
}

// refArgs are the type arguments of a written type: Omit<X<T>, 'a'> → X<T>,
// 'a'; nil when it has none (or they are not closed at its end).
func refArgs(ref string) []string {
	i := strings.IndexByte(ref, '<')
	if i < 0 || !strings.HasSuffix(ref, ">") {
		return nil
	}
	var out []string
	for _, a := range splitTopLevel(ref[i+1:len(ref)-1], ',') {
		out = append(out, strings.TrimSpace(a))
	}
	return out
}

// aliasBases lists the types a type alias names or intersects, as
// written: "type _IDuplex = _IReadable & _IWritable" → _IReadable,
// _IWritable; "type F = Fallback<Props<T>>" → Fallback<Props<T>>; an
// object type written out is a part too ("type P = Omit<X, 'a'> & { b: B
// }" → Omit<X, 'a'>, { b: B }); ok is false for any other alias (a
// union, a mapped or conditional type), whose members are not a base's
// members. A part that
// is a lib utility type (Omit<X, 'a'>) is listed: inherited reads the
// ones that keep X's members (see keyMapped).
func aliasBases(sig string) ([]string, bool) {
	depth := 0
	rhs := ""
	for i := 0; i < len(sig) && rhs == ""; i++ {
		switch sig[i] {
		case '<', '(', '[', '{':
			depth++
		case '>', ')', ']', '}':
			depth--
		case '=':
			if depth == 0 && i+1 < len(sig) && sig[i+1] != '>' {
				rhs = strings.TrimSpace(sig[i+1:])
			}
		}
	}
	if rhs == "" {
		return nil, false
	}
	var out []string
	for _, part := range splitTopLevel(rhs, '&') {
		part = strings.TrimSpace(part)
		if strings.HasPrefix(part, "{") && strings.HasSuffix(part, "}") && closing(part, 0) == len(part)-1 && !mappedType(part) {
			// Omit<PopperProps, 'open'> & { editor: Editor; … }: an
			// object type written out gives its members (literalMembers).
			out = append(out, part)
			continue
		}
		name := part
		if j := strings.IndexByte(part, '<'); j >= 0 {
			if !strings.HasSuffix(part, ">") {
				return nil, false
			}
			name = part[:j]
		}
		if !isTypeRef(name) || utilityTypes[name] && !keyMappers[name] {
			return nil, false
		}
		out = append(out, part)
	}
	return out, len(out) > 0
}

// mappedType reports whether an object type written out is a mapped
// type ("{ [K in keyof B]: B[K] }", "{ readonly [P in K]?: T }"), whose
// keys are computed, not written.
func mappedType(obj string) bool {
	inner := strings.TrimSpace(obj[1:])
	for _, mod := range []string{"+readonly ", "-readonly ", "readonly "} {
		inner = strings.TrimPrefix(inner, mod)
	}
	if !strings.HasPrefix(inner, "[") {
		return false
	}
	end := closing(inner, 0)
	return end < 0 || strings.Contains(inner[:end], " in ")
}

// isTypeRef reports whether s is a (dotted) type name: Foo, core.Request.
func isTypeRef(s string) bool {
	if s == "" {
		return false
	}
	for _, part := range strings.Split(s, ".") {
		if part == "" {
			return false
		}
		for i, r := range part {
			if !(r == '_' || r == '$' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
				return false
			}
		}
	}
	return true
}

// utilityTypes are TypeScript's lib types that compute a type from
// another: an alias of one is not its argument's members, but for the
// keyMappers that keep them (see keyMapped).
var utilityTypes = map[string]bool{"Omit": true, "Pick": true, "Partial": true, "Required": true, "Readonly": true, "Record": true,
	"Exclude": true, "Extract": true, "NonNullable": true, "ReturnType": true, "InstanceType": true, "Parameters": true, "Awaited": true}

// inherit records, for a class or interface listed as full, the members
// it inherits from its bases (declared in this package, or in a package
// of Deps), which it does not declare itself. They are not listed in
// Symbols (the outline is what the package declares) but in Inherited,
// for a document focused on the type and for API checks.
//
// own is the index in Symbols of the first member emitDecl listed for d.
func (s *Scanner) inherit(full string, d *decl, own int) {
	if d.kind != "interface" && d.kind != "class" {
		return
	}
	// A member is declared by the type itself or by its nearest base
	// that has it (overloads of that base all kept).
	owner := map[string]string{}
	for _, mb := range d.members {
		owner[mb.name] = "\x00own"
	}
	var out []sdk.Symbol
	var unseen []string
	// A declaration another package's files hold (an interface the
	// package re-exports from a dependency) has its bases there.
	s.borrowBaseDocs(full, d, own)
	for _, ib := range d.scanner(s).inherited(d, 0, map[*decl]bool{d: true}, &unseen) {
		if key, ok := quotedKey(ib.m.name); ok {
			// static ['_$litElement$'] of LitElement: named by
			// its text, as the type's own members are (emitDecl).
			ib.m.name = key
		}
		if o, ok := owner[ib.m.name]; ok && o != ib.from || ownSignature(ib.m) {
			continue
		}
		owner[ib.m.name] = ib.from
		out = append(out, ib.symbol(full))
		if ib.own {
			if s.res.OwnBases == nil {
				s.res.OwnBases = map[string]bool{}
			}
			s.res.OwnBases[ib.from] = true
		}
		if ib.decls != nil {
			s.inheritNested(full+"."+ib.m.name, ib.sc, ib.decls, false)
		}
	}
	s.recordInherited(full, out, unseen)
}

// borrowBaseDocs gives a member d declares without a doc comment the doc
// of the member of that name it overrides or implements, as TypeScript
// shows it (services' getDocumentationComment): the nearest that
// documents it, looking through d's bases and the types it implements in
// the order written, each followed by its own. readable-stream's
// _Writable redeclares emit, and entities' HtmlEntityDecoder startEntity,
// without a word: an agent reads (and searches) the doc of the member
// they override (EventEmitter's "Synchronously calls each of the
// listeners…"). A member documented on any of its own overloads keeps
// its own words. own is the index in Symbols of d's first member.
func (s *Scanner) borrowBaseDocs(full string, d *decl, own int) {
	if own < 0 || own > len(s.res.Symbols) {
		return
	}
	prefix := full + "."
	documented := map[string]bool{}
	var undocumented []int
	for i := own; i < len(s.res.Symbols); i++ {
		sym := s.res.Symbols[i]
		name, ok := strings.CutPrefix(sym.Name, prefix)
		if sym.Parent != full || !ok || strings.Contains(name, ".") {
			continue
		}
		if sym.Doc != "" {
			documented[name] = true
		} else {
			undocumented = append(undocumented, i)
		}
	}
	var chain []member
	walked := false
	for _, i := range undocumented {
		sym := s.res.Symbols[i]
		name := strings.TrimPrefix(sym.Name, prefix)
		if documented[name] {
			continue
		}
		if !walked {
			walked = true
			chain = d.scanner(s).docChain(d, 0, map[*decl]bool{d: true})
		}
		static := isStatic(member{sig: sym.Signature})
		for _, m := range chain {
			if m.name != name || isStatic(m) != static || m.doc == "" {
				continue
			}
			s.res.Symbols[i].Doc = m.doc
			if sym.Deprecated == "" {
				s.res.Symbols[i].Deprecated = m.deprecated
			}
			if m.fullDoc != "" {
				if s.res.FullDocs == nil {
					s.res.FullDocs = map[int]string{}
				}
				s.res.FullDocs[i] = m.fullDoc
			}
			break
		}
	}
}

// docChain lists the members of the types d extends or implements, in
// the order written, each type's members followed by its own bases'.
func (s *Scanner) docChain(d *decl, depth int, seen map[*decl]bool) []member {
	if depth >= maxInheritDepth {
		return nil
	}
	refs := basesOf(d)
	if d.kind == "class" {
		refs = append(refs, implemented(d.sig)...)
	}
	var out []member
	for _, ref := range refs {
		sc, bds, _ := s.baseDecls(d, refName(ref))
		for _, bd := range bds {
			if seen[bd] {
				continue
			}
			seen[bd] = true
			if bd.kind == "interface" || bd.kind == "class" {
				out = append(out, bd.members...)
			}
			if bd.kind == "interface" || bd.kind == "class" || bd.kind == "type" {
				out = append(out, bd.scanner(sc).docChain(bd, depth+1, seen)...)
			}
		}
	}
	return out
}

// symbol is the inherited member as a member of the type listed as full.
func (ib inheritedMember) symbol(full string) sdk.Symbol {
	doc := inheritedPrefix + ib.from + "."
	if ib.m.doc != "" {
		doc = ib.m.doc + " (inherited from " + ib.from + ")"
	}
	return sdk.Symbol{Name: full + "." + ib.m.name, Kind: ib.m.kind, Signature: ib.m.sig, Doc: doc, Deprecated: ib.m.deprecated, Parent: full}
}

// recordInherited adds to the result what the type listed as full
// inherits and the bases of it this scanner could not see.
func (s *Scanner) recordInherited(full string, out []sdk.Symbol, unseen []string) {
	if len(unseen) > 0 {
		if s.res.UnseenBases == nil {
			s.res.UnseenBases = map[string][]string{}
		}
		s.res.UnseenBases[full] = unseen
	}
	if len(out) == 0 {
		return
	}
	if s.res.Inherited == nil {
		s.res.Inherited = map[string][]sdk.Symbol{}
	}
	s.res.Inherited[full] = append(s.res.Inherited[full], out...)
}

// inheritNested records the members of a class or namespace that a type
// inherits as a static member from its base's merged namespace (Node's
// Stream carries Writable, Readable, promises; EventEmitter carries
// EventEmitter and EventEmitterAsyncResource): code reaches them through
// the derived type (CombinedStream.Writable), so a document focused on
// one lists them. Its own members keep their declarations and docs; what
// it inherits in turn is listed as inherited. One level deep: the
// members of those members are not followed. instance says full is an
// instance of the class (a property declared with it), whose protected
// and static members code holding it cannot reach: they are left out.
func (s *Scanner) inheritNested(full string, sc *Scanner, ds []*decl, instance bool) {
	if s.res.Inherited != nil && s.res.Inherited[full] != nil {
		return
	}
	var out []sdk.Symbol
	seen := map[string]bool{}
	add := func(name, kind, sig, doc, deprecated string) {
		out = append(out, sdk.Symbol{Name: full + "." + name, Kind: kind, Signature: sig, Doc: doc, Deprecated: deprecated, Parent: full})
		seen[name] = true
	}
	var unseen []string
	for _, d := range ds {
		switch {
		case d.kind == "class" || d.kind == "interface":
			for _, mb := range d.members {
				if !ownSignature(mb) && !(instance && (isProtected(mb) || isStatic(mb))) {
					add(mb.name, mb.kind, mb.sig, mb.doc, mb.deprecated)
				}
			}
		case d.kind == "namespace" && d.body != nil:
			for _, ex := range d.scanner(sc).exports(d.body, d.file, 1) {
				if len(ex.decls) > 0 && !seen[ex.name] {
					x := ex.decls[0]
					add(ex.name, x.kind, x.sig, x.doc, x.deprecated)
				}
			}
		}
	}
	for _, d := range ds {
		if d.kind != "class" && d.kind != "interface" {
			continue
		}
		for _, ib := range d.scanner(sc).inherited(d, 1, map[*decl]bool{d: true}, &unseen) {
			if seen[ib.m.name] || ownSignature(ib.m) || instance && (isProtected(ib.m) || isStatic(ib.m)) {
				continue
			}
			seen[ib.m.name] = true
			out = append(out, ib.symbol(full))
		}
	}
	s.recordInherited(full, out, unseen) // Inherited[full] is empty here: checked on entry
}

// inheritedPrefix opens the doc of an inherited member that has none.
const inheritedPrefix = "Inherited from "

// InheritedFrom is the base an inherited member (Result.Inherited) comes
// from, as its doc names it ("stream.Stream (stream)"); "" when it does
// not say.
func InheritedFrom(s sdk.Symbol) string {
	if rest, ok := strings.CutPrefix(s.Doc, inheritedPrefix); ok {
		return strings.TrimSuffix(rest, ".")
	}
	if i := strings.LastIndex(s.Doc, " (inherited from "); i >= 0 && strings.HasSuffix(s.Doc, ")") {
		return s.Doc[i+len(" (inherited from ") : len(s.Doc)-1]
	}
	return ""
}

type inheritedMember struct {
	m    member
	own  bool   // the base is declared in the package's own files
	from string // the base as written, with its package when it is another
	// decls and sc: for a member a base's merged namespace exports (a
	// class, a namespace: Node's Stream.Writable, stream.promises), its
	// declarations and the scanner that read them, whose members a
	// derived class reaches too (CombinedStream.Writable.write).
	decls []*decl
	sc    *Scanner
}

// inherited lists the members of d's bases and of their bases, nearest
// first; bases whose declarations it cannot find (or past the depth
// limit) are added to unseen.
func (s *Scanner) inherited(d *decl, depth int, seen map[*decl]bool, unseen *[]string) []inheritedMember {
	if depth >= maxInheritDepth {
		for _, b := range basesOf(d) {
			*unseen = append(*unseen, refName(b))
		}
		return nil
	}
	var out []inheritedMember
	for _, ref := range basesOf(d) {
		out = append(out, s.refMembers(d, ref, depth, seen, unseen)...)
	}
	return out
}

// refMembers lists the members a base written as ref in d's scope gives:
// its declarations' members and their bases'. A base that maps another
// type's keys one to one (Omit<X, 'a'>, Partial<X>, an alias of the
// package's own such as csstype's Fallback<X>) gives X's members, those
// the mapping keeps; one that maps string literal keys to values
// (Record<'a' | 'b', V>) gave the members themselves (expandRecordBases)
// and is seen.
func (s *Scanner) refMembers(d *decl, ref string, depth int, seen map[*decl]bool, unseen *[]string) []inheritedMember {
	if s.literalKeyed(d, ref) {
		return nil
	}
	if strings.HasPrefix(ref, "{") {
		// An object type an alias joins: its members, from the alias.
		// An index signature (any key) leaves the alias unseen.
		tm := parseModule("interface T " + ref)
		if len(tm.decls) != 1 || hasIndex(tm.decls[0].members) {
			*unseen = append(*unseen, d.name)
			return nil
		}
		var out []inheritedMember
		for _, mb := range tm.decls[0].members {
			out = append(out, inheritedMember{m: mb, from: d.name})
		}
		return out
	}
	if inner, keep, ok := s.keyMapped(d, ref); ok {
		var out []inheritedMember
		for _, im := range s.refMembers(d, inner, depth+1, seen, unseen) {
			if keep(im.m.name) {
				out = append(out, im)
			}
		}
		return out
	}
	sc, bds, from := s.baseDecls(d, refName(ref))
	if len(bds) == 0 {
		*unseen = append(*unseen, from)
	}
	class, typed := false, false
	for _, bd := range bds {
		class = class || bd.kind == "class"
		typed = typed || bd.kind == "class" || bd.kind == "interface"
	}
	var out []inheritedMember
	for _, bd := range bds {
		if bd.kind == "type" {
			// A generic alias that maps its parameter's keys one to
			// one (type Fallback<T> = { [P in keyof T]: … }) gives the
			// members of the type it is given here.
			if i, ok := homomorphicParam(bd.sig); ok {
				if args := refArgs(ref); i < len(args) && depth+1 < maxInheritDepth {
					out = append(out, s.refMembers(d, args[i], depth+1, seen, unseen)...)
					continue
				}
			}
		}
		if seen[bd] {
			continue
		}
		seen[bd] = true
		// bd's own bases resolve in the file that declares it, read by
		// the scanner that read that file: a Dep's name found through
		// its export * of another package (lit's LitElement, from
		// lit-element, extends ReactiveElement of @lit/reactive-element,
		// which lit-element's file imports) is read by that package's
		// scanner, not the one the lookup started in.
		sc := bd.scanner(sc)
		switch {
		case bd.kind == "interface" || bd.kind == "class":
			own := sc == s && s.entries == nil // a base in the package's own files
			for _, mb := range bd.members {
				out = append(out, inheritedMember{m: mb, from: from, own: own})
			}
			out = append(out, sc.inherited(bd, depth+1, seen, unseen)...)
		case bd.kind == "type":
			// type _IDuplex = _IReadable & _IWritable: the members
			// of the types it joins. Any other alias (a mapped
			// type over other keys, an object literal) has members
			// this scanner does not compute: the base is not seen.
			if _, ok := aliasBases(bd.sig); ok {
				out = append(out, sc.inherited(bd, depth+1, seen, unseen)...)
			} else {
				*unseen = append(*unseen, from)
			}
		case (bd.kind == "const" || bd.kind == "var" || bd.kind == "let") && typed:
			// interface Uint8Array { … } beside declare var Uint8Array:
			// Uint8ArrayConstructor (how TypeScript's lib declares a
			// class): the interface is the instances' type, and a class
			// extending it inherits the constructor type's members as
			// statics (Buffer.of, Uint8ArrayConstructor's).
			if d.kind == "class" {
				out = append(out, sc.constructorStatics(bd, from)...)
			}
		case bd.kind == "const" || bd.kind == "var" || bd.kind == "let":
			// class TypedEventEmitter<E> extends TypedEventEmitter_base<E>,
			// with declare const TypedEventEmitter_base: { new <T>():
			// ITypedEventEmitter<T> }: how the compiler declares a
			// class that extends an expression (a mixin, a cast). Its
			// instances are what the value constructs.
			refs := constructedRefs(bd.sig)
			if len(refs) == 0 {
				*unseen = append(*unseen, from)
			}
			for _, mb := range valueMembers(bd.sig) {
				// getEndpointParameterInstructions() beside the
				// construct signatures (every AWS SDK v3 command's
				// base): a static member the class inherits.
				out = append(out, inheritedMember{m: mb, from: from})
			}
			for _, r := range refs {
				spec, name, ok := importType(stripTypeArgs(r))
				if !ok || strings.Contains(name, ".") {
					out = append(out, sc.refMembers(bd, r, depth+1, seen, unseen)...)
					continue
				}
				// new (): import("@ckeditor/ckeditor5-utils").Observable,
				// as the compiler writes a mixin's base from another
				// package (every ckeditor5 plugin's).
				isc, ids, ifrom := sc.importedDecls(bd.file, spec, name, name)
				if len(ids) == 0 {
					*unseen = append(*unseen, ifrom)
				}
				for _, x := range ids {
					if (x.kind == "interface" || x.kind == "class") && !seen[x] {
						seen[x] = true
						for _, mb := range x.members {
							out = append(out, inheritedMember{m: mb, from: ifrom})
						}
						out = append(out, isc.inherited(x, depth+1, seen, unseen)...)
					}
				}
			}
		case bd.kind == "namespace" && bd.body != nil && class:
			// A namespace merged with the base class holds its
			// static members (Node's EventEmitter.defaultMaxListeners),
			// which a derived class inherits.
			for _, ex := range bd.scanner(sc).exports(bd.body, bd.file, depth+1) {
				if len(ex.decls) == 0 {
					continue
				}
				x := ex.decls[0]
				if x.kind == "interface" || x.kind == "type" {
					continue // a type: not a property of the class, so not inherited
				}
				out = append(out, inheritedMember{m: member{name: ex.name, kind: x.kind, sig: x.sig, doc: x.doc, deprecated: x.deprecated}, from: from,
					decls: ex.decls, sc: bd.scanner(sc)})
			}
		}
	}
	return out
}

// constructorStatics are the members of the type a class's value is
// declared with ("declare var Uint8Array: Uint8ArrayConstructor"), but
// its construct and call signatures and prototype: the statics a class
// extending it inherits, from the base named from.
func (s *Scanner) constructorStatics(v *decl, from string) []inheritedMember {
	_, typ, ok := strings.Cut(v.sig, ": ")
	typ = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(typ), ";"))
	if !ok || !isTypeRef(typ) {
		return nil
	}
	_, cds, _ := s.baseDecls(v, typ)
	var out []inheritedMember
	for _, cd := range cds {
		if cd.kind != "interface" {
			continue
		}
		for _, mb := range cd.members {
			if mb.kind == "constructor" || mb.kind == "call" || mb.name == "new" || mb.name == "" || mb.name == "()" || mb.name == "prototype" {
				continue
			}
			mb.sig = "static " + mb.sig
			out = append(out, inheritedMember{m: mb, from: from})
		}
	}
	return out
}

// constructedRefs are the types a value declared as sig constructs, as
// written: "declare const X_base: { new <T>(): I<T>; }" → I<T>;
// "declare const X_base: typeof Base" → Base; an intersection of such
// types gives each one's. nil when the value's type is anything else.
func constructedRefs(sig string) []string {
	_, typ, ok := strings.Cut(sig, ": ")
	if !ok {
		return nil
	}
	var out []string
	for _, part := range splitIntersection(strings.TrimSuffix(strings.TrimSpace(typ), ";")) {
		if c, ok := strings.CutPrefix(part, "typeof "); ok && isTypeRef(strings.TrimSpace(c)) {
			out = append(out, strings.TrimSpace(c))
			continue
		}
		if !strings.HasPrefix(part, "{") {
			return nil
		}
		tm := parseModule("interface T " + part)
		if len(tm.decls) != 1 {
			return nil
		}
		for _, mb := range tm.decls[0].members {
			if mb.kind != "constructor" || mb.name != "new" {
				continue
			}
			r := returnType(mb.sig)
			if _, _, imported := importType(stripTypeArgs(r)); (isTypeRef(refName(r)) || imported) && !slices.Contains(out, r) {
				out = append(out, r)
			}
		}
	}
	return out
}

// valueMembers are the members other than construct signatures of the
// object types a value declared as sig has ("declare const X_base: {
// new (): I; getEndpointParameterInstructions(): {…} }" → the method):
// what a class that extends the value inherits as statics. nil when
// the type is not such an object type.
func valueMembers(sig string) []member {
	_, typ, ok := strings.Cut(sig, ": ")
	if !ok {
		return nil
	}
	var out []member
	for _, part := range splitIntersection(strings.TrimSuffix(strings.TrimSpace(typ), ";")) {
		if !strings.HasPrefix(part, "{") {
			continue
		}
		tm := parseModule("interface T " + part)
		if len(tm.decls) != 1 {
			continue
		}
		for _, mb := range tm.decls[0].members {
			if mb.kind != "constructor" && mb.name != "new" && mb.name != "" {
				out = append(out, mb)
			}
		}
	}
	return out
}

// returnType is the type a call or construct signature returns, as
// written: "new <T>(a: A): I<T>" → I<T>; "" when it has none.
func returnType(sig string) string {
	i := strings.IndexByte(sig, '(')
	if j := strings.IndexByte(sig, '<'); j >= 0 && j < i {
		if k := closing(sig, j); k > 0 {
			i = strings.IndexByte(sig[k:], '(')
			if i < 0 {
				return ""
			}
			i += k
		}
	}
	if i < 0 {
		return ""
	}
	end := closing(sig, i)
	if end < 0 {
		return ""
	}
	rest, ok := strings.CutPrefix(strings.TrimSpace(sig[end+1:]), ":")
	if !ok {
		return ""
	}
	return strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), ";"))
}

// keyMappers are the lib utility types whose result has (some of) their
// first argument's keys, each with its member (see keyMapped).
var keyMappers = map[string]bool{"Omit": true, "Pick": true, "Partial": true, "Required": true, "Readonly": true}

// keyMapped reads a base that keeps another type's members, by key:
// Partial<X>, Required<X> and Readonly<X> keep every one (their
// optionality or mutability changes, not their names), Omit<X, K> all but
// K's and Pick<X, K> only K's, with K a union of string literals written
// there or named by an alias in d's scope (Pick<X, Exclude<keyof X, K>>
// is Omit<X, K>). It returns X as written and which names are kept; ok
// is false for any other base, and for keys it cannot list
// (Omit<X, keyof Y>): those members are not known.
func (s *Scanner) keyMapped(d *decl, ref string) (inner string, keep func(string) bool, ok bool) {
	name, args := refName(ref), refArgs(ref)
	if !keyMappers[name] || len(args) == 0 {
		return "", nil, false
	}
	all := func(string) bool { return true }
	switch name {
	case "Partial", "Required", "Readonly":
		return args[0], all, len(args) == 1
	}
	if len(args) != 2 {
		return "", nil, false
	}
	k, omit := args[1], name == "Omit"
	if e := refArgs(k); !omit && refName(k) == "Exclude" && len(e) == 2 && e[0] == "keyof "+args[0] {
		k, omit = e[1], true
	}
	lits := s.literalKeys(d, k)
	if lits == nil {
		return "", nil, false
	}
	in := map[string]bool{}
	for _, l := range lits {
		in[l] = true
	}
	return args[0], func(n string) bool { return in[n] != omit }, true
}

// keyMappedIn is keyMapped for a type written in module m (a value's
// type, not a base): X a named type (an inline object literal, as in the
// compiler's Readonly<{ '.mjs': Loader; … }> for a frozen object, is left
// to be read as it was: not expanded), K a union of string literals written
// there or an alias m declares of one.
func keyMappedIn(m *module, ref string) (inner string, keep func(string) bool, ok bool) {
	name, args := refName(ref), refArgs(ref)
	if !keyMappers[name] || len(args) == 0 || !isTypeRef(refName(args[0])) {
		return "", nil, false
	}
	switch name {
	case "Partial", "Required", "Readonly":
		return args[0], func(string) bool { return true }, len(args) == 1
	}
	if len(args) != 2 {
		return "", nil, false
	}
	lits := literalUnion(args[1])
	if lits == nil && isTypeRef(args[1]) {
		for _, d := range m.decls {
			if d.name == args[1] && d.kind == "type" {
				if _, rhs, found := strings.Cut(d.sig, "= "); found {
					lits = literalUnion(rhs)
				}
			}
		}
	}
	if lits == nil {
		return "", nil, false
	}
	in := map[string]bool{}
	for _, l := range lits {
		in[l] = true
	}
	omit := name == "Omit"
	return args[0], func(n string) bool { return in[strings.TrimSuffix(n, "?")] != omit }, true
}

// literalKeys are the strings of a union of string literals written as k
// or named by k, an alias in d's scope; nil when k is neither.
func (s *Scanner) literalKeys(d *decl, k string) []string {
	if lits := literalUnion(k); lits != nil {
		return lits
	}
	if y, ok := strings.CutPrefix(k, "keyof "); ok {
		return s.keysOf(d, strings.TrimSpace(y))
	}
	if !isTypeRef(k) {
		return nil
	}
	_, ds, _ := s.baseDecls(d, k)
	for _, x := range ds {
		if x.kind != "type" {
			continue
		}
		if i := strings.Index(x.sig, "= "); i >= 0 {
			if lits := literalUnion(x.sig[i+2:]); lits != nil {
				return lits
			}
		}
	}
	return nil
}

// keysOf lists keyof y, y an interface or class in d's scope: its
// members' names and its bases', as the compiler lists them for
// Omit<X, keyof Y> (webdriver's Client extends Omit<BaseClient, keyof
// BidiEventHandler>). nil when they cannot all be listed: a base not
// seen, an index or call signature (keyof is then wider than names), a
// type that is not an interface or class.
func (s *Scanner) keysOf(d *decl, y string) []string {
	if !isTypeRef(y) || strings.ContainsAny(y, "<.") {
		return nil
	}
	sc, ds, _ := s.baseDecls(d, y)
	if len(ds) == 0 {
		return nil
	}
	var names []string
	add := func(mb member) bool {
		if strings.HasPrefix(mb.sig, "static ") {
			return true // keyof a class is its instance side
		}
		n := strings.TrimSuffix(mb.name, "?")
		if n == "" || !isKeyName(n) {
			return false
		}
		names = append(names, n)
		return true
	}
	seen := map[*decl]bool{}
	for _, x := range ds {
		if x.kind != "interface" && x.kind != "class" {
			return nil
		}
		seen[x] = true
		for _, mb := range x.members {
			if !add(mb) {
				return nil
			}
		}
		var unseen []string
		for _, im := range sc.inherited(x, 0, seen, &unseen) {
			if !add(im.m) {
				return nil
			}
		}
		if len(unseen) > 0 {
			return nil
		}
	}
	if names == nil {
		return []string{} // keyof {}: no keys, so Omit keeps every member
	}
	return names
}

// isKeyName reports whether n is a member name as keyof lists it: an
// identifier or a quoted string, not an index or call signature.
func isKeyName(n string) bool {
	if len(n) >= 2 && (n[0] == '"' || n[0] == '\'') && n[len(n)-1] == n[0] {
		return true
	}
	for i, r := range n {
		if r == '_' || r == '$' || ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z') || (i > 0 && '0' <= r && r <= '9') {
			continue
		}
		return false
	}
	return true
}

// literalKeyed reports whether ref is a base that maps string literal
// keys to values (Record<NodeType, V>, { [K in Keys]: V }, under Partial
// or not; see mappedBase) whose every key d has as a member:
// expandRecordBases gave them, so the base is seen whole.
func (s *Scanner) literalKeyed(d *decl, ref string) bool {
	keys, _, _, _, ok := mappedBase(ref)
	if !ok {
		return false
	}
	lits := s.literalKeys(d, keys)
	have := map[string]bool{}
	for _, mb := range d.members {
		have[mb.name] = true
	}
	for _, l := range lits {
		if !have[l] {
			return false
		}
	}
	return len(lits) > 0
}

// homomorphicParam is the position of the type parameter a generic alias
// maps key for key, "type Fallback<T> = { [P in keyof T]: T[P] | … }"
// (with readonly or ? added or removed): the alias has that parameter's
// keys. ok is false for any other alias.
func homomorphicParam(sig string) (int, bool) {
	head, rhs, ok := strings.Cut(sig, " = ")
	if !ok {
		return 0, false
	}
	params := refArgs(strings.TrimSpace(head))
	body, ok := strings.CutPrefix(strings.TrimSpace(rhs), "{")
	if !ok || len(params) == 0 {
		return 0, false
	}
	body = strings.TrimSpace(body)
	for _, m := range []string{"-readonly ", "+readonly ", "readonly "} {
		body = strings.TrimPrefix(body, m)
	}
	inner, ok := strings.CutPrefix(body, "[")
	end := strings.IndexByte(inner, ']')
	if !ok || end < 0 {
		return 0, false
	}
	_, over, in := strings.Cut(inner[:end], " in keyof ")
	after := strings.TrimLeft(inner[end+1:], "-+?")
	if !in || !strings.HasPrefix(after, ":") || strings.Contains(over, " as ") {
		return 0, false
	}
	over = strings.TrimSpace(over)
	for i, p := range params {
		if refName(p) == over && strings.TrimSpace(p) != "" {
			return i, true
		}
	}
	return 0, false
}

// baseDecls finds the declarations a base written in d's scope names: a
// declaration of that scope or one around it (a file, a namespace, a
// "declare module" block of a Dep's files, where Stream extends the
// EventEmitter that block imports from node:events), one imported into
// it from another file of the package or from a package of Deps, or a
// global (NodeJS.EventEmitter). It returns the scanner that read them
// (their own bases resolve there).
func (s *Scanner) baseDecls(d *decl, base string) (*Scanner, []*decl, string) {
	file := s.parsed[d.file]
	if file == nil {
		return s, nil, base
	}
	byName := func(ds []*decl, name string) []*decl {
		var out []*decl
		for _, x := range ds {
			if x.name == name && x != d {
				out = append(out, x)
			}
		}
		return out
	}
	inNamespaces := func(ds []*decl, ns, name string) []*decl {
		var out []*decl
		for _, x := range byName(ds, ns) {
			if x.kind == "namespace" && x.body != nil {
				out = append(out, byName(x.body.decls, name)...)
			}
		}
		return out
	}
	var scopes []*module
	for sc, n := d.scope, 0; sc != nil && n <= maxDepth; sc, n = sc.parent, n+1 {
		scopes = append(scopes, sc)
	}
	if len(scopes) == 0 || scopes[len(scopes)-1] != file {
		scopes = append(scopes, file)
	}
	ns, name, dotted := strings.Cut(base, ".")
	if dotted && strings.Contains(name, ".") {
		return s, nil, base
	}
	for _, sc := range scopes {
		if !dotted {
			if local := byName(sc.decls, base); len(local) > 0 {
				return s, local, base
			}
			if imp, ok := sc.imports[base]; ok {
				if imp.name == "*" {
					// import ConsumableStream = require("consumable-stream");
					// class AGChannel<T> extends ConsumableStream<T>, or
					// import EventEmitter = require('events'): the base is
					// what that module's "export =" gives.
					return s.equalsBase(d.file, imp.from, base)
				}
				// import AjvCore from "./core": the module's default
				// export, looked up as "default" like any other name.
				return s.importedDecls(d.file, imp.from, imp.name, base)
			}
			continue
		}
		if imp, ok := sc.imports[ns]; ok && imp.name == "*" {
			return s.importedDecls(d.file, imp.from, name, base)
		}
		if inner := inNamespaces(sc.decls, ns, name); len(inner) > 0 {
			return s, inner, base
		}
	}
	if !dotted {
		// A type in a namespace of the file, written without it.
		for _, x := range file.decls {
			if x.kind == "namespace" && x.body != nil {
				if local := byName(x.body.decls, base); len(local) > 0 {
					return s, local, base
				}
			}
		}
	}
	if g := s.globalDecls(base); len(g) > 0 {
		return s, g, base
	}
	if ls := s.libScanner(); ls != nil && !dotted {
		if g := ls.globalDecls(base); len(g) > 0 {
			return ls, g, base + " (" + LibFrom + ")"
		}
	}
	return s, nil, base
}

// IsGlobalName reports whether an unseen base (Result.UnseenBases) is
// written as a global name, one TypeScript's lib may declare
// (Uint8Array, Map): an identifier, not a module's or a namespace's.
func IsGlobalName(base string) bool {
	return base != "" && base[0] >= 'A' && base[0] <= 'Z' && isTypeRef(base) && !strings.Contains(base, ".")
}

// LibFrom names TypeScript's lib as where an inherited member comes
// from: "Uint8Array (TypeScript lib)".
const LibFrom = "TypeScript lib"

// libScanner is the scanner of Lib, whose globals are the lib's
// declarations; nil without Lib.
func (s *Scanner) libScanner() *Scanner {
	if s.Lib == nil {
		return nil
	}
	if s.lib == nil {
		s.lib = &Scanner{Files: s.Lib.Files, Package: "typescript", Limits: Limits{MaxFiles: maxGlobalFiles}, depLevel: maxDepLevel}
		s.lib.init()
		s.lib.entries = s.Lib.Entries
	}
	return s.lib
}

// importedDecls finds name exported by the module spec imported into
// file: a file of this package, or a package of Deps.
func (s *Scanner) importedDecls(file, spec, name, base string) (*Scanner, []*decl, string) {
	if s.resolve(file, spec) != "" {
		return s, s.lookup(file, spec, name, 0), base
	}
	if amb, _ := s.ambientOf(spec); amb != nil {
		// In a Dep's files, another module they declare (node:events,
		// imported into declare module "node:stream").
		return s, s.lookup(file, spec, name, 0), base
	}
	if _, ok := s.Deps[spec]; !ok {
		s.externalBase(spec)
		return s, nil, base
	}
	cs, ds := s.depLookup(spec, name)
	return cs, ds, base + " (" + spec + ")"
}

// equalsBase finds the declarations a module says "export =" of, for a
// base written as the name it is imported under (import X =
// require(spec), or import * as X): a file of this package, or a
// package of Deps (recorded as an external base when not given). A
// module without "export =" is a namespace, which gives no members.
func (s *Scanner) equalsBase(file, spec, base string) (*Scanner, []*decl, string) {
	equals := func(ds []*decl) []*decl {
		var out []*decl
		for _, x := range ds {
			if x.kind != "namespace" || !strings.HasPrefix(x.sig, "import * as ") {
				out = append(out, x)
			}
		}
		return out
	}
	if s.resolve(file, spec) != "" {
		return s, equals(s.lookup(file, spec, "*", 0)), base
	}
	if amb, _ := s.ambientOf(spec); amb != nil {
		return s, equals(s.lookup(file, spec, "*", 0)), base
	}
	dep, ok := s.Deps[spec]
	if !ok {
		if spec != s.Package {
			s.externalBase(spec)
		}
		return s, nil, base
	}
	return s.child(spec, dep), equals(s.depNamespace(spec)), base + " (" + spec + ")"
}

// depHit is a name a Dep exports: the scanner that read it and its
// declarations.
type depHit struct {
	cs    *Scanner
	decls []*decl
}

// depLookup finds name among the exports of the Dep of spec, with the
// scanner that read it (nil when there is none). The first entry that
// exports the name wins, and within it the first export, then the
// names of a namespace an "export =" exports.
func (s *Scanner) depLookup(spec, name string) (*Scanner, []*decl) {
	dep, ok := s.Deps[spec]
	if !ok {
		return s, nil
	}
	idx, built := s.depNames[spec]
	if !built {
		idx = map[string]depHit{}
		cs := s.child(spec, dep)
		add := func(n string, ds []*decl) {
			if _, ok := idx[n]; !ok {
				idx[n] = depHit{cs, ds}
			}
		}
		for _, e := range dep.Entries {
			em := cs.load(e)
			if em == nil {
				continue
			}
			if amb := cs.ambientFor(em, e); amb != nil {
				em = amb
			}
			for _, ex := range cs.augmented(cs.exports(em, e, 0)) {
				add(ex.name, ex.decls)
				if ex.how != "equals" {
					continue
				}
				for _, ed := range ex.decls {
					if ed.kind == "namespace" && ed.body != nil {
						for _, inner := range cs.exports(ed.body, ed.file, 1) {
							add(inner.name, inner.decls)
						}
					}
				}
			}
		}
		if s.depNames == nil {
			s.depNames = map[string]map[string]depHit{}
		}
		s.depNames[spec] = idx
	}
	if h, ok := idx[name]; ok {
		return h.cs, h.decls
	}
	return s, nil
}

// externalNamed records a package whose exports the API re-exports by
// name (export { FSOption } from 'path-scurry'), not given in Deps.
func (s *Scanner) externalNamed(spec string) {
	for _, e := range s.res.ExternalNamed {
		if e == spec {
			return
		}
	}
	s.res.ExternalNamed = append(s.res.ExternalNamed, spec)
}

// externalBase records a package whose types the API's classes and
// interfaces extend (its declarations were not given in Deps).
func (s *Scanner) externalBase(spec string) {
	for _, e := range s.res.ExternalBases {
		if e == spec {
			return
		}
	}
	s.res.ExternalBases = append(s.res.ExternalBases, spec)
}

// child is the scanner of the Dep a module specifier names: its files,
// with spec as the package (a Node builtin's "declare module 'fs'"
// blocks in @types/node are found by that name).
func (s *Scanner) child(spec string, dep Dep) *Scanner {
	if s.children == nil {
		s.children = map[string]*Scanner{}
	}
	cs := s.children[spec]
	if cs == nil {
		// A Dep is read for the names the API takes from it (one
		// interface's members, one re-exported declaration), but finding
		// one walks its exports whole: a types package of 725
		// declaration files (@medusajs/types) exports a name from its
		// 600th, past the bound of a package's own outline, and a name
		// past the bound is not found. Its bound is depFilesFactor
		// times the package's.
		lim := s.Limits
		lim.MaxFiles = max(s.Limits.MaxFiles, min(s.Limits.MaxFiles*depFilesFactor, maxDepFiles))
		// What a Dep passes on from, or extends, another package's
		// (react-aria, for @react-aria/button's names; google-gauth's
		// ChatGoogle extends google-common's ChatGoogleBase, which
		// extends @langchain/core's) is read from the same Deps when
		// given, down to maxDepLevel. Each reader has its own scanner
		// of a Dep: a scanner's guards against cycles (active) are
		// its own walk's.
		cs = &Scanner{Files: dep.Files, Package: spec, Limits: lim, depLevel: s.depLevel + 1, Lib: s.Lib}
		if cs.depLevel < maxDepLevel {
			cs.Deps = s.Deps
		}
		cs.init()
		cs.lib = s.libScanner() // one lib, parsed once, for every reader
		cs.entries = dep.Entries
		s.children[spec] = cs
	}
	return cs
}

// depExternals lists the modules of other packages that the Dep
// scanners' declarations name and the Deps do not give (see
// Result.DepExternals), sorted.
func (s *Scanner) depExternals() []string {
	var out []string
	var walk func(sc *Scanner)
	walk = func(sc *Scanner) {
		for _, cs := range sc.children {
			for _, list := range [][]string{cs.res.ExternalStars, cs.res.ExternalNamed, cs.res.ExternalBases} {
				for _, spec := range list {
					if _, given := s.Deps[spec]; !given && spec != s.Package && !slices.Contains(out, spec) {
						out = append(out, spec)
					}
				}
			}
			walk(cs)
		}
	}
	walk(s)
	slices.Sort(out)
	return out
}

// maxDepLevel bounds how deep Dep scanners read Deps themselves: the
// package's scanner is level 0, its Deps' 1; a scanner at maxDepLevel
// reads its own files only (four packages: @react-types/button,
// @react-aria/button, react-aria, @react-types/shared).
const maxDepLevel = 4

// depModule is the module spec names when its declarations were given:
// the entry module of its Dep (or the "declare module" block of that name
// in the Dep's files), else a module this scanner's own files declare as
// "declare module '<spec>'" (in a Dep's files: node:fs/promises, which
// node:fs re-exports as promises). It returns the scanner that reads it
// and the file it starts in; a nil module when there is none.
func (s *Scanner) depModule(spec string) (*Scanner, *module, string) {
	dep, ok := s.Deps[spec]
	if !ok {
		if amb, e := s.ambientOf(spec); amb != nil {
			return s, amb, e
		}
		return s, nil, ""
	}
	cs := s.child(spec, dep)
	for _, e := range dep.Entries {
		em := cs.load(e)
		if em == nil {
			continue
		}
		if amb := cs.ambientFor(em, e); amb != nil {
			return cs, amb, e
		}
		if em.hasExports {
			return cs, em, e
		}
	}
	return s, nil, ""
}

// depExports lists what the Dep of spec exports, false when spec has
// none or its entries declare nothing for it.
func (s *Scanner) depExports(spec string, depth int) ([]export, bool) {
	if depth > maxDepth {
		return nil, false
	}
	dep, ok := s.Deps[spec]
	if !ok {
		// In a Dep's own files, another module they declare ("declare
		// module 'fs' { export * from 'node:fs' }" in @types/node).
		if amb, e := s.ambientOf(spec); amb != nil && !s.active[amb] {
			if exs := s.exports(amb, e, depth); len(exs) > 0 {
				return exs, true
			}
		}
		return nil, false
	}
	cs := s.child(spec, dep)
	for _, e := range dep.Entries {
		em := cs.load(e)
		if em == nil {
			continue
		}
		if amb := cs.ambientFor(em, e); amb != nil {
			em = amb
		} else if !em.hasExports {
			continue // a script that declares no module of that name
		}
		if exs := cs.augmented(cs.exports(em, e, depth)); len(exs) > 0 {
			return exs, true
		}
	}
	return nil, false
}

// externalStar records a module re-exported whole whose declarations
// were not given in Deps.
func (s *Scanner) externalStar(spec string) {
	for _, e := range s.res.ExternalStars {
		if e == spec {
			return
		}
	}
	s.res.ExternalStars = append(s.res.ExternalStars, spec)
}

// ambientOf is the module a Dep scanner's files declare as "declare
// module '<spec>'", with the entry file that reaches it; nil, "" when
// none does. The package's own scanner looks for its own subpaths only:
// a declaration file bundled one block per module (dts-bundle's
// "declare module 'pkg/index'" beside "declare module 'pkg' { export
// {default} from 'pkg/index' }") passes its API on from a block of the
// same files, which the compiler finds; a block of another package's
// name there augments that package, which is not all of its API.
func (s *Scanner) ambientOf(spec string) (*module, string) {
	roots := s.globalRoots()
	if len(s.entries) == 0 && (s.Package == "" || !strings.HasPrefix(spec, s.Package+"/")) {
		return nil, ""
	}
	if m, ok := s.ambients[spec]; ok {
		if m == nil {
			return nil, ""
		}
		return m, roots[0]
	}
	if len(roots) == 0 {
		return nil, ""
	}
	if s.ambients == nil {
		s.ambients = map[string]*module{}
	}
	for _, e := range roots {
		if amb := s.ambientModule(e, spec); amb != nil {
			s.ambients[spec] = amb
			return amb, e
		}
	}
	s.ambients[spec] = nil
	return nil, ""
}
