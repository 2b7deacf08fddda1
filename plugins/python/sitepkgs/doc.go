// Package sitepkgs finds Python environments and the distributions
// installed in them, reading files only: pyvenv.cfg, site-packages,
// *.dist-info/METADATA, RECORD and top_level.txt.
//
// It answers what "pip show" would, without running pip: which
// distributions an environment holds, at which version, with which import
// names, and where the interpreter's standard library lives. The
// interpreter is run only when its paths cannot be read from the file
// system (a pyenv shim on PATH), with a fixed script that takes no input
// (paths.go), bounded in time and output.
package sitepkgs
