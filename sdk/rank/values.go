package rank

import "strings"

// A query that opens with a verb ("close the socket immediately", "turn a
// loosely written string into a version") asks for something to call:
// an action. Its words also name values (WebSocket.CLOSING, SemVer.loose,
// an options field), whose names and docs repeat them, and which code
// reads, not calls. Under such a query a value ranks at valueWeight.
//
// What is a value is the provider's kind. Providers list a value code
// calls as a function or method whatever its declaration says (an npm
// "declare const execa: ExecaMethod<{}>" whose type has call signatures
// is a function, a property of a function type a method), so these kinds
// name what is read.

// valueKinds are the Doc kinds providers give values that are read, not
// called.
var valueKinds = map[string]bool{
	"const": true, "var": true, "let": true, "property": true, "field": true,
	"variant": true, "case": true, "enum member": true,
}

// valueWeight scales a value's score under a query that asks for an
// action: enough to let the action its doc describes pass a value whose
// name repeats the query's words, not enough to bury a value the query's
// words describe better than any action.
const valueWeight = 0.7

// asksToAct reports whether a query of several words opens (after a
// lead-in such as "how do I") with a verb in the imperative that
// verbs.txt pairs with others: a word the corpora's names and doc
// sentences open with to say what a symbol does.
func asksToAct(fields []string) bool {
	if len(fields) < 2 {
		return false
	}
	for _, f := range fields {
		w := strings.ToLower(strings.Trim(f, ".,;:!?\"'`()"))
		if leadIns[w] {
			continue
		}
		return imperative(w) && len(verbTerms(stem(w))) > 0
	}
	return false
}

// imperative reports whether a lowercased word may be a verb in the
// imperative, the form a request takes ("close", "parse"): not one ending
// as a third person, a participle or a gerund does ("Returns", "used",
// "using"), which open a doc's first sentence, a description of what a
// symbol is or does, not a request for an action.
func imperative(w string) bool {
	switch {
	case w == "":
		return false
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss"),
		strings.HasSuffix(w, "ed"), strings.HasSuffix(w, "ing"):
		return false
	}
	return true
}
