package apicheck

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
