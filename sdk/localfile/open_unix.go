//go:build unix

package localfile

import "syscall"

// openFlags: O_NONBLOCK makes opening a FIFO return at once instead of
// waiting for a writer; it changes nothing for the regular files that are
// then read.
const openFlags = syscall.O_NONBLOCK
