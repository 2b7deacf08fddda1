package dts

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestStaticsOfAValueBase: @aws-sdk/client-directory-service 3.1048.0
// (testdata/valuestatics, one command of its 100, doc comments left
// out): "declare const AddIpRoutesCommand_base: { new (input): …;
// getEndpointParameterInstructions(): {…} }; export declare class
// AddIpRoutesCommand extends AddIpRoutesCommand_base", as every AWS SDK
// v3 command is declared. Only the construct signatures were read, so
// the static the class inherits was not listed and a check called it
// "does not exist".
func TestStaticsOfAValueBase(t *testing.T) {
	s := &Scanner{Files: readTree(t, "testdata/valuestatics"), Package: "@aws-sdk/client-directory-service"}
	res := s.Scan([]string{"dist-types/index.d.ts"})
	var got []string
	for _, m := range res.Inherited["AddIpRoutesCommand"] {
		got = append(got, m.Name+": "+m.Signature)
	}
	want := []string{"AddIpRoutesCommand.getEndpointParameterInstructions: getEndpointParameterInstructions(): { [x: string]: unknown; }"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("Inherited (-want +got):\n%s", d)
	}
}
