package httpserve

import (
	"crypto/rand"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"
)

// sessionIDs issues and checks Mcp-Session-Id values for the stateful
// transport. Unlike mcp-go's own stateful manager it forgets terminated
// sessions instead of remembering them forever, and caps how many are live,
// so a server that runs for months keeps flat memory. An unknown or
// forgotten ID is refused (404), and the client starts a new session, as
// the transport spec says it must.
//
// mcp-go's idle sweeper calls Terminate for sessions idle longer than
// Options.SessionIdleTTL; the cap here covers bursts of sessions the
// sweeper has not reached yet (clients that never send DELETE, which is
// most of them): past it, the least recently seen session is handed to
// evict, which must free the transport's state for it.
type sessionIDs struct {
	max   int
	now   func() time.Time
	evict func(id string) // called outside the lock; nil: just forget

	mu   sync.Mutex
	live map[string]time.Time // id -> last seen
}

const sessionPrefix = "pkgdocs-"

func newSessionIDs(max int, evict func(string)) *sessionIDs {
	return &sessionIDs{max: max, now: time.Now, evict: evict, live: map[string]time.Time{}}
}

// Generate returns a new random session ID (130 bits), ending the least
// recently seen session when at the cap. The scan for it is linear, but
// runs only on an initialize at the cap.
func (m *sessionIDs) Generate() string {
	id := sessionPrefix + rand.Text()
	m.mu.Lock()
	var oldest string
	if len(m.live) >= m.max {
		var at time.Time
		for k, t := range m.live {
			if oldest == "" || t.Before(at) {
				oldest, at = k, t
			}
		}
		delete(m.live, oldest)
	}
	m.live[id] = m.now()
	m.mu.Unlock()
	if oldest != "" && m.evict != nil {
		m.evict(oldest)
	}
	return id
}

var errUnknownSession = errors.New("unknown or expired session")

// Validate accepts only live IDs and marks them seen.
func (m *sessionIDs) Validate(id string) (isTerminated bool, err error) {
	if !strings.HasPrefix(id, sessionPrefix) {
		return false, fmt.Errorf("session id %q: %w", id, errUnknownSession)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.live[id]; !ok {
		return false, errUnknownSession
	}
	m.live[id] = m.now()
	return false, nil
}

// Terminate forgets id; a client may end its own session (DELETE).
func (m *sessionIDs) Terminate(id string) (isNotAllowed bool, err error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.live, id)
	return false, nil
}

// Len is the number of live sessions.
func (m *sessionIDs) Len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.live)
}
