package httpserve

import (
	"crypto/sha256"
	"crypto/subtle"
	"net/http"
	"strings"
)

// MinTokenLen is the shortest auth token accepted: 16 characters of a
// random hex string carry 64 bits, out of reach of guessing at any rate the
// rate limiter lets through.
const MinTokenLen = 16

// requireBearer lets a request through only with "Authorization: Bearer
// <token>". Both sides are hashed before the constant-time comparison so
// neither the token's bytes nor its length leak through timing.
func requireBearer(next http.Handler, token string) http.Handler {
	want := sha256.Sum256([]byte(token))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if isPreflight(r) { // browsers never send credentials on these
			next.ServeHTTP(w, r)
			return
		}
		got, ok := bearer(r.Header.Get("Authorization"))
		sum := sha256.Sum256([]byte(got))
		if subtle.ConstantTimeCompare(sum[:], want[:]) != 1 || !ok {
			w.Header().Set("WWW-Authenticate", `Bearer realm="pkgdocs"`)
			http.Error(w, "Unauthorized: send Authorization: Bearer <token> (the token pkgdocs serve was given)", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// bearer extracts the token from an Authorization header value; the
// scheme name is case-insensitive (RFC 9110 section 11.1).
func bearer(h string) (string, bool) {
	scheme, tok, ok := strings.Cut(strings.TrimSpace(h), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return "", false
	}
	tok = strings.TrimSpace(tok)
	return tok, tok != ""
}
