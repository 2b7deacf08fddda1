package npm

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// A class's property declared with a class its file declares and does not
// export (tsc writes "declare class GeneralSettings extends Base" beside
// "export declare class Messages { GeneralSettings: GeneralSettings }"):
// @device-management-toolkit/wsman-messages 5.14.1, trimmed. Code reaches
// that class's members only through the property (new
// AMT.Messages().GeneralSettings.Put(…)), and no describe by its name
// finds it. The property's describe lists them: its own in full, what it
// inherits from Base (another file of the package) by name, without the
// protected members code holding an instance cannot reach; and
// check_package_api, which reads that describe for a member of a
// property (MemberParent), says they exist. Before, the describe gave the
// property's one line, and the check said it could not tell.
func TestPropertyOfUnexportedType(t *testing.T) {
	ctx := context.Background()
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Name: "@device-management-toolkit/wsman-messages", ProjectPath: "testdata/installed/property-of-unexported-type"}
	d, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref, Symbol: "AMT.Messages.GeneralSettings"})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range d.Symbols {
		got[s.Name] = s.Signature
	}
	want := map[string]string{
		"AMT.Messages.GeneralSettings":                     "GeneralSettings: GeneralSettings",
		"AMT.Messages.GeneralSettings.className":           "className: Classes",
		"AMT.Messages.GeneralSettings.Put":                 "Put: (generalSettings: object) => string",
		"AMT.Messages.GeneralSettings.wsmanMessageCreator": "wsmanMessageCreator" + apicheck.InheritedMarker + "Base",
		"AMT.Messages.GeneralSettings.Enumerate":           "Enumerate(…)",
		"AMT.Messages.GeneralSettings.Get":                 "Get(…)",
		"AMT.Messages.GeneralSettings.Pull":                "Pull(…)",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("describe symbol=AMT.Messages.GeneralSettings (-want +got):\n%s", diff)
	}

	// The check: the outline cannot tell, the property's describe can.
	full, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref})
	if err != nil {
		t.Fatal(err)
	}
	ix := apicheck.NewIndex("npm", full.Name, full.Symbols)
	verdicts := map[string]sdk.Verdict{}
	for _, q := range []string{"AMT.Messages.AuditLog.ReadRecords", "AMT.Messages.AuditLog.Get", "AMT.Messages.AuditLog.ReadRecord"} {
		r := apicheck.Ref{Query: q}
		c := ix.Check(r)
		if c.Verdict == sdk.VerdictOutOfReach {
			parent, ok := ix.MemberParent(r)
			if !ok {
				t.Fatalf("%s: no parent to describe", q)
			}
			pd, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref, Symbol: parent})
			if err != nil {
				t.Fatal(err)
			}
			if pc := apicheck.NewIndex("npm", pd.Name, pd.Symbols).Check(r); pc.Verdict == sdk.VerdictExists {
				c = pc
			}
		}
		verdicts[q] = c.Verdict
	}
	wantV := map[string]sdk.Verdict{
		"AMT.Messages.AuditLog.ReadRecords": sdk.VerdictExists,
		"AMT.Messages.AuditLog.Get":         sdk.VerdictExists,
		"AMT.Messages.AuditLog.ReadRecord":  sdk.VerdictOutOfReach,
	}
	if diff := cmp.Diff(wantV, verdicts); diff != "" {
		t.Errorf("verdicts (-want +got):\n%s", diff)
	}
}

// describe symbol=MockResponse on jest-mock-req-res 1.0.2, whose
// mockResponse() returns an interface MockResponse its file does not
// export, answers the function mockResponse (names are matched ignoring
// case when none matches exactly): the answer says so, so that it is not
// taken for the type asked for. A name asked in its own case gets no such
// note.
func TestCaseAlikeSymbolNote(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Name: "jest-mock-req-res", ProjectPath: "testdata/installed/case-alike"}
	tests := map[string][]string{
		"MockResponse": {"The outline lists no symbol spelled MockResponse: this is mockResponse, spelled alike in another case."},
		"mockResponse": nil,
	}
	for asked, want := range tests {
		t.Run(asked, func(t *testing.T) {
			d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref, Symbol: asked})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, n := range d.Notes {
				if strings.HasPrefix(n, "The outline lists no symbol") {
					got = append(got, n)
				}
			}
			if d.Focus != "mockResponse" {
				t.Errorf("focus %q, want mockResponse", d.Focus)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("notes (-want +got):\n%s", diff)
			}
		})
	}
}
