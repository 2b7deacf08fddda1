package pyapi

import (
	"os"
	"path/filepath"
	"testing"
)

// aiortc 1.4.0 (trimmed): a dataclass field with a default_factory and
// an annotation that is an alias of the module ("parameters:
// ParametersDict = field(default_factory=dict)") makes an __init__
// whose signature is rendered again, the alias written out; its default
// stays "<factory>", as inspect prints it, not "<factory >".
func TestDataclassFactoryDefaultRenderedAgain(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "aiortc"))}).Read("aiortc")
	if err != nil {
		t.Fatal(err)
	}
	want := "def __init__(\n    self,\n    mimeType: str,\n    clockRate: int,\n    channels: Optional[int] = None,\n    parameters: Dict[str, Union[int, str, None]] = <factory>,\n) -> None"
	for _, s := range o.Symbols {
		if s.Name == "RTCRtpCodecCapability.__init__" {
			if s.Signature != want {
				t.Errorf("signature\n got %s\nwant %s", s.Signature, want)
			}
			return
		}
	}
	t.Error("no RTCRtpCodecCapability.__init__")
}

func TestJoinReprs(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"x = <factory>", "x = <factory>"},
		{"<factory>", "<factory>"},
		{"a < b > c", "a < b > c"},
		{"f(a=<no_default>)", "f(a=<no_default>)"},
	} {
		stmts := tokenize(tt.in)
		if got := render(stmts[0].toks); got != tt.want {
			t.Errorf("render(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
