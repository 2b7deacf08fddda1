package pgoprofile

import (
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"strconv"
)

// rate is the profiler's sampling rate in Hz (the runtime's default, 100,
// takes about one sample a start).
const rate = 5000

var out *os.File

func init() {
	dir := os.Getenv("PKGDOCS_PGO_DIR")
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, strconv.Itoa(os.Getpid())+".pprof"))
	if err != nil {
		return // no profile; the command runs as it would
	}
	// Before StartCPUProfile, which keeps a rate set first (and says so on
	// stderr).
	runtime.SetCPUProfileRate(rate)
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return
	}
	out = f
}

// Stop writes out the profile init started, if any.
func Stop() {
	if out == nil {
		return
	}
	pprof.StopCPUProfile()
	out.Close()
	out = nil
}
