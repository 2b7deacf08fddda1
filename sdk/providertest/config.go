package providertest

import (
	"time"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// Config says which packages the suite asks the provider about. A
// PackageRef's empty Ecosystem is filled in with the provider's own.
type Config struct {
	// Known is a package that exists: Describe must answer with a Name and a
	// Version. Zero skips the positive describe check.
	Known sdk.PackageRef
	// Unknown is a valid name that does not exist: Describe must fail with
	// NotFound. Required.
	Unknown sdk.PackageRef
	// Invalid is a name the ecosystem rejects: Describe must fail with
	// InvalidArgument. Required.
	Invalid sdk.PackageRef
	// Slow is a package whose Describe blocks until its context is
	// cancelled (a fake upstream that never answers, say). The cancellation
	// check then proves the provider stops working within a second of the
	// cancel. Zero means Known (or Unknown when Known is zero) is described
	// and cancelled as soon as the provider has started on it: that only
	// proves cancelling does not break or hang the provider, as a fast
	// answer may come first.
	Slow sdk.PackageRef
	// Env is appended to the binary's environment (RunBinary only) and wins
	// over the test process's own; use it to point the provider at
	// httptest servers and testdata. Run ignores it: set the provider up
	// directly.
	Env []string
	// Timeout bounds every call but the cancelled one. Zero means 10 s,
	// enough for calls answered from httptest servers and testdata. Raise
	// it for a provider whose first call of a kind does heavy local work
	// (the Go provider's first completion lists the whole standard
	// library), as a loaded machine under -race stretches that many
	// times: it is a bound on hangs, not a latency target.
	Timeout time.Duration
}

// defaultTimeout is generous: calls hit httptest servers or testdata, but
// a 2-core machine under -race can be slow.
const defaultTimeout = 10 * time.Second

func (c Config) withDefaults(ecosystem string) Config {
	if c.Timeout <= 0 {
		c.Timeout = defaultTimeout
	}
	for _, r := range []*sdk.PackageRef{&c.Known, &c.Unknown, &c.Invalid, &c.Slow} {
		if r.Ecosystem == "" && r.Name != "" {
			r.Ecosystem = ecosystem
		}
	}
	return c
}
