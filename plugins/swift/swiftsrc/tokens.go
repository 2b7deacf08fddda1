package swiftsrc

// Token is one Swift token, for other readers of Swift text (Package.swift).
type Token struct {
	// Kind: "ident", "punct", "oper", "string", "number", "attr", "pound".
	Kind string
	// Text is the token as written; a string literal keeps its quotes.
	Text string
	// Newline: a line break comes before the token.
	Newline bool
}

var kindNames = map[tokKind]string{tIdent: "ident", tPunct: "punct", tOper: "oper", tString: "string", tNumber: "number", tAttr: "attr", tPound: "pound"}

// Tokens tokenizes Swift source, dropping comments (doc comments too).
func Tokens(src string) []Token {
	var out []Token
	for _, t := range lex(src) {
		if t.kind == tDoc || t.kind == tEOF {
			continue
		}
		out = append(out, Token{Kind: kindNames[t.kind], Text: t.text, Newline: t.nl})
	}
	return out
}
