package rssrc

import (
	"errors"
	"fmt"
	"path"
	"strconv"
	"strings"
)

// A bounded expander for the macro_rules! a crate defines and invokes at
// item level (constant tables, struct-declaring and forwarding macros):
// the common matcher forms ($name:frag, $( … ) sep op, literal tokens and
// delimited groups) are matched greedily, without backtracking, and the
// transcriber is substituted. What it cannot match or transcribe stays an
// unexpanded invocation, which callers answer "cannot tell" about.

// macroDef is one macro_rules! definition: its arms in order.
type macroDef struct {
	arms []macroArm
}

// macroArm is one `(matcher) => { transcriber }` arm, as tokens inside
// the delimiters.
type macroArm struct {
	matcher []pat
	body    []token
}

// Limits of expansion. Crates' tables nest a few levels deep,
// tt-munchers one level per element (an enum of 60 variants with an
// attribute each is 120 levels), so expansions go as deep as rustc lets
// them: its recursion limit, 128 unless the crate root raises it with
// #![recursion_limit = "N"], which is honoured up to maxExpandDepth.
const (
	defaultExpandDepth = 128
	maxExpandDepth     = 1024
	// maxExpandTokens bounds the tokens one expansion produces.
	maxExpandTokens = 1 << 18
	// maxCrateExpandTokens bounds the tokens all expansions of a crate
	// produce, so a macro that multiplies its input cannot blow up a scan.
	maxCrateExpandTokens = 1 << 22
)

var errNoMatch = errors.New("no arm matches")

// pat is one element of a matcher.
type pat struct {
	kind patKind
	tok  token  // lit: the token; group: the opening delimiter
	name string // frag, rep's separator text
	frag string // frag: the fragment specifier (ident, expr, tt, …)
	sub  []pat  // rep, group
	sep  string // rep: the separator token, "" for none
	op   byte   // rep: '*', '+' or '?'
}

type patKind int

const (
	pLit patKind = iota
	pFrag
	pRep
	pGroup
)

// defineMacro records a macro_rules! whose body group opens at body;
// gate is its cfg. A later definition replaces an earlier one, except a
// fallback's (see fallbackGate).
func (p *parser) defineMacro(name string, body int, gate string) {
	if p.s.macros[name] != nil && fallbackGate(gate) {
		return
	}
	if !p.is(body, "{") && !p.is(body, "(") && !p.is(body, "[") {
		return
	}
	end, closed := groupClose(p.toks, body)
	if !closed {
		return // the file ends inside it: every group within is closed only when it is
	}
	close := end - 1
	var def macroDef
	for k := body + 1; k < close; {
		if p.is(k, ";") {
			k++
			continue
		}
		if !(p.is(k, "(") || p.is(k, "[") || p.is(k, "{")) {
			return // not an arm: leave the macro unknown
		}
		me := p.skipGroup(k)
		if !p.is(me, "=>") || !(p.is(me+1, "(") || p.is(me+1, "[") || p.is(me+1, "{")) {
			return
		}
		be := p.skipGroup(me + 1)
		m, ok := parseMatcher(p.toks[k+1 : me-1])
		if !ok {
			return
		}
		def.arms = append(def.arms, macroArm{matcher: m, body: p.toks[me+2 : be-1]})
		k = be
	}
	if len(def.arms) > 0 {
		p.s.macros[name] = &def
	}
}

// parseMatcher turns a matcher's tokens into patterns.
func parseMatcher(toks []token) ([]pat, bool) {
	var out []pat
	for i := 0; i < len(toks); {
		t := toks[i]
		switch {
		case t.kind == tOuterDoc || t.kind == tInnerDoc:
			i++
		case isPunct(t, "$") && i+1 < len(toks) && toks[i+1].kind == tIdent && i+3 < len(toks) && isPunct(toks[i+2], ":") && toks[i+3].kind == tIdent:
			out = append(out, pat{kind: pFrag, name: toks[i+1].text, frag: toks[i+3].text})
			i += 4
		case isPunct(t, "$") && i+1 < len(toks) && isPunct(toks[i+1], "("):
			e := groupEnd(toks, i+1)
			sub, ok := parseMatcher(toks[i+2 : e-1])
			if !ok {
				return nil, false
			}
			r := pat{kind: pRep, sub: sub}
			j := e
			if j < len(toks) && !isOp(toks[j]) {
				r.sep = toks[j].text
				j++
			}
			if j >= len(toks) || !isOp(toks[j]) {
				return nil, false
			}
			r.op = toks[j].text[0]
			out = append(out, r)
			i = j + 1
		case isPunct(t, "$"):
			return nil, false // $crate or a bare $ in a matcher: not handled
		case isOpen(t):
			e := groupEnd(toks, i)
			sub, ok := parseMatcher(toks[i+1 : e-1])
			if !ok {
				return nil, false
			}
			out = append(out, pat{kind: pGroup, tok: t, sub: sub})
			i = e
		default:
			out = append(out, pat{kind: pLit, tok: t})
			i++
		}
	}
	return out, true
}

func isPunct(t token, s string) bool { return t.kind == tPunct && t.text == s }

func isOp(t token) bool {
	return t.kind == tPunct && (t.text == "*" || t.text == "+" || t.text == "?")
}

func isOpen(t token) bool {
	return t.kind == tPunct && (t.text == "(" || t.text == "[" || t.text == "{")
}

func isClose(t token) bool {
	return t.kind == tPunct && (t.text == ")" || t.text == "]" || t.text == "}")
}

// groupEnd returns the index after the group opening at i, or len(toks)
// when nothing closes it.
func groupEnd(toks []token, i int) int {
	end, _ := groupClose(toks, i)
	return end
}

// groupClose returns the index after the group opening at i and whether
// a closer ends it (false: the tokens end first, and end is len(toks)).
// Within a closed group every group is closed, so the slices taken of a
// macro definition or call that groupClose accepted stay in bounds.
func groupClose(toks []token, i int) (end int, closed bool) {
	depth := 0
	for ; i < len(toks); i++ {
		switch {
		case isOpen(toks[i]):
			depth++
		case isClose(toks[i]):
			depth--
			if depth == 0 {
				return i + 1, true
			}
		}
	}
	return len(toks), false
}

// binding is what a matcher variable bound: tokens, or one binding per
// repetition.
type binding struct {
	toks  []token
	seq   []*binding
	isSeq bool
}

type bindings map[string]*binding

// matchSeq matches pats against in[i:end) from i, returning where the
// match ends. stops are the tokens that may follow (a fragment that runs
// to the next literal stops at them).
func matchSeq(pats []pat, in []token, i, end int, b bindings, stops []string) (int, bool) {
	for k := 0; k < len(pats); k++ {
		pt := pats[k]
		// follow are the tokens that may come after pt: what a fragment
		// or a repetition stops at.
		follow := func() []string {
			if k+1 < len(pats) {
				return firstTokens(pats[k+1:], stops)
			}
			return stops
		}
		switch pt.kind {
		case pLit:
			// A doc comment where the matcher wants #[$m:meta].
			if isPunct(pt.tok, "#") && k+1 < len(pats) && pats[k+1].kind == pGroup && pats[k+1].tok.text == "[" &&
				len(pats[k+1].sub) == 1 && pats[k+1].sub[0].kind == pFrag && i < end && in[i].kind == tOuterDoc {
				b[pats[k+1].sub[0].name] = &binding{toks: in[i : i+1]}
				i++
				k++
				continue
			}
			// A doc comment where the matcher wants another form of
			// attribute (#[$name:ident $($args:tt)*]): it is #[doc = "…"].
			if isPunct(pt.tok, "#") && k+1 < len(pats) && pats[k+1].kind == pGroup && pats[k+1].tok.text == "[" && i < end && in[i].kind == tOuterDoc {
				doc := docAttr(in[i])
				if j, ok := matchSeq(pats[k+1].sub, doc, 2, len(doc)-1, b, nil); ok && j == len(doc)-1 {
					i++
					k++
					continue
				}
				return i, false
			}
			if i >= end || in[i].text != pt.tok.text || in[i].kind != pt.tok.kind {
				return i, false
			}
			i++
		case pGroup:
			if i >= end || !isPunct(in[i], pt.tok.text) {
				return i, false
			}
			e := groupEnd(in[:end], i)
			j, ok := matchSeq(pt.sub, in, i+1, e-1, b, nil)
			if !ok || j != e-1 {
				return i, false
			}
			i = e
		case pFrag:
			var fl []string
			if fragStops[pt.frag] {
				fl = follow()
			}
			j, ok := matchFrag(pt.frag, in, i, end, fl)
			if !ok {
				return i, false
			}
			b[pt.name] = &binding{toks: in[i:j]}
			i = j
		case pRep:
			if pt.sep == "" && len(pt.sub) == 1 && pt.sub[0].kind == pFrag && pt.sub[0].frag == "tt" {
				// $($t:tt)*, what tt-munchers pass along: the tokens'
				// trees, without a match per tree.
				var ok bool
				if i, ok = matchTTs(pt, in, i, end, b); !ok {
					return i, false
				}
				continue
			}
			names := patNames(pt.sub, nil)
			seqs := map[string]*binding{}
			for _, n := range names {
				seqs[n] = &binding{isSeq: true}
				b[n] = seqs[n]
			}
			subStops := follow()
			if pt.sep != "" {
				subStops = append([]string{pt.sep}, subStops...)
			}
			nb := bindings{}
			for count := 0; ; count++ {
				j := i
				if count > 0 && pt.sep != "" {
					if j >= end || in[j].text != pt.sep {
						break
					}
					j++
				}
				clear(nb) // what it held is kept in seqs
				e, ok := matchSeq(pt.sub, in, j, end, nb, subStops)
				if !ok || e == j {
					if count == 0 && pt.op == '+' {
						return i, false
					}
					break
				}
				for _, n := range names {
					x := nb[n]
					if x == nil {
						x = &binding{isSeq: true}
					}
					seqs[n].seq = append(seqs[n].seq, x)
				}
				i = e
				if pt.op == '?' {
					break
				}
			}
		}
	}
	return i, true
}

// matchTTs matches repetition pt of one tt fragment ($($t:tt)*, + or ?)
// at in[i], as matchSeq would, binding each token tree.
func matchTTs(pt pat, in []token, i, end int, b bindings) (int, bool) {
	n := 0
	for j := i; j < end && !isClose(in[j]) && (pt.op != '?' || n == 0); n++ {
		if isOpen(in[j]) {
			j = groupEnd(in[:end], j)
		} else {
			j++
		}
	}
	if n == 0 && pt.op == '+' {
		return i, false
	}
	trees := make([]binding, n)
	seq := &binding{isSeq: true, seq: make([]*binding, n)}
	for k := range trees {
		j := i + 1
		if isOpen(in[i]) {
			j = groupEnd(in[:end], i)
		}
		trees[k].toks = in[i:j]
		seq.seq[k] = &trees[k]
		i = j
	}
	b[pt.sub[0].name] = seq
	return i, true
}

// docAttr is doc comment t as the attribute it stands for: #[doc = "…"].
func docAttr(t token) []token {
	mk := func(kind tokKind, text string) token { return token{kind: kind, text: text, space: true} }
	return []token{mk(tPunct, "#"), mk(tPunct, "["), mk(tIdent, "doc"), mk(tPunct, "="), mk(tLit, strconv.Quote(t.text)), mk(tPunct, "]")}
}

// firstTokens are the literal tokens that can start pats, or stops when
// pats can start with anything or be empty.
func firstTokens(pats []pat, stops []string) []string {
	switch pats[0].kind {
	case pLit:
		return []string{pats[0].tok.text}
	case pGroup:
		return []string{pats[0].tok.text}
	case pRep:
		out := []string{}
		if len(pats[0].sub) > 0 {
			out = append(out, firstTokens(pats[0].sub, nil)...)
		}
		if len(pats) > 1 {
			return append(out, firstTokens(pats[1:], stops)...)
		}
		return append(out, stops...)
	}
	return nil
}

// patNames lists the variables pats bind.
func patNames(pats []pat, out []string) []string {
	for _, pt := range pats {
		switch pt.kind {
		case pFrag:
			out = append(out, pt.name)
		case pRep, pGroup:
			out = patNames(pt.sub, out)
		}
	}
	return out
}

// fragStops are the fragments whose end matchFrag finds from the tokens
// that may follow them.
var fragStops = map[string]bool{"expr": true, "ty": true, "path": true, "pat": true, "pat_param": true, "stmt": true, "meta": true}

// matchFrag matches one fragment at in[i], returning where it ends.
func matchFrag(frag string, in []token, i, end int, stops []string) (int, bool) {
	switch frag {
	case "ident":
		if i < end && in[i].kind == tIdent {
			return i + 1, true
		}
		return i, false
	case "lifetime":
		if i < end && in[i].kind == tLifetime {
			return i + 1, true
		}
		return i, false
	case "literal":
		j := i
		if j < end && isPunct(in[j], "-") {
			j++
		}
		if j < end && (in[j].kind == tLit || in[j].kind == tIdent && (in[j].text == "true" || in[j].text == "false")) {
			return j + 1, true
		}
		return i, false
	case "tt":
		if i >= end || isClose(in[i]) {
			return i, false
		}
		if isOpen(in[i]) {
			return groupEnd(in[:end], i), true
		}
		return i + 1, true
	case "block":
		if i < end && isPunct(in[i], "{") {
			return groupEnd(in[:end], i), true
		}
		return i, false
	case "vis":
		j := i
		if j < end && in[j].kind == tIdent && in[j].text == "pub" {
			j++
			if j < end && isPunct(in[j], "(") {
				j = groupEnd(in[:end], j)
			}
		}
		return j, true // may be empty
	case "item":
		j := i
		for j < end {
			switch {
			case isPunct(in[j], ";"):
				return j + 1, true
			case isPunct(in[j], "#") && j+1 < end && isPunct(in[j+1], "["):
				j = groupEnd(in[:end], j+1)
			case isPunct(in[j], "{"):
				return groupEnd(in[:end], j), true
			case isOpen(in[j]):
				j = groupEnd(in[:end], j)
			default:
				j++
			}
		}
		return j, j > i
	case "expr", "ty", "path", "pat", "pat_param", "stmt", "meta":
		angles := frag == "ty" || frag == "path"
		j, angle := i, 0
		for j < end {
			t := in[j]
			// No such fragment holds a `,`, `;` or `=>` outside brackets.
			if angle == 0 && j > i && (t.kind == tPunct || t.kind == tIdent) && (contains(stops, t.text) || t.kind == tPunct && (t.text == "," || t.text == ";" || t.text == "=>")) {
				break
			}
			switch {
			case isOpen(t):
				j = groupEnd(in[:end], j)
				continue
			case angles && isPunct(t, "<"):
				angle++
			case angles && isPunct(t, ">") && angle > 0:
				angle--
			}
			j++
		}
		return j, j > i
	}
	return i, false
}

func contains(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}

// transcribe substitutes b into body, appending to out.
func transcribe(body []token, b bindings, out *[]token) error {
	for i := 0; i < len(body); i++ {
		if len(*out) > maxExpandTokens {
			return fmt.Errorf("expansion over %d tokens", maxExpandTokens)
		}
		t := body[i]
		if !isPunct(t, "$") || i+1 >= len(body) {
			// #[$doc] where $doc took a doc comment.
			if isPunct(t, "#") && i+4 < len(body) && isPunct(body[i+1], "[") && isPunct(body[i+2], "$") && isPunct(body[i+4], "]") {
				if x := b[body[i+3].text]; x != nil && !x.isSeq && len(x.toks) == 1 && x.toks[0].kind == tOuterDoc {
					*out = append(*out, x.toks[0])
					i += 4
					continue
				}
			}
			*out = append(*out, t)
			continue
		}
		next := body[i+1]
		switch {
		case next.kind == tIdent && next.text == "crate":
			c := next
			c.space = t.space
			*out = append(*out, c)
			i++
		case next.kind == tIdent:
			x := b[next.text]
			if x == nil {
				// Not a variable of this macro: a macro_rules! the
				// expansion defines uses it; it stays as written.
				*out = append(*out, t, next)
				i++
				continue
			}
			if x.isSeq {
				return fmt.Errorf("$%s repeats here", next.text)
			}
			for k, bt := range x.toks {
				if k == 0 {
					bt.space = t.space
				}
				*out = append(*out, bt)
			}
			i++
		case isPunct(next, "("):
			e := groupEnd(body, i+1)
			inner := body[i+2 : e-1]
			j := e
			sep := ""
			if j < len(body) && !isOp(body[j]) {
				sep = body[j].text
				j++
			}
			if j >= len(body) || !isOp(body[j]) {
				return errors.New("repetition without an operator")
			}
			n := -1
			refs := refNames(inner)
			for _, v := range refs {
				if x := b[v]; x != nil && x.isSeq {
					if n >= 0 && len(x.seq) != n {
						return fmt.Errorf("$%s repeats %d times, others %d", v, len(x.seq), n)
					}
					n = len(x.seq)
				}
			}
			if n < 0 {
				// The repetition of a macro_rules! the expansion
				// defines: it stays as written.
				*out = append(*out, body[i:j+1]...)
				i = j
				continue
			}
			for k := 0; k < n; k++ {
				if k > 0 && sep != "" {
					*out = append(*out, body[e])
				}
				// The variables inner names are all it can use: one
				// step of each that repeats here, the others as bound.
				nb := make(bindings, len(refs))
				for _, name := range refs {
					x := b[name]
					switch {
					case x == nil:
					case x.isSeq:
						nb[name] = x.seq[k]
					default:
						nb[name] = x
					}
				}
				at := len(*out)
				if err := transcribe(inner, nb, out); err != nil {
					return err
				}
				switch {
				case k == 0 && len(*out) > at && (*out)[at].kind != tPunct:
					// A first step that starts with a word stands
					// where the repetition is written: the space
					// before its $, as for a variable (rend's `pub
					// $($const)? fn` is `pub const fn`, not `pubconst
					// fn`). One that starts with punctuation keeps its
					// own (error-chain's `$iitem $(($( $ttyp ),+))*`
					// is `Io(Error)`).
					(*out)[at].space = t.space
				case k > 0 && sep == "," && len(*out) > at:
					(*out)[at].space = true // "a, b", as written
				case k > 0 && len(*out) > at && len(inner) >= 2 && isPunct(inner[0], "$") && inner[1].kind == tIdent:
					// $($tt)*, a step that starts with what the caller
					// gave: the space the caller wrote before it
					// ("fn name", "-> Result"), not the body's before $.
					if x := nb[inner[1].text]; x != nil && len(x.toks) > 0 {
						(*out)[at].space = x.toks[0].space
					}
				}
			}
			i = j
		default:
			*out = append(*out, t)
		}
	}
	return nil
}

// refNames are the variables a transcriber part names.
func refNames(body []token) []string {
	var out []string
	for i := 0; i+1 < len(body); i++ {
		if isPunct(body[i], "$") && body[i+1].kind == tIdent && body[i+1].text != "crate" {
			out = append(out, body[i+1].text)
		}
	}
	return out
}

// expand expands an invocation of a crate macro whose input is in[:],
// returning a parser over the result, whose items need gate (the cfg on
// the invocation) besides their own.
func (p *parser) expand(name string, in []token, gate string) (*parser, error) {
	def, scope := p.macro("", name)
	return p.expandDef(name, def, scope, in, gate)
}

// macro finds the macro_rules! a call names: dep's exported one when the
// call's path leads into dependency dep, else the one of the macros the
// expansion being read came from (a dependency's, for its own helpers),
// else the crate's. scope is where the macros its expansion calls
// resolve: the dependency's, or nil for the crate's.
func (p *parser) macro(dep, name string) (def *macroDef, scope map[string]*macroDef) {
	if dep != "" {
		ms := p.s.depMacros(dep)
		return ms[name], ms
	}
	if d := p.scope[name]; d != nil {
		return d, p.scope
	}
	return p.s.macros[name], nil
}

// depMacros are the macro_rules! of dependency dep (by the name code
// writes it), read from its source once; nil when it cannot be had.
func (s *scanner) depMacros(dep string) map[string]*macroDef {
	if ms, ok := s.deps[dep]; ok {
		return ms
	}
	var ms map[string]*macroDef
	if s.depSource != nil {
		if files, root, ok := s.depSource(dep); ok {
			// The dependency's own scan: its macros only, within the
			// crate's limits, without dependencies of its own.
			ds := newScanner(files, s.lim, nil)
			if err := ds.file(root, ds.newMod("", nil, true), path.Dir(root)); err == nil {
				ms = ds.macros
			}
		}
	}
	s.deps[dep] = ms
	return ms
}

func (p *parser) expandDef(name string, def *macroDef, scope map[string]*macroDef, in []token, gate string) (*parser, error) {
	if def == nil {
		return nil, errNoMatch
	}
	if limit := p.s.expandDepth(); p.depth >= limit {
		return nil, fmt.Errorf("expansion deeper than %d", limit)
	}
	for _, arm := range def.arms {
		b := bindings{}
		j, ok := matchSeq(arm.matcher, in, 0, len(in), b, nil)
		if !ok || j != len(in) {
			continue
		}
		out := make([]token, 0, len(arm.body)+len(in))
		if err := transcribe(arm.body, b, &out); err != nil {
			return nil, fmt.Errorf("expand %s!: %w", name, err)
		}
		p.s.expanded += len(out)
		if p.s.expanded > maxCrateExpandTokens {
			return nil, fmt.Errorf("expand %s!: the crate's expansions pass %d tokens", name, maxCrateExpandTokens)
		}
		src, toks := respell(out)
		return &parser{s: p.s, src: src, toks: toks, file: p.file, depth: p.depth + 1, gate: gate, scope: scope, renames: p.renames}, nil
	}
	return nil, errNoMatch
}

// expandDepth is how deep expansions may nest: the crate's recursion
// limit.
func (s *scanner) expandDepth() int {
	switch {
	case s.recursionLimit <= 0:
		return defaultExpandDepth
	case s.recursionLimit > maxExpandDepth:
		return maxExpandDepth
	}
	return s.recursionLimit
}

// respell writes tokens taken from several sources into one source text,
// pointing each token at its own spelling.
// toks is rewritten in place.
func respell(toks []token) (string, []token) {
	n := 0
	for _, t := range toks {
		n += len(t.text) + 1
	}
	var b strings.Builder
	b.Grow(n)
	for k := range toks {
		t := &toks[k]
		if t.space || t.kind == tOuterDoc || t.kind == tInnerDoc {
			b.WriteByte(' ')
		}
		t.start = int32(b.Len())
		if t.kind == tOuterDoc || t.kind == tInnerDoc {
			b.WriteString("/**/") // docs are read from the token's text
		} else if t.raw {
			b.WriteString("r#" + t.text)
		} else {
			b.WriteString(t.text)
		}
		t.end = int32(b.Len())
	}
	return b.String(), toks
}

// andGate is the cfg that needs both outer and inner.
func andGate(outer, inner string) string {
	switch {
	case outer == "":
		return inner
	case inner == "" || inner == outer:
		return outer
	}
	return "all(" + outer + ", " + inner + ")"
}

// fallbackGate says whether a cfg selects a fallback: a build script's
// no_* cfg (set for toolchains that lack a feature: serde's
// serde_if_integer128! is empty under no_integer128), or not(…) of
// another cfg. Crates define a macro both ways; the other definition is
// the one a current toolchain with the crate's features compiles.
func fallbackGate(g string) bool {
	return strings.HasPrefix(g, "no_") || strings.HasPrefix(g, "not(") && !strings.HasPrefix(g, "not(no_")
}
