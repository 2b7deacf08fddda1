package jsapi

import (
	"regexp"
	"strings"

	"github.com/tdewolff/parse/v2"
	"github.com/tdewolff/parse/v2/js"
)

// typedef is a type a JSDoc comment declares: @typedef {T} Name, or
// @callback Name (a function type). In a module, the TypeScript compiler
// reading JavaScript exports it as a type (import("pkg").Name), so it is
// part of the module's API though no statement exports it.
type typedef struct {
	name, typ string
}

var (
	typedefRE = regexp.MustCompile(`^@(typedef|callback)\b\s*`)
	identRE   = regexp.MustCompile(`^[A-Za-z_$][\w$]*`)
)

// typedefs lists the @typedef and @callback declarations of src's doc
// comments at the top level (outside any braces: one in a function body
// is local to it), in source order, each name once.
func typedefs(src []byte) []typedef {
	var out []typedef
	seen := map[string]bool{}
	l := js.NewLexer(parse.NewInputBytes(withoutHashbang(src)))
	prev := js.ErrorToken
	depth := 0
	for {
		tt, data := l.Next()
		switch tt {
		case js.ErrorToken:
			return out
		case js.WhitespaceToken, js.LineTerminatorToken:
			continue
		case js.CommentToken, js.CommentLineTerminatorToken:
			if len(data) > 4 && string(data[:3]) == "/**" && depth == 0 {
				for _, td := range commentTypedefs(string(data)) {
					if !seen[td.name] {
						seen[td.name] = true
						out = append(out, td)
					}
				}
			}
			continue
		case js.DivToken, js.DivEqToken:
			if regexAllowed(prev) {
				if tt, _ = l.RegExp(); tt == js.ErrorToken {
					return out
				}
			}
		case js.OpenBraceToken, js.TemplateStartToken: // `…${ opens, }…` closes
			depth++
		case js.CloseBraceToken, js.TemplateEndToken:
			depth--
		}
		prev = tt
	}
}

// commentTypedefs reads the typedefs of one doc comment: each tag starts
// a line (after the comment's leading "*"), its type may span lines.
func commentTypedefs(raw string) []typedef {
	body := strings.TrimSuffix(strings.TrimPrefix(raw, "/**"), "*/")
	var lines []string
	for _, ln := range strings.Split(body, "\n") {
		ln = strings.TrimSpace(ln)
		ln = strings.TrimSpace(strings.TrimPrefix(ln, "*"))
		lines = append(lines, ln)
	}
	var out []typedef
	for i, ln := range lines {
		loc := typedefRE.FindStringSubmatchIndex(ln)
		if loc == nil {
			continue
		}
		tag := ln[loc[2]:loc[3]]
		rest := strings.Join(append([]string{ln[loc[1]:]}, lines[i+1:]...), "\n")
		typ := ""
		if tag == "typedef" {
			if strings.HasPrefix(rest, "{") {
				typ, rest = braced(rest)
				if typ == "" {
					continue // an unclosed type
				}
			}
			if typ == "" {
				typ = "object" // @typedef Name, its shape from @property tags
			}
		} else {
			typ = "function"
		}
		name := identRE.FindString(strings.TrimSpace(rest))
		if name == "" {
			continue
		}
		out = append(out, typedef{name: name, typ: strings.Join(strings.Fields(typ), " ")})
	}
	return out
}
