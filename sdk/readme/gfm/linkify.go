package gfm

import (
	"bytes"
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// linkifyParser makes AutoLinks of bare URLs ("https://…", "ftp://…",
// "www.…") and e-mail addresses at the start of a line or after a space,
// '*', '_', '~' or '('. What it takes for a URL is what goldmark's
// Linkify takes (scanURL), less trailing punctuation and unbalanced ')'.
type linkifyParser struct{}

func (linkifyParser) Trigger() []byte {
	// ' ' stands for any space and for the start of a line.
	return []byte{' ', '*', '_', '~', '('}
}

func (linkifyParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	if pc.IsInLinkLabel() {
		return nil
	}
	line, segment := block.PeekLine()
	if len(line) == 0 {
		return nil
	}
	consumes, start := 0, segment.Start
	switch line[0] {
	case ' ', '*', '_', '~', '(':
		consumes++
		start++
		line = line[1:]
	}
	typ := ast.AutoLinkURL
	var protocol []byte
	end := -1
	switch {
	case bytes.HasPrefix(line, []byte("http:")), bytes.HasPrefix(line, []byte("https:")), bytes.HasPrefix(line, []byte("ftp:")):
		end = scanURL(line)
	}
	if end < 0 && bytes.HasPrefix(line, []byte("www.")) {
		if end = scanWWW(line); end >= 0 {
			protocol = []byte("http")
		}
	}
	if end < 0 {
		if len(line) > 0 && util.IsPunct(line[0]) {
			return nil
		}
		typ = ast.AutoLinkEmail
		stop := util.FindEmailIndex(line)
		if stop < 0 {
			return nil
		}
		at := bytes.IndexByte(line, '@')
		if bytes.IndexByte(line[at:stop-1], '.') < 0 {
			return nil
		}
		end = stop
		if line[end-1] == '.' {
			end--
		}
		if end < len(line) && (line[end] == '-' || line[end] == '_') {
			return nil
		}
	}
	if consumes != 0 {
		ast.MergeOrAppendTextSegment(parent, segment.WithStop(segment.Start+1))
	}
	end = trimURLEnd(line, end)
	block.Advance(consumes + end)
	link := ast.NewAutoLink(typ, ast.NewTextSegment(text.NewSegment(start, start+end)))
	link.Protocol = protocol
	return link
}

func (linkifyParser) CloseBlock(parent ast.Node, pc parser.Context) {}

// trimURLEnd drops from line[:end] the trailing punctuation that ends a
// sentence rather than the URL, a ')' with no '(' to close, and a trailing
// entity-like "&name;".
func trimURLEnd(line []byte, end int) int {
	open := bytes.Count(line[:end], []byte{'('})
	closed := bytes.Count(line[:end], []byte{')'})
	i := end
	for i > 1 {
		switch line[i-1] {
		case '?', '!', '.', ',', ':', '*', '_', '~':
			i--
			continue
		case ')':
			if closed <= open {
				return i
			}
			closed--
			i--
			continue
		case ';':
			j := i - 2
			for j > 0 && util.IsAlphaNumeric(line[j]) {
				j--
			}
			if j == i-2 || line[j] != '&' {
				return i
			}
			i = j
			continue
		}
		return i
	}
	return i
}

// maxDomain is how many host characters a URL may have before its last
// ".tld".
const maxDomain = 256

// scanURL returns the length of the URL line starts with ("http://",
// "https://" or "ftp://", a host of at most maxDomain characters ending
// in '.' and lower-case letters, an optional ":port", an optional path,
// query or fragment), or -1.
func scanURL(line []byte) int {
	var p int
	switch {
	case bytes.HasPrefix(line, []byte("http://")):
		p = len("http://")
	case bytes.HasPrefix(line, []byte("https://")):
		p = len("https://")
	case bytes.HasPrefix(line, []byte("ftp://")):
		p = len("ftp://")
	default:
		return -1
	}
	i := scanHost(line, p)
	if i < 0 {
		return -1
	}
	if i+1 < len(line) && line[i] == ':' && isDigit(line[i+1]) {
		i += 2
		for i < len(line) && isDigit(line[i]) {
			i++
		}
	}
	return scanPath(line, i, true)
}

// scanWWW is scanURL for "www." with no scheme and no port.
func scanWWW(line []byte) int {
	if !bytes.HasPrefix(line, []byte("www.")) {
		return -1
	}
	i := scanHost(line, len("www."))
	if i < 0 {
		return -1
	}
	return scanPath(line, i, false)
}

// scanHost reads from p the longest run of at most maxDomain host
// characters followed by '.' and a lower-case letter, then that '.' and
// all the lower-case letters after it, and returns where they end, or -1.
func scanHost(line []byte, p int) int {
	run := 0
	for p+run < len(line) && run < maxDomain && isHostByte(line[p+run]) {
		run++
	}
	for d := run; d >= 1; d-- {
		if q := p + d; q+1 < len(line) && line[q] == '.' && isLower(line[q+1]) {
			q++
			for q < len(line) && isLower(line[q]) {
				q++
			}
			return q
		}
	}
	return -1
}

// scanPath reads an optional path, query or fragment from i: '/', '#' or
// '?', then URL characters ('$' among them only when dollar).
func scanPath(line []byte, i int, dollar bool) int {
	if i >= len(line) || (line[i] != '/' && line[i] != '#' && line[i] != '?') {
		return i
	}
	i++
	for i < len(line) && (isPathByte(line[i]) || dollar && line[i] == '$') {
		i++
	}
	return i
}

func isDigit(b byte) bool { return '0' <= b && b <= '9' }
func isLower(b byte) bool { return 'a' <= b && b <= 'z' }

func isAlnum(b byte) bool { return isDigit(b) || isLower(b) || 'A' <= b && b <= 'Z' }

// isHostByte: letters, digits and -@:%._+~#=
func isHostByte(b byte) bool {
	return isAlnum(b) || strings.IndexByte("-@:%._+~#=", b) >= 0
}

// isPathByte: letters, digits and -@:%_+.~#!?&/=();,'">^{}[]`
func isPathByte(b byte) bool {
	return isAlnum(b) || strings.IndexByte("-@:%_+.~#!?&/=();,'\">^{}[]`", b) >= 0
}
