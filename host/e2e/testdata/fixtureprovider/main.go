// Command fixtureprovider is a provider that misbehaves on purpose for the
// host's end-to-end tests. Its behaviour depends on the name it is
// installed under (pkgdocs-provider-<mode>):
//
//   - crashy: a working provider whose packages trigger failures: "ok"
//     describes, "slow" blocks until cancelled (counted; "cancels" reports the count), "warn" logs a warning and
//     answers with a note after 1.2 s, "panic" panics in the
//     handler, "print-and-crash" writes to stdout (fmt, os.Stdout, fd 1)
//     and then crashes the process from another goroutine, "exit" exits,
//     "stuck" sleeps for an hour whatever its context says.
//   - badproto: speaks handshake protocol version 99.
//   - badtools: declares one good tool and two malformed ones.
//   - versioned: a well-behaved provider with versions and projects (see
//     versioned.go).
//   - checking: versioned under its own name and ecosystem, with its own
//     Check (sdk.Checker), so the host must not fall back to describe.
//   - looking: versioned under its own name and ecosystem, looking up
//     the names its outlines cannot decide (sdk.NameLooker, looking.go).
//
// With PKGDOCS_FIXTURE_CALLS set to a file, crashy appends each Describe's
// package name to it, one line, as the call begins: the event a test
// waits for before it acts on a call in flight (cancels it, kills the
// provider, stops the host).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	plugin "github.com/hashicorp/go-plugin"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

func main() {
	mode := strings.TrimPrefix(filepath.Base(os.Args[0]), "pkgdocs-provider-")
	switch mode {
	case "badproto":
		hs := serve.Handshake
		hs.ProtocolVersion = 99
		plugin.Serve(&plugin.ServeConfig{
			HandshakeConfig:  hs,
			VersionedPlugins: map[int]plugin.PluginSet{99: {serve.PluginName: &serve.GRPCPlugin{Impl: &crashy{name: mode}}}},
			GRPCServer:       plugin.DefaultGRPCServer,
		})
	case "badtools":
		// serve.Serve would refuse these declarations; serve them raw, as a
		// careless third party could.
		plugin.Serve(&plugin.ServeConfig{
			HandshakeConfig:  serve.Handshake,
			VersionedPlugins: map[int]plugin.PluginSet{sdk.ProtocolVersion: {serve.PluginName: &serve.GRPCPlugin{Impl: &crashy{name: mode, badTools: true}}}},
			GRPCServer:       plugin.DefaultGRPCServer,
		})
	case "versioned":
		serve.Serve(versioned{})
	case "checking":
		serve.Serve(checking{})
	case "looking":
		serve.Serve(looking{})
	default:
		serve.Serve(&crashy{name: mode})
	}
}

// cancelled counts Describe calls for "slow" whose context was cancelled.
var cancelled atomic.Int64

type crashy struct {
	name     string
	badTools bool
}

func (c *crashy) Info() sdk.Info {
	in := sdk.Info{Name: c.name, DisplayName: "Fixture " + c.name, Version: "0.0.1", Ecosystem: c.name}
	in.Tools = []sdk.Tool{{Name: c.name + "_echo", Description: "Echoes its text argument.", ReadOnly: true,
		InputSchema: json.RawMessage(`{"type":"object","properties":{"text":{"type":"string"}},"required":["text"]}`)}}
	if c.badTools {
		in.Tools = append(in.Tools,
			sdk.Tool{Name: "Bad Name!", Description: "bad name", InputSchema: json.RawMessage(`{"type":"object"}`)},
			sdk.Tool{Name: c.name + "_badschema", Description: "schema is not an object", InputSchema: json.RawMessage(`{"type":"string"}`)},
			// A valid JSON Schema whose x-mcp-header annotation mcp-go
			// refuses (not an HTTP token): mcp-go panics on registering it.
			sdk.Tool{Name: c.name + "_badheader", Description: "x-mcp-header is not a token", InputSchema: json.RawMessage(`{"type":"object","properties":{"region":{"type":"string","x-mcp-header":"Bad Header"}}}`)},
		)
	}
	return in
}

// callsVar names the file Describe calls are recorded in.
const callsVar = "PKGDOCS_FIXTURE_CALLS"

// recordCall appends name to the calls file, if there is one. One write
// of one short line to a file opened O_APPEND: lines of concurrent calls
// do not interleave.
func recordCall(name string) {
	path := os.Getenv(callsVar)
	if path == "" {
		return
	}
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return
	}
	f.WriteString(name + "\n")
	f.Close()
}

func (c *crashy) Describe(ctx context.Context, req sdk.DescribeRequest) (*sdk.Document, error) {
	recordCall(req.Package.Name)
	switch req.Package.Name {
	case "ok":
		return &sdk.Document{Name: "ok", Version: "1.0.0", Summary: fmt.Sprintf("served by pid %d", os.Getpid()), Source: sdk.Source{Kind: sdk.SourceRegistry}}, nil
	case "slow":
		<-ctx.Done()
		cancelled.Add(1)
		return nil, ctx.Err()
	case "noted":
		return &sdk.Document{Name: "noted", Version: "1.0.0", Notes: []string{"a note"}, Source: sdk.Source{Kind: sdk.SourceRegistry}}, nil
	case "cancels":
		return &sdk.Document{Name: "cancels", Version: req.Package.Version, Summary: fmt.Sprintf("cancelled=%d", cancelled.Load()), Source: sdk.Source{Kind: sdk.SourceRegistry}}, nil
	case "warn":
		sdk.Logger().Warn("fixture provider warning", "package", req.Package.Name)
		time.Sleep(1200 * time.Millisecond) // long enough for progress notifications
		return &sdk.Document{Name: "warn", Version: "1.0.0", Notes: []string{"fixture note: this version is retracted"}, Source: sdk.Source{Kind: sdk.SourceRegistry}}, nil
	case "panic":
		panic("fixture panic in Describe")
	case "print-and-crash":
		fmt.Println("stray fmt.Println from a provider")
		os.Stdout.WriteString("stray os.Stdout write\n")
		syscall.Write(1, []byte("stray write to fd 1\n"))
		go func() { panic("fixture crash from a goroutine") }()
		time.Sleep(5 * time.Second)
		return nil, nil
	case "exit":
		os.Exit(3)
	case "stuck":
		// Ignores its context: only killing the process ends it.
		time.Sleep(time.Hour)
		return nil, nil
	case "Bad!":
		return nil, sdk.InvalidArgument("invalid name %q", req.Package.Name)
	}
	return nil, sdk.NotFound("package %q not found", req.Package.Name)
}

func (c *crashy) CallTool(_ context.Context, name string, args json.RawMessage) (*sdk.ToolResult, error) {
	var in struct{ Text string }
	if err := json.Unmarshal(args, &in); err != nil {
		return nil, sdk.InvalidArgument("arguments: %v", err)
	}
	return &sdk.ToolResult{Text: in.Text}, nil
}
