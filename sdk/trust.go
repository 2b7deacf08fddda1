package sdk

import "context"

type trustKey struct{}

// WithProjectTrusted returns ctx saying whether the user chose the
// projectPath of the tool call it carries (PackageRef.ProjectTrusted for
// a tool's own arguments). The host sets it before CallTool; the SDK's
// server (sdk/serve) sets it from CallToolRequest.project_trusted, and a
// provider's tests set it to call a ToolCaller as the host would.
func WithProjectTrusted(ctx context.Context, trusted bool) context.Context {
	return context.WithValue(ctx, trustKey{}, trusted)
}

// ProjectTrusted reports whether the user chose the projectPath of the
// tool call ctx belongs to (a client root, the host's --project, the
// CLI's current directory): only then may a ToolCaller use the project's
// own registry and credential configuration; set
// PackageRef.ProjectTrusted from it. False when unset, and under a host
// older than contract minor 4.
func ProjectTrusted(ctx context.Context) bool {
	t, _ := ctx.Value(trustKey{}).(bool)
	return t
}
