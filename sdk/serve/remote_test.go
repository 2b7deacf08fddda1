package serve_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/providertest"
	"google.golang.org/grpc/codes"
)

// scripted is a provider whose every answer comes from its fields; each
// test sets the ones it calls.
type scripted struct {
	describe func(context.Context, sdk.DescribeRequest) (*sdk.Document, error)
	getDoc   func(context.Context, sdk.GetDocRequest) (*sdk.Doc, error)
	callTool func(context.Context, string, json.RawMessage) (*sdk.ToolResult, error)
	health   func(context.Context, bool) (sdk.Health, error)
}

func (p *scripted) Info() sdk.Info {
	return sdk.Info{Name: "scripted", Version: "1.0.0", Ecosystem: "scripted"}
}

func (p *scripted) Describe(ctx context.Context, req sdk.DescribeRequest) (*sdk.Document, error) {
	return p.describe(ctx, req)
}

func (p *scripted) GetDoc(ctx context.Context, req sdk.GetDocRequest) (*sdk.Doc, error) {
	return p.getDoc(ctx, req)
}

func (p *scripted) CallTool(ctx context.Context, name string, args json.RawMessage) (*sdk.ToolResult, error) {
	return p.callTool(ctx, name, args)
}

func (p *scripted) Health(ctx context.Context, deep bool) (sdk.Health, error) {
	return p.health(ctx, deep)
}

// bare implements only sdk.Provider.
type bare struct{}

func (bare) Info() sdk.Info { return sdk.Info{Name: "bare", Version: "1", Ecosystem: "bare"} }
func (bare) Describe(context.Context, sdk.DescribeRequest) (*sdk.Document, error) {
	return &sdk.Document{Name: "x", Version: "1"}, nil
}

// TestRemoteErrors sends every kind of provider error through a real gRPC
// round trip: the host gets an *sdk.Error with the provider's code.
func TestRemoteErrors(t *testing.T) {
	tests := []struct {
		name    string
		err     error
		code    codes.Code
		message string
	}{
		{"not found", sdk.NotFound("package %q not found", "x"), codes.NotFound, `package "x" not found`},
		{"invalid argument", sdk.InvalidArgument("bad name"), codes.InvalidArgument, "bad name"},
		{"unavailable", sdk.Unavailable("registry down"), codes.Unavailable, "registry down"},
		{"unauthenticated", sdk.Unauthenticated("token needed"), codes.Unauthenticated, "token needed"},
		{"permission denied", sdk.PermissionDenied("no"), codes.PermissionDenied, "no"},
		{"resource exhausted", sdk.ResourceExhausted("429"), codes.ResourceExhausted, "429"},
		{"unimplemented", sdk.Unimplemented("no symbols"), codes.Unimplemented, "no symbols"},
		{"failed precondition", sdk.FailedPrecondition("set X"), codes.FailedPrecondition, "set X"},
		{"wrapped", fmt.Errorf("describe x: %w", sdk.NotFound("gone")), codes.NotFound, "describe x: gone"},
		{"plain", errors.New("boom"), codes.Unknown, "boom"},
		{"context error", fmt.Errorf("fetch: %w", context.DeadlineExceeded), codes.DeadlineExceeded, "fetch: context deadline exceeded"},
		// An *sdk.Error without a code is still an error, never success.
		{"zero code", &sdk.Error{Msg: "forgot the code"}, codes.Unknown, "forgot the code"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fail := func() error { return tt.err }
			r := providertest.Connect(t, &scripted{
				describe: func(context.Context, sdk.DescribeRequest) (*sdk.Document, error) { return nil, fail() },
				getDoc:   func(context.Context, sdk.GetDocRequest) (*sdk.Doc, error) { return nil, fail() },
			})
			for _, call := range []func() error{
				func() error { _, err := r.Describe(t.Context(), sdk.DescribeRequest{}); return err },
				func() error { _, err := r.GetDoc(t.Context(), sdk.GetDocRequest{}); return err },
			} {
				err := call()
				var e *sdk.Error
				if !errors.As(err, &e) {
					t.Fatalf("error %v (%T) is not an *sdk.Error", err, err)
				}
				if diff := cmp.Diff([]any{tt.code, tt.message}, []any{e.Code, e.Msg}); diff != "" {
					t.Errorf("error (-want +got):\n%s", diff)
				}
				if sdk.Code(err) != tt.code {
					t.Errorf("sdk.Code = %s, want %s", sdk.Code(err), tt.code)
				}
			}
		})
	}
}

func TestRemoteCapabilities(t *testing.T) {
	r := providertest.Connect(t, bare{})
	info, err := r.GetInfo(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if len(info.Capabilities) != 0 {
		t.Errorf("capabilities = %v, want none", info.Capabilities)
	}
	calls := map[string]func() error{
		"GetDoc":   func() error { _, err := r.GetDoc(t.Context(), sdk.GetDocRequest{}); return err },
		"Search":   func() error { _, err := r.Search(t.Context(), sdk.SearchRequest{}); return err },
		"Complete": func() error { _, err := r.Complete(t.Context(), sdk.CompleteRequest{}); return err },
		"CallTool": func() error { _, err := r.CallTool(t.Context(), "x", nil); return err },
		"LookupNames": func() error {
			_, err := r.LookupNames(t.Context(), sdk.LookupRequest{Names: []string{"x"}})
			return err
		},
	}
	for name, call := range calls {
		if got := sdk.Code(call()); got != codes.Unimplemented {
			t.Errorf("%s on a bare provider: %s, want Unimplemented", name, got)
		}
	}
	h, err := r.Health(t.Context(), true)
	if err != nil || h.State != sdk.Serving {
		t.Errorf("Health of a provider without HealthChecker = %v, %v; want serving", h, err)
	}
}

func TestRemoteResults(t *testing.T) {
	var gotArgs atomic.Value
	r := providertest.Connect(t, &scripted{
		describe: func(context.Context, sdk.DescribeRequest) (*sdk.Document, error) { return nil, nil },
		getDoc:   func(context.Context, sdk.GetDocRequest) (*sdk.Doc, error) { return nil, nil },
		callTool: func(_ context.Context, name string, args json.RawMessage) (*sdk.ToolResult, error) {
			gotArgs.Store(string(args))
			switch name {
			case "nil":
				return nil, nil
			case "bad-json":
				return &sdk.ToolResult{Text: "t", Structured: json.RawMessage(`{"a":`)}, nil
			case "domain-error":
				return &sdk.ToolResult{Text: "no such thing", IsError: true}, nil
			}
			return &sdk.ToolResult{Text: "ok", Structured: json.RawMessage(`{"a":1}`)}, nil
		},
		health: func(_ context.Context, deep bool) (sdk.Health, error) {
			if deep {
				return sdk.Health{State: sdk.Degraded, Message: "upstream slow"}, nil
			}
			return sdk.Health{State: 17}, nil
		},
	})
	t.Run("nil document", func(t *testing.T) {
		_, err := r.Describe(t.Context(), sdk.DescribeRequest{})
		if sdk.Code(err) != codes.Internal {
			t.Errorf("Describe returning nil, nil: %v (%s), want Internal", err, sdk.Code(err))
		}
	})
	t.Run("nil doc", func(t *testing.T) {
		d, err := r.GetDoc(t.Context(), sdk.GetDocRequest{})
		if err != nil || d == nil {
			t.Errorf("GetDoc returning nil, nil = %v, %v; want an empty doc", d, err)
		}
	})
	t.Run("tool", func(t *testing.T) {
		res, err := r.CallTool(t.Context(), "ok", json.RawMessage(`{"q":"x"}`))
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(&sdk.ToolResult{Text: "ok", Structured: json.RawMessage(`{"a":1}`)}, res); diff != "" {
			t.Errorf("CallTool (-want +got):\n%s", diff)
		}
		if got := gotArgs.Load(); got != `{"q":"x"}` {
			t.Errorf("provider got args %v", got)
		}
	})
	t.Run("tool without arguments gets an empty object", func(t *testing.T) {
		if _, err := r.CallTool(t.Context(), "ok", nil); err != nil {
			t.Fatal(err)
		}
		if got := gotArgs.Load(); got != `{}` {
			t.Errorf("provider got args %v, want {}", got)
		}
	})
	t.Run("tool domain error", func(t *testing.T) {
		res, err := r.CallTool(t.Context(), "domain-error", nil)
		if err != nil || !res.IsError || res.Text != "no such thing" {
			t.Errorf("CallTool = %+v, %v; want an IsError result", res, err)
		}
	})
	t.Run("tool nil result", func(t *testing.T) {
		if _, err := r.CallTool(t.Context(), "nil", nil); sdk.Code(err) != codes.Internal {
			t.Errorf("CallTool returning nil, nil: %v (%s), want Internal", err, sdk.Code(err))
		}
	})
	t.Run("tool invalid structured JSON", func(t *testing.T) {
		if _, err := r.CallTool(t.Context(), "bad-json", nil); err == nil {
			t.Errorf("CallTool with invalid structured JSON: no error")
		}
	})
	t.Run("health", func(t *testing.T) {
		h, err := r.Health(t.Context(), true)
		if diff := cmp.Diff(sdk.Health{State: sdk.Degraded, Message: "upstream slow"}, h); err != nil || diff != "" {
			t.Errorf("Health(deep) err %v (-want +got):\n%s", err, diff)
		}
		h, err = r.Health(t.Context(), false)
		if err != nil || h.State != sdk.HealthUnknown {
			t.Errorf("Health with an out-of-range state = %v, %v; want unknown", h, err)
		}
	})
}

// TestPanicRecovery: a panic in a provider call is that call's Internal
// error; the provider keeps serving.
func TestPanicRecovery(t *testing.T) {
	var calls atomic.Int32
	r := providertest.Connect(t, &scripted{describe: func(_ context.Context, req sdk.DescribeRequest) (*sdk.Document, error) {
		calls.Add(1)
		if req.Package.Name == "boom" {
			var none []string
			_ = none[len(req.Package.Name)] // index out of range: a real runtime panic
		}
		return &sdk.Document{Name: req.Package.Name, Version: "1"}, nil
	}})
	for range 3 {
		_, err := r.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "boom"}})
		if sdk.Code(err) != codes.Internal {
			t.Fatalf("Describe that panics: %v (%s), want Internal", err, sdk.Code(err))
		}
		if !strings.Contains(err.Error(), "panicked") || !strings.Contains(err.Error(), "Describe") {
			t.Errorf("error %q should say the provider panicked in Describe", err)
		}
		doc, err := r.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "fine"}})
		if err != nil || doc.Name != "fine" {
			t.Fatalf("Describe after a panic = %v, %v; want the provider still serving", doc, err)
		}
	}
	if n := calls.Load(); n != 6 {
		t.Errorf("provider saw %d calls, want 6", n)
	}
}

func TestRemoteCancel(t *testing.T) {
	finished := make(chan error, 1)
	r := providertest.Connect(t, &scripted{describe: func(ctx context.Context, _ sdk.DescribeRequest) (*sdk.Document, error) {
		<-ctx.Done()
		finished <- ctx.Err()
		return nil, ctx.Err()
	}})
	ctx, cancel := context.WithTimeout(t.Context(), 100*time.Millisecond)
	defer cancel()
	_, err := r.Describe(ctx, sdk.DescribeRequest{})
	if sdk.Code(err) != codes.DeadlineExceeded {
		t.Errorf("Describe past its deadline: %v (%s), want DeadlineExceeded", err, sdk.Code(err))
	}
	select {
	case err := <-finished:
		if !errors.Is(err, context.DeadlineExceeded) && !errors.Is(err, context.Canceled) {
			t.Errorf("provider's context ended with %v", err)
		}
	case <-time.After(time.Second):
		t.Errorf("the provider's context was not cancelled with the caller's deadline")
	}
}

// The project's trust crosses the process boundary: in PackageRef, and
// for a tool call from the host's context to the tool's (sdk.ProjectTrusted).
func TestProjectTrustedCrosses(t *testing.T) {
	var refTrusted, toolTrusted atomic.Bool
	r := providertest.Connect(t, &scripted{
		describe: func(_ context.Context, req sdk.DescribeRequest) (*sdk.Document, error) {
			refTrusted.Store(req.Package.ProjectTrusted)
			return &sdk.Document{Name: "x", Version: "1.0.0"}, nil
		},
		getDoc: func(context.Context, sdk.GetDocRequest) (*sdk.Doc, error) { return nil, nil },
		callTool: func(ctx context.Context, _ string, _ json.RawMessage) (*sdk.ToolResult, error) {
			toolTrusted.Store(sdk.ProjectTrusted(ctx))
			return &sdk.ToolResult{Text: "ok"}, nil
		},
	})
	for _, want := range []bool{true, false} {
		if _, err := r.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "x", ProjectPath: "/p", ProjectTrusted: want}}); err != nil {
			t.Fatal(err)
		}
		if _, err := r.CallTool(sdk.WithProjectTrusted(t.Context(), want), "t", nil); err != nil {
			t.Fatal(err)
		}
		if refTrusted.Load() != want || toolTrusted.Load() != want {
			t.Errorf("sent %v: PackageRef got %v, tool got %v", want, refTrusted.Load(), toolTrusted.Load())
		}
	}
}

// looker answers LookupNames with what its func returns, and records the
// names it was asked.
type looker struct {
	bare
	asked  atomic.Value
	answer func(sdk.LookupRequest) *sdk.LookupResult
}

func (l *looker) LookupNames(_ context.Context, req sdk.LookupRequest) (*sdk.LookupResult, error) {
	l.asked.Store(req.Names)
	return l.answer(req), nil
}

// LookupNames crosses the wire bounded both ways: the host sends at most
// sdk.MaxLookupNames names, none over sdk.MaxLookupNameLen bytes, and
// keeps one answer per name it asked, its verdict exists, missing or
// cannot tell, its reason one line of at most sdk.MaxLookupReasonLen
// bytes.
func TestRemoteLookupNames(t *testing.T) {
	l := &looker{answer: func(req sdk.LookupRequest) *sdk.LookupResult {
		return &sdk.LookupResult{Names: []sdk.NameLookup{
			{Name: "dumps", Verdict: sdk.VerdictExists, Evidence: sdk.EvidenceBinary, Kind: "function", Reason: "in ujson.so"},
			{Name: "dumps", Verdict: sdk.VerdictMissing}, // a second answer
			{Name: "laod", Verdict: sdk.VerdictMissing, Reason: "not in\nujson.so " + strings.Repeat("x", 400)},
			{Name: "app.use", Verdict: sdk.VerdictOutOfReach},
			{Name: "not_asked", Verdict: sdk.VerdictExists},
			{Name: "n0", Verdict: sdk.Verdict(99), Evidence: sdk.Evidence(99)}, // from a newer contract
		}}
	}}
	r := providertest.Connect(t, l)
	info, err := r.GetInfo(t.Context())
	if err != nil || !info.Has(sdk.CapLookup) {
		t.Fatalf("capabilities %v, %v: want %s", info.Capabilities, err, sdk.CapLookup)
	}
	names := []string{"dumps", "laod", "app.use", strings.Repeat("y", sdk.MaxLookupNameLen+1)}
	for i := 0; len(names) < 2*sdk.MaxLookupNames; i++ {
		names = append(names, fmt.Sprintf("n%d", i))
	}
	res, err := r.LookupNames(t.Context(), sdk.LookupRequest{Names: names})
	if err != nil {
		t.Fatal(err)
	}
	asked := l.asked.Load().([]string)
	if len(asked) != sdk.MaxLookupNames || asked[2] != "app.use" || asked[3] != "n0" {
		t.Errorf("asked %d names %q...: want the first %d, the long one left out", len(asked), asked[:4], sdk.MaxLookupNames)
	}
	want := []sdk.NameLookup{
		{Name: "dumps", Verdict: sdk.VerdictExists, Evidence: sdk.EvidenceBinary, Kind: "function", Reason: "in ujson.so"},
		{Name: "laod", Verdict: sdk.VerdictMissing, Reason: ("not in ujson.so " + strings.Repeat("x", 400))[:sdk.MaxLookupReasonLen]},
		{Name: "app.use", Verdict: sdk.VerdictUnknown},
		{Name: "n0", Verdict: sdk.VerdictUnknown},
	}
	if d := cmp.Diff(want, res.Names); d != "" {
		t.Errorf("answers (-want +got):\n%s", d)
	}
	// Nothing to ask: no call.
	l.asked.Store([]string(nil))
	if res, err := r.LookupNames(t.Context(), sdk.LookupRequest{}); err != nil || len(res.Names) != 0 || l.asked.Load().([]string) != nil {
		t.Errorf("no names: %+v, %v", res, err)
	}
}
