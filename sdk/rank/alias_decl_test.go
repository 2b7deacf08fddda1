package rank

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestAliasTargets checks which declarations name another symbol of the
// package, on chrono's recorded docs trimmed (pub use crate::offset::Local;
// with the synthesised doc the Rust provider gives a re-export) and
// declarations of the other shapes: a Python assignment of a sibling's
// short name, a Swift typealias; and which do not: a call, a namespace
// import (its member of its name answers), a target without a doc.
func TestAliasTargets(t *testing.T) {
	docs := loadCorpus(t, "shapes/rust-chrono-local.json")
	docs = append(docs,
		Doc{Symbol: "api.FileLockImpl", Text: "A file lock."},
		Doc{Symbol: "FileLock", Signature: "FileLock = FileLockImpl"},
		Doc{Symbol: "PlatformDirs", Signature: "PlatformDirs = _set_platform_dir_class()"},
		Doc{Symbol: "AppDirs", Signature: "AppDirs = PlatformDirs"},
		Doc{Symbol: "DisabledTrustEvaluator", Text: "Disables all evaluation."},
		Doc{Symbol: "DisabledEvaluator", Signature: "public typealias DisabledEvaluator = DisabledTrustEvaluator"},
		Doc{Symbol: "inc", Signature: "import * as inc from './functions/inc'"},
		Doc{Symbol: "inc.inc", Signature: "function inc(version: string): string", Text: "Return the version incremented."},
	)
	got := map[string]string{}
	for i, j := range aliasTargets(docs) {
		got[docs[i].Symbol] = docs[j].Symbol
	}
	want := map[string]string{
		"Local":             "offset::Local",
		"Utc":               "offset::Utc",
		"FileLock":          "api.FileLockImpl",
		"DisabledEvaluator": "DisabledTrustEvaluator",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("aliasTargets (-want +got):\n%s", diff)
	}
	// The re-export answers in its target's words, once.
	hits := NewIndex(docs).Search("the local timescale", 3, true)
	var names []string
	for _, h := range hits {
		names = append(names, h.Doc.Symbol)
	}
	if len(names) == 0 || names[0] != "offset::Local" && names[0] != "Local" || len(names) > 1 && (names[1] == "Local" || names[1] == "offset::Local") {
		t.Errorf("the local timescale: got %v, want offset::Local or Local once, first", names)
	}
}

// TestSameUndocumented checks that undocumented members of one name and
// declaration under several owners, which borrow the same prose lines
// (debug's log on the function, its Debug and Debugger types; the
// package's docs trimmed), are one answer, as documented ones alike are.
func TestSameUndocumented(t *testing.T) {
	docs := loadCorpus(t, "shapes/npm-debug-log.json")
	logs := 0
	for _, h := range NewIndex(docs).Search("log to stderr", 0, true) {
		if lastComponent(h.Doc.Symbol) == "log" {
			logs++
		}
	}
	if logs != 1 {
		t.Errorf("log to stderr: %d hits named log, want 1", logs)
	}
}
