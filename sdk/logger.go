package sdk

import hclog "github.com/hashicorp/go-hclog"

// Logger returns the provider's logger: served by a host (sdk/serve.Serve)
// its records reach the host's log file; in standalone mode they go to
// stderr. Never stdout.
func Logger() hclog.Logger { return hclog.Default() }
