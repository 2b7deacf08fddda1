package apicheck

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
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
	if s, ok := ix.Lookup(key); ok {
		fill(&out, s)
		return out
	}
	rel, dropped := ix.relative(key)
	// A member: Parent.member where Parent is known.
	if parent, member, ok := cutLast(rel); ok {
		if ps, pok := ix.lookupParent(parent); pok {
			switch {
			case ps.Signature != "" && declares(ps.Signature, member) && typeKinds[strings.ToLower(ps.Kind)]:
				fill(&out, ps)
				out.Symbol = strings.TrimSuffix(ps.Name, ".") + "." + member
				out.Note = fmt.Sprintf("a member of %s, found in its declaration (shown)", ps.Name)
				return out
			case typeKinds[strings.ToLower(ps.Kind)] && inherits(ps.Signature):
				out.Verdict = sdk.VerdictOutOfReach
				out.Note = fmt.Sprintf("%s does not declare %s itself, and inherits from %s, whose members this check cannot see", ps.Name, member, inherits2(ps.Signature))
				return out
			case !typeKinds[strings.ToLower(ps.Kind)] && ps.Kind != "":
				out.Verdict = sdk.VerdictOutOfReach
				out.Note = fmt.Sprintf("%s is a %s, not a type: what %s is on its value depends on its type, which this check cannot follow; read %s in full (describe with symbol)", ps.Name, ps.Kind, member, ps.Name)
				return out
			}
			out.Verdict = sdk.VerdictMissing
			out.Nearest = ix.Nearest(rel, MaxNearest)
			return out
		}
	}
	// A value the checker cannot type: app.use, client.get.
	if first, member, ok := strings.Cut(rel, "."); ok && !dropped && isValueName(first) && !ix.knownPrefix(first) {
		_, last, _ := cutLast(rel)
		if !strings.Contains(member, ".") {
			last = member
		}
		out.Verdict = sdk.VerdictOutOfReach
		on := ix.membersNamed(last, MaxNearest)
		out.Note = fmt.Sprintf("%q is a value in your code, not a name the package exports: the checker cannot tell its type", first)
		if len(on) > 0 {
			out.Note += fmt.Sprintf("; %s exists as a member of: %s", last, strings.Join(on, ", "))
		} else {
			out.Note += fmt.Sprintf("; no member named %s in the package's API", last)
		}
		return out
	}
	out.Verdict = sdk.VerdictMissing
	out.Nearest = ix.Nearest(rel, MaxNearest)
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
	out.Symbol, out.Kind, out.Signature = s.Name, s.Kind, OneLine(s.Signature)
	out.Deprecated = OneLine(s.Deprecated)
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
// ("RunE func(...)", "use(path: string)", "case foo", "readonly bar?:").
func declares(sig, member string) bool {
	re, err := regexp.Compile(`(?m)^[\t ]*(?:(?:readonly|static|public|private|protected|pub|var|let|func|fn|case|def|get|set|async|abstract|declare|override)\s+)*` + regexp.QuoteMeta(member) + `\s*[?!]?\s*[:(<=,{;]|(?m)^[\t ]*(?:pub\s+)?` + regexp.QuoteMeta(member) + `\s+\S`)
	if err != nil {
		return false
	}
	body := sig
	if i := strings.IndexAny(sig, "{\n"); i >= 0 {
		body = sig[i+1:] // the members, not the declaration's own name
	} else {
		return false
	}
	return re.MatchString(body)
}

var inheritsRE = regexp.MustCompile(`^[^{\n]*?\b(?:extends|implements)\s+([^{\n]+)|^type\s+\w+\s+struct\s*\{\s*\n\s*\*?([A-Za-z_][\w.]*)\s*\n`)

// inherits reports whether a type declaration extends another type
// (TypeScript extends/implements, a Go struct whose first field is
// embedded), whose members the outline may not list.
func inherits(sig string) bool { return inheritsRE.MatchString(sig) }

func inherits2(sig string) string {
	m := inheritsRE.FindStringSubmatch(sig)
	if m == nil {
		return ""
	}
	return strings.TrimSpace(m[1] + m[2])
}

// isValueName: a lower-case identifier, as values are usually named.
func isValueName(s string) bool {
	return s != "" && isModuleSegment(s)
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
			out = append(out, k)
			if len(out) == n {
				break
			}
		}
	}
	return out
}
