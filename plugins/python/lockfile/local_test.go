package lockfile

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestLocalRef(t *testing.T) {
	tests := []struct {
		in   string
		want Local
		ok   bool
	}{
		{in: "", ok: false},
		{in: "requests==2.31.0", ok: false},
		{in: "https://example.com/pkg-1.0.tar.gz", ok: false},
		{in: "git+https://example.com/x.git#egg=x", ok: false},
		{in: "./libs/mylib", want: Local{Dir: "/p/libs/mylib"}, ok: true},
		{in: "../shared", want: Local{Dir: "/shared"}, ok: true},
		{in: "/abs/lib#egg=lib", want: Local{Name: "lib", Dir: "/abs/lib"}, ok: true},
		{in: `weatherkit @ file:../libs/weatherkit ; python_version >= "3.9"`, want: Local{Name: "weatherkit", Dir: "/libs/weatherkit"}, ok: true},
		{in: "weatherkit[cli] @ file:///srv/libs/weatherkit", want: Local{Name: "weatherkit", Dir: "/srv/libs/weatherkit"}, ok: true},
		{in: "x @ file://otherhost/share/x", ok: false},
		{in: "x @ file:///${PROJECT_ROOT}/libs/x", ok: false},
	}
	for _, tt := range tests {
		got, ok := localRef(tt.in, "/p")
		if ok != tt.ok {
			t.Errorf("localRef(%q) ok = %v, want %v", tt.in, ok, tt.ok)
			continue
		}
		if diff := cmp.Diff(tt.want, got); ok && diff != "" {
			t.Errorf("localRef(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
}
