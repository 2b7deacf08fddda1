package sdk

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestProjectCompletion(t *testing.T) {
	many := make([]string, 150)
	for i := range many {
		many[i] = "x"
	}
	for _, tc := range []struct {
		name         string
		direct, rest []string
		limit        int
		want         *Completion
	}{
		{"nil", nil, nil, 0, &Completion{}},
		{"direct first", []string{"a", "b"}, []string{"c"}, 0, &Completion{Values: []string{"a", "b", "c"}, Total: 3, ProjectValues: 2}},
		{"cut in rest", []string{"a"}, []string{"b", "c"}, 2, &Completion{Values: []string{"a", "b"}, Total: 3, HasMore: true, ProjectValues: 1}},
		{"cut in direct", []string{"a", "b", "c"}, []string{"d"}, 2, &Completion{Values: []string{"a", "b"}, Total: 4, HasMore: true, ProjectValues: 2}},
		{"default limit", nil, many, 0, &Completion{Values: many[:DefaultCompleteLimit], Total: 150, HasMore: true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, ProjectCompletion(tc.direct, tc.rest, tc.limit)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
