package eval

import "testing"

// TestNpmSigNorm: a declaration with comments inside (file-entry-cache
// 11.1.5's AnalyzedFiles, as the TypeScript compiler prints it) matches
// the answer that leaves them out; a URL in a string type is kept, and a
// different member still differs.
func TestNpmSigNorm(t *testing.T) {
	tests := []struct {
		answer, truth string
		same          bool
	}{
		{"type AnalyzedFiles = { changedFiles: string[]; notFoundFiles: string[]; notChangedFiles: string[]; }",
			"type AnalyzedFiles = {\n  /** Array of file paths that have changed since last cache */changedFiles: string[]; /** Array of file paths that were not found */\n  notFoundFiles: string[]; /** Array of file paths that have not changed since last cache */\n  notChangedFiles: string[];\n}", true},
		{"type Options = { cwd?: string; }", "type Options = {\n  // the directory\n  cwd?: string;\n}", true},
		{`type Home = "https://example.com"`, `type Home = "https://example.com"`, true},
		{`type Home = "https://example.com"`, `type Home = "https://example.org"`, false},
		{"type AnalyzedFiles = { changedFiles: string[]; }", "type AnalyzedFiles = {\n  /** Changed. */changedFiles: number[];\n}", false},
	}
	for _, tt := range tests {
		got, want := NormSig(NpmSigNorm(tt.answer)), NormSig(NpmSigNorm(tt.truth))
		if SigContains(got, want) != tt.same {
			t.Errorf("%q vs %q: same %v, want %v (%q, %q)", tt.answer, tt.truth, !tt.same, tt.same, got, want)
		}
	}
}
