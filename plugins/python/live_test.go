package python

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
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
	var names, found, sigs, exact, loose, sameParams, overloaded int
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
			} else if looseSig(sig) == looseSig(want) {
				loose++
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
	looseness := float64(exact+loose) / float64(max(sigs, 1))
	t.Logf("live recall over %d import names of installed distributions: %d/%d names (%.1f%%)", len(tops), found, names, 100*recall)
	t.Logf("signatures compared: %d (%d overloaded names left out: the outline shows their @overload variants, inspect the implementation)", sigs, overloaded)
	t.Logf("signatures vs inspect.signature: %d/%d exact (%.1f%%), %d/%d equal up to quoting/spacing/defaults' repr (%.1f%%)", exact, sigs, 100*exactness, exact+loose, sigs, 100*looseness)
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

// dropSelf removes __init__'s first parameter and its return annotation,
// as inspect.signature(cls) shows it.
func dropSelf(params string) string {
	if i := strings.LastIndex(params, ") -> "); i >= 0 {
		params = params[:i+1]
	}
	inner := strings.TrimSuffix(strings.TrimPrefix(params, "("), ")")
	if j := strings.Index(inner, ", "); j >= 0 && !strings.Contains(inner[:j], "*") {
		return "(" + inner[j+2:] + ")"
	}
	if !strings.Contains(inner, ",") && !strings.HasPrefix(inner, "*") {
		return "()"
	}
	return params
}

var quoteRE = regexp.MustCompile(`["']`)
var spaceRE = regexp.MustCompile(`\s+`)

// looseSig ignores quoting and spacing, and inspect's "typing." and
// module prefixes on annotations.
func looseSig(s string) string {
	s = quoteRE.ReplaceAllString(s, "")
	s = strings.ReplaceAll(s, "typing.", "")
	s = strings.ReplaceAll(s, "collections.abc.", "")
	return spaceRE.ReplaceAllString(s, "")
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
