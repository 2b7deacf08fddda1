package rssrc

// Token is one Rust token, for other readers of Rust text (the code of a
// crate's docs and README).
type Token struct {
	// Kind: "ident", "lifetime", "lit" (string, char, number) or "punct"
	// ("::" is one).
	Kind string
	// Text is the token as written; a raw identifier's is its name
	// without r#.
	Text string
	// Raw marks a raw identifier (r#use), never a keyword.
	Raw bool
}

var kindNames = map[tokKind]string{tIdent: "ident", tLifetime: "lifetime", tLit: "lit", tPunct: "punct"}

// Tokens tokenizes Rust source, dropping comments (doc comments too).
func Tokens(src string) []Token {
	var out []Token
	for _, t := range lex(src) {
		if t.kind == tOuterDoc || t.kind == tInnerDoc {
			continue
		}
		out = append(out, Token{Kind: kindNames[t.kind], Text: t.text, Raw: t.raw})
	}
	return out
}
