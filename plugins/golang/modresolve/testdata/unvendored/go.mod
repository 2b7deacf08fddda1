module example.com/ven

go 1.22

require (
	github.com/cenkalti/backoff/v4 v4.2.1
	github.com/google/uuid v1.6.0
)
