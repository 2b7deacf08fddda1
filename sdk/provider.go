package sdk

import (
	"context"
	"encoding/json"
)

// Provider is what every provider implements. Everything else is optional,
// discovered by type assertion, so old providers keep working as the
// contract grows.
type Provider interface {
	Info() Info
	Describe(ctx context.Context, req DescribeRequest) (*Document, error)
}

// DocGetter returns one doc file, README section or symbol in full.
type DocGetter interface {
	GetDoc(ctx context.Context, req GetDocRequest) (*Doc, error)
}

// Searcher ranks a package's docs for a query. Providers without it are
// searched by the host over their Describe document.
type Searcher interface {
	Search(ctx context.Context, req SearchRequest) (*SearchResult, error)
}

// Completer suggests package names.
type Completer interface {
	Complete(ctx context.Context, req CompleteRequest) (*Completion, error)
}

// ToolCaller runs the tools declared in Info.Tools.
type ToolCaller interface {
	CallTool(ctx context.Context, name string, args json.RawMessage) (*ToolResult, error)
}

// HealthChecker reports health; deep checks reach the upstream.
type HealthChecker interface {
	Health(ctx context.Context, deep bool) (Health, error)
}

// Checker answers which of the names an agent wrote exist in a package at
// one version (contract minor 3). Providers without it are checked by the
// host over their Describe documents (sdk/apicheck); implement it to do
// better: parse snippets properly, compare more versions.
type Checker interface {
	Check(ctx context.Context, req CheckRequest) (*CheckResult, error)
}

// NameLooker answers, for names a package's Describe outline cannot
// decide, whether the package has them (contract minor 9). The host asks
// it while checking names over Describe (check_package_api without a
// Checker), for the names its outline check could not tell; without it
// those stay "cannot tell". Say VerdictMissing only when what was read
// covers every way the name could be bound: a name the provider could
// not see is VerdictUnknown. Never load or run the package to answer.
type NameLooker interface {
	LookupNames(ctx context.Context, req LookupRequest) (*LookupResult, error)
}
