// Package providertest is the contract suite every pkgdocs provider runs
// from its own `go test`, so a provider that passes it can be dropped into a
// plugins directory and behave as the host expects.
//
// Run checks a provider in-process (go-plugin's test mode: no build, quick,
// and the race detector sees both sides); RunBinary checks the built binary
// the host will start, which also proves that nothing but the handshake
// reaches its stdout. Both check, each as a subtest:
//
//   - info: the declared Info passes sdk.ValidateInfo, name, ecosystem and
//     version are set, capabilities are known and tools are callable;
//   - schemas: every declared tool's input and output JSON Schema compiles
//     (sdk/schema, as the host checks before registering the tool);
//   - capabilities: every declared capability answers (not Unimplemented) and
//     every undeclared one is Unimplemented; Complete("") succeeds;
//   - cancellation: a cancelled Describe returns Canceled or
//     DeadlineExceeded within a second, and the provider itself stops
//     working on it within a second (seen in its "call finished" log
//     record), then keeps serving;
//   - describe_known, describe_unknown (NotFound), describe_invalid and
//     describe_empty (InvalidArgument);
//   - health: Health answers;
//   - no_stdout: the provider wrote nothing on stdout.
//
// A provider's test is a few lines:
//
//	func TestContract(t *testing.T) {
//		cfg := providertest.Config{
//			Known:   sdk.PackageRef{Name: "acme-widgets"},
//			Unknown: sdk.PackageRef{Name: "no-such-package"},
//			Invalid: sdk.PackageRef{Name: "../etc"},
//			Env:     []string{"MY_REGISTRY=" + srv.URL},
//		}
//		t.Run("in-process", func(t *testing.T) { providertest.Run(t, myprovider.New(), cfg) })
//		t.Run("binary", func(t *testing.T) {
//			providertest.RunBinary(t, providertest.BuildBinary(t, "./cmd/pkgdocs-provider-my"), cfg)
//		})
//	}
//
// Connect gives any test an in-process *serve.Remote for a provider, the same
// client the host uses.
package providertest
