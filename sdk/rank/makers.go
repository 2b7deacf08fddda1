package rank

import (
	"regexp"
	"strings"
	"sync"
)

// A query that asks to make something ("create an in-memory cache",
// "create a namespaced logger") wants what makes it: a constructor, a
// factory function, a builder's entry point. Its type's doc says what the
// thing is, in the query's words, so it outranks the function that makes
// it, whose doc says little more than "New returns a new BigCache". Under
// such a query, a type's makers rank just above the type.

// typeKinds are the Doc kinds providers give types.
var typeKinds = map[string]bool{
	"type": true, "struct": true, "class": true, "interface": true, "enum": true,
	"trait": true, "protocol": true, "actor": true, "union": true,
}

// makeWords are the imperative verbs and the adjective that open a
// request for a new thing ("create a client", "new client").
var makeWords = map[string]bool{
	"create": true, "make": true, "new": true,
	"construct": true, "instantiate": true, "initialize": true, "initialise": true,
}

// leadIns are words a request may open with before its verb ("how do
// I create").
var leadIns = map[string]bool{"how": true, "do": true, "i": true, "we": true, "you": true, "can": true, "to": true, "should": true}

// asksToMake reports whether a query of several words asks to make
// something: its first word (after a lead-in such as "how do I") is a
// make word. A description that mentions making ("is used for creating
// browsing dialogs", a doc's first sentence) is no such request: it
// describes the type, which it wants.
func asksToMake(fields []string) bool {
	if len(fields) < 2 {
		return false
	}
	for _, f := range fields {
		w := strings.ToLower(strings.Trim(f, ".,;:!?\"'`()"))
		if leadIns[w] {
			continue
		}
		return makeWords[w]
	}
	return false
}

var (
	// goFuncHead reads a Go function's (no receiver) name and type
	// parameters up to its parameters' "(": "func New(ctx
	// context.Context, config Config) (*BigCache, error)".
	goFuncHead = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^func [A-Za-z_]\w*(?:\[[^\]]*\])?\(`) })
	// arrowResult reads a Rust result: "-> Self", "-> io::Result<Self>",
	// "-> Option<Builder>".
	arrowResult = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`->\s*(?:[\w:]*(?:Result|Option)<\s*)?&?(?:'\w+\s+)?(Self|[A-Z]\w*)\b`)
	})
	// pyResult reads a Python function's annotated result: "def
	// create_engine(url, **kwargs) -> Engine".
	pyResult = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\)\s*->\s*['"]?([A-Za-z_][\w.]*)['"]?\s*:?\s*$`) })
	// colonResult reads a TypeScript call's result: "(namespace:
	// string): Debugger", "static create(o?: Options): Promise<Client>".
	colonResult = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^\s*:\s*(?:Promise<\s*)?([A-Za-z_$][\w$.]*)`)
	})
)

// makers maps each type's doc index to the docs of what makes one: a
// function (not a method) whose first result is the type, a Rust or
// Swift member of the type that returns it without taking self (new,
// with_capacity, init), a TypeScript call or static member returning it.
func makers(docs []Doc) map[int][]int {
	types := map[string][]int{} // last component → type docs
	full := map[string]int{}
	for i, d := range docs {
		if d.Symbol == "" || !typeKinds[strings.ToLower(d.Kind)] {
			continue
		}
		if _, ok := full[d.Symbol]; ok {
			continue // a second doc of one type (a TypeScript call signature)
		}
		full[d.Symbol] = i
		last := lastComponent(d.Symbol)
		types[last] = append(types[last], i)
	}
	if len(types) == 0 {
		return nil
	}
	find := func(name, from string) (int, bool) {
		if j, ok := full[name]; ok {
			return j, true
		}
		if lastComponent(name) != name {
			// Qualified (log.Logger, debug.Debugger): the type of that
			// full name, or of a name ending in it; another package's
			// type of the same short name is no such one.
			for _, j := range types[lastComponent(name)] {
				if strings.HasSuffix(docs[j].Symbol, "."+name) || strings.HasSuffix(docs[j].Symbol, "::"+name) {
					return j, true
				}
			}
			return 0, false
		}
		cands := types[name]
		if len(cands) == 1 {
			return cands[0], true
		}
		// Several of that name: the one beside the maker.
		prefix := strings.TrimSuffix(from, lastComponent(from))
		for _, j := range cands {
			if strings.TrimSuffix(docs[j].Symbol, lastComponent(docs[j].Symbol)) == prefix {
				return j, true
			}
		}
		return 0, false
	}
	var out map[int][]int
	for i, d := range docs {
		if d.Symbol == "" || typeKinds[strings.ToLower(d.Kind)] {
			continue
		}
		result, owner := resultType(d)
		if result == "" {
			continue
		}
		if result == "Self" {
			result = owner
		}
		if result == "" {
			continue
		}
		j, ok := find(result, d.Symbol)
		if !ok || j == i {
			continue
		}
		if _, onType := full[owner]; onType {
			// A member of a type makes one only when it is of that type
			// and takes no instance (Rust's T::new, Swift's init, a
			// TypeScript static): Client.bucket returning a Bucket is an
			// accessor, a method returning its own type a fluent call.
			sig := strings.TrimSpace(d.Signature)
			if lastComponent(owner) != lastComponent(docs[j].Symbol) ||
				!strings.Contains(sig, "fn ") && !strings.HasPrefix(lastComponent(d.Symbol), "init") && !strings.HasPrefix(sig, "static ") {
				continue
			}
		}
		if out == nil {
			out = map[int][]int{}
		}
		out[j] = append(out[j], i)
	}
	return out
}

// resultType is the type a function or member doc returns, and for a
// member the owner it is declared on; "" when d is not one or takes self.
func resultType(d Doc) (result, owner string) {
	sym, sig := d.Symbol, strings.TrimSpace(d.Signature)
	if last := lastComponent(sym); last != sym {
		owner = strings.TrimRight(sym[:len(sym)-len(last)], ".:#/")
	}
	// The declaration's first line is enough; a Go type's doc is longer.
	sig, _, _ = strings.Cut(sig, "\n")
	switch {
	case strings.HasPrefix(sig, "func "):
		head := goFuncHead().FindStringIndex(sig)
		if owner != "" || head == nil {
			return "", "" // a method
		}
		end := closing(sig, head[1]-1) // the parameters, past any type parameters
		if end < 0 {
			return "", ""
		}
		res := strings.TrimSpace(sig[end+1:])
		res = strings.TrimLeft(res, "(*")
		if i := strings.IndexAny(res, ",) [{"); i >= 0 {
			res = res[:i]
		}
		return strings.TrimPrefix(res, "*"), ""
	case strings.Contains(sig, "fn "):
		if strings.Contains(sig, "self") {
			return "", "" // takes self: a method, not a maker
		}
		if m := arrowResult().FindStringSubmatch(sig); m != nil {
			return m[1], owner
		}
	case strings.HasPrefix(sig, "def "):
		if owner != "" {
			return "", "" // a method; a class is its own constructor
		}
		if m := pyResult().FindStringSubmatch(sig); m != nil {
			return m[1], ""
		}
	case strings.HasPrefix(lastComponent(sym), "init") && (strings.HasPrefix(sig, "init") || strings.Contains(sig, " init(") || strings.Contains(sig, " init?(")):
		return "Self", owner // a Swift initializer
	default:
		open := strings.IndexByte(sig, '(')
		if open < 0 {
			return "", ""
		}
		end := closing(sig, open)
		if end < 0 {
			return "", ""
		}
		if m := colonResult().FindStringSubmatch(sig[end+1:]); m != nil {
			return m[1], owner
		}
	}
	return "", ""
}

// closing is the index of the parenthesis closing the one at open, or -1.
func closing(s string, open int) int {
	if open < 0 || open >= len(s) {
		return -1
	}
	depth := 0
	for i := open; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// makerLead is how far above its type a maker is put: enough to rank
// first, not enough to pass another result the type did not.
const makerLead = 1e-3

// liftMakers ranks, for every type the query found, its best scored
// maker just above it. One maker, not all: a type with several (new,
// new_in, with_capacity) would otherwise be pushed out of the first
// results by them, and it is what the query may want too.
func liftMakers(makers map[int][]int, final []float64) {
	lifted := map[int]float64{}
	for t, ms := range makers {
		if final[t] <= 0 {
			continue
		}
		best := ms[0]
		for _, m := range ms[1:] {
			if final[m] > final[best] {
				best = m
			}
		}
		if v := final[t] * (1 + makerLead); v > final[best] && v > lifted[best] {
			lifted[best] = v
		}
	}
	for m, v := range lifted {
		final[m] = v
	}
}
