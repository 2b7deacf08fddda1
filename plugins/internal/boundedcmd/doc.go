// Package boundedcmd runs a command the user's own configuration names
// (a GOAUTH credential helper, a Cargo credential provider) the way a
// provider may: an argument list with no shell, bounded in time and in
// output, stderr dropped, and errors that say how it failed, never what
// it printed (a credential command may print a secret).
package boundedcmd
