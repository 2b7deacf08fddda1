package rank

import (
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
