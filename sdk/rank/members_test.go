package rank

import (
	"fmt"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestMembersSay checks what an undocumented type borrows from its
// members' first sentences, on swift-numerics' Complex (no doc comment of
// its own; trimmed to a few members): the words two or more members say,
// the most said first,
// nothing for a documented type (Real) or an undocumented member
// (Complex.sqrt).
func TestMembersSay(t *testing.T) {
	docs := loadCorpus(t, "shapes/swift-numerics-complex.json")
	got := map[string]string{}
	for i, s := range membersSay(docs) {
		got[docs[i].Symbol] = s
	}
	want := map[string]string{"Complex": "value identity complex"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("membersSay (-want +got):\n%s", diff)
	}
}

// TestMemberNames checks that a type of a few members is found by what
// they are named, on the glob crate (its recorded search documents):
// MatchOptions, whose doc only says it configures matching, answers
// "match case insensitively" through its field case_sensitive; the owners
// get their members' names, an owner of more than maxNamedMembers none.
func TestMemberNames(t *testing.T) {
	docs := loadCorpus(t, "shapes/rust-glob-matchoptions.json")
	got := map[string]string{}
	for i, s := range memberNamesOf(docs) {
		got[docs[i].Symbol] = s
	}
	want := map[string]string{
		"GlobError":    "path error into_error",
		"Pattern":      "new escape matches matches_path matches_with matches_path_with as_str",
		"PatternError": "pos msg",
		"MatchOptions": "new case_sensitive require_literal_separator require_literal_leading_dot",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("memberNamesOf (-want +got):\n%s", diff)
	}
	many := []Doc{{Symbol: "T"}}
	for i := range maxNamedMembers + 1 {
		many = append(many, Doc{Symbol: fmt.Sprintf("T.m%d", i)})
	}
	if got := memberNamesOf(many); len(got) != 0 {
		t.Errorf("memberNamesOf(%d members) = %v, want none", maxNamedMembers+1, got)
	}
	if got := memberNamesOf(nil); len(got) != 0 {
		t.Errorf("memberNamesOf(nil) = %v, want none", got)
	}

	hits := NewPackageIndex("glob", docs).Search("match case insensitively", 3, true)
	var top []string
	for _, h := range hits {
		top = append(top, h.Doc.Symbol)
	}
	if !slices.Contains(top, "MatchOptions") {
		t.Errorf("match case insensitively: top 3 %v, want MatchOptions among them", top)
	}
}
