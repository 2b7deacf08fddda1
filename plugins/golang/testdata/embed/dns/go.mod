module github.com/miekg/dns

go 1.25.0

require (
	golang.org/x/net v0.57.0
	golang.org/x/sync v0.22.0
	golang.org/x/sys v0.47.0
)
