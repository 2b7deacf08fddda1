package npm

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// An export = class whose base's merged namespace carries classes
// (combined-stream 1.0.8 typed by @types/combined-stream, whose
// CombinedStream extends Node's Stream; testdata/inheritedclass): code
// reaches require('combined-stream').Readable, so symbol=Readable is that
// class with its members, not the class's own readable property that
// differs only in case; a member of it is one describe away.
func TestInheritedClassOfExportEquals(t *testing.T) {
	p := newEnv(t).provider()
	ctx := context.Background()
	ref := sdk.PackageRef{Name: "combined-stream", ProjectPath: filepath.Join("testdata", "inheritedclass")}
	tests := []struct {
		symbol, focus string
		names         []string // member names listed
	}{
		{"Readable", "CombinedStream.Readable", []string{"readable", "pipe", "on", "defaultMaxListeners", "EventEmitter", "Stream", "Readable"}},
		{"CombinedStream.Readable", "CombinedStream.Readable", []string{"readable", "pipe", "on", "defaultMaxListeners", "EventEmitter", "Stream", "Readable"}},
		{"Readable.readable", "CombinedStream.Readable.readable", nil},
		{"readable", "CombinedStream.readable", nil},
	}
	for _, tc := range tests {
		t.Run(tc.symbol, func(t *testing.T) {
			d, err := p.Describe(ctx, sdk.DescribeRequest{Package: ref, Symbol: tc.symbol})
			if err != nil {
				t.Fatal(err)
			}
			if d.Focus != tc.focus {
				t.Errorf("focus %q, want %q", d.Focus, tc.focus)
			}
			var names []string
			for _, s := range d.Symbols {
				if s.Parent == tc.focus {
					names = append(names, strings.TrimPrefix(s.Name, tc.focus+"."))
				}
			}
			if diff := cmp.Diff(tc.names, names); diff != "" {
				t.Errorf("members (-want +got):\n%s", diff)
			}
		})
	}
}
