package pep440

import (
	"strings"
	"testing"

	lib "github.com/aquasecurity/go-pep440-version"
)

// The library these semantics were taken from is the oracle: linked into
// tests only, it must agree with this package on every version and
// specifier the Python provider can meet, except where doc.go says the
// library split a specifier list by accident.

// quirk reports input on which the library is documented to differ.
func quirk(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return true
		}
	}
	return false
}

// specQuirk reports a specifier list the library's pattern splits by
// accident: a long pre-release spelling, a pre-release separator before a
// wildcard, or specifiers written together (our list then differs from
// the library's String, which the caller checks).
func specQuirk(s string) bool {
	return quirk(s) || strings.Contains(s, "alpha") || strings.Contains(s, "beta") || strings.Contains(s, "preview")
}

// libSkipped reports that the library's specifiers (its String) do not
// cover the text of spec: it skipped some of it.
func libSkipped(spec, read string) bool {
	strip := func(s string) string {
		return strings.Map(func(r rune) rune {
			// Stars too: the library skipped the one of "==1.0a.*",
			// which this package follows.
			if r == ',' || r == '|' || r == '*' || r < 0x80 && isSpace(byte(r)) {
				return -1
			}
			return r
		}, s)
	}
	groups := strings.Split(spec, "||")
	for i, g := range groups {
		if strings.TrimSpace(g) == "*" {
			groups[i] = ">=0.0.0"
		}
	}
	a, b := strip(strings.Join(groups, "||")), strip(read)
	return a != b
}

func agreeVersion(t *testing.T, s string) {
	t.Helper()
	if quirk(s) {
		return
	}
	v, err := Parse(s)
	w, werr := lib.Parse(s)
	if (err == nil) != (werr == nil) {
		t.Fatalf("parse %q: ours err %v, library err %v", s, err, werr)
	}
	if err != nil {
		return
	}
	if v.String() != w.String() || v.Public() != w.Public() || v.BaseVersion() != w.BaseVersion() ||
		v.IsPreRelease() != w.IsPreRelease() || v.IsPostRelease() != w.IsPostRelease() || v.Local() != w.Local() {
		t.Fatalf("parse %q: ours %q, library %q", s, v, w)
	}
}

func agreeCompare(t *testing.T, a, b string) {
	t.Helper()
	va, err1 := Parse(a)
	vb, err2 := Parse(b)
	wa, err3 := lib.Parse(a)
	wb, err4 := lib.Parse(b)
	if err1 != nil || err2 != nil || err3 != nil || err4 != nil || quirk(a) || quirk(b) {
		return
	}
	if got, want := va.Compare(vb), wa.Compare(wb); got != want {
		t.Fatalf("compare %q %q: ours %d, library %d", a, b, got, want)
	}
}

func agreeSpec(t *testing.T, spec string, versions ...string) {
	t.Helper()
	if specQuirk(spec) {
		return
	}
	ss, err := ParseSpecifiers(spec)
	ws, werr := lib.NewSpecifiers(spec)
	wp, _ := lib.NewSpecifiers(spec, lib.WithPreRelease(true))
	if werr == nil && libSkipped(spec, ws.String()) {
		// Specifiers written together: the library's anchored pattern
		// found a split, its search then read other specifiers and
		// skipped text.
		return
	}
	if (err == nil) != (werr == nil) {
		t.Fatalf("specifier %q: ours err %v, library err %v", spec, err, werr)
	}
	if err != nil {
		return
	}
	if ss.String() != ws.String() {
		t.Fatalf("specifier %q: ours reads %q, library %q", spec, ss, ws)
	}
	for _, s := range versions {
		v, err1 := Parse(s)
		wv, err2 := lib.Parse(s)
		if err1 != nil || err2 != nil || quirk(s) {
			continue
		}
		if got, want := ss.Check(v), ws.Check(wv); got != want {
			t.Fatalf("specifier %q, version %q: ours %v, library %v", spec, s, got, want)
		}
		if got, want := ss.CheckPreRelease(v), wp.Check(wv); got != want {
			t.Fatalf("specifier %q, version %q with pre-releases: ours %v, library %v", spec, s, got, want)
		}
	}
}

var sampleVersions = []string{
	"0", "0.9", "1.0.dev0", "1.0.dev1", "1.0a1.dev1", "1.0a1", "1.0a2", "1.0b1", "1.0rc1", "1.0",
	"1.0+local.1", "1.0+abc", "1.0+7", "1.0.post1.dev1", "1.0.post1", "1.0.post2", "1.0.1", "1.1",
	"1.1.0", "1.4", "1.4.5", "1.4.5a4", "1.4.6", "1.5", "1.9.9", "2", "2.0", "2.0.0", "2.1.3",
	"2.28", "2.28.2", "2.29", "3.0.dev1", "3.0", "1!1.0", "1!0.1", "2.0-1", "v2.0", "2.0.post0",
}

func TestVersionsAgreeWithLibrary(t *testing.T) {
	for _, s := range []string{
		"", " ", "1", "1.0", " 1.0 ", "\t1.0\n", "v1.0", "V1.0", "1!2.0", "1!", "!1", "01.02",
		"1.0a", "1.0A1", "1.0alpha1", "1.0-alpha-1", "1.0_beta.2", "1.0.c1", "1.0pre1",
		"1.0preview2", "1.0RC1", "1.0-1", "1.0-post1", "1.0post", "1.0.rev2", "1.0r", "1.0-r-3",
		"1.0dev", "1.0.dev-4", "1.0DEV1", "1.0a1.post2.dev3", "1.0+ubuntu-1", "1.0+Ubuntu.1_2",
		"1.0+", "1.0+a..b", "1.0+-a", "1.0.", "1..0", "1.0a.", "1.0a-", "1.0a.1", "1.0a-1",
		"1.0-", "1.0foo", "18446744073709551616", "1.18446744073709551616", "1.0a18446744073709551616",
		"1.0 1", "1.0 +a", "1.0\v",
	} {
		agreeVersion(t, s)
	}
	for _, a := range sampleVersions {
		for _, b := range sampleVersions {
			agreeCompare(t, a, b)
		}
	}
}

func TestSpecifiersAgreeWithLibrary(t *testing.T) {
	for _, s := range []string{
		"", " ", "*", " * ", "*,", ">=2,<3", ">=2, <3", ">= 2 , < 3", ">=2 <3", ">=2<3", "~=2.28",
		"~=2.28.0", "~=2", "~=1.4.5a4", "~=1.0.post1", "~=1.0.dev1", "~=2.2.*", "==2.*", "==2.28.*",
		"==1.0.*", "!=1.0.*", "==1.0+local.*", "==1.0.dev1.*", "==1.0a1.*", "!=1.5.2", "!=1.5.2,>1",
		"==1.0", "==1.0+abc", "==1.0.0", "1.0", "=1.0", "===1.0", "===1.0.0", "===foo", "<1.0",
		"<1.0a1", "<=1.0", ">1.0", ">1.0.post1", ">1.0+x", ">=1!0", "<2 || >3", "<2||>3", "||",
		">=1.0,", ",>=1.0", ">=1.0,,<2", "> =1.0", ">=V1.0", ">=1.0A1", ">=v1.0", "==1.0a.*",
		"<=1.0.*", "~=1.0+x", ">1.0v2", "1.0 2.0", ">=1.0.dev0", "<3.0.dev1", "==1.0-1",
		"==1.0rc1", "==1.0c1", "~=2.0-1", ">1.0.post0", "===1.0+ABC", "==2.0.*,!=2.0.1",
	} {
		agreeSpec(t, s, sampleVersions...)
	}
}

func TestErrorsWrapped(t *testing.T) {
	if _, err := Parse("1.x"); err == nil || !strings.Contains(err.Error(), `"1.x"`) {
		t.Errorf("Parse(1.x) = %v, want an error naming the version", err)
	}
	if _, err := ParseSpecifiers("~=2"); err == nil || !strings.Contains(err.Error(), `"~=2"`) {
		t.Errorf("ParseSpecifiers(~=2) = %v, want an error naming the specifier", err)
	}
}

func TestLongPreReleaseSpellingInSpecifier(t *testing.T) {
	// The library read "==1.0beta2" as "==1.0b" and "2"; PEP 440 reads it
	// as ==1.0b2.
	ss, err := ParseSpecifiers("==1.0beta2")
	if err != nil {
		t.Fatal(err)
	}
	for v, want := range map[string]bool{"1.0b2": true, "1.0b0": false, "2": false} {
		if got := ss.Check(mustParse(v)); got != want {
			t.Errorf("==1.0beta2 on %s = %v, want %v", v, got, want)
		}
	}
}

func gen(data []byte, pieces []string) string {
	var b strings.Builder
	for _, c := range data {
		b.WriteString(pieces[int(c)%len(pieces)])
	}
	return b.String()
}

var (
	versionPieces = []string{"0", "1", "2", "10", ".", ".", ".", "-", "_", "a", "b", "rc", "c", "pre", "post", "r", "rev", "dev", "+", "ubuntu", "!", "v", "A", "Dev"}
	specPieces    = []string{"0", "1", "2", "5", ".", ".", ".", "*", ".*", "a", "rc", "post", "dev", "+", "x", "-", "!", "v", "==", "!=", "~=", "===", ">=", "<=", ">", "<", "=", ",", ", ", " ", "||", "1.0", "2.28"}
)

// FuzzAgreeWithLibrary compares parse, compare and check with the library
// over raw strings and over versions and specifier lists generated from
// their pieces.
func FuzzAgreeWithLibrary(f *testing.F) {
	f.Add("1.0a1", ">=1.0", []byte{1, 4, 2, 9}, []byte{22, 1, 4, 3, 27, 25, 2})
	f.Add("1!2.0.post1+local", "~=2.2", []byte{21, 1, 20, 2, 4, 14}, []byte{20, 32})
	f.Add("1.0.dev1", "==1.*", []byte{1, 17, 1}, []byte{18, 1, 8, 28, 19, 31})
	f.Fuzz(func(t *testing.T, v, spec string, vb, sb []byte) {
		if len(vb) > 32 || len(sb) > 48 {
			return
		}
		gv, gs := gen(vb, versionPieces), gen(sb, specPieces)
		agreeVersion(t, v)
		agreeVersion(t, gv)
		agreeCompare(t, v, gv)
		for _, s := range sampleVersions {
			agreeCompare(t, gv, s)
		}
		agreeSpec(t, spec, append([]string{v, gv}, sampleVersions...)...)
		agreeSpec(t, gs, append([]string{v, gv}, sampleVersions...)...)
	})
}
