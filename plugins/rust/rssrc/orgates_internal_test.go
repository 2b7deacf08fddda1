package rssrc

import "testing"

// TestOrGates: the cfg under which one of a name's declarations is
// compiled.
func TestOrGates(t *testing.T) {
	for _, tc := range []struct {
		cfgs []string
		want string
	}{
		// criterion's black_box: a feature and its negation.
		{[]string{`feature = "real_blackbox"`, `not(feature = "real_blackbox")`}, ``},
		// memmap2's MmapRawDescriptor: unix, windows, and neither.
		{[]string{`not(any(unix, windows))`, `unix`, `windows`}, ``},
		{[]string{`not(any(unix, windows))`, `unix`}, `any(not(any(unix, windows)), unix)`},
		// syscallz's Syscall, one per target_arch.
		{[]string{`target_arch = "arm"`, `target_arch = "x86_64"`, `target_arch = "arm"`}, `any(target_arch = "arm", target_arch = "x86_64")`},
		{[]string{`unix`, ``}, ``},
		{[]string{`unix`}, `unix`},
	} {
		if got := orGates(tc.cfgs); got != tc.want {
			t.Errorf("orGates(%q) = %q, want %q", tc.cfgs, got, tc.want)
		}
	}
}
