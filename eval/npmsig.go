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
func NpmSigNorm(s string) string {
	return npmComment.ReplaceAllString(s, "$1 ")
}

var npmComment = regexp.MustCompile(`(?s)(^|[\s;,{(])(?:/\*.*?\*/|//[^\n]*)`)
