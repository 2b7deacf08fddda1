package providertest

import (
	"fmt"
	"runtime"
	"sort"
	"strings"
	"sync"
)

// recorder is a tb that records failures instead of failing the test, so
// the suite's tests can check which checks a faulty provider fails.
type recorder struct {
	name     string
	mu       sync.Mutex
	failed   bool // this test or a subtest failed
	self     bool // this test itself reported the failure
	skipped  bool
	logs     []string
	cleanups []func()
	all      *[]*recorder // every recorder of the run, in order
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.failed, r.self = true, true
	r.logs = append(r.logs, fmt.Sprintf(format, args...))
}

func (r *recorder) Fatalf(format string, args ...any) {
	r.Errorf(format, args...)
	runtime.Goexit()
}

func (r *recorder) Skipf(format string, args ...any) {
	r.Logf(format, args...)
	r.mu.Lock()
	r.skipped = true
	r.mu.Unlock()
	runtime.Goexit()
}

func (r *recorder) Logf(format string, args ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.logs = append(r.logs, fmt.Sprintf(format, args...))
}

func (r *recorder) Failed() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.failed
}

func (r *recorder) Cleanup(f func()) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.cleanups = append(r.cleanups, f)
}

func (r *recorder) Run(name string, f func(tb)) bool {
	child := &recorder{name: strings.TrimPrefix(r.name+"/"+name, "/"), all: r.all}
	*r.all = append(*r.all, child)
	child.run(func() { f(child) })
	if child.Failed() {
		r.mu.Lock()
		r.failed = true
		r.mu.Unlock()
	}
	return !child.Failed()
}

// run runs f the way testing runs a test: on its own goroutine, which
// Fatalf and Skipf end, then the cleanups, last registered first.
func (r *recorder) run(f func()) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer func() {
			for i := len(r.cleanups) - 1; i >= 0; i-- {
				r.cleanups[i]()
			}
		}()
		f()
	}()
	<-done
}

// recordRun runs f against a fresh recorder and returns it.
func recordRun(f func(tb)) *recorder {
	all := []*recorder{}
	root := &recorder{all: &all}
	all = append(all, root)
	root.run(func() { f(root) })
	return root
}

// failures lists the names of the checks that reported a failure
// themselves; "" is the suite's setup.
func (r *recorder) failures() []string {
	var out []string
	for _, c := range *r.all {
		if c.self {
			out = append(out, c.name)
		}
	}
	sort.Strings(out)
	return out
}

// messages returns every message of the run, for a failing test's log.
func (r *recorder) messages() string {
	var b strings.Builder
	for _, c := range *r.all {
		for _, l := range c.logs {
			fmt.Fprintf(&b, "%s: %s\n", c.name, l)
		}
	}
	return b.String()
}
