package goproxy

import (
	"net/url"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// Entry is one element of a GOPROXY list.
type Entry struct {
	// URL is the proxy base URL; nil for "direct" and "off".
	URL    *url.URL
	Direct bool
	Off    bool
	// AnyError: the separator after this entry is "|", so any error falls
	// through to the next entry, not only "not found".
	AnyError bool
}

// String returns the entry without credentials, fit for logs and sources.
func (e Entry) String() string {
	switch {
	case e.Direct:
		return "direct"
	case e.Off:
		return "off"
	}
	return redact(e.URL)
}

func redact(u *url.URL) string {
	c := *u
	c.User = nil
	return c.String()
}

// ParseList parses a GOPROXY value. An empty value is an error: the
// go command's default is not known without the go command, and this
// package never assumes a host.
func ParseList(goproxy string) ([]Entry, error) {
	if strings.TrimSpace(goproxy) == "" {
		return nil, sdk.FailedPrecondition("GOPROXY is not set and the go command is not available to report its default; set GOPROXY")
	}
	var entries []Entry
	for goproxy != "" {
		var elem string
		anyErr := false
		if i := strings.IndexAny(goproxy, ",|"); i >= 0 {
			elem = goproxy[:i]
			anyErr = goproxy[i] == '|'
			goproxy = goproxy[i+1:]
		} else {
			elem, goproxy = goproxy, ""
		}
		elem = strings.TrimSpace(elem)
		if elem == "" {
			continue
		}
		switch elem {
		case "direct":
			entries = append(entries, Entry{Direct: true, AnyError: anyErr})
			continue
		case "off":
			entries = append(entries, Entry{Off: true, AnyError: anyErr})
			continue
		case "noproxy":
			// The go command's legacy spelling; never fetches.
			continue
		}
		// Like the go command: a bare host means https.
		if !strings.Contains(elem, "://") {
			elem = "https://" + elem
		}
		u, err := url.Parse(elem)
		if err != nil || u.Host == "" && u.Scheme != "file" {
			return nil, sdk.InvalidArgument("invalid GOPROXY entry %q", redactRaw(elem))
		}
		switch u.Scheme {
		case "https", "http", "file":
		default:
			return nil, sdk.InvalidArgument("invalid GOPROXY entry %q: scheme must be https, http or file", redact(u))
		}
		u.Path = strings.TrimSuffix(u.Path, "/")
		u.RawPath = ""
		entries = append(entries, Entry{URL: u, AnyError: anyErr})
	}
	if len(entries) == 0 {
		return nil, sdk.FailedPrecondition("GOPROXY lists no usable proxy")
	}
	// The go command ignores the separator after the last entry.
	entries[len(entries)-1].AnyError = false
	return entries, nil
}

// redactRaw hides a userinfo part of an unparsable URL.
func redactRaw(s string) string {
	if at := strings.LastIndex(s, "@"); at >= 0 {
		if i := strings.Index(s, "://"); i >= 0 && i < at {
			return s[:i+3] + "…" + s[at:]
		}
		return "…" + s[at:]
	}
	return s
}
