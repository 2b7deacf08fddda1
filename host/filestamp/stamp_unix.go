//go:build unix

package filestamp

import (
	"os"
	"syscall"
)

// sysStamp is the change time (ns) and inode of a stat result.
func sysStamp(fi os.FileInfo) (ctime int64, inode uint64) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, 0
	}
	return ctimeOf(st), uint64(st.Ino)
}
