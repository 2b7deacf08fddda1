package credentials

import (
	"errors"
	"fmt"
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk/localfile"
)

// maxNetrc bounds the netrc file read: real ones are a few lines.
const maxNetrc = 1 << 20

// NetrcPath is the netrc file curl and the go command read: $NETRC if set,
// else .netrc in the home directory (_netrc on Windows); "" when there is
// no home directory.
func NetrcPath() string {
	if p := os.Getenv("NETRC"); p != "" {
		return p
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return ""
	}
	name := ".netrc"
	if runtime.GOOS == "windows" {
		name = "_netrc"
	}
	return filepath.Join(home, name)
}

// LoadNetrc adds the machines of the netrc file at NetrcPath and returns
// that path and how many machines it added. A missing file adds nothing
// and is no error.
func (s *Set) LoadNetrc() (path string, n int, err error) {
	path = NetrcPath()
	if path == "" {
		return "", 0, nil
	}
	data, err := localfile.Read(path, maxNetrc)
	if errors.Is(err, fs.ErrNotExist) {
		return path, 0, nil
	}
	if err != nil {
		return path, 0, fmt.Errorf("credentials: netrc: %w", err)
	}
	return path, s.AddNetrc(data), nil
}

// AddNetrc adds each "machine" entry of netrc data that has a login or a
// password, as a Basic credential for that host name, and returns how
// many it added. It reads the format as the go command does: tokens
// separated by white space; "machine", "login", "password", "account";
// "macdef" bodies (to the next blank line) skipped; "default" ends the
// file and is never used (see the package comment). A machine written
// host:port is sent to that port only; a later entry for the same machine
// replaces an earlier one.
func (s *Set) AddNetrc(data []byte) int {
	type entry struct{ machine, login, password string }
	var entries []entry
	var cur *entry
	flush := func() {
		if cur != nil && cur.machine != "" && (cur.login != "" || cur.password != "") {
			entries = append(entries, *cur)
		}
		cur = nil
	}
	var toks []string
	lines := strings.Split(string(data), "\n")
	for i := 0; i < len(lines); i++ {
		for _, tok := range strings.Fields(lines[i]) {
			if tok == "macdef" {
				// The macro's name ends this line; its body runs to the
				// next empty line.
				for i+1 < len(lines) && strings.TrimSpace(lines[i+1]) != "" {
					i++
				}
				break
			}
			toks = append(toks, tok)
		}
	}
	next := func(i *int) string {
		if *i+1 < len(toks) {
			*i++
			return toks[*i]
		}
		return ""
	}
scan:
	for i := 0; i < len(toks); i++ {
		switch toks[i] {
		case "machine":
			flush()
			cur = &entry{machine: next(&i)}
		case "default":
			break scan
		case "login":
			if v := next(&i); cur != nil {
				cur.login = v
			}
		case "password":
			if v := next(&i); cur != nil {
				cur.password = v
			}
		case "account":
			next(&i)
		}
	}
	flush()

	s.mu.Lock()
	defer s.mu.Unlock()
	added := 0
	for _, e := range entries {
		host, p := strings.ToLower(e.machine), ""
		if h, pp, err := net.SplitHostPort(host); err == nil {
			host, p = h, pp
		}
		host = strings.TrimSuffix(strings.Trim(host, "[]"), ".")
		if host == "" {
			continue
		}
		c := Basic(e.login, e.password)
		s.name(c)
		h := hostRule{host: host, port: p, c: c}
		replaced := false
		for j, old := range s.hosts {
			if old.host == h.host && old.port == h.port {
				s.hosts[j], replaced = h, true
			}
		}
		if !replaced {
			s.hosts = append(s.hosts, h)
		}
		added++
	}
	return added
}
