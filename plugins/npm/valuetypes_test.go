package npm

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// A member of an exported value is checked on the value's declared type
// (testdata/valuetypes, trimmed from the real packages):
//   - bs-logger 0.2.6 exports "rootLogger as logger" and "as default", a
//     const typed by its own interface Logger: the outline line of a
//     renamed export ends in "// exported as logger", which must not hide
//     the type, so logger.child exists and logger.chlid does not;
//   - @tiptap/extension-dropcursor 3.34.0 exports Dropcursor, a const of
//     type Extension<DropcursorOptions>, which another package (@tiptap/
//     core, not installed) declares: neither configure, which is real, nor
//     a misspelling can be told, and neither is "does not exist";
//   - diff 9.0.0 re-exports wordDiff, declared in diff/word.d.ts (no
//     entry) as a const of WordDiff, a class of that file it does not
//     export: the class's own members are wordDiff's, and what WordDiff
//     inherits is not "does not exist".
func TestMemberOfValueByDeclaredType(t *testing.T) {
	p := newEnv(t).provider()
	ctx := context.Background()
	project := filepath.Join("testdata", "valuetypes")
	tests := []struct {
		pkg  string
		q    string
		want sdk.Verdict
	}{
		{"bs-logger", "logger.child", sdk.VerdictExists},
		{"bs-logger", "logger.info", sdk.VerdictExists},
		{"bs-logger", "default.warn", sdk.VerdictExists},
		{"bs-logger", "logger.chlid", sdk.VerdictMissing},
		{"bs-logger", "default.wran", sdk.VerdictMissing},
		{"bs-logger", "Logger.child", sdk.VerdictExists},
		{"@tiptap/extension-dropcursor", "Dropcursor.configure", sdk.VerdictOutOfReach},
		{"@tiptap/extension-dropcursor", "Dropcursor.configur", sdk.VerdictOutOfReach},
		{"@tiptap/extension-dropcursor", "DropcursorOptions.color", sdk.VerdictExists},
		{"@tiptap/extension-dropcursor", "DropcursorOptions.colour", sdk.VerdictMissing},
		{"@tiptap/extension-dropcursor", "DropCursor", sdk.VerdictMissing},
		{"diff", "wordDiff.tokenize", sdk.VerdictExists},
		{"diff", "wordDiff.postProcess", sdk.VerdictExists},
		{"diff", "wordDiff.diff", sdk.VerdictOutOfReach},
		{"diff", "wordDiff.tokenzie", sdk.VerdictOutOfReach},
	}
	ix := map[string]*apicheck.Index{}
	for _, tc := range tests {
		t.Run(tc.pkg+"/"+tc.q, func(t *testing.T) {
			if ix[tc.pkg] == nil {
				doc, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: tc.pkg, ProjectPath: project}})
				if err != nil {
					t.Fatal(err)
				}
				ix[tc.pkg] = apicheck.NewIndex("npm", doc.Name, doc.Symbols)
			}
			got := ix[tc.pkg].Check(apicheck.Ref{Query: tc.q})
			if diff := cmp.Diff(tc.want, got.Verdict); diff != "" {
				t.Errorf("verdict (-want +got):\n%s\nnote: %s", diff, got.Note)
			}
		})
	}
}

// describe with symbol= a member of a value typed by another package's
// type says it cannot tell, not "no exported symbol": the member may be
// real (Dropcursor.configure is).
func TestDescribeMemberOfUnseenValueType(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Name: "@tiptap/extension-dropcursor", ProjectPath: filepath.Join("testdata", "valuetypes")}
	for _, sym := range []string{"Dropcursor.configure", "Dropcursor.configur"} {
		_, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref, Symbol: sym})
		if sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(fmt.Sprint(err), "cannot tell whether") || !strings.Contains(fmt.Sprint(err), "declared as Extension") {
			t.Errorf("describe %s: %v; want failed precondition (never not found), saying it cannot tell and why", sym, err)
		}
	}
}
