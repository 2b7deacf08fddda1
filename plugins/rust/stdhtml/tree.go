package stdhtml

import (
	"strings"
)

// node is one element or text of a page. The tree is what this package
// needs of an HTML5 parse of rustdoc's output: elements with attributes,
// text with entities decoded, comments and scripts dropped.
type node struct {
	tag    string // lower-case element name; "" for text
	text   string // a text node's decoded text
	attrs  []attr
	parent *node
	kids   []*node
}

type attr struct{ key, val string }

// maxDepth bounds the open elements: deeper start tags are dropped (their
// content joins the deepest element), so hostile nesting cannot make the
// tree, or the walks over it, deep.
const maxDepth = 256

func (n *node) attr(key string) string {
	for _, a := range n.attrs {
		if a.key == key {
			return a.val
		}
	}
	return ""
}

// hasClass reports whether every one of classes is in n's class list.
func (n *node) hasClass(classes ...string) bool {
	list := n.attr("class")
	for _, c := range classes {
		found := false
		for f := range strings.FieldsSeq(list) {
			if f == c {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// is reports whether n is an element named tag ("" for any) with classes.
func (n *node) is(tag string, classes ...string) bool {
	return n != nil && n.tag != "" && (tag == "" || n.tag == tag) && n.hasClass(classes...)
}

// walk calls f on n's descendants in document order (not n itself),
// without recursion; f returning false skips a node's subtree.
func (n *node) walk(f func(*node) bool) {
	type frame struct {
		n *node
		i int
	}
	stack := []frame{{n, 0}}
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.i >= len(top.n.kids) {
			stack = stack[:len(stack)-1]
			continue
		}
		k := top.n.kids[top.i]
		top.i++
		if f(k) && len(k.kids) > 0 {
			stack = append(stack, frame{k, 0})
		}
	}
}

// findAll returns n's descendant elements matching match, in document order.
func (n *node) findAll(match func(*node) bool) []*node {
	var out []*node
	if n == nil {
		return nil
	}
	n.walk(func(k *node) bool {
		if k.tag != "" && match(k) {
			out = append(out, k)
		}
		return true
	})
	return out
}

// find returns n's first descendant element matching match, or nil.
func (n *node) find(match func(*node) bool) *node {
	var out *node
	if n == nil {
		return nil
	}
	n.walk(func(k *node) bool {
		if out == nil && k.tag != "" && match(k) {
			out = k
		}
		return out == nil
	})
	return out
}

// closest returns n or its nearest ancestor matching match, or nil.
func (n *node) closest(match func(*node) bool) *node {
	for ; n != nil; n = n.parent {
		if n.tag != "" && match(n) {
			return n
		}
	}
	return nil
}

// under reports whether one of n's ancestors matches match.
func (n *node) under(match func(*node) bool) bool {
	return n.parent.closest(match) != nil
}

// nextElement returns n's next sibling element, or nil.
func (n *node) nextElement() *node {
	if n.parent == nil {
		return nil
	}
	kids := n.parent.kids
	for i, k := range kids {
		if k != n {
			continue
		}
		for _, s := range kids[i+1:] {
			if s.tag != "" {
				return s
			}
		}
		return nil
	}
	return nil
}

// textContent is the text of n and its descendants, skipping subtrees
// for which skip is true.
func (n *node) textContent(skip func(*node) bool) string {
	if n == nil {
		return ""
	}
	if n.tag == "" {
		return n.text
	}
	var b strings.Builder
	n.walk(func(k *node) bool {
		if k.tag == "" {
			b.WriteString(k.text)
			return false
		}
		return skip == nil || !skip(k)
	})
	return b.String()
}

// byID returns the element with id, or nil.
func (n *node) byID(id string) *node {
	return n.find(func(k *node) bool { return k.attr("id") == id })
}

// voidElements have no end tag and no content.
func voidElement(tag string) bool {
	switch tag {
	case "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr":
		return true
	}
	return false
}

// closesP: start tags that end an open <p>, as an HTML5 parser does.
func closesP(tag string) bool {
	switch tag {
	case "address", "article", "aside", "blockquote", "details", "div", "dl", "fieldset", "figcaption", "figure",
		"footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "main", "nav", "ol", "p", "pre",
		"section", "summary", "table", "ul":
		return true
	}
	return false
}

// parse reads an HTML page into a tree under a root node. It knows the
// shapes rustdoc emits (every element closed, attributes quoted) and
// copes with the rest without failing: unknown end tags are dropped,
// unclosed elements end with their parent.
func parse(src []byte) *node {
	root := &node{tag: "#root"}
	stack := []*node{root}
	cur := func() *node { return stack[len(stack)-1] }
	// Text gathers until the next element starts or ends, so texts split
	// by a dropped comment or a lone '<' are one node, built once.
	var pending strings.Builder
	addText := func(s string) { pending.WriteString(s) }
	flush := func() {
		if pending.Len() == 0 {
			return
		}
		c := cur()
		c.kids = append(c.kids, &node{text: pending.String(), parent: c})
		pending.Reset()
	}
	// popTo closes the open elements down to and including the nearest
	// tag, unless a boundary element comes first; reports whether it did.
	open := map[string]int{} // open elements by name: most closes need no scan
	popTo := func(tag string, boundary ...string) bool {
		if open[tag] == 0 {
			return false
		}
		for i := len(stack) - 1; i > 0; i-- {
			if stack[i].tag == tag {
				for _, e := range stack[i:] {
					open[e.tag]--
				}
				stack = stack[:i]
				return true
			}
			for _, b := range boundary {
				if stack[i].tag == b {
					return false
				}
			}
		}
		return false
	}
	dropNewline := false // HTML5 drops a newline right after <pre>
	s := string(src)
	for i := 0; i < len(s); {
		lt := strings.IndexByte(s[i:], '<')
		if lt < 0 {
			lt = len(s) - i
		}
		if lt > 0 {
			t := s[i : i+lt]
			if dropNewline && strings.HasPrefix(t, "\n") {
				t = t[1:]
			}
			addText(decodeEntities(normalizeText(t)))
			i += lt
		}
		dropNewline = false
		if i >= len(s) {
			break
		}
		rest := s[i:]
		switch {
		case strings.HasPrefix(rest, "<!--"):
			end := strings.Index(rest[4:], "-->")
			if end < 0 {
				i = len(s)
			} else {
				i += 4 + end + 3
			}
			continue
		case strings.HasPrefix(rest, "<!") || strings.HasPrefix(rest, "<?"):
			end := strings.IndexByte(rest, '>')
			if end < 0 {
				i = len(s)
			} else {
				i += end + 1
			}
			continue
		case strings.HasPrefix(rest, "</"):
			name, n := tagName(rest[2:])
			if name == "" {
				addText("</")
				i += 2
				continue
			}
			end := strings.IndexByte(rest[2+n:], '>')
			if end < 0 {
				i = len(s)
			} else {
				i += 2 + n + end + 1
			}
			if open[name] > 0 {
				flush()
				popTo(name)
			}
			continue
		}
		name, n := tagName(rest[1:])
		if name == "" {
			addText("<")
			i++
			continue
		}
		attrs, selfClose, used := readAttrs(rest[1+n:])
		i += 1 + n + used
		if name == "script" || name == "style" || name == "textarea" || name == "title" {
			// Raw text: skipped whole, it is never read.
			end := indexFold(s[i:], "</"+name)
			if end < 0 {
				i = len(s)
			} else {
				i += end
			}
			continue
		}
		flush()
		switch {
		case closesP(name):
			popTo("p", "button", "table", "td", "th", "caption", "object", "template")
		case name == "li":
			popTo("li", "ul", "ol")
		case name == "dt" || name == "dd":
			if !popTo("dt", "dl") {
				popTo("dd", "dl")
			}
		case name == "tr":
			popTo("tr", "table", "thead", "tbody", "tfoot")
		case name == "td" || name == "th":
			if !popTo("td", "tr", "table") {
				popTo("th", "tr", "table")
			}
		}
		if len(stack) > maxDepth {
			continue
		}
		el := &node{tag: name, attrs: attrs, parent: cur()}
		cur().kids = append(cur().kids, el)
		if voidElement(name) || selfClose {
			continue
		}
		stack = append(stack, el)
		open[name]++
		dropNewline = name == "pre" || name == "listing"
	}
	flush()
	return root
}

// normalizeText applies HTML5's input preprocessing: CR LF and CR become
// LF, NUL becomes U+FFFD.
func normalizeText(s string) string {
	if strings.IndexByte(s, '\r') < 0 && strings.IndexByte(s, 0) < 0 {
		return s
	}
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	return strings.ReplaceAll(s, "\x00", "\uFFFD")
}

// indexFold is strings.Index ignoring ASCII case of s.
func indexFold(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		j := strings.IndexByte(s[i:], '<')
		if j < 0 {
			return -1
		}
		i += j
		if i+len(sub) <= len(s) && strings.EqualFold(s[i:i+len(sub)], sub) {
			return i
		}
	}
	return -1
}

// tagName reads an element name at the start of s: a letter, then
// anything up to whitespace, '/' or '>'. It returns the lower-cased name
// and its length, or "" when s starts no tag.
func tagName(s string) (string, int) {
	if s == "" || !(s[0] >= 'a' && s[0] <= 'z' || s[0] >= 'A' && s[0] <= 'Z') {
		return "", 0
	}
	n := 1
	for n < len(s) && !isSpace(s[n]) && s[n] != '/' && s[n] != '>' {
		n++
	}
	return strings.ToLower(s[:n]), n
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }

// readAttrs reads a start tag's attributes up to its '>': it returns them,
// whether the tag ended with "/>", and the bytes read.
func readAttrs(s string) ([]attr, bool, int) {
	var attrs []attr
	i := 0
	for i < len(s) {
		for i < len(s) && (isSpace(s[i]) || s[i] == '/') {
			i++
		}
		if i >= len(s) {
			break
		}
		if s[i] == '>' {
			return attrs, i > 0 && s[i-1] == '/', i + 1
		}
		k := i
		for i < len(s) && !isSpace(s[i]) && s[i] != '/' && s[i] != '>' && s[i] != '=' {
			i++
		}
		if i == k { // a stray '=': skip it
			i++
			continue
		}
		key := strings.ToLower(s[k:i])
		for i < len(s) && isSpace(s[i]) {
			i++
		}
		val := ""
		if i < len(s) && s[i] == '=' {
			i++
			for i < len(s) && isSpace(s[i]) {
				i++
			}
			if i < len(s) && (s[i] == '"' || s[i] == '\'') {
				q := s[i]
				end := strings.IndexByte(s[i+1:], q)
				if end < 0 {
					return attrs, false, len(s)
				}
				val = s[i+1 : i+1+end]
				i += end + 2
			} else {
				v := i
				for i < len(s) && !isSpace(s[i]) && s[i] != '>' {
					i++
				}
				val = s[v:i]
			}
			val = decodeEntities(normalizeText(val))
		}
		dup := false
		for _, a := range attrs {
			dup = dup || a.key == key
		}
		if !dup { // HTML5 keeps the first of a repeated attribute
			attrs = append(attrs, attr{key, val})
		}
	}
	return attrs, false, len(s)
}

// clone copies n's subtree, without recursion.
func (n *node) clone() *node {
	if n == nil {
		return nil
	}
	// Iterative copy, parents before children.
	c := &node{tag: n.tag, text: n.text, attrs: n.attrs}
	type pair struct{ from, to *node }
	work := []pair{{n, c}}
	for len(work) > 0 {
		p := work[len(work)-1]
		work = work[:len(work)-1]
		p.to.kids = make([]*node, len(p.from.kids))
		for i, k := range p.from.kids {
			kc := &node{tag: k.tag, text: k.text, attrs: k.attrs, parent: p.to}
			p.to.kids[i] = kc
			if len(k.kids) > 0 {
				work = append(work, pair{k, kc})
			}
		}
	}
	return c
}

// remove detaches n's descendants matching match, with their subtrees.
func (n *node) remove(match func(*node) bool) {
	var parents []*node
	n.walk(func(k *node) bool {
		if len(k.kids) > 0 {
			parents = append(parents, k)
		}
		return true
	})
	for _, p := range append(parents, n) {
		kept := p.kids[:0]
		for _, k := range p.kids {
			if k.tag == "" || !match(k) {
				kept = append(kept, k)
			}
		}
		p.kids = kept
	}
}
