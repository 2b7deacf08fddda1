package npmrc

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"sync"
)

// Entry is one key=value line of an npmrc file.
type Entry struct {
	Key, Value string
}

// MaxFileSize bounds an npmrc file; real ones are a few hundred bytes.
const MaxFileSize = 1 << 20

// Parse reads npmrc text in the ini dialect npm uses: "key=value" lines, ";"
// and "#" comments, optional [section] headers (keys become
// "section.key"), values optionally quoted ("..." is read as JSON, '...'
// literally), and "key[]=value" for lists (the last value wins here: no
// setting this package reads is a list). Lines without "=" set the key to
// "true", as ini does. ${VAR} is expanded in keys and values using getenv.
func Parse(data []byte, getenv func(string) (string, bool)) ([]Entry, error) {
	return parse(data, getenv, nil)
}

// parse is Parse, calling unset with each ${NAME} (without the "?"
// modifier) that getenv does not have, and the key of the line naming it
// (as expanded).
func parse(data []byte, getenv func(string) (string, bool), unset func(name, key string)) ([]Entry, error) {
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("npmrc is %d bytes, over the %d byte limit", len(data), MaxFileSize)
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	var (
		out     []Entry
		section string
	)
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 4096), MaxFileSize+1)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == ';' || line[0] == '#' {
			continue
		}
		if line[0] == '[' && strings.HasSuffix(line, "]") {
			section = strings.TrimSpace(unquote(line[1 : len(line)-1]))
			continue
		}
		key, value, hasValue := strings.Cut(line, "=")
		key = unquote(strings.TrimSpace(key))
		key = strings.TrimSuffix(key, "[]")
		if hasValue {
			value = unquote(strings.TrimSpace(value))
		} else {
			value = "true"
		}
		if section != "" {
			key = section + "." + key
		}
		var names []string
		record := func(n string) { names = append(names, n) }
		if key = expand(key, getenv, record); key == "" {
			continue // "=x", or a key that expanded to nothing
		}
		out = append(out, Entry{Key: key, Value: expand(value, getenv, record)})
		if unset != nil {
			for _, n := range names {
				unset(n, key)
			}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read npmrc: %w", err)
	}
	return out, nil
}

// unquote strips one level of quotes as the ini package does.
func unquote(s string) string {
	if len(s) >= 2 {
		switch {
		case s[0] == '"' && s[len(s)-1] == '"':
			var v string
			if json.Unmarshal([]byte(s), &v) == nil {
				return v
			}
			return s[1 : len(s)-1]
		case s[0] == '\'' && s[len(s)-1] == '\'':
			return s[1 : len(s)-1]
		}
	}
	// Unquoted: the value ends at the first unescaped ";" or "#", and
	// `\;`, `\#` and `\\` stand for the character itself.
	var b strings.Builder
	esc := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case esc:
			if c != '\\' && c != ';' && c != '#' {
				b.WriteByte('\\')
			}
			b.WriteByte(c)
			esc = false
		case c == ';' || c == '#':
			return strings.TrimSpace(b.String())
		case c == '\\':
			esc = true
		default:
			b.WriteByte(c)
		}
	}
	if esc {
		b.WriteByte('\\')
	}
	return strings.TrimSpace(b.String())
}

// envExpr matches ${NAME} and ${NAME?} with any run of backslashes before,
// like @npmcli/config's env-replace.
var envExpr = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(\\*)\$\{([^${}?]+)(\?)?\}`) })

// expand replaces ${NAME} with the environment value. An unset variable is
// left as written ("${NAME}"), or becomes "" with the "?" modifier; an odd
// number of backslashes escapes the expression, as in npm.
func expand(s string, getenv func(string) (string, bool), unset func(string)) string {
	if getenv == nil || !strings.Contains(s, "${") {
		return s
	}
	return envExpr().ReplaceAllStringFunc(s, func(m string) string {
		sub := envExpr().FindStringSubmatch(m)
		esc, name, modifier := sub[1], sub[2], sub[3]
		orig := m[len(esc):]
		if len(esc)%2 == 1 {
			return esc[:(len(esc)-1)/2] + orig
		}
		val, ok := getenv(name)
		if !ok {
			if modifier == "?" {
				val = ""
			} else {
				val = "${" + name + "}"
				if unset != nil {
					unset(name)
				}
			}
		}
		return esc[:len(esc)/2] + val
	})
}

// References returns the variable names npmrc text data names in ${NAME}
// or ${NAME?} (not escaped), in order of first appearance: what a
// provider reading it must be started with.
func References(data []byte) []string {
	var out []string
	seen := map[string]bool{}
	record := func(name string) (string, bool) {
		if !seen[name] {
			seen[name] = true
			out = append(out, name)
		}
		return "x", true // a key that is only ${NAME} must not vanish
	}
	if _, err := parse(data, record, nil); err != nil {
		return nil
	}
	return out
}
