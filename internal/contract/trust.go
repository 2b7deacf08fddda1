package contract

import "context"

type trustKey struct{}

// WithProjectTrusted returns ctx saying whether the user chose the
// projectPath of the tool call it carries (PackageRef.ProjectTrusted for
// a tool's own arguments). The host sets it before CallTool; the SDK's
// server sets it from CallToolRequest.project_trusted.
func WithProjectTrusted(ctx context.Context, trusted bool) context.Context {
	return context.WithValue(ctx, trustKey{}, trusted)
}

// ProjectTrustedFrom reads what WithProjectTrusted set; false when unset.
func ProjectTrustedFrom(ctx context.Context) bool {
	t, _ := ctx.Value(trustKey{}).(bool)
	return t
}
