package metrics

import (
	"os"
	"runtime"
	"strconv"
	"strings"
)

// runtimeFamilies are the Go runtime's and the process's usual figures,
// under the names Prometheus' Go and process collectors give them: the
// ones an operator's dashboards read (goroutines, threads, heap, GC, CPU,
// memory, open files). The process figures are read from /proc, where
// there is one (Linux); elsewhere they are left out.
func runtimeFamilies() []family {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	threads, _ := runtime.ThreadCreateProfile(nil)
	gauge := func(name, help string, v float64) family {
		return family{name: name, help: help, typ: typeGauge, samples: []sample{{value: v}}}
	}
	counter := func(name, help string, v float64) family {
		return family{name: name, help: help, typ: typeCounter, samples: []sample{{value: v}}}
	}
	lastGC := 0.0
	if ms.LastGC > 0 {
		lastGC = float64(ms.LastGC) / 1e9
	}
	fams := []family{
		gauge("go_goroutines", "Number of goroutines that currently exist.", float64(runtime.NumGoroutine())),
		gauge("go_threads", "Number of OS threads created.", float64(threads)),
		{name: "go_info", help: "Information about the Go environment.", typ: typeGauge,
			samples: []sample{{labels: []string{"version", runtime.Version()}, value: 1}}},
		gauge("go_sched_gomaxprocs_threads", "The current runtime.GOMAXPROCS setting.", float64(runtime.GOMAXPROCS(0))),
		gauge("go_memstats_alloc_bytes", "Number of bytes allocated in heap and currently in use.", float64(ms.HeapAlloc)),
		counter("go_memstats_alloc_bytes_total", "Total number of bytes allocated in heap until now, even if released already.", float64(ms.TotalAlloc)),
		gauge("go_memstats_heap_alloc_bytes", "Number of heap bytes allocated and currently in use.", float64(ms.HeapAlloc)),
		gauge("go_memstats_heap_idle_bytes", "Number of heap bytes waiting to be used.", float64(ms.HeapIdle)),
		gauge("go_memstats_heap_inuse_bytes", "Number of heap bytes that are in use.", float64(ms.HeapInuse)),
		gauge("go_memstats_heap_objects", "Number of currently allocated objects.", float64(ms.HeapObjects)),
		gauge("go_memstats_heap_released_bytes", "Number of heap bytes released to OS.", float64(ms.HeapReleased)),
		gauge("go_memstats_heap_sys_bytes", "Number of heap bytes obtained from system.", float64(ms.HeapSys)),
		counter("go_memstats_mallocs_total", "Total number of heap objects allocated.", float64(ms.Mallocs)),
		counter("go_memstats_frees_total", "Total number of heap objects frees.", float64(ms.Frees)),
		gauge("go_memstats_stack_inuse_bytes", "Number of bytes in use by the stack allocator.", float64(ms.StackInuse)),
		gauge("go_memstats_sys_bytes", "Number of bytes obtained from system.", float64(ms.Sys)),
		gauge("go_memstats_next_gc_bytes", "Number of heap bytes when next garbage collection will take place.", float64(ms.NextGC)),
		gauge("go_memstats_last_gc_time_seconds", "Number of seconds since 1970 of last garbage collection.", lastGC),
		counter("go_gc_cycles_total", "Completed GC cycles.", float64(ms.NumGC)),
	}
	return append(fams, processFamilies(gauge, counter)...)
}

// userHZ is the unit of /proc/PID/stat's CPU times: USER_HZ, 100 on every
// Linux architecture Go supports (what procfs assumes too).
const userHZ = 100

// processFamilies reads /proc/self: CPU seconds, memory, start time and
// open file descriptors. None where /proc/self/stat cannot be read.
func processFamilies(gauge, counter func(name, help string, v float64) family) []family {
	b, err := os.ReadFile("/proc/self/stat")
	if err != nil {
		return nil
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return nil
	}
	f := strings.Fields(s[i+1:]) // f[0] is field 3, the state
	if len(f) < 22 {
		return nil
	}
	num := func(field int) float64 {
		v, _ := strconv.ParseFloat(f[field-3], 64)
		return v
	}
	fams := []family{
		counter("process_cpu_seconds_total", "Total user and system CPU time spent in seconds.", (num(14)+num(15))/userHZ),
		gauge("process_virtual_memory_bytes", "Virtual memory size in bytes.", num(23)),
		gauge("process_resident_memory_bytes", "Resident memory size in bytes.", num(24)*float64(os.Getpagesize())),
	}
	if boot := bootTime(); boot > 0 {
		fams = append(fams, gauge("process_start_time_seconds", "Start time of the process since unix epoch in seconds.", boot+num(22)/userHZ))
	}
	if fds, err := os.ReadDir("/proc/self/fd"); err == nil {
		fams = append(fams, gauge("process_open_fds", "Number of open file descriptors.", float64(len(fds))))
	}
	return fams
}

// bootTime is the btime line of /proc/stat: when the system booted, in
// seconds since the epoch (0: unknown).
func bootTime() float64 {
	b, err := os.ReadFile("/proc/stat")
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "btime "); ok {
			n, _ := strconv.ParseFloat(strings.TrimSpace(v), 64)
			return n
		}
	}
	return 0
}
