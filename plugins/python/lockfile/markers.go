package lockfile

import (
	"errors"
	"runtime"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/internal/pep440"
)

// MarkerEnv is the environment PEP 508 markers are evaluated in: the
// project's Python version ("3.11" or "3.11.7"); the platform variables
// are this machine's.
type MarkerEnv struct {
	PythonVersion string
}

// errUnknownMarker is a marker naming something the evaluator does not
// know: whether it holds cannot be told.
var errUnknownMarker = errors.New("marker cannot be evaluated")

// value is a marker variable's value in env; false for a variable not
// known here (the answer then says it cannot tell).
func (env MarkerEnv) value(name string) (string, bool) {
	full := env.PythonVersion
	short := full
	if parts := strings.SplitN(full, ".", 3); len(parts) >= 2 {
		short = parts[0] + "." + parts[1]
	}
	switch name {
	case "python_version":
		return short, short != ""
	case "python_full_version":
		return full, full != ""
	case "implementation_name":
		return "cpython", true
	case "platform_python_implementation":
		return "CPython", true
	case "os_name":
		if runtime.GOOS == "windows" {
			return "nt", true
		}
		return "posix", true
	case "sys_platform":
		switch runtime.GOOS {
		case "windows":
			return "win32", true
		case "linux", "darwin", "freebsd":
			return runtime.GOOS, true
		}
	case "platform_system":
		switch runtime.GOOS {
		case "windows":
			return "Windows", true
		case "linux":
			return "Linux", true
		case "darwin":
			return "Darwin", true
		}
	case "platform_machine":
		switch runtime.GOARCH {
		case "amd64":
			if runtime.GOOS == "windows" {
				return "AMD64", true
			}
			return "x86_64", true
		case "arm64":
			if runtime.GOOS == "linux" {
				return "aarch64", true
			}
			return "arm64", true
		}
	}
	return "", false
}

// MarkersMatch reports whether any of markers (uv.lock's
// resolution-markers, which hold for the entry when one of them does)
// holds in env. known is false when that cannot be told (a variable not
// known here, a marker not parsed); no markers hold everywhere.
func MarkersMatch(markers []string, env MarkerEnv) (match, known bool) {
	if len(markers) == 0 {
		return true, true
	}
	known = true
	for _, m := range markers {
		ok, err := evalMarker(m, env)
		if err != nil {
			known = false
			continue
		}
		if ok {
			return true, true
		}
	}
	return false, known
}

// evalMarker evaluates one PEP 508 marker expression: comparisons of a
// variable and a quoted string joined by "and", "or" and parentheses.
func evalMarker(s string, env MarkerEnv) (bool, error) {
	toks, err := markerTokens(s)
	if err != nil {
		return false, err
	}
	p := &markerParser{toks: toks, env: env}
	v, err := p.or()
	if err != nil {
		return false, err
	}
	if p.i != len(p.toks) {
		return false, errUnknownMarker
	}
	return v, nil
}

// markerTokens splits a marker into quoted strings (kept with their
// quote), parentheses, operators and words.
func markerTokens(s string) ([]string, error) {
	var out []string
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t':
			i++
		case c == '(' || c == ')':
			out = append(out, string(c))
			i++
		case c == '\'' || c == '"':
			j := strings.IndexByte(s[i+1:], c)
			if j < 0 {
				return nil, errUnknownMarker
			}
			out = append(out, s[i:i+j+2])
			i += j + 2
		case strings.ContainsRune("<>=!~", rune(c)):
			j := i
			for j < len(s) && strings.ContainsRune("<>=!~", rune(s[j])) {
				j++
			}
			out = append(out, s[i:j])
			i = j
		default:
			j := i
			for j < len(s) && !strings.ContainsRune(" \t()'\"<>=!~", rune(s[j])) {
				j++
			}
			out = append(out, s[i:j])
			i = j
		}
	}
	return out, nil
}

type markerParser struct {
	toks []string
	i    int
	env  MarkerEnv
}

func (p *markerParser) peek() string {
	if p.i < len(p.toks) {
		return p.toks[p.i]
	}
	return ""
}

func (p *markerParser) or() (bool, error) {
	v, err := p.and()
	if err != nil {
		return false, err
	}
	for p.peek() == "or" {
		p.i++
		w, err := p.and()
		if err != nil {
			return false, err
		}
		v = v || w
	}
	return v, nil
}

func (p *markerParser) and() (bool, error) {
	v, err := p.expr()
	if err != nil {
		return false, err
	}
	for p.peek() == "and" {
		p.i++
		w, err := p.expr()
		if err != nil {
			return false, err
		}
		v = v && w
	}
	return v, nil
}

func (p *markerParser) expr() (bool, error) {
	if p.peek() == "(" {
		p.i++
		v, err := p.or()
		if err != nil || p.peek() != ")" {
			return false, errUnknownMarker
		}
		p.i++
		return v, nil
	}
	if p.i+2 > len(p.toks) {
		return false, errUnknownMarker
	}
	left, op := p.toks[p.i], p.toks[p.i+1]
	p.i += 2
	if op == "not" {
		if p.peek() != "in" {
			return false, errUnknownMarker
		}
		op = "not in"
		p.i++
	}
	if p.i >= len(p.toks) {
		return false, errUnknownMarker
	}
	right := p.toks[p.i]
	p.i++
	lv, lvar, err := p.operand(left)
	if err != nil {
		return false, err
	}
	rv, _, err := p.operand(right)
	if err != nil {
		return false, err
	}
	switch op {
	case "in":
		return strings.Contains(rv, lv), nil
	case "not in":
		return !strings.Contains(rv, lv), nil
	}
	if lvar == "python_version" || lvar == "python_full_version" {
		// A version comparison, as PEP 440 orders versions.
		ss, err := pep440.ParseSpecifiers(op + rv)
		if err != nil {
			return false, errUnknownMarker
		}
		v, err := pep440.Parse(lv)
		if err != nil {
			return false, errUnknownMarker
		}
		return ss.Check(v), nil
	}
	switch op {
	case "==", "===":
		return lv == rv, nil
	case "!=":
		return lv != rv, nil
	}
	return false, errUnknownMarker
}

// operand is a quoted string's text or a variable's value (and its
// name).
func (p *markerParser) operand(tok string) (value, variable string, err error) {
	if len(tok) >= 2 && (tok[0] == '\'' || tok[0] == '"') {
		return tok[1 : len(tok)-1], "", nil
	}
	v, ok := p.env.value(tok)
	if !ok {
		return "", tok, errUnknownMarker
	}
	return v, tok, nil
}
