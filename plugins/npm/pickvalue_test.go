package npm

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// A value typed by a lib utility type over an interface
// (@fullstory/react-native 1.10.3, testdata/pickvalue, trimmed): "declare
// const FullstoryAPI: FullstoryStatic", the default export, with
// FullstoryStatic = SharedMethods & { … } and SharedMethods =
// Pick<Spec, 'anonymize' | 'identify' | …>, Spec the native module's
// interface in another file. The methods Pick keeps were not listed
// (FullstoryAPI.identify: "cannot tell"), and a method it leaves out
// (startPage) is not the value's.
func TestValueTypedByPick(t *testing.T) {
	p := newEnv(t).provider()
	ref := sdk.PackageRef{Name: "@fullstory/react-native", ProjectPath: filepath.Join("testdata", "pickvalue")}
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range d.Symbols {
		if s.Parent == "default" {
			got = append(got, strings.TrimPrefix(s.Name, "default."))
		}
	}
	want := []string{"anonymize", "identify", "onReady", "getCurrentSession", "getCurrentSessionURL", "consent", "event", "shutdown", "restart", "resetIdleTimer",
		"LogLevel", "setUserVars", "log", "onReady"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("default's members (-want +got):\n%s", diff)
	}
}
