package python

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestLiveRecall compares the provider's answers for every distribution
// installed in this machine's python3 with Python's own view of them:
// names from ast (__all__ or public definitions of the root module) and
// inspect.signature text, both computed by testdata/live/truth.py, which
// this TEST runs (the provider never imports anything). It reports recall
// and signature exactness and fails below the floors.
func TestLiveRecall(t *testing.T) {
	if testing.Short() {
		t.Skip("live: imports every installed package")
	}
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("live: no python3 on PATH")
	}
	out := filepath.Join(t.TempDir(), "truth.json")
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, py, "testdata/live/truth.py", out)
	cmd.Dir, cmd.Stdout, cmd.Stderr = ".", nil, nil
	if err := cmd.Run(); err != nil {
		t.Fatalf("truth.py: %v", err)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var truth map[string]struct {
		Dists []string
		Names []string
		Sigs  map[string]string
	}
	if err := json.Unmarshal(b, &truth); err != nil {
		t.Fatal(err)
	}
	p := New(Config{Getenv: func(k string) string {
		if k == "PIP_INDEX_URL" {
			return "http://127.0.0.1:9/simple" // no index: installed answers only
		}
		return os.Getenv(k)
	}})
	var tops []string
	for top := range truth {
		tops = append(tops, top)
	}
	sort.Strings(tops)
	var names, found, sigs, exact, normalised, sameParams, overloaded int
	var missing, mismatched []string
	for _, top := range tops {
		tr := truth[top]
		doc, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: top}})
		if err != nil {
			t.Errorf("%s: %v", top, err)
			continue
		}
		// Names at the root of the import name asked for.
		got := map[string]sdk.Symbol{}
		count := map[string]int{}
		for _, s := range doc.Symbols {
			count[s.Name]++
			n := s.Name
			if strings.HasPrefix(n, top+".") && len(doc.Symbols) > 0 && fact(doc, "Import") != "import "+top {
				n = strings.TrimPrefix(n, top+".")
			}
			if _, ok := got[n]; !ok {
				got[n] = s
			}
			if s.Kind == "method" && strings.HasSuffix(n, ".__init__") {
				got[n] = s
			}
		}
		for _, sp := range doc.Subpackages {
			// Submodules are listed as subpackages ("attr.converters").
			if rest, ok := strings.CutPrefix(sp.Path, top+"."); ok {
				if _, dup := got[rest]; !dup {
					got[rest] = sdk.Symbol{Name: rest, Kind: "module"}
				}
			}
		}
		for _, n := range tr.Names {
			names++
			if _, ok := got[n]; ok {
				found++
			} else if len(missing) < 40 {
				missing = append(missing, top+"."+n)
			}
		}
		for n, want := range tr.Sigs {
			s, ok := got[n]
			if !ok {
				continue
			}
			if count[s.Name] > 1 || count[s.Name+".__init__"] > 1 {
				overloaded++ // @overload variants; inspect shows the implementation
				continue
			}
			sig := s.Signature
			if init, ok := got[n+".__init__"]; ok && strings.HasPrefix(sig, "class ") {
				sig = dropSelf(paramsOf(init.Signature))
			} else if strings.HasPrefix(sig, "class ") {
				continue // no __init__ of its own in the source read
			} else {
				sig = paramsOf(sig)
			}
			if sig == "" {
				continue
			}
			sigs++
			if sig == want {
				exact++
			} else if normSig(sig) == normSig(want) {
				normalised++
			} else if os.Getenv("PKGDOCS_LIVE_DIFFS") != "" {
				t.Logf("differs: %s.%s\n      ours:    %s\n      inspect: %s", top, n, sig, want)
			}
			if paramNames(sig) == paramNames(want) {
				sameParams++
			} else if len(mismatched) < 25 {
				mismatched = append(mismatched, top+"."+n+"\n      ours:    "+sig+"\n      inspect: "+want)
			}
		}
	}
	recall := float64(found) / float64(max(names, 1))
	exactness := float64(exact) / float64(max(sigs, 1))
	normness := float64(exact+normalised) / float64(max(sigs, 1))
	t.Logf("live recall over %d import names of installed distributions: %d/%d names (%.1f%%)", len(tops), found, names, 100*recall)
	t.Logf("signatures compared: %d (%d overloaded names left out: the outline shows their @overload variants, inspect the implementation)", sigs, overloaded)
	t.Logf("signatures vs inspect.signature: strict %d/%d (%.1f%%); normalised for printing only (quoted annotations, module qualifiers, literal spelling, spacing: see normSig) %d/%d (%.1f%%)", exact, sigs, 100*exactness, exact+normalised, sigs, 100*normness)
	t.Logf("same parameters (names, order, kinds; .pyi stubs may differ from the runtime in annotations and defaults): %d/%d (%.1f%%)", sameParams, sigs, 100*float64(sameParams)/float64(max(sigs, 1)))
	if len(missing) > 0 {
		t.Logf("missing (first %d): %s", len(missing), strings.Join(missing, ", "))
	}
	for _, m := range mismatched {
		t.Logf("mismatch: %s", m)
	}
	if params := float64(sameParams) / float64(max(sigs, 1)); recall < 0.95 || params < 0.85 {
		t.Errorf("recall %.2f (floor 0.95), same parameters %.2f (floor 0.85)", recall, params)
	}
}

var defRE = regexp.MustCompile(`^(?:async )?def [^(\[]+(?:\[[^\]]*\])?`)

// paramsOf turns "def f(a, b=1) -> int" into "(a, b=1) -> int" (a
// signature broken one parameter a line joined again).
func paramsOf(sig string) string {
	if i := strings.Index(sig, "  # "); i >= 0 {
		sig = sig[:i] // the outline's "where" comment on identical declarations
	}
	if strings.Contains(sig, "(\n") {
		sig = strings.ReplaceAll(sig, ",\n)", ")")
		sig = strings.ReplaceAll(sig, "(\n    ", "(")
		sig = strings.ReplaceAll(sig, ",\n    ", ", ")
	}
	if loc := defRE.FindStringIndex(sig); loc != nil {
		return sig[loc[1]:]
	}
	return ""
}

// dropSelf removes __init__'s first parameter, as inspect.signature(cls)
// shows it (with __init__'s return annotation, "-> None").
func dropSelf(params string) string {
	ret := ""
	if i := strings.LastIndex(params, ") -> "); i >= 0 {
		params, ret = params[:i+1], params[i+1:]
	}
	inner := strings.TrimSuffix(strings.TrimPrefix(params, "("), ")")
	if j := strings.Index(inner, ", "); j >= 0 && !strings.Contains(inner[:j], "*") {
		return "(" + inner[j+2:] + ")" + ret
	}
	if !strings.Contains(inner, ",") && !strings.HasPrefix(inner, "*") {
		return "()" + ret
	}
	return params + ret
}

// normSig rewrites a signature so that what differs only in how it is
// printed compares equal: the provider shows annotations and defaults as
// source text, inspect.signature shows runtime reprs. Equal after it:
//   - an annotation quoted (from __future__ import annotations, or a
//     string annotation) and unquoted, forward references included; a
//     TypeVar and its repr ("T", "~T"); None and NoneType in a Union;
//   - a name and the same name qualified ("DocInfo" and
//     "annotated_types.DocInfo", "t.Any" and "typing.Any"), and a class or
//     function default and its repr ("tuple" and "<class 'tuple'>");
//   - a string literal in either quote, a number in any spelling ("0.20"
//     and "0.2", "0x10" and "16", "1_000" and "1000");
//   - spacing.
//
// Not equal after it, because they are not only printing: a default given
// as a name and its value (logging.DEBUG and 10), a stub's "..." and the
// runtime default, annotations present on one side only.
func normSig(sig string) string {
	ret := ""
	if i := strings.LastIndex(sig, ") -> "); i >= 0 {
		sig, ret = sig[:i+1], sig[i+5:]
	}
	parts := splitTop(strings.TrimSuffix(strings.TrimPrefix(sig, "("), ")"), ',')
	var out []string
	for _, p := range parts {
		name, ann, def := cutParam(strings.TrimSpace(p))
		s := name
		if ann != "" {
			s += ":" + normAnn(ann)
		}
		if def != "" {
			s += "=" + normDefault(def)
		}
		out = append(out, s)
	}
	r := "(" + strings.Join(out, ",") + ")"
	if ret != "" {
		r += "->" + normAnn(ret)
	}
	return r
}

// splitTop splits s at sep outside brackets and string literals.
func splitTop(s string, sep byte) []string {
	var out []string
	depth, start := 0, 0
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"':
			quote = c
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' || c == ']' || c == '}':
			depth--
		case c == sep && depth == 0:
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	if strings.TrimSpace(s[start:]) != "" || len(out) > 0 {
		out = append(out, s[start:])
	}
	return out
}

// cutParam splits "name: ann = default" (outside brackets and strings).
func cutParam(p string) (name, ann, def string) {
	if eq := splitTop(p, '='); len(eq) > 1 {
		p, def = eq[0], strings.TrimSpace(strings.Join(eq[1:], "="))
	}
	if colon := splitTop(p, ':'); len(colon) > 1 {
		p, ann = colon[0], strings.TrimSpace(strings.Join(colon[1:], ":"))
	}
	return strings.TrimSpace(p), ann, def
}

var (
	qualifiedRE  = regexp.MustCompile(`\b(?:[A-Za-z_]\w*\.)+([A-Za-z_]\w*)`)
	forwardRefRE = regexp.MustCompile(`ForwardRef\(([^()]*)\)`)
	reprRE       = regexp.MustCompile(`<(?:class|enum) '([^']*)'>|<function ([\w.<>]+) at 0x[0-9a-f]+>`)
	spaceRE      = regexp.MustCompile(`\s+`)
	typeVarRE    = regexp.MustCompile(`~([A-Za-z_])`) // a TypeVar's repr: ~T
	noneTypeRE   = regexp.MustCompile(`\bNoneType\b`)
)

func normAnn(a string) string {
	a = forwardRefRE.ReplaceAllString(a, "$1")
	a = strings.NewReplacer("'", "", `"`, "").Replace(a)
	a = qualifiedRE.ReplaceAllString(a, "$1")
	a = typeVarRE.ReplaceAllString(a, "$1")
	a = noneTypeRE.ReplaceAllString(a, "None")
	return spaceRE.ReplaceAllString(a, "")
}

func normDefault(d string) string {
	if len(d) >= 2 && (d[0] == '\'' || d[0] == '"') && d[len(d)-1] == d[0] && !strings.ContainsAny(d[1:len(d)-1], `'"\`) {
		return "'" + d[1:len(d)-1] + "'"
	}
	if n, err := strconv.ParseInt(d, 0, 64); err == nil {
		return strconv.FormatInt(n, 10)
	}
	if f, err := strconv.ParseFloat(strings.ReplaceAll(d, "_", ""), 64); err == nil {
		return strconv.FormatFloat(f, 'g', -1, 64)
	}
	d = reprRE.ReplaceAllString(d, "$1$2")
	d = qualifiedRE.ReplaceAllString(d, "$1")
	return spaceRE.ReplaceAllString(d, "")
}

// paramNames reduces a parameter list to its names and markers:
// "(a, b: int = 1, *args, c=2, **kw) -> X" gives "a,b,*args,c,**kw".
func paramNames(sig string) string {
	if i := strings.LastIndex(sig, ") -> "); i >= 0 {
		sig = sig[:i+1]
	}
	inner := strings.TrimSuffix(strings.TrimPrefix(sig, "("), ")")
	var out []string
	depth, start := 0, 0
	flush := func(part string) {
		part = strings.TrimSpace(part)
		if i := strings.IndexAny(part, ":="); i >= 0 {
			part = part[:i]
		}
		if part = strings.TrimSpace(part); part != "" {
			out = append(out, part)
		}
	}
	for i, c := range inner {
		switch c {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case ',':
			if depth == 0 {
				flush(inner[start:i])
				start = i + 1
			}
		}
	}
	flush(inner[start:])
	return strings.Join(out, ",")
}

// TestNormSig: what normSig makes equal is only printing.
func TestNormSig(t *testing.T) {
	tests := []struct {
		ours, inspect string
		equal         bool
	}{
		{"(documentation: str) -> DocInfo", "(documentation: str) -> annotated_types.DocInfo", true},
		{`(a: float = 0.20, b: str = "x", c=0x10)`, "(a: 'float' = 0.2, b: 'str' = 'x', c=16)", true},
		{"(x=tuple)", "(x=<class 'tuple'>)", true},
		{`(a: Optional["Foo"] = None, *, b=':')`, "(a: Optional[ForwardRef('Foo')] = None, *, b=':')", true},
		{"(a: t.Any = UNSET) -> None", "(a: 't.Any' = Sentinel.UNSET) -> 'None'", true},
		{"(thunk: Union[T, None]) -> T", "(thunk: Union[~T, NoneType]) -> ~T", true},
		{"(level=logging.DEBUG)", "(level=10)", false},
		{"(thunk: Thunk[T])", "(thunk: Union[Callable[[], ~T], ~T])", false},
		{"(a: int = ...)", "(a: int = 3)", false},
		{"(a: int)", "(a)", false},
		{"(a='x')", "(a='y')", false},
		{"(a, b)", "(a, *, b)", false},
	}
	for _, tt := range tests {
		if got := normSig(tt.ours) == normSig(tt.inspect); got != tt.equal {
			t.Errorf("normSig(%q) == normSig(%q): %v, want %v (%q, %q)", tt.ours, tt.inspect, got, tt.equal, normSig(tt.ours), normSig(tt.inspect))
		}
	}
}
