package rssrc

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestMergeWhere(t *testing.T) {
	for _, tc := range []struct {
		name, head string
		preds      []string
		wantHead   string
		wantPreds  []string
	}{{
		name: "none", head: "pub fn f()", preds: nil,
		wantHead: "pub fn f()", wantPreds: []string{},
	}, {
		// phf's Set::get_key: the inline ?Sized goes last.
		name: "inline bound moved", head: "pub fn get_key<U: ?Sized>(&self, key: &U) -> Option<&T>",
		preds:    []string{"U: Eq + PhfHash", "T: PhfBorrow<U>"},
		wantHead: "pub fn get_key<U>(&self, key: &U) -> Option<&T>", wantPreds: []string{"U: Eq + PhfHash + ?Sized", "T: PhfBorrow<U>"},
	}, {
		name: "default kept, duplicate dropped", head: "pub struct S<T: Clone + Send = u8, const N: usize>",
		preds:    []string{"T: Send"},
		wantHead: "pub struct S<T = u8, const N: usize>", wantPreds: []string{"T: Send + Clone"},
	}, {
		name: "no predicate on the parameter", head: "pub fn f<F: Fn(u8) -> u8, T>(f: F)",
		preds:    []string{"T: Copy"},
		wantHead: "pub fn f<F: Fn(u8) -> u8, T>(f: F)", wantPreds: []string{"T: Copy"},
	}, {
		name: "predicates on one type merged", head: "impl<'a, T: 'a> Tr for X<T>",
		preds:    []string{"T: A", "T: B<C = D>", "'a: 'static"},
		wantHead: "impl<'a, T> Tr for X<T>", wantPreds: []string{"T: A + B<C = D> + 'a", "'a: 'static"},
	}, {
		name: "higher-ranked predicate left as it is", head: "pub fn f<F: Copy>(f: F)",
		preds:    []string{"for<'a> F: Fn(&'a u8)", "F: Send"},
		wantHead: "pub fn f<F: Copy>(f: F)", wantPreds: []string{"for<'a> F: Fn(&'a u8)", "F: Send"},
	}} {
		t.Run(tc.name, func(t *testing.T) {
			head, preds := mergeWhere(tc.head, tc.preds)
			if head != tc.wantHead {
				t.Errorf("head = %q, want %q", head, tc.wantHead)
			}
			if diff := cmp.Diff(tc.wantPreds, preds); diff != "" {
				t.Errorf("predicates (-want +got):\n%s", diff)
			}
		})
	}
}
