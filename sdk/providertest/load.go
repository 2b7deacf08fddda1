package providertest

import (
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// stretched is bound d stretched by the machine's load: the 1-minute load
// average per core, at least 1, read when the bound is needed (Linux;
// elsewhere d). The suite's bounds catch a provider that hangs or ignores
// a cancellation; a machine whose cores are shared ten ways makes every
// call ten times slower, and that is no fault of the provider's.
func stretched(d time.Duration) time.Duration {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return d
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return d
	}
	load, err := strconv.ParseFloat(f[0], 64)
	if err != nil {
		return d
	}
	return time.Duration(float64(d) * max(1, load/float64(runtime.NumCPU())))
}
