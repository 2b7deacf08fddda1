module github.com/pkgdocs/pkgdocs

go 1.26.8

require (
	github.com/Masterminds/semver/v3 v3.5.0
	github.com/google/go-cmp v0.7.0
	google.golang.org/grpc v1.85.0
)

require (
	go.yaml.in/yaml/v3 v3.0.6 // indirect
	golang.org/x/sys v0.48.0 // indirect
	google.golang.org/genproto/googleapis/rpc v0.0.0-20260817212433-ac3dfec99bb1 // indirect
	google.golang.org/protobuf v1.36.12 // indirect
)
