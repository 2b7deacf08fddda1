package httpserve

import (
	"context"
	"log"
	"log/slog"

	hclog "github.com/hashicorp/go-hclog"
)

// slogFor adapts an hclog logger for mcp-go's transport, which logs with
// log/slog (by default to stderr).
func slogFor(l hclog.Logger) *slog.Logger {
	return slog.New(&slogHandler{l: l})
}

type slogHandler struct {
	l     hclog.Logger
	attrs []any
	group string
}

func (h *slogHandler) Enabled(_ context.Context, lvl slog.Level) bool {
	return h.l.GetLevel() <= hclogLevel(lvl)
}

func (h *slogHandler) Handle(_ context.Context, r slog.Record) error {
	args := append([]any(nil), h.attrs...)
	r.Attrs(func(a slog.Attr) bool {
		args = append(args, h.key(a.Key), a.Value.Any())
		return true
	})
	h.l.Log(hclogLevel(r.Level), r.Message, args...)
	return nil
}

func (h *slogHandler) WithAttrs(as []slog.Attr) slog.Handler {
	n := *h
	n.attrs = append([]any(nil), h.attrs...)
	for _, a := range as {
		n.attrs = append(n.attrs, h.key(a.Key), a.Value.Any())
	}
	return &n
}

func (h *slogHandler) WithGroup(name string) slog.Handler {
	n := *h
	n.group = h.key(name)
	return &n
}

func (h *slogHandler) key(k string) string {
	if h.group == "" {
		return k
	}
	return h.group + "." + k
}

func hclogLevel(l slog.Level) hclog.Level {
	switch {
	case l < slog.LevelInfo:
		return hclog.Debug
	case l < slog.LevelWarn:
		return hclog.Info
	case l < slog.LevelError:
		return hclog.Warn
	}
	return hclog.Error
}

// stdLogger adapts l for net/http's ErrorLog (TLS handshake errors,
// panics in handlers, broken connections).
func stdLogger(l hclog.Logger) *log.Logger {
	return l.StandardLogger(&hclog.StandardLoggerOptions{InferLevels: true})
}
