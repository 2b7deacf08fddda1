package answer

import (
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// memberFocus shortens, in a document about one member (symbol=
// Type::method, Class.method), the declarations of the member's parents
// to their heads: an agent that asked for Iterator::collect pays for
// collect's signature and doc, not for Iterator's 250-line trait body.
// A parent keeps its head (name, generics, bounds, where clause), its
// doc's first paragraph, and a note says how to ask for all of it.
// Other documents are returned as they are.
func memberFocus(d *sdk.Document) *sdk.Document {
	if d.Focus == "" {
		return d
	}
	byName := make(map[string]int, len(d.Symbols))
	for i, s := range d.Symbols {
		if _, ok := byName[s.Name]; !ok {
			byName[s.Name] = i
		}
	}
	at, ok := byName[d.Focus]
	if !ok {
		return d
	}
	parents := map[string]bool{}
	for p, n := d.Symbols[at].Parent, 0; p != "" && n < 8 && !parents[p]; n++ {
		parents[p] = true
		i, ok := byName[p]
		if !ok || d.Symbols[i].Name == d.Focus {
			break
		}
		p = d.Symbols[i].Parent
	}
	delete(parents, d.Focus)
	if len(parents) == 0 {
		return d
	}
	c := *d
	c.Symbols = append([]sdk.Symbol(nil), d.Symbols...)
	var cut []string
	for i, s := range c.Symbols {
		if !parents[s.Name] {
			continue
		}
		head, shortened := declHead(s.Signature)
		if shortened && len(s.Signature)-len(head) >= minBodyCut {
			c.Symbols[i].Signature = head
			cut = append(cut, s.Name)
		}
		c.Symbols[i].Doc = firstParagraph(s.Doc)
	}
	if len(cut) > 0 {
		c.Notes = append(append([]string(nil), d.Notes...),
			"The declaration of "+strings.Join(cut, ", ")+" is cut to its head; symbol="+cut[0]+" shows all of it.")
	}
	return &c
}

// minBodyCut is the least a parent's body must save to be left out:
// a few short lines cost less than the note that says how to ask for
// them (heck's ToKebabCase, one method).
const minBodyCut = 240

// declHead is a declaration's head, its body left out ("pub trait
// Iterator { … }", "class Foo<T> extends Bar { … }"), and whether
// anything was left out. The body opens at the first "{" outside
// parentheses, brackets and angle brackets; a declaration on one line,
// or with no body, is kept whole.
func declHead(sig string) (string, bool) {
	if !strings.Contains(strings.TrimSpace(sig), "\n") {
		return sig, false
	}
	depth := 0
	for i := 0; i < len(sig); i++ {
		switch sig[i] {
		case '(', '[':
			depth++
		case ')', ']':
			depth = max(depth-1, 0)
		case '<':
			depth++
		case '>':
			if i > 0 && (sig[i-1] == '-' || sig[i-1] == '=') {
				continue // -> and =>: no bracket
			}
			depth = max(depth-1, 0)
		case '{':
			if depth > 0 {
				continue
			}
			body := strings.TrimSpace(sig[i+1:])
			if !strings.Contains(body, "\n") {
				return sig, false // "{ /* private fields */ }": nothing to save
			}
			head := strings.TrimRight(sig[:i], " \t")
			if strings.HasSuffix(head, "\n") {
				// "where\n    Self: Sized,\n{": the brace on its own line.
				return strings.TrimRight(head, " \t\n") + "\n{ … }", true
			}
			return head + " { … }", true
		}
	}
	return sig, false
}

// firstParagraph is doc's text up to its first blank line.
func firstParagraph(doc string) string {
	doc = strings.TrimSpace(doc)
	if i := strings.Index(doc, "\n\n"); i >= 0 {
		doc = strings.TrimSpace(doc[:i])
	}
	if strings.Count(doc, "```")%2 == 1 {
		// The cut fell inside a code block: the text before it.
		doc = strings.TrimSpace(doc[:strings.Index(doc, "```")])
	}
	return doc
}
