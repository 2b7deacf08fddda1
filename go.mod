module github.com/pkgdocs/pkgdocs

go 1.26.8

require (
	github.com/google/go-cmp v0.7.0 // tests: cmp.Diff in table tests, as the handbook asks
	github.com/yuin/goldmark v1.8.7 // sdk/readme: CommonMark+GFM parser with source positions
	google.golang.org/grpc v1.85.0
)

require (
	golang.org/x/sys v0.48.0 // indirect
	google.golang.org/genproto/googleapis/rpc v0.0.0-20260817212433-ac3dfec99bb1 // indirect
	google.golang.org/protobuf v1.36.12 // indirect
)
