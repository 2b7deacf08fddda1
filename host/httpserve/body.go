package httpserve

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
)

// limitBody refuses request bodies over max bytes with 413 before the MCP
// transport buffers them. MCP requests are small JSON documents; the limit
// bounds the memory one request can pin.
func limitBody(next http.Handler, max int64) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Body == nil || r.Body == http.NoBody {
			next.ServeHTTP(w, r)
			return
		}
		if r.ContentLength > max {
			tooLarge(w, max)
			return
		}
		b, err := io.ReadAll(io.LimitReader(r.Body, max+1))
		if err != nil {
			http.Error(w, fmt.Sprintf("Bad Request: reading body: %v", err), http.StatusBadRequest)
			return
		}
		if int64(len(b)) > max {
			tooLarge(w, max)
			return
		}
		r.Body = &bufferedBody{Reader: bytes.NewReader(b), b: b}
		r.ContentLength = int64(len(b))
		next.ServeHTTP(w, r)
	})
}

func tooLarge(w http.ResponseWriter, max int64) {
	w.Header().Set("Connection", "close") // the rest of the body is not read
	http.Error(w, fmt.Sprintf("Request Entity Too Large: the body limit is %d bytes", max), http.StatusRequestEntityTooLarge)
}
