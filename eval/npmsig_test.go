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
		// escalade 3's Callback and ms 2's Unit as written (trailing
		// comma, leading "|"), against the answer printed as the
		// compiler prints them; a different member still differs.
		{"type Callback = (directory: string, files: string[]) => Promisable<string | false | void>",
			"type Callback = (\n\tdirectory: string,\n\tfiles: string[],\n) => Promisable<string | false | void>", true},
		{`type Unit = "Years" | "Year"`, "type Unit =\n  | \"Years\"\n  | \"Year\"", true},
		{"type I = A & B", "type I =\n  & A\n  & B", true},
		{`type Unit = "Years" | "Year"`, "type Unit =\n  | \"Years\"\n  | \"Month\"", false},
		{"function f(a: string): void", "function f(\n  a: number,\n): void", false},
		{"type X = A || B", "type X = A || B", true},
	}
	for _, tt := range tests {
		got, want := NormSig(NpmSigNorm(tt.answer)), NormSig(NpmSigNorm(tt.truth))
		if SigContains(got, want) != tt.same {
			t.Errorf("%q vs %q: same %v, want %v (%q, %q)", tt.answer, tt.truth, !tt.same, tt.same, got, want)
		}
	}
}
