// Package proctest lists the machine's live processes from /proc, for the
// tests that must prove a provider, its wrapper or a child it forked was
// not left running (supervise, the CLI's hardening tests, the fault
// suite). Linux only: elsewhere those tests do not build.
package proctest
