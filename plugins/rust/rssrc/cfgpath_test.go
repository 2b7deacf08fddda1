package rssrc_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/rust/rssrc"
)

// TestCfgAttrModulePath: a `mod imp;` whose file #[cfg_attr(PRED, path =
// "…")] picks is read from the file a feature picks, its items gated on
// that feature; a module a glob import brings in is walked through.
//
// env_logger 0.9.3 (trimmed): fmt::humantime reads extern_impl.rs with
// feature humantime (shim_impl.rs without), brings its glob module in by
// `pub(in crate::fmt) use self::imp::*;`, and fmt re-exports
// `self::humantime::glob::*`: fmt::Timestamp and Formatter::timestamp
// exist with feature humantime; neither was listed.
func TestCfgAttrModulePath(t *testing.T) {
	c, err := rssrc.Scan(dirFiles("testdata/env_logger_trim"), "src/lib.rs", "env_logger", rssrc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, m := range c.Modules {
		for _, it := range m.Items {
			got[m.ItemPath(it)] = it.Gate
			for _, mem := range it.Members {
				got[m.ItemPath(it)+"::"+mem.Name] = mem.Gate
			}
		}
	}
	want := map[string]string{
		"fmt::Formatter":            "",
		"fmt::Formatter::timestamp": `feature = "humantime"`,
		"fmt::Timestamp":            `feature = "humantime"`,
		"fmt::TimestampPrecision":   "",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("items and gates (-want +got):\n%s", d)
	}
}

// TestAlternativeModuleGates: a private module that is one of a name's
// alternatives gives its items no gate. chrono 0.4.23 (trimmed) binds
// oldtime to the time crate with feature oldtime and to its own `mod
// oldtime;` without it, and re-exports oldtime::Duration either way:
// Duration does not need not(feature = "oldtime").
func TestAlternativeModuleGates(t *testing.T) {
	c, err := rssrc.Scan(dirFiles("testdata/chrono_oldtime_trim"), "src/lib.rs", "chrono", rssrc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, m := range c.Modules {
		for _, it := range m.Items {
			got[m.ItemPath(it)] = it.Gate
		}
	}
	if d := cmp.Diff(map[string]string{"Duration": ""}, got); d != "" {
		t.Errorf("items and gates (-want +got):\n%s", d)
	}
}
