package swiftsrc

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite golden files")

// dump writes declarations one per line for golden files.
func dump(decls []Decl) string {
	var b strings.Builder
	for _, d := range decls {
		fmt.Fprintf(&b, "%s %s [%s] parent=%q\n  sig: %s\n", d.Kind, d.Path, d.Title, d.Parent, d.Signature)
		if d.Extension || len(d.Inherits) > 0 {
			fmt.Fprintf(&b, "  extension=%v inherits=%q\n", d.Extension, d.Inherits)
		}
		if d.Constraint != "" {
			fmt.Fprintf(&b, "  where: %s\n", d.Constraint)
		}
		if d.Deprecated != "" {
			fmt.Fprintf(&b, "  deprecated: %s\n", d.Deprecated)
		}
		if d.Underscored {
			b.WriteString("  underscored\n")
		}
		if d.Doc != "" {
			fmt.Fprintf(&b, "  doc: %q\n", d.Doc)
		}
	}
	return b.String()
}

func TestScanGolden(t *testing.T) {
	for _, name := range []string{"kinds"} {
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile("testdata/" + name + ".swift")
			if err != nil {
				t.Fatal(err)
			}
			got := dump(Scan(name+".swift", src))
			golden := "testdata/" + name + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(string(want), got); diff != "" {
				t.Errorf("Scan (-want +got):\n%s", diff)
			}
		})
	}
}

// Types the module does not make public are reported, so that the public
// members of their extensions can be left out (an internal type's Codable
// conformance in swift-system, an @_spi class's extension in Alamofire).
func TestScanFileHiddenTypes(t *testing.T) {
	src := `internal struct SystemString: Sendable {}
@_spi(WebSocket) public final class WebSocketRequest {}
public struct Shown {}
extension SystemString: Codable {
  public init(from decoder: any Decoder) throws {}
}
`
	decls, hidden := ScanFile("x.swift", []byte(src))
	if diff := cmp.Diff([]string{"SystemString", "WebSocketRequest"}, hidden); diff != "" {
		t.Errorf("hidden types (-want +got):\n%s", diff)
	}
	if len(decls) == 0 || decls[0].Name != "Shown" {
		t.Errorf("decls: %+v", decls)
	}
}

// TestScanUnderscoredModifiers: swift-system (trimmed) declares FilePath's
// non-mutating variants `public __consuming func appending(…)`, the
// compiler's underscored spelling of a modifier. They are members like the
// mutating ones around them, their signatures as written.
func TestScanUnderscoredModifiers(t *testing.T) {
	src, err := os.ReadFile("testdata/consuming.swift")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range Scan("consuming.swift", src) {
		got = append(got, d.Path+": "+d.Signature)
	}
	want := []string{
		"FilePath: ", // the extension
		"FilePath.appending: __consuming func appending(_ other: __owned Component) -> FilePath",
		"FilePath.appending: __consuming func appending<C: Collection>(_ components: __owned C) -> FilePath where C.Element == FilePath.Component",
		"FilePath.appending: __consuming func appending(_ other: __owned String) -> FilePath",
		"FilePath.push: mutating func push(_ other: __owned FilePath)",
		"FilePath.pushing: __consuming func pushing(_ other: __owned FilePath) -> FilePath",
		"FilePath.removeAll: mutating func removeAll(keepingCapacity: Bool = false)",
		"FilePath.reserveCapacity: mutating func reserveCapacity(_ minimumCapacity: Int)",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("declarations (-want +got):\n%s", diff)
	}
}
