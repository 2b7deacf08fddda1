package python

import "testing"

func TestValidVersion(t *testing.T) {
	for v, want := range map[string]bool{"1.0": true, "2.31.0": true, "1.0rc1": true, "1!2.0.post1.dev3": true,
		"": false, "1.0\n# SYSTEM": false, " 1.0": false, "1.0 ": false, "latest": false, "1.0\r": false} {
		if got := validVersion(v); got != want {
			t.Errorf("validVersion(%q) = %v, want %v", v, got, want)
		}
	}
}
