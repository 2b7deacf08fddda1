// Package boundedfile reads a local file of at most a given size, and
// only a regular file. It stands in for the SDK's bounded reader
// (sdk/localfile) until that lands on main.
package boundedfile

import (
	"errors"
	"fmt"
	"io"
	"os"
)

// ErrTooLarge is wrapped by the error for a file over the limit.
var ErrTooLarge = errors.New("file too large")

// ReadFile reads path if it is a regular file of at most max bytes.
// Symlinks are followed; callers that must stay inside a tree check that
// themselves.
func ReadFile(path string, max int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("read %s: not a regular file", path)
	}
	if st.Size() > max {
		return nil, fmt.Errorf("read %s: %w: %d bytes, over %d", path, ErrTooLarge, st.Size(), max)
	}
	b, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	if int64(len(b)) > max {
		return nil, fmt.Errorf("read %s: %w: over %d bytes", path, ErrTooLarge, max)
	}
	return b, nil
}
