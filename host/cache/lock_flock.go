//go:build !windows && !plan9 && !solaris && !aix && !android

package cache

import (
	"errors"
	"fmt"
	"os"
	"syscall"
	"time"

	berrors "go.etcd.io/bbolt/errors"
)

// lockFile takes the flock bbolt is about to take on f, before bbolt does
// (same build constraint as bbolt's flock implementation), because bbolt
// polls every 50 ms: two busy hosts then rarely catch each other's
// sub-millisecond gaps and time out. Polling from 50 µs up to 2 ms finds
// them. bbolt's own flock then succeeds at once: flock locks belong to the
// open file description, which is f's.
func lockFile(f *os.File, exclusive bool, timeout time.Duration) error {
	how := syscall.LOCK_SH
	if exclusive {
		how = syscall.LOCK_EX
	}
	deadline := time.Now().Add(timeout)
	wait := 50 * time.Microsecond
	for {
		err := syscall.Flock(int(f.Fd()), how|syscall.LOCK_NB)
		switch {
		case err == nil:
			return nil
		case !errors.Is(err, syscall.EWOULDBLOCK) && !errors.Is(err, syscall.EINTR):
			return &openFileError{fmt.Errorf("lock %s: %w", f.Name(), err)}
		case time.Now().After(deadline):
			return berrors.ErrTimeout
		}
		time.Sleep(wait)
		wait = min(2*wait, 2*time.Millisecond)
	}
}
