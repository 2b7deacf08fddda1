package npm

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// A class that extends a value (sigma 4.0.4, testdata/constbase, trimmed):
// the compiler declares "class TypedEventEmitter<E> extends
// TypedEventEmitter_base<E>" with "declare const TypedEventEmitter_base: {
// new <T>(): ITypedEventEmitter<T> }", as it does for every class that
// extends an expression. Sigma and Camera extend TypedEventEmitter: their
// on, once and eventNames are ITypedEventEmitter's, which the check could
// not see ("cannot tell" for real and misspelt names alike).
func TestClassExtendsConstructedValue(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Name: "sigma", ProjectPath: filepath.Join("testdata", "constbase")}
	for _, tc := range []struct {
		symbol string
		want   []string // the members a check reads from the focused describe
	}{
		{"Sigma", []string{"refresh", "kill", "rawEmitter", "eventNames", "on", "once", "off"}},
		{"Camera", []string{"getState", "rawEmitter", "eventNames", "on", "once", "off"}},
	} {
		d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref, Symbol: tc.symbol})
		if err != nil {
			t.Fatal(err)
		}
		have := map[string]bool{}
		for _, s := range d.Symbols {
			if s.Parent == tc.symbol {
				have[strings.TrimPrefix(s.Name, tc.symbol+".")] = true
			}
		}
		var missing []string
		for _, n := range tc.want {
			if !have[n] {
				missing = append(missing, n)
			}
		}
		if len(missing) > 0 {
			t.Errorf("%s: members %v not listed", tc.symbol, missing)
		}
		// Every base is seen: a name none of them has does not exist.
		ix := apicheck.NewIndex("npm", d.Name, d.Symbols)
		if v := ix.Check(apicheck.Ref{Query: tc.symbol + ".addLitsener"}).Verdict; v != sdk.VerdictMissing {
			t.Errorf("%s.addLitsener: %v, want missing", tc.symbol, v)
		}
	}
}
