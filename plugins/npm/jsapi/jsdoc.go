package jsapi

import (
	"bytes"
	"strings"

	"github.com/tdewolff/parse/v2"
	"github.com/tdewolff/parse/v2/js"

	"github.com/pkgdocs/pkgdocs/plugins/npm/dts"
)

// jsdoc is what a /** */ comment says about the declaration after it.
type jsdoc struct {
	summary, full, deprecated string
	params                    map[string]param // by name, "opts.x" included
	returns                   string
}

type param struct {
	typ      string
	optional bool
}

// maxSummary bounds a one-line summary.
const maxSummary = 300

// parseJSDoc reads a raw /** ... */ comment.
func parseJSDoc(raw string) jsdoc {
	body := strings.TrimSuffix(strings.TrimPrefix(raw, "/**"), "*/")
	d := jsdoc{params: map[string]param{}}
	var desc, dep []string
	section := "desc"
	for _, line := range strings.Split(body, "\n") {
		line = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "*"))
		if strings.HasPrefix(line, "@") {
			tag, rest, _ := strings.Cut(line, " ")
			rest = strings.TrimSpace(rest)
			section = tag
			switch tag {
			case "@param", "@arg", "@argument":
				typ, rest := braced(rest)
				name, _, _ := strings.Cut(rest, " ")
				opt := false
				if strings.HasPrefix(name, "[") {
					opt = true
					name = strings.TrimPrefix(name, "[")
					name, _, _ = strings.Cut(strings.TrimSuffix(name, "]"), "=")
				}
				if strings.HasSuffix(typ, "=") {
					opt, typ = true, strings.TrimSuffix(typ, "=")
				}
				typ = realType(typ)
				if name != "" {
					d.params[name] = param{typ: typ, optional: opt}
				}
			case "@returns", "@return":
				d.returns, _ = braced(rest)
				d.returns = realType(d.returns)
			case "@deprecated":
				d.deprecated = "deprecated"
				if rest != "" {
					dep = append(dep, rest)
				}
			}
			continue
		}
		switch section {
		case "desc":
			desc = append(desc, line)
		case "@deprecated":
			if line != "" {
				dep = append(dep, line)
			}
		}
	}
	d.full = strings.TrimSpace(strings.Join(desc, "\n"))
	d.summary = firstSentence(strings.Join(strings.Fields(d.full), " "))
	if len(dep) > 0 {
		d.deprecated = firstSentence(strings.Join(dep, " "))
	}
	return d
}

// braced splits "{Type} rest" into the type and the rest; nested braces
// ({Object<string, {a: number}>}) count.
func braced(s string) (typ, rest string) {
	if !strings.HasPrefix(s, "{") {
		return "", s
	}
	depth := 0
	for i, c := range s {
		switch c {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return strings.TrimSpace(s[1:i]), strings.TrimSpace(s[i+1:])
			}
		}
	}
	return "", s
}

// realType is typ, or "" when it is an editor's placeholder left unfilled
// ("@param {[type]} request [description]", as DocBlockr writes a
// comment's skeleton): it says no type, but was printed as one
// ("getBackend(request: [type]): [type]", a tuple of a type named type).
func realType(typ string) string {
	if typ == "[type]" {
		return ""
	}
	return typ
}

func firstSentence(s string) string {
	if i := strings.Index(s, ". "); i >= 0 {
		s = s[:i+1]
	}
	if len(s) > maxSummary {
		cut := maxSummary
		for cut > 0 && s[cut]&0xC0 == 0x80 {
			cut--
		}
		s = s[:cut] + "…"
	}
	return s
}

// maxDocNameTokens bounds how far after a comment its subject is looked
// for.
const maxDocNameTokens = 12

// docComments maps the name each /** */ comment documents to the
// comment: the last identifier before "=", "(", ":" or "{" in the tokens
// that follow it (function f(, const f =, exports.f =, F.prototype.f =,
// f: function, f() { in a class or object). A member of a named class
// (f() { in class C's body, C.prototype.f =) is also mapped as "C.f":
// libraries document a method of the same name in several classes (a
// socket's send and its sender's), and only the class tells them apart.
// The first comment of a name wins. The lexer needs to be told where a
// "/" starts a regular expression, which is decided from the token
// before it.
// withoutHashbang is src with a first line "#!/usr/bin/env node" (a
// command's script) blanked: the lexer, unlike the parser, reads it as an
// error and stops there, so every doc comment of the file was lost.
func withoutHashbang(src []byte) []byte {
	if !bytes.HasPrefix(src, []byte("#!")) {
		return src
	}
	out := bytes.Clone(src)
	for i := 0; i < len(out) && out[i] != '\n' && out[i] != '\r'; i++ {
		out[i] = ' '
	}
	return out
}

func docComments(src []byte) map[string]string {
	out, _ := docSubjects(src)
	return out
}

// docSubjects is docComments with, apart, the names whose comment
// documents a function or method written as one (function f(, f() { in a
// class or object): what it says is about a call, not a value.
func docSubjects(src []byte) (map[string]string, map[string]bool) {
	out := map[string]string{}
	calls := map[string]bool{}
	l := js.NewLexer(parse.NewInputBytes(withoutHashbang(src)))
	var pending string // the comment waiting for its subject
	var name, word string
	seen := 0
	prev := js.ErrorToken
	// The class bodies the lexer is in, by brace depth, and the name of
	// the class whose body the next "{" opens.
	type classBody struct {
		name  string
		depth int
	}
	var classes []classBody
	depth, classNext, inClassHead, afterExtends := 0, "", false, false
	opened := false // this token opened a class body: class C { names C itself
	owner := ""     // C of C.prototype.f in the tokens after the comment
	// exposed: the comment is over "exports = module.exports = f" (co-prompt's
	// "Expose `prompt`."), which says what the module exports, not what f
	// is: f's own comment, further down, replaces it.
	exposed := false
	weak := map[string]bool{}
	record := func(name string, call bool) {
		if name == "" {
			return
		}
		if _, ok := out[name]; !ok || weak[name] && !exposed {
			out[name] = pending
			calls[name] = call
			weak[name] = exposed
		}
		cls := owner
		if cls == "" && len(classes) > 0 && classes[len(classes)-1].depth == depth && !opened {
			cls = classes[len(classes)-1].name
		}
		if _, ok := out[cls+"."+name]; !ok && cls != "" {
			out[cls+"."+name] = pending
			calls[cls+"."+name] = call
		}
	}
	for {
		tt, data := l.Next()
		switch tt {
		case js.ErrorToken:
			return out, calls
		case js.WhitespaceToken, js.LineTerminatorToken:
			continue
		case js.CommentToken, js.CommentLineTerminatorToken:
			if prev == js.ErrorToken && dts.FileHeader(string(data)) {
				continue // the file's banner, before any code
			}
			if len(data) > 4 && string(data[:3]) == "/**" && data[3] != '*' {
				pending, name, word, owner, seen, exposed = string(data), "", "", "", 0, false
			}
			continue
		case js.DivToken, js.DivEqToken:
			if regexAllowed(prev) {
				tt, _ = l.RegExp()
				if tt == js.ErrorToken {
					return out, calls
				}
			}
		}
		before := prev
		prev = tt
		opened = false
		switch {
		case tt == js.ClassToken && before != js.DotToken && before != js.OptChainToken: // not o.class
			classNext, inClassHead = "", true
		case inClassHead && tt == js.IdentifierToken && classNext == "" && !afterExtends:
			classNext = string(data)
		case tt == js.OpenBraceToken:
			depth++
			if inClassHead {
				classes = append(classes, classBody{classNext, depth})
				inClassHead, opened = false, true
			}
		case tt == js.CloseBraceToken:
			if len(classes) > 0 && classes[len(classes)-1].depth == depth {
				classes = classes[:len(classes)-1]
			}
			depth--
		}
		afterExtends = tt == js.ExtendsToken
		if pending == "" {
			continue
		}
		seen++
		switch {
		case tt == js.EqToken && name == "exports" && seen < maxDocNameTokens:
			// exports = module.exports = f: the subject is on the right.
			name, exposed = "", true
			continue
		case tt == js.EqToken || tt == js.OpenParenToken || tt == js.ColonToken || tt == js.OpenBraceToken ||
			tt == js.SemicolonToken || tt == js.CommaToken || tt == js.ExtendsToken:
			if name == "" && tt == js.OpenParenToken {
				name = word // a method named get, set, static or async
			}
			record(name, tt == js.OpenParenToken)
		case js.IsIdentifierName(tt) || tt == js.PrivateIdentifierToken || tt == js.StringToken:
			switch string(data) {
			case "prototype":
				owner, word = name, "prototype" // C.prototype.f: f is C's
			case "export", "default", "async", "function", "class", "const", "let", "var", "static", "get", "set":
				word = string(data)
			default:
				name = strings.Trim(string(data), `"'`)
			}
			if seen < maxDocNameTokens {
				continue
			}
		case tt == js.DotToken || tt == js.MulToken:
			if seen < maxDocNameTokens {
				continue
			}
		}
		pending = ""
	}
}

// regexAllowed reports whether a "/" after a token of type prev starts a
// regular expression rather than a division.
func regexAllowed(prev js.TokenType) bool {
	switch prev {
	case js.IdentifierToken, js.NumericToken, js.StringToken, js.CloseParenToken, js.CloseBracketToken,
		js.CloseBraceToken, js.RegExpToken, js.TemplateToken, js.TemplateEndToken, js.ThisToken,
		js.TrueToken, js.FalseToken, js.NullToken, js.IncrToken, js.DecrToken:
		return false
	}
	return true
}
