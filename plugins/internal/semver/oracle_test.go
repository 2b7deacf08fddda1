package semver

import (
	"strings"
	"testing"

	msemver "github.com/Masterminds/semver/v3"
)

// The library these semantics were taken from is the oracle: linked into
// tests only, it must agree with this package on every version and range
// the providers can meet. Inputs where the library's regular expressions
// accept or reject by accident (see doc.go) are skipped by quirk.

// quirk reports a range on which the library's regular-expression reading
// is documented to differ from this package's scanner.
func quirk(r string) bool {
	// A lone "|" inside a version, or "||" touching a hyphen range's end.
	return strings.Count(r, "|") != 2*strings.Count(r, "||") || strings.Contains(r, "||") && strings.Contains(r, " -")
}

func agreeVersion(t *testing.T, s string) {
	t.Helper()
	for _, f := range []struct {
		name string
		ours func(string) (*Version, error)
		lib  func(string) (*msemver.Version, error)
	}{
		{"strict", ParseStrict, msemver.StrictNewVersion},
		{"loose", ParseLoose, msemver.NewVersion},
	} {
		v, err := f.ours(s)
		w, werr := f.lib(s)
		if (err == nil) != (werr == nil) {
			t.Fatalf("%s %q: ours err %v, library err %v", f.name, s, err, werr)
		}
		if err != nil {
			continue
		}
		if v.String() != w.String() || v.Original() != w.Original() || v.Prerelease() != w.Prerelease() || v.Metadata() != w.Metadata() {
			t.Fatalf("%s %q: ours %q (%q), library %q (%q)", f.name, s, v, v.Original(), w, w.Original())
		}
	}
}

func agreeCompare(t *testing.T, a, b string) {
	t.Helper()
	va, err1 := ParseLoose(a)
	vb, err2 := ParseLoose(b)
	wa, err3 := msemver.NewVersion(a)
	wb, err4 := msemver.NewVersion(b)
	if err1 != nil || err2 != nil || err3 != nil || err4 != nil {
		return
	}
	if got, want := va.Compare(vb), wa.Compare(wb); got != want {
		t.Fatalf("compare %q %q: ours %d, library %d", a, b, got, want)
	}
}

func agreeRange(t *testing.T, r string, versions ...string) {
	t.Helper()
	if quirk(r) {
		return
	}
	c, err := ParseConstraints(r)
	w, werr := msemver.NewConstraint(r)
	if (err == nil) != (werr == nil) {
		t.Fatalf("range %q: ours err %v, library err %v", r, err, werr)
	}
	if err != nil {
		return
	}
	for _, s := range versions {
		v, err1 := ParseLoose(s)
		wv, err2 := msemver.NewVersion(s)
		if err1 != nil || err2 != nil {
			continue
		}
		if got, want := c.Check(v), w.Check(wv); got != want {
			t.Fatalf("range %q, version %q: ours %v, library %v", r, s, got, want)
		}
	}
}

var sampleVersions = []string{
	"0.0.0", "0.0.1", "0.0.2", "0.1.0", "0.1.5", "0.2.0", "0.2.3", "0.2.4", "0.3.0",
	"1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-beta.2", "1.0.0-rc.1", "1.0.0", "1.0.1", "1.1.0",
	"1.2.0", "1.2.2", "1.2.3-beta.1", "1.2.3-beta.2", "1.2.3", "1.2.3+build.5", "1.2.4-beta.1",
	"1.2.4", "1.3.0", "1.9.9", "2.0.0-0", "2.0.0-rc.1", "2.0.0", "2.1.0", "3.0.0", "3.1.0-beta.2",
	"3.1.0", "10.0.0", "v1.2.3", "1.2", "1",
}

func TestVersionsAgreeWithLibrary(t *testing.T) {
	for _, s := range []string{
		"", "1", "1.2", "1.2.3", "v1.2.3", "01.2.3", "1.02.3", "1.2.03", "1.2.3-0", "1.2.3-01",
		"1.2.3-alpha.01", "1.2.3-a-b.c", "1.2.3+", "1.2.3+a..b", "1.2.3-", "1.2.3-a.", "1.2.3.4",
		"1.2.3-beta+exp.sha.5114f85", "1.2.3+meta-data", "1.2.3+a+b", "18446744073709551616.0.0",
		"18446744073709551615.0.0", "1.2.3-x.7.z.92", "v", "1.x", "a.b.c", " 1.2.3", "1.2.3 ",
		"1.2-beta", "1-beta", "1.2.3-ß", "1..3", ".1.2", strings.Repeat("1", 300),
	} {
		agreeVersion(t, s)
	}
	for _, a := range sampleVersions {
		for _, b := range sampleVersions {
			agreeCompare(t, a, b)
		}
	}
	for _, p := range [][2]string{
		{"1.0.0-alpha", "1.0.0-alpha.1"}, {"1.0.0-alpha.1", "1.0.0-alpha.beta"},
		{"1.0.0-beta.2", "1.0.0-beta.11"}, {"1.0.0-rc.1", "1.0.0"}, {"1.0.0+a", "1.0.0+b"},
		{"1.0.0-99999999999999999999", "1.0.0-a"},
	} {
		agreeCompare(t, p[0], p[1])
	}
}

func TestRangesAgreeWithLibrary(t *testing.T) {
	for _, r := range []string{
		"*", "x", "X", "", " ", "^1.2.3", "^1.2", "^1", "^0.2.3", "^0.0.3", "^0.0", "^0.x", "^0",
		"~1.2.3", "~1.2", "~1", "~0.2.3", "~>1.2", "~ 1.2", ">=1.2.3", "> 1.2", ">1.x", ">1.2.x",
		"<2", "<=1.2", "<=1.x", "=<1.2", "=>1.2", "!=1.2.3", "!=1.2", "!=1", "!=1.2.3-beta.1",
		"=1.2.3", "1.2.3", "v1.2.3", "1.2.x", "1.x.x", "1.x", "1.2.*", "1.2.3 - 2.3.4", "1.2 - 2",
		"1 - 2 3 - 4", "1 - 2, 3 - 4", "1 2 - 3", "1, 2 - 3", ">=1 - 2", "1 -2", "1- 2",
		">=1.2.3 <2.0.0", ">=1.2.3, <2", ">=1.2.3 , <2", ">=1.2.3,,<2", ">=1.2.3,", ",1",
		"1.x || >=2.5.0 || 5.0.0 - 7.2.3", "^1.2.3-beta.2", ">=1.2.3-beta.1 <1.3",
		"<1.2.3-beta", ">1.2.3-beta.1", "~1.2.3-beta.2", "1.2.3-beta.1", "^1.2.3+build",
		"1.2.3.4", ">=1.2.3<2", "1||2", "1 || ", "||", "^1.2.3 || ^2", ">= 1.2.3", "> =1",
		"~>=1", "==1", "1.x1", "1x", "xx", "**", "1.2.x-beta", "x-beta", "\v1", "1\t2",
		">1\n<3", "^01.2.3", "^1.2.3-01", "18446744073709551616", ">=0.0.0", "<0.0.0-0",
		"!=1.2.x", "!=1.x", "!=1.2.x-beta", ">=1.0.0, <2.0.0", "^1.2, <1.5", "~1.2.3, !=1.2.5",
	} {
		agreeRange(t, r, sampleVersions...)
	}
}

func TestParseErrorsWrapped(t *testing.T) {
	_, err := ParseStrict("1.2")
	if err == nil || !strings.Contains(err.Error(), `"1.2"`) {
		t.Errorf("ParseStrict(1.2) = %v, want an error naming the version", err)
	}
	_, err = ParseConstraints(">>1")
	if err == nil || !strings.Contains(err.Error(), `">>1"`) {
		t.Errorf("ParseConstraints(>>1) = %v, want an error naming the range", err)
	}
}

// genRange builds a range from fuzz bytes out of the pieces ranges are
// made of, so that most inputs parse and the comparison means something.
func genRange(data []byte) string {
	pieces := []string{
		"1", "2", "0", "3", "10", "01", ".", ".", ".", "x", "X", "*", "v", "-", "-beta", "-beta.1",
		"-0", "-01", "-rc.2", "+b1", " ", " ", ",", ", ", "||", " || ", " - ", "^", "~", "~>", ">",
		"<", ">=", "<=", "=", "!=", "=>", "=<", "\t", "a", "|",
	}
	var b strings.Builder
	for _, c := range data {
		b.WriteString(pieces[int(c)%len(pieces)])
	}
	return b.String()
}

func genVersion(data []byte) string {
	pieces := []string{"0", "1", "2", "3", "10", ".", ".", ".", "-", "alpha", "beta", "1", "0", "+", "v", "-rc.1", "x"}
	var b strings.Builder
	for _, c := range data {
		b.WriteString(pieces[int(c)%len(pieces)])
	}
	return b.String()
}

// FuzzAgreeWithLibrary compares parse, compare and satisfies with the
// library over raw strings and over ranges and versions generated from
// their pieces.
func FuzzAgreeWithLibrary(f *testing.F) {
	f.Add("1.2.3", "^1.2", []byte{16, 0, 4, 1}, []byte{1, 5, 2, 5, 3})
	f.Add("v1.2.3-beta.1", ">=1.2.3-beta.1 <2", []byte{33, 0, 5, 1, 22, 35, 1}, []byte{1, 5, 2, 5, 3, 8, 10})
	f.Add("01.2", "1 - 2 || 3", []byte{0, 26, 1, 28, 3}, []byte{14, 1})
	f.Fuzz(func(t *testing.T, v, r string, rb, vb []byte) {
		if len(rb) > 64 || len(vb) > 32 {
			return
		}
		gv, gr := genVersion(vb), genRange(rb)
		agreeVersion(t, v)
		agreeVersion(t, gv)
		agreeCompare(t, v, gv)
		for _, s := range sampleVersions {
			agreeCompare(t, gv, s)
		}
		agreeRange(t, r, append([]string{v, gv}, sampleVersions...)...)
		agreeRange(t, gr, append([]string{v, gv}, sampleVersions...)...)
	})
}
