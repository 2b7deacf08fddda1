package cli

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/pkgdocs/pkgdocs/host/discovery"
)

// pinUsage documents `pkgdocs plugins --pin`.
const pinUsage = "write providers.lock next to each plugins directory, pinning the SHA-256 of every provider found now; from then on only pinned binaries run from there"

// writePins is `pkgdocs plugins --pin`: it pins the providers discovery
// finds now (see discovery.Pin) and says where, on w.
func writePins(c common, w, stderr io.Writer) int {
	written, err := discovery.Pin(discovery.Options{PluginsDir: c.pluginsDir})
	if err != nil {
		fmt.Fprintf(stderr, "pkgdocs plugins --pin: %v\n", err)
		return 1
	}
	if len(written) == 0 {
		fmt.Fprintln(w, "No providers found: nothing pinned.")
	}
	for _, p := range written {
		names := make([]string, 0, len(p.Pins))
		for n := range p.Pins {
			names = append(names, n)
		}
		sort.Strings(names)
		fmt.Fprintf(w, "Pinned %d provider(s) in %s: %s\n", len(names), p.Path, strings.Join(names, ", "))
	}
	fmt.Fprintln(w)
	return 0
}
