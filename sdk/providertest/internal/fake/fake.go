package fake

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"syscall"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/answer"
)

// FaultEnv selects the fault of the fakeprovider binary.
const FaultEnv = "PROVIDERTEST_FAKE_FAULT"

// Faults, each breaking one part of the contract.
const (
	None                = ""
	Stdout              = "stdout"              // prints on os.Stdout in Describe
	RawStdout           = "raw-stdout"          // writes to file descriptor 1 in Describe (binary only)
	IgnoreCancel        = "ignore-cancel"       // the slow package ignores cancellation
	UnknownCode         = "unknown-code"        // unknown package: an error without a code
	InvalidNotFound     = "invalid-not-found"   // invalid name: NotFound
	EmptyNameNotFound   = "empty-name-notfound" // empty name: NotFound
	NoVersion           = "no-version"          // known package: no Version
	GetDocUnimplemented = "get-doc-unimplemented"
	SearchAnswers       = "search-answers" // Search answers for an unknown package
	CompleteError       = "complete-error"
	HealthError         = "health-error"
	Panic               = "panic"           // Describe of an unknown package panics
	BadSchema           = "bad-schema"      // a tool whose output schema does not compile
	BadInfo             = "bad-info"        // an invalid provider name, which serve.Serve refuses
	NoVersionInfo       = "no-version-info" // Info without a Version
	Race                = "race"            // a data race in Describe (binary only)
	ProjectNoPath       = "project-no-path" // a tool that takes the project has no projectPath property
	CachedEffects       = "cached-effects"  // a tool that is not read-only declares a cache TTL
	PreTrim             = "pre-trim"        // Describe drops and shortens symbols for a small MaxLength
	Hostile             = "hostile"         // known package: hostile text, line breaks included, in every field
)

// Names the fake knows.
const (
	Known   = "known"
	Slow    = "slow"
	Unknown = "no-such-package"
	Invalid = "Not Valid!"
)

var nameRE = regexp.MustCompile(`^[a-z][a-z0-9-]*$`)

// Provider is the fake provider.
type Provider struct{ Fault string }

func (p *Provider) Info() sdk.Info {
	out := sdk.Info{
		Name: "fake", DisplayName: "Fake", Version: "1.0.0", Ecosystem: "fake",
		Tools: []sdk.Tool{{
			Name: "fake_echo", Description: "Echoes its text.", ReadOnly: true, TakesProject: true, CacheTTL: time.Minute,
			InputSchema:  json.RawMessage(`{"type":"object","properties":{"text":{"type":"string"},"projectPath":{"type":"string"}},"required":["text"]}`),
			OutputSchema: json.RawMessage(`{"type":"object","properties":{"text":{"type":"string"}}}`),
		}},
	}
	if p.Fault == BadSchema {
		out.Tools[0].OutputSchema = json.RawMessage(`{"type":"object","properties":{"text":{"type":"no-such-type"}}}`)
	}
	if p.Fault == BadInfo {
		out.Name = "Fake!"
	}
	if p.Fault == ProjectNoPath {
		out.Tools[0].InputSchema = json.RawMessage(`{"type":"object","properties":{"text":{"type":"string"}},"required":["text"]}`)
	}
	if p.Fault == CachedEffects {
		out.Tools[0].ReadOnly, out.Tools[0].CacheTTL = false, time.Minute
	}
	if p.Fault == NoVersionInfo {
		out.Version = ""
	}
	return out
}

func (p *Provider) check(ctx context.Context, name string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if !nameRE.MatchString(name) {
		return sdk.InvalidArgument("invalid name %q", name)
	}
	if name != Known && name != Slow {
		return sdk.NotFound("package %q not found", name)
	}
	return nil
}

func (p *Provider) Describe(ctx context.Context, req sdk.DescribeRequest) (*sdk.Document, error) {
	name := req.Package.Name
	switch {
	case p.Fault == Stdout:
		fmt.Println("debug: describing", name)
	case p.Fault == RawStdout:
		_, _ = syscall.Write(1, []byte("debug: describing "+name+"\n"))
	case p.Fault == UnknownCode && name == Unknown:
		return nil, errors.New("no such package")
	case p.Fault == InvalidNotFound && name == Invalid:
		return nil, sdk.NotFound("package %q not found", name)
	case p.Fault == EmptyNameNotFound && name == "":
		return nil, sdk.NotFound("package %q not found", name)
	case p.Fault == Panic && name == Unknown:
		panic("fake: describe of an unknown package")
	case p.Fault == Race:
		racy()
	}
	if err := p.check(ctx, name); err != nil {
		return nil, err
	}
	if name == Slow {
		if p.Fault == IgnoreCancel {
			time.Sleep(3 * cancelLimit / 2)
		} else {
			<-ctx.Done()
			return nil, ctx.Err()
		}
	}
	doc := &sdk.Document{Name: name, Version: "2.0.0", Summary: "A fake package.", Symbols: KnownSymbols()}
	if p.Fault == PreTrim && req.MaxLength > 0 && req.MaxLength < 2000 {
		doc.Symbols = doc.Symbols[:2]
		doc.Symbols[1].Signature = "type Client struct{ ... }"
	}
	if p.Fault == NoVersion {
		doc.Version = ""
	}
	if p.Fault == Hostile {
		doc = answer.Poison(doc, 0)
	}
	return doc, nil
}

// KnownSymbols is the API of the known package.
func KnownSymbols() []sdk.Symbol {
	return []sdk.Symbol{
		{Name: "New", Kind: "func", Signature: "func New(o Options) *Client", Doc: "New returns a client."},
		{Name: "Client", Kind: "type", Signature: "type Client struct {\n\t// Name names the client.\n\tName string\n}"},
		{Name: "Client.Do", Kind: "method", Parent: "Client", Signature: "func (c *Client) Do() error"},
	}
}

// cancelLimit mirrors the contract's one-second bound.
const cancelLimit = time.Second

func (p *Provider) GetDoc(ctx context.Context, req sdk.GetDocRequest) (*sdk.Doc, error) {
	if p.Fault == GetDocUnimplemented {
		return nil, sdk.Unimplemented("no docs here")
	}
	if err := p.check(ctx, req.Package.Name); err != nil {
		return nil, err
	}
	return &sdk.Doc{Name: req.Package.Name, Version: "2.0.0", Path: "README.md", Content: "# fake\n"}, nil
}

func (p *Provider) Search(ctx context.Context, req sdk.SearchRequest) (*sdk.SearchResult, error) {
	if p.Fault != SearchAnswers {
		if err := p.check(ctx, req.Package.Name); err != nil {
			return nil, err
		}
	}
	return &sdk.SearchResult{Name: req.Package.Name, Version: "2.0.0", Hits: []sdk.Hit{{Title: "Usage", Kind: "section"}}}, nil
}

func (p *Provider) Complete(ctx context.Context, req sdk.CompleteRequest) (*sdk.Completion, error) {
	if p.Fault == CompleteError {
		return nil, sdk.Unavailable("completion index unavailable")
	}
	return &sdk.Completion{Values: []string{Known, Slow}, Total: 2}, nil
}

func (p *Provider) CallTool(ctx context.Context, name string, args json.RawMessage) (*sdk.ToolResult, error) {
	if name != "fake_echo" {
		return nil, sdk.NotFound("unknown tool %q", name)
	}
	var in struct{ Text string }
	if err := json.Unmarshal(args, &in); err != nil {
		return nil, sdk.InvalidArgument("arguments: %v", err)
	}
	out, _ := json.Marshal(map[string]string{"text": in.Text})
	return &sdk.ToolResult{Text: in.Text, Structured: out}, nil
}

func (p *Provider) Health(ctx context.Context, deep bool) (sdk.Health, error) {
	if p.Fault == HealthError {
		return sdk.Health{}, sdk.Unavailable("health check broke")
	}
	return sdk.Health{State: sdk.Serving}, nil
}

// racy writes one variable from two goroutines without synchronisation.
func racy() {
	var n int
	done := make(chan bool)
	go func() { n++; done <- true }()
	n++
	<-done
	_ = n
}
