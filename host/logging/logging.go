package logging

import (
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
	"sync/atomic"

	hclog "github.com/hashicorp/go-hclog"
	"google.golang.org/grpc/grpclog"
)

// Options says where logs go. Zero values: nowhere.
type Options struct {
	// File is the log file, appended to. Empty: logs are discarded.
	File string
	// Level is trace, debug, info, warn, error or off. Empty: info.
	Level string
}

// Setup builds the host logger and points the standard library's and
// grpc-go's loggers at it. The returned closer closes the log file.
func Setup(opt Options) (hclog.InterceptLogger, io.Closer, error) {
	level := hclog.LevelFromString(opt.Level)
	if opt.Level == "" {
		level = hclog.Info
	} else if level == hclog.NoLevel {
		return nil, nil, fmt.Errorf("log level %q: want trace, debug, info, warn, error or off", opt.Level)
	}
	var out io.Writer = io.Discard
	var closer io.Closer = io.NopCloser(nil)
	if opt.File != "" && level != hclog.Off {
		if err := os.MkdirAll(filepath.Dir(opt.File), 0o755); err != nil {
			return nil, nil, fmt.Errorf("log dir: %w", err)
		}
		f, err := os.OpenFile(opt.File, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
		if err != nil {
			return nil, nil, fmt.Errorf("open log file: %w", err)
		}
		out, closer = f, f
	} else {
		level = hclog.Off
	}
	logger := hclog.NewInterceptLogger(&hclog.LoggerOptions{Name: "pkgdocs", Level: level, Output: out, TimeFormat: "2006-01-02T15:04:05.000Z0700"})
	std := logger.StandardWriter(&hclog.StandardLoggerOptions{InferLevels: true})
	log.SetOutput(std)
	log.SetFlags(0)
	// grpc-go's info messages are channel chatter; keep them for debugging.
	grpcInfo := io.Discard
	if level <= hclog.Debug {
		grpcInfo = std
	}
	grpcOut.set(grpcInfo, std)
	hclog.SetDefault(logger)
	return logger, closer, nil
}

// ProviderLevel is the level providers log at: the host's, but at least
// warn, so their warnings can reach MCP clients even when the host keeps no
// log file.
func ProviderLevel(l hclog.Logger) string {
	if lv := l.GetLevel(); lv != hclog.Off && lv <= hclog.Warn {
		return lv.String()
	}
	return hclog.Warn.String()
}

// StdLogger adapts logger for libraries that want a *log.Logger (mcp-go's
// stdio error logger).
func StdLogger(logger hclog.Logger) *log.Logger {
	return logger.StandardLogger(&hclog.StandardLoggerOptions{InferLevels: true})
}

// grpcOut is where grpc-go's logger writes. grpclog.SetLoggerV2 is not safe
// to call while gRPC connections log (a CLI test or a host that sets up
// logging twice in one process raced with a live transport), so it is
// called once, with writers that Setup swaps atomically.
var grpcOut = func() *grpcWriters {
	w := &grpcWriters{}
	w.set(io.Discard, io.Discard)
	grpclog.SetLoggerV2(grpclog.NewLoggerV2(swapWriter{&w.info}, swapWriter{&w.other}, swapWriter{&w.other}))
	return w
}()

type grpcWriters struct{ info, other atomic.Pointer[io.Writer] }

func (g *grpcWriters) set(info, other io.Writer) {
	g.info.Store(&info)
	g.other.Store(&other)
}

// swapWriter writes to whatever writer its pointer holds at the time.
type swapWriter struct{ p *atomic.Pointer[io.Writer] }

func (s swapWriter) Write(b []byte) (int, error) { return (*s.p.Load()).Write(b) }
