package npm

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestTypeofClassOfNamespaceImport: @google-cloud/text-to-speech 6.4.1
// (testdata/typeofclass, trimmed), as every generated Google Cloud client
// package does, re-exports its client class through a namespace import:
// import * as v1 from './v1'; declare const TextToSpeechClient: typeof
// v1.TextToSpeechClient; type TextToSpeechClient = v1.TextToSpeechClient.
// The name's members are the class's, static and instance (the compiler
// merges the const and the type); they were none, so close() was
// "missing".
func TestTypeofClassOfNamespaceImport(t *testing.T) {
	ref, d := describeTestdata(t, "@google-cloud/text-to-speech", "typeofclass")
	var got []string
	for _, s := range d.Symbols {
		if s.Parent == "TextToSpeechClient" {
			got = append(got, s.Name+": "+s.Signature)
		}
	}
	want := []string{
		"TextToSpeechClient.auth: auth: gax.GoogleAuth",
		"TextToSpeechClient.port: static get port(): number",
		"TextToSpeechClient.getProjectId: getProjectId(): Promise<string>",
		"TextToSpeechClient.getProjectId: getProjectId(callback: Callback<string, undefined, undefined>): void",
		"TextToSpeechClient.streamingSynthesize: streamingSynthesize(options?: CallOptions): gax.CancellableStream",
		"TextToSpeechClient.close: close(): Promise<void>",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("members of TextToSpeechClient (-want +got):\n%s", diff)
	}
	wantVerdicts(t, ref.Name, d.Symbols, map[string]sdk.Verdict{"TextToSpeechClient.close": sdk.VerdictExists, "TextToSpeechClient.port": sdk.VerdictExists, "TextToSpeechClient.clsoe": sdk.VerdictMissing})
}
