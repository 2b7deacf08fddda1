//go:build !unix

package localfile

// openFlags: no FIFOs to guard against on the open itself here.
const openFlags = 0
