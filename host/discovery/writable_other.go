//go:build !unix

package discovery

import (
	"fmt"
	"os"
)

// writableByOthers says why st could be changed by someone other than its
// owner, or "". Without Unix permissions only the world-writable bit, as
// the platform reports it, is checked.
func writableByOthers(st os.FileInfo) string {
	if perm := st.Mode().Perm(); perm&0o002 != 0 {
		return fmt.Sprintf("world-writable (mode %04o)", perm)
	}
	return ""
}
