// Package goauth gives the Go provider the credentials the go command's
// GOAUTH setting (go help goauth) names besides the netrc: "git dir",
// which runs `git credential fill` in dir, and a command, which prints
// credential sets (URL prefixes and the headers requests under them
// carry).
//
// Commands run as argument lists, never through a shell: GOAUTH's entry
// split on spaces, as the go command splits it. Each run is bounded in
// time and in output; the output is parsed strictly and never printed,
// logged or put in an error (it holds secrets), and each header is sent
// only to the URL prefixes the set names (sdk/credentials). As the go
// command does, the commands run once with no argument before the first
// request, and again with the URL as argument (the response on stdin)
// after a 4xx answer, after which the request is retried once; unlike
// it, that second run happens once per proxy, not at every 4xx (the
// provider probes for versions and major versions that often do not
// exist, and a process per 404 would cost more than it finds).
package goauth
