// Package pyname validates and normalises the names an agent gives the
// Python provider: distribution names (PEP 508, normalised per PEP 503) and
// import paths ("requests.adapters", "os.path").
//
// It exists so that every name is checked before any file is opened, any
// index is asked or any interpreter is started: a name that no index could
// hold is InvalidArgument, and a valid name can never reach a shell, a path
// outside site-packages or a URL other than the index's project page.
//
// DistCandidates holds the well-known import names published under another
// distribution name (bs4 → beautifulsoup4): candidates only, which the
// provider confirms by reading the candidate's files.
package pyname
