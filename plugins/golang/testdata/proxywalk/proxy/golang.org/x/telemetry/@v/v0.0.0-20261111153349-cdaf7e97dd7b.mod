module golang.org/x/telemetry

go 1.26.0

require (
	golang.org/x/mod v0.43.0
	golang.org/x/sync v0.25.0
	golang.org/x/sys v0.50.0
)
