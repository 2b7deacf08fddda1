package goproxy

import (
	"os"
	"strings"
)

// Credential is one netrc "machine" entry.
type Credential struct {
	Machine  string
	Login    string
	Password string
}

// ParseNetrc parses netrc data the way the go command does: "machine"
// entries with "login" and "password"; "default" ends the file (the go
// command never sends default credentials); "macdef" bodies are skipped.
func ParseNetrc(data string) []Credential {
	var out []Credential
	var cur *Credential
	flush := func() {
		if cur != nil && cur.Machine != "" && (cur.Login != "" || cur.Password != "") {
			out = append(out, *cur)
		}
		cur = nil
	}
	lines := strings.Split(data, "\n")
	for i := 0; i < len(lines); i++ {
		fields := strings.Fields(lines[i])
		for j := 0; j < len(fields); j++ {
			tok := fields[j]
			next := func() string {
				if j+1 < len(fields) {
					j++
					return fields[j]
				}
				return ""
			}
			switch tok {
			case "machine":
				flush()
				cur = &Credential{Machine: next()}
			case "default":
				flush()
				return out
			case "login":
				if cur != nil {
					cur.Login = next()
				} else {
					next()
				}
			case "password":
				if cur != nil {
					cur.Password = next()
				} else {
					next()
				}
			case "account":
				next()
			case "macdef":
				// A macro runs to the next empty line.
				for i+1 < len(lines) && strings.TrimSpace(lines[i+1]) != "" {
					i++
				}
				j = len(fields)
			}
		}
	}
	flush()
	return out
}

// ReadNetrc reads and parses the netrc file at path; a missing or
// unreadable file means no credentials.
func ReadNetrc(path string) []Credential {
	if path == "" {
		return nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	return ParseNetrc(string(data))
}

func lookupNetrc(creds []Credential, host string) (Credential, bool) {
	for _, c := range creds {
		if strings.EqualFold(c.Machine, host) {
			return c, true
		}
	}
	return Credential{}, false
}
