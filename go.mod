module github.com/pkgdocs/pkgdocs

go 1.26.8

require (
	github.com/google/go-cmp v0.7.0 // why: cmp.Diff in table tests (handbook style)
	github.com/hashicorp/go-hclog v1.6.3 // why: host logger type (go-plugin's); host/cache logs disk warnings through it
	github.com/hashicorp/golang-lru/v2 v2.0.7 // why: host/cache memory tier; its simplelru is count-bounded and exposes RemoveOldest, on which host/cache adds the byte bound
	go.etcd.io/bbolt v1.5.0 // why: host/cache disk tier; pure-Go embedded store with flock between processes and crash-safe commits
	google.golang.org/grpc v1.85.0
)

require (
	github.com/fatih/color v1.13.0 // indirect
	github.com/mattn/go-colorable v0.1.12 // indirect
	github.com/mattn/go-isatty v0.0.14 // indirect
	golang.org/x/sync v0.24.0 // indirect
	golang.org/x/sys v0.48.0 // indirect
	google.golang.org/genproto/googleapis/rpc v0.0.0-20260817212433-ac3dfec99bb1 // indirect
	google.golang.org/protobuf v1.36.12 // indirect
)
