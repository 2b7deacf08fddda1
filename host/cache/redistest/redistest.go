package redistest

import (
	"bufio"
	"fmt"
	"net"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Server is a redis-server started for one test.
type Server struct {
	t    testing.TB
	bin  string
	dir  string
	Addr string // 127.0.0.1:PORT
	// Password, when set before Restart or given to StartWithPassword, is
	// required by the server (requirepass).
	Password string
	cmd      *exec.Cmd
}

// Start starts a redis-server and stops it when the test ends.
func Start(t testing.TB) *Server { return StartWithPassword(t, "") }

// StartWithPassword is Start with requirepass set.
func StartWithPassword(t testing.TB, password string) *Server {
	t.Helper()
	bin, err := exec.LookPath("redis-server")
	if err != nil {
		if os.Getenv("PKGDOCS_REQUIRE_REDIS") == "1" {
			t.Fatalf("redis-server not found and PKGDOCS_REQUIRE_REDIS=1: %v", err)
		}
		t.Skip("redis-server not installed (apt-get install redis-server); set PKGDOCS_REQUIRE_REDIS=1 to fail instead")
	}
	s := &Server{t: t, bin: bin, dir: t.TempDir(), Password: password}
	s.Addr = net.JoinHostPort("127.0.0.1", strconv.Itoa(freePort(t)))
	s.start()
	t.Cleanup(s.Kill)
	return s
}

// URL is the server's redis:// URL for database db.
func (s *Server) URL(db int) string {
	if s.Password != "" {
		return fmt.Sprintf("redis://:%s@%s/%d", s.Password, s.Addr, db)
	}
	return fmt.Sprintf("redis://%s/%d", s.Addr, db)
}

func (s *Server) start() {
	s.t.Helper()
	_, port, _ := net.SplitHostPort(s.Addr)
	args := []string{
		"--port", port, "--bind", "127.0.0.1", "--dir", s.dir,
		"--save", "", "--appendonly", "no", "--daemonize", "no",
		"--protected-mode", "yes", "--loglevel", "warning",
	}
	if s.Password != "" {
		args = append(args, "--requirepass", s.Password)
	}
	cmd := exec.Command(s.bin, args...)
	logf, err := os.Create(s.dir + "/redis.log")
	if err != nil {
		s.t.Fatal(err)
	}
	cmd.Stdout, cmd.Stderr = logf, logf
	if err := cmd.Start(); err != nil {
		s.t.Fatalf("start redis-server: %v", err)
	}
	s.cmd = cmd
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if s.ping() {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	b, _ := os.ReadFile(s.dir + "/redis.log")
	s.t.Fatalf("redis-server on %s did not answer PING within 10s; log:\n%s", s.Addr, b)
}

// ping sends a raw PING (with AUTH when a password is set), so this
// package needs no client library.
func (s *Server) ping() bool {
	c, err := net.DialTimeout("tcp", s.Addr, 200*time.Millisecond)
	if err != nil {
		return false
	}
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(time.Second))
	r := bufio.NewReader(c)
	if s.Password != "" {
		fmt.Fprintf(c, "AUTH %s\r\n", s.Password)
		if l, _ := r.ReadString('\n'); !strings.HasPrefix(l, "+OK") {
			return false
		}
	}
	fmt.Fprint(c, "PING\r\n")
	l, _ := r.ReadString('\n')
	return strings.HasPrefix(l, "+PONG")
}

// Kill stops the server at once (SIGKILL), as a crash would. Its data,
// kept in memory only, is lost.
func (s *Server) Kill() {
	if s.cmd == nil {
		return
	}
	_ = s.cmd.Process.Kill()
	_ = s.cmd.Wait()
	s.cmd = nil
}

// Restart starts the server again on the same address, empty.
func (s *Server) Restart() {
	s.t.Helper()
	s.Kill()
	s.start()
}

func freePort(t testing.TB) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}
