// Package localfile is the one bounded reader of local files for providers.
//
// Providers read manifests, lockfiles, READMEs and sources from the user's
// disk, and every one of those is untrusted input: a lockfile can be
// gigabytes, a "README" can be a FIFO that blocks the reader forever, and
// a file can keep growing while it is read. Read and ReadFS refuse
// anything that is not a regular file before reading it, stop after the
// limit plus one byte whatever the file's size was when it was opened,
// and report an over-size file with one error type, *TooLargeError, which
// the sdk maps to ResourceExhausted.
//
// Read follows symbolic links like os.Open: use it for a path the provider
// chose (a config file in the user's home). For anything inside a project
// tree, read through sdk/localtree with ReadFS, which follows no link.
package localfile
