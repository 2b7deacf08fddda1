// Package waitfor is how tests wait on an event (a process exiting, a
// line written, a count reached) without a wall-clock margin of their own:
// the only bound is the one go test already sets (-timeout, which make
// test sizes for a loaded 2-core machine), less a grace to report what was
// awaited before go test's own panic. A test that waits this way fails
// under load only if the event never happens, never because the machine
// was slow to make it happen.
package waitfor
