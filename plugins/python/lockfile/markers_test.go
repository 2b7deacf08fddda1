package lockfile

import (
	"runtime"
	"testing"
)

// TestMarkersMatch: resolution markers as uv writes them, evaluated for
// Python 3.11.2 on this machine.
func TestMarkersMatch(t *testing.T) {
	linux := runtime.GOOS == "linux"
	env := MarkerEnv{PythonVersion: "3.11.2"}
	for _, tc := range []struct {
		markers      []string
		match, known bool
	}{
		{nil, true, true},
		{[]string{"python_full_version >= '3.9'"}, true, true},
		{[]string{"python_full_version < '3.9'"}, false, true},
		{[]string{"python_version == '3.11'"}, true, true},
		{[]string{"python_version ~= '3.10'"}, true, true},
		{[]string{`python_full_version >= "3.11.3"`}, false, true},
		{[]string{"python_full_version < '3.9'", "python_full_version >= '3.12'"}, false, true},
		{[]string{"python_full_version < '3.9'", "python_full_version == '3.11.*'"}, true, true},
		{[]string{"python_full_version >= '3.10' and sys_platform == 'linux'"}, linux, true},
		{[]string{"(python_full_version >= '3.10' and sys_platform != 'linux') or python_version < '3.8'"}, !linux, true},
		{[]string{"implementation_name == 'pypy'"}, false, true},
		{[]string{"'linux' in sys_platform"}, linux, true},
		{[]string{"platform_release >= '5'"}, false, false},
		{[]string{"python_version >= "}, false, false},
	} {
		match, known := MarkersMatch(tc.markers, env)
		if match != tc.match || known != tc.known {
			t.Errorf("MarkersMatch(%q) = %v, %v; want %v, %v", tc.markers, match, known, tc.match, tc.known)
		}
	}
}

// FuzzMarkersMatch: a lockfile's markers are the project's text, read
// without trust: any of them is evaluated or said unknown, never a panic.
func FuzzMarkersMatch(f *testing.F) {
	for _, s := range []string{
		"python_full_version >= '3.9'", "(python_full_version >= '3.10' and sys_platform != 'linux') or python_version < '3.8'",
		"'linux' in sys_platform", "python_version ~= '3.10'", "python_version >= ", "((", "not in", `extra == "a" or ("b"`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		MarkersMatch([]string{s}, MarkerEnv{PythonVersion: "3.11.2"})
	})
}
