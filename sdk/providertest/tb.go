package providertest

import "testing"

// setupT is what connecting to a provider needs from a test.
type setupT interface {
	Helper()
	Fatalf(format string, args ...any)
	Cleanup(func())
}

// tb is the part of *testing.T the suite uses. It is an interface so the
// suite's own tests can run it against a recorder and check that each
// check fails when it should.
type tb interface {
	setupT
	Errorf(format string, args ...any)
	Logf(format string, args ...any)
	Skipf(format string, args ...any)
	Failed() bool
	Run(name string, f func(tb)) bool
}

// testingT adapts *testing.T to tb.
type testingT struct{ *testing.T }

func (t testingT) Run(name string, f func(tb)) bool {
	return t.T.Run(name, func(t *testing.T) { f(testingT{t}) })
}
