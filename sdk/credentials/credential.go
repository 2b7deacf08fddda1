package credentials

import (
	"encoding/base64"
	"net/http"
	"net/textproto"
)

// Credential is one secret and how it is sent. The zero Credential sends
// nothing. It never prints its secret: String and GoString name only its
// kind, and the secret itself is held by a closure, which fmt prints as an
// address, so not even a %v of a struct holding a Credential in an
// unexported field shows it.
type Credential struct {
	c *secret
}

type secret struct {
	header string        // canonical header name
	value  func() string // the header value
	kind   string        // for String: "bearer", "basic", "header X"
}

func hide(v string) func() string { return func() string { return v } }

// Bearer sends "Authorization: Bearer token" (npm _authToken, GitHub and
// most registries' tokens).
func Bearer(token string) Credential {
	return Credential{&secret{header: "Authorization", value: hide("Bearer " + token), kind: "bearer"}}
}

// Basic sends "Authorization: Basic base64(user:password)" (netrc, URL
// userinfo, npm _auth and username/_password, pip index logins).
func Basic(user, password string) Credential {
	v := base64.StdEncoding.EncodeToString([]byte(user + ":" + password))
	return Credential{&secret{header: "Authorization", value: hide("Basic " + v), kind: "basic"}}
}

// Header sends "name: value" verbatim: Cargo registry tokens (sent as
// the whole Authorization value), GitLab's PRIVATE-TOKEN, and the like.
func Header(name, value string) Credential {
	name = textproto.CanonicalMIMEHeaderKey(name)
	return Credential{&secret{header: name, value: hide(value), kind: "header " + name}}
}

// IsZero reports whether c sends nothing.
func (c Credential) IsZero() bool { return c.c == nil }

// HeaderName is the request header c sets ("" for the zero Credential).
func (c Credential) HeaderName() string {
	if c.c == nil {
		return ""
	}
	return c.c.header
}

// SetHeader sets c's header on h, replacing any value it had.
func (c Credential) SetHeader(h http.Header) {
	if c.c != nil {
		h.Set(c.c.header, c.c.value())
	}
}

// String names the kind of credential, never its secret.
func (c Credential) String() string {
	if c.c == nil {
		return "no credential"
	}
	return c.c.kind + " credential (redacted)"
}

// GoString is String, so %#v does not show the secret either.
func (c Credential) GoString() string { return "credentials.Credential{" + c.String() + "}" }
