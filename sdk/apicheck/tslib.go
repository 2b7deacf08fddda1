package apicheck

import (
	"slices"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// tsErrorMembers are the members TypeScript's lib (with Node's
// additions in @types/node) gives the Error classes: a class extending
// one of them is seen whole, so a name none of them has is missing, not
// out of reach. Other lib types (Array, Map, Promise, EventTarget) have a
// large API and are left out on purpose.
var tsErrorMembers = []string{"name", "message", "stack", "cause", "captureStackTrace", "stackTraceLimit", "prepareStackTrace", "prototype"}

var tsErrorClasses = map[string]bool{"Error": true, "TypeError": true, "RangeError": true, "SyntaxError": true,
	"ReferenceError": true, "EvalError": true, "URIError": true, "AggregateError": true}

// tsLibMember reports whether member is one a TypeScript lib base gives
// (has), and whether the base's members are known at all (known).
func tsLibMember(base, member string) (has, known bool) {
	if !tsErrorClasses[base] {
		return false, false
	}
	if base == "AggregateError" && member == "errors" {
		return true, true
	}
	for _, m := range tsErrorMembers {
		if m == member {
			return true, true
		}
	}
	return false, true
}

// jsObjectMembers are what every JavaScript object has (Object.prototype);
// jsFunctionMembers what every function has besides.
var (
	jsObjectMembers   = []string{"constructor", "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable", "toLocaleString", "toString", "valueOf", "__proto__", "__defineGetter__", "__defineSetter__", "__lookupGetter__", "__lookupSetter__"}
	jsFunctionMembers = []string{"apply", "bind", "call", "length", "name", "prototype", "arguments", "caller"}
)

// jsBuiltinMember says what gives every value member ("object", or
// "function" when callable and a function's), "" when nothing does.
func jsBuiltinMember(member string, callable bool) string {
	if callable && slices.Contains(jsFunctionMembers, member) {
		return "function"
	}
	if slices.Contains(jsObjectMembers, member) {
		return "object"
	}
	return ""
}

// typeListed reports whether an npm value's members, listed under it,
// are all it has but what every object or function has
// (TypeMembersListed, on any of its declarations: a function's first).
func (ix *Index) typeListed(s sdk.Symbol) bool {
	for _, i := range ix.byKey[Key(s.Name)] {
		if d := ix.syms[i]; d.Parent == s.Parent && strings.Contains(d.Signature, TypeMembersListed) {
			return true
		}
	}
	return false
}

// callable reports whether the outline lists a call signature of the
// value s names: a function symbol of its name.
func (ix *Index) callable(s sdk.Symbol) bool {
	for _, i := range ix.byKey[Key(s.Name)] {
		if k := strings.ToLower(ix.syms[i].Kind); k == "function" || k == "method" {
			return true
		}
	}
	return false
}
