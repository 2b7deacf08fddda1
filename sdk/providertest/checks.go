package providertest

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	providerv1 "github.com/pkgdocs/pkgdocs/proto/pkgdocs/provider/v1"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/schema"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
	"google.golang.org/grpc/codes"
)

// suite is one run of the contract checks against a connected provider.
type suite struct {
	cfg    Config
	remote *serve.Remote
	logs   *logSink
	// stdout ends the run's stdout watch and describes what was written.
	stdout func() []string
	// exit, for a binary, shuts it down and describes how it ended.
	exit func() []string
	info sdk.RemoteInfo
}

// cancelLimit is the contract's bound on honouring a cancellation.
const cancelLimit = time.Second

// slowGrace lets a Slow describe get into its blocking work after the
// provider logged that it started it.
const slowGrace = 50 * time.Millisecond

func (s *suite) ctx() (context.Context, context.CancelFunc) {
	d := s.cfg.Timeout
	if d <= 0 {
		d = defaultTimeout
	}
	return context.WithTimeout(context.Background(), stretched(d))
}

func runSuite(t tb, s *suite) {
	t.Helper()
	if s.cfg.Unknown.Name == "" || s.cfg.Invalid.Name == "" {
		t.Fatalf("providertest.Config: Unknown and Invalid are required")
	}
	ctx, cancel := s.ctx()
	info, err := s.remote.GetInfo(ctx)
	cancel()
	if err != nil {
		t.Fatalf("GetInfo: %v", err)
	}
	s.info = info
	s.cfg = s.cfg.withDefaults(info.Ecosystem)

	t.Run("info", s.checkInfo)
	t.Run("schemas", s.checkSchemas)
	t.Run("capabilities", s.checkCapabilities)
	// Cancellation comes before any other Describe: it finds its call
	// among the provider's log records as the first Describe.
	t.Run("cancellation", s.checkCancellation)
	t.Run("describe_known", s.checkDescribeKnown)
	t.Run("paging", s.checkPaging)
	t.Run("fenced", s.checkFenced)
	t.Run("budget_independent", s.checkBudgetIndependent)
	t.Run("describe_unknown", func(t tb) { s.checkDescribeFails(t, s.cfg.Unknown, codes.NotFound) })
	t.Run("describe_invalid", func(t tb) { s.checkDescribeFails(t, s.cfg.Invalid, codes.InvalidArgument) })
	t.Run("describe_empty", func(t tb) {
		s.checkDescribeFails(t, sdk.PackageRef{Ecosystem: info.Ecosystem}, codes.InvalidArgument)
	})
	t.Run("health", s.checkHealth)
	// Last: it ends the watch on stdout.
	t.Run("no_stdout", func(t tb) {
		for _, p := range s.stdout() {
			t.Errorf("%s; stdout is go-plugin's handshake channel, log with sdk.Logger()", p)
		}
	})
	if s.exit != nil {
		t.Run("exit", func(t tb) {
			for _, p := range s.exit() {
				t.Errorf("%s", p)
			}
		})
	}
}

var knownCapabilities = []string{sdk.CapGetDoc, sdk.CapSearch, sdk.CapComplete, sdk.CapCallTool, sdk.CapHealth, sdk.CapCheck, sdk.CapLookup}

func (s *suite) checkInfo(t tb) {
	in := s.info
	if err := sdk.ValidateInfo(in.Info); err != nil {
		t.Errorf("Info is invalid: %v", err)
	}
	if in.Version == "" {
		t.Errorf("Info.Version is empty")
	}
	seen := map[string]bool{}
	for _, c := range in.Capabilities {
		if !slices.Contains(knownCapabilities, c) {
			t.Errorf("unknown capability %q", c)
		}
		if seen[c] {
			t.Errorf("capability %q declared twice", c)
		}
		seen[c] = true
	}
	if len(in.Tools) > 0 && !in.Has(sdk.CapCallTool) {
		t.Errorf("declares %d tool(s) but does not implement sdk.ToolCaller", len(in.Tools))
	}
}

func (s *suite) checkSchemas(t tb) {
	if len(s.info.Tools) == 0 {
		t.Skipf("no tools declared")
	}
	for _, tool := range s.info.Tools {
		name := tool.Name
		if name == "" {
			name = "unnamed"
		}
		t.Run(name, func(t tb) {
			// sdk.ValidateInfo (in the info check) only sees the schemas'
			// shape; this compiles them, as the host does before
			// registering a tool.
			if err := schema.ValidateTool(tool); err != nil {
				t.Errorf("%v", err)
			}
			checkToolPolicy(t, tool)
		})
	}
}

// checkToolPolicy checks that what a tool declares to the host (contract
// minor 2) is coherent with its schema: the host fills projectPath only
// for a tool that says it takes the project, and refuses such a tool
// without a string projectPath property; it caches answers only for a
// declared CacheTTL, which a tool with effects must not have.
func checkToolPolicy(t tb, tool sdk.Tool) {
	hasProject := stringProperty(tool.InputSchema, "projectPath")
	switch {
	case tool.TakesProject && !hasProject:
		t.Errorf("TakesProject is set but the input schema has no string projectPath property: the host refuses the tool")
	case !tool.TakesProject && hasProject:
		// Before contract minor 2 the host guessed this from the schema;
		// now it follows the declaration.
		t.Logf("the input schema has a string projectPath property but TakesProject is not set: the host will not fill it from the client's roots")
	}
	if tool.CacheTTL < 0 {
		t.Errorf("CacheTTL %v is negative", tool.CacheTTL)
	}
	if tool.CacheTTL > 0 && !tool.ReadOnly {
		t.Errorf("CacheTTL is %v but the tool is not ReadOnly: only a tool that only reads may have its answers reused", tool.CacheTTL)
	}
}

// stringProperty reports whether an object schema has a property name of
// type string.
func stringProperty(schema json.RawMessage, name string) bool {
	var s struct {
		Properties map[string]struct {
			Type any `json:"type"`
		} `json:"properties"`
	}
	if json.Unmarshal(schema, &s) != nil {
		return false
	}
	p, ok := s.Properties[name]
	return ok && p.Type == "string"
}

// probeTool is a tool name no provider declares.
const probeTool = "providertest_no_such_tool"

// checkCapabilities calls every optional RPC: a declared capability must
// answer, an undeclared one must be Unimplemented (the host reads that as
// "not supported"). Probes use Config.Unknown, so a declared GetDoc or
// Search must say NotFound (or InvalidArgument, for a request it wants
// shaped otherwise), never answer.
func (s *suite) checkCapabilities(t tb) {
	unknown := s.cfg.Unknown
	probes := []struct {
		capability string
		call       func(context.Context) (string, error)
		// want lists the acceptable error codes; empty: success wanted.
		want []codes.Code
	}{
		{sdk.CapGetDoc, func(ctx context.Context) (string, error) {
			d, err := s.remote.GetDoc(ctx, sdk.GetDocRequest{Package: unknown})
			return describeDoc(d), err
		}, []codes.Code{codes.NotFound, codes.InvalidArgument}},
		{sdk.CapSearch, func(ctx context.Context) (string, error) {
			r, err := s.remote.Search(ctx, sdk.SearchRequest{Package: unknown, Query: "usage", Limit: 5})
			if r != nil {
				return fmt.Sprintf("%d hits", len(r.Hits)), err
			}
			return "", err
		}, []codes.Code{codes.NotFound, codes.InvalidArgument}},
		{sdk.CapComplete, func(ctx context.Context) (string, error) {
			_, err := s.remote.Complete(ctx, sdk.CompleteRequest{Argument: "package", Prefix: "", Limit: 10})
			return "", err
		}, nil},
		{sdk.CapLookup, func(ctx context.Context) (string, error) {
			r, err := s.remote.LookupNames(ctx, sdk.LookupRequest{Package: unknown, Names: []string{"made_up"}})
			if r != nil {
				return fmt.Sprintf("%d answers", len(r.Names)), err
			}
			return "", err
		}, []codes.Code{codes.NotFound, codes.InvalidArgument}},
		{sdk.CapCallTool, func(ctx context.Context) (string, error) {
			r, err := s.remote.CallTool(ctx, probeTool, json.RawMessage(`{}`))
			if err == nil && r.IsError {
				// A domain failure the agent can read: fine for an unknown tool.
				return "", sdk.NotFound("%s", r.Text)
			}
			return "a result", err
		}, []codes.Code{codes.NotFound, codes.InvalidArgument}},
	}
	for _, p := range probes {
		t.Run(p.capability, func(t tb) {
			ctx, cancel := s.ctx()
			defer cancel()
			got, err := p.call(ctx)
			code := sdk.Code(err)
			switch {
			case !s.info.Has(p.capability):
				if code != codes.Unimplemented {
					t.Errorf("capability %s not declared, but the call answered %v (%s); want Unimplemented", p.capability, err, code)
				}
			case code == codes.Unimplemented:
				t.Errorf("capability %s declared, but the call says Unimplemented: %v", p.capability, err)
			case len(p.want) == 0 && err != nil:
				t.Errorf("%s: %v (%s), want success", p.capability, err, code)
			case len(p.want) > 0 && err == nil:
				t.Errorf("%s for unknown package %q answered (%s), want an error with code %v", p.capability, unknown.Name, got, p.want)
			case len(p.want) > 0 && !slices.Contains(p.want, code):
				t.Errorf("%s for unknown package %q: %v (%s), want code %v", p.capability, unknown.Name, err, code, p.want)
			}
		})
	}
}

func describeDoc(d *sdk.Doc) string {
	if d == nil {
		return ""
	}
	return fmt.Sprintf("doc %q of %s@%s", d.Path, d.Name, d.Version)
}

// checkCancellation cancels a Describe and checks both ends: the caller
// gets Canceled or DeadlineExceeded within cancelLimit, and the provider's
// handler returns within cancelLimit too (its "call finished" log record,
// written by the SDK's interceptor, arrives); then the provider still
// serves.
func (s *suite) checkCancellation(t tb) {
	ref, slow := s.cfg.Slow, true
	if ref.Name == "" {
		ref, slow = s.cfg.Known, false
		if ref.Name == "" {
			ref = s.cfg.Unknown
		}
	}
	describe := providerv1.DocsProvider_Describe_FullMethodName
	mark := s.logs.len()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() {
		_, err := s.remote.Describe(ctx, sdk.DescribeRequest{Package: ref})
		done <- err
	}()

	// Cancel once the provider is working on the call.
	waitCtx, stopWaiting := context.WithTimeout(context.Background(), stretched(s.cfg.Timeout))
	defer stopWaiting()
	started := make(chan bool, 1)
	go func() {
		_, ok := s.logs.wait(waitCtx, mark, callRecord("call started", describe))
		started <- ok
	}()
	select {
	case ok := <-started:
		if !ok {
			t.Errorf("the provider logged no %q record for Describe within %v: is it served with serve.Serve?", "call started", s.cfg.Timeout)
			return
		}
		if slow {
			select {
			case err := <-done:
				t.Errorf("Describe(%q) returned before it was cancelled (%v): Config.Slow must name a package whose describe blocks until cancelled", ref.Name, err)
				return
			case <-time.After(slowGrace):
			}
		}
	case err := <-done:
		// Only possible without Slow: the call finished before the
		// provider's record reached us.
		if slow {
			t.Errorf("Describe(%q) returned before it was cancelled (%v): Config.Slow must name a package whose describe blocks until cancelled", ref.Name, err)
			return
		}
		done <- err
	}
	cancelled := time.Now()
	cancel()
	limit := stretched(cancelLimit)

	select {
	case err := <-done:
		code := sdk.Code(err)
		canceledCode := code == codes.Canceled || code == codes.DeadlineExceeded
		if slow && !canceledCode {
			t.Errorf("cancelled Describe(%q) returned %v (%s), want Canceled or DeadlineExceeded", ref.Name, err, code)
		}
		if !slow && err != nil && !canceledCode && code != s.expectedCode(ref) {
			t.Errorf("cancelled Describe(%q) returned %v (%s), want Canceled, DeadlineExceeded or its normal answer", ref.Name, err, code)
		}
	case <-time.After(limit):
		t.Errorf("cancelled Describe(%q) did not return within %v", ref.Name, limit)
	}

	finCtx, finCancel := context.WithDeadline(context.Background(), cancelled.Add(limit))
	defer finCancel()
	fin, ok := s.logs.wait(finCtx, mark, callRecord("call finished", describe))
	if !ok {
		t.Errorf("the provider was still working on Describe(%q) %v after it was cancelled: pass ctx to every upstream call and check ctx.Err() in loops", ref.Name, limit)
		return
	}
	if code, _ := fin.fields["code"].(string); slow && code != codes.Canceled.String() && code != codes.DeadlineExceeded.String() {
		t.Errorf("the provider's Describe(%q) ended with %s after it was cancelled, want Canceled or DeadlineExceeded (return ctx.Err())", ref.Name, code)
	}
	if !slow {
		t.Logf("no Config.Slow: checked only that cancelling Describe(%q) does not break or hang the provider", ref.Name)
	}

	hctx, hcancel := s.ctx()
	defer hcancel()
	if _, err := s.remote.GetInfo(hctx); err != nil {
		t.Errorf("after a cancelled call, GetInfo: %v", err)
	}
}

// expectedCode is the code Describe(ref) answers when not cancelled.
func (s *suite) expectedCode(ref sdk.PackageRef) codes.Code {
	if ref == s.cfg.Unknown {
		return codes.NotFound
	}
	return codes.OK
}

func (s *suite) checkDescribeKnown(t tb) {
	if s.cfg.Known.Name == "" {
		t.Skipf("no Config.Known")
	}
	ctx, cancel := s.ctx()
	defer cancel()
	doc, err := s.remote.Describe(ctx, sdk.DescribeRequest{Package: s.cfg.Known})
	if err != nil {
		t.Fatalf("Describe(%q): %v (%s)", s.cfg.Known.Name, err, sdk.Code(err))
	}
	if doc.Name == "" {
		t.Errorf("Describe(%q): document has no Name", s.cfg.Known.Name)
	}
	if doc.Version == "" {
		t.Errorf("Describe(%q): document has no Version (want the exact version described)", s.cfg.Known.Name)
	}
}

func (s *suite) checkDescribeFails(t tb, ref sdk.PackageRef, want codes.Code) {
	ctx, cancel := s.ctx()
	defer cancel()
	doc, err := s.remote.Describe(ctx, sdk.DescribeRequest{Package: ref})
	if err == nil {
		t.Fatalf("Describe(%q) = document %s@%s, want an error with code %s", ref.Name, doc.Name, doc.Version, want)
	}
	if got := sdk.Code(err); got != want {
		t.Errorf("Describe(%q): %v (%s), want code %s", ref.Name, err, got, want)
	}
}

func (s *suite) checkHealth(t tb) {
	ctx, cancel := s.ctx()
	defer cancel()
	h, err := s.remote.Health(ctx, false)
	if err != nil {
		t.Fatalf("Health: %v", err)
	}
	if h.State != sdk.Serving && h.State != sdk.Degraded {
		t.Errorf("Health = %s %q, want serving or degraded", h.State, h.Message)
	}
}
