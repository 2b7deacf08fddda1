package eval

import "regexp"

// The npm truth is the declaration's source text, which keeps the
// comments written inside it (a type literal's members each with its
// /** doc */, a trailing // note); an answer shows the declaration with
// its comments left out and the docs beside it. Comments are not part
// of a signature: NpmSigNorm drops them from the truth and the answer
// alike. A // opens a comment only at the start of a line or after a
// space or a punctuation mark a declaration writes before one, so a URL
// ("https://…") in a string literal type stays.
//
// Two more marks the grammar reads as nothing are printing only too: a
// trailing comma before a closing bracket ("f(a: T,\n): R", as prettier
// writes a list one item a line) and the "|" or "&" that leads a union or
// intersection written one member a line ("type T =\n  | A\n  | B").
// The compiler prints neither, the answer follows it, and the truth is
// the source text; both sides drop them.
func NpmSigNorm(s string) string {
	s = npmComment.ReplaceAllString(s, "$1 ")
	s = npmTrailingComma.ReplaceAllString(s, "$1")
	return npmLeadingBar.ReplaceAllString(s, "$1 ")
}

var (
	npmComment       = regexp.MustCompile(`(?s)(^|[\s;,{(])(?:/\*.*?\*/|//[^\n]*)`)
	npmTrailingComma = regexp.MustCompile(`,\s*([)\]>}])`)
	npmLeadingBar    = regexp.MustCompile(`([=:(\[<,?])\s*[|&]\s`)
)
