package providertest

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"sync"
	"time"

	hclog "github.com/hashicorp/go-hclog"
)

// record is one log record of the provider (or of go-plugin's client).
type record struct {
	at     time.Time // when it reached the sink
	msg    string
	fields map[string]any
}

// logSink collects the JSON log records written to it: the provider's own
// (in-process) or relayed by go-plugin from the binary's stderr.
type logSink struct {
	mu      sync.Mutex
	partial []byte
	recs    []record
	text    strings.Builder
	changed chan struct{} // closed and replaced on every new record
}

func newLogSink() *logSink { return &logSink{changed: make(chan struct{})} }

// logger returns a debug-level JSON logger writing to s: the interceptor's
// "call started" / "call finished" records are at debug level.
func (s *logSink) logger(name string) hclog.Logger {
	return hclog.New(&hclog.LoggerOptions{Name: name, Level: hclog.Debug, Output: s, JSONFormat: true})
}

func (s *logSink) Write(p []byte) (int, error) {
	now := time.Now()
	s.mu.Lock()
	defer s.mu.Unlock()
	s.partial = append(s.partial, p...)
	added := false
	for {
		i := bytes.IndexByte(s.partial, '\n')
		if i < 0 {
			break
		}
		line := s.partial[:i]
		s.partial = s.partial[i+1:]
		s.text.Write(line)
		s.text.WriteByte('\n')
		r := record{at: now}
		if err := json.Unmarshal(line, &r.fields); err == nil {
			r.msg, _ = r.fields["@message"].(string)
		} else {
			r.msg = string(line)
		}
		s.recs = append(s.recs, r)
		added = true
	}
	if added {
		close(s.changed)
		s.changed = make(chan struct{})
	}
	return len(p), nil
}

// len is the number of records so far, a mark for find and wait.
func (s *logSink) len() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.recs)
}

// findOrWait returns the first record at or after index from that match
// accepts, or a channel closed when the next record arrives.
func (s *logSink) findOrWait(from int, match func(record) bool) (record, bool, <-chan struct{}) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i := from; i < len(s.recs); i++ {
		if match(s.recs[i]) {
			return s.recs[i], true, nil
		}
	}
	return record{}, false, s.changed
}

// wait is find, waiting for the record until ctx is done.
func (s *logSink) wait(ctx context.Context, from int, match func(record) bool) (record, bool) {
	for {
		r, ok, changed := s.findOrWait(from, match)
		if ok {
			return r, true
		}
		select {
		case <-changed:
		case <-ctx.Done():
			return record{}, false
		}
	}
}

// String returns every line written so far, for a failing test's log.
func (s *logSink) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.text.String() + string(s.partial)
}

// callRecord matches the SDK interceptor's record msg ("call started" or
// "call finished") for the gRPC method fullMethod.
func callRecord(msg, fullMethod string) func(record) bool {
	return func(r record) bool {
		m, _ := r.fields["method"].(string)
		return r.msg == msg && m == fullMethod
	}
}
