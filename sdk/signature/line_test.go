package signature

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestLine(t *testing.T) {
	type res struct {
		Line  string
		Whole bool
	}
	for _, c := range []struct {
		sig  string
		want res
	}{
		{"def dumps(\n    obj,\n    *,\n    skipkeys=False,\n    ensure_ascii=True,\n    check_circular=True,\n    allow_nan=True,\n    cls=None,\n    indent=None,\n    separators=None,\n    default=None,\n    sort_keys=False,\n    **kw,\n)",
			res{"def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, cls=None, indent=None, separators=None, default=None, sort_keys=False,", false}},
		{"def loads(\n    s,\n    *,\n    cls=None,\n) -> Any", res{"def loads(s, *, cls=None) -> Any", true}},
		{"pub fn retain<F>(&mut self, f: F)\nwhere\n    F: FnMut(&T) -> bool,", res{"pub fn retain<F>(&mut self, f: F)", false}},
		{"type Client struct {\n\tTransport RoundTripper\n}", res{"type Client struct {", false}},
		{"export function get(\n  url: string,\n  options?: { timeout: number },\n): Promise<Response>", res{"export function get(url: string, options?: { timeout: number }): Promise<Response>", true}},
		{"func Open(name string) (*File, error)", res{"func Open(name string) (*File, error)", true}},
		// Joined, then more lines after the list: not whole.
		{"fn f(\n    a: u8,\n) -> T\nwhere\n    T: Copy,", res{"fn f(a: u8) -> T", false}},
	} {
		l, w := Line(c.sig)
		if diff := cmp.Diff(c.want, res{l, w}); diff != "" {
			t.Errorf("Line(%q) (-want +got):\n%s", c.sig, diff)
		}
	}
}
