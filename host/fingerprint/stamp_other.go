//go:build !unix

package fingerprint

import "os"

// sysStamp: no change time or inode here; size and mtime key the memo.
func sysStamp(os.FileInfo) (int64, uint64) { return 0, 0 }
