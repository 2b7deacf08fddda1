module github.com/pkgdocs/pkgdocs

go 1.26.0

require (
	github.com/BurntSushi/toml v1.6.0 // plugins/rust: Cargo.toml, Cargo.lock and .cargo/config.toml; plugins/python: uv.lock, poetry.lock, pdm.lock, pylock.toml, pyproject.toml, uv.toml
	github.com/Masterminds/semver/v3 v3.5.0 // why: tests only: the differential oracle of plugins/internal/semver (table and fuzz tests); not linked into any binary, as its init compiled regular expressions at every start
	github.com/google/go-cmp v0.7.0 // tests: cmp.Diff in table tests, as the handbook asks
	github.com/hashicorp/go-hclog v1.6.3 // why: host logger type (go-plugin's); host/cache logs disk warnings through it
	github.com/hashicorp/go-plugin v1.8.0 // provider processes: handshake, gRPC transport, lifecycle
	github.com/hashicorp/golang-lru/v2 v2.0.7 // why: host/cache memory tier; its simplelru is count-bounded and exposes RemoveOldest, on which host/cache adds the byte bound
	github.com/klauspost/compress v1.20.3 // why: tests only: the zstd encoder of plugins/internal/zstdread's round-trip and fuzz corpus and its differential oracle, and host/cache's writer of format-1 (zstd) records and bundles; not linked into any binary, as it imports a snappy reference whose package variable builds a CRC-32C table at every start
	github.com/kljensen/snowball v0.10.0 // why: sdk/rank stems English words (Porter2) so "installation" finds "install", "parameters" finds "parameter"
	github.com/mark3labs/mcp-go v1.2.1 // MCP server (stdio, tools, notifications) and client (CLI, tests)
	github.com/redis/go-redis/v9 v9.23.0 // why: host/cache Redis tier shared by a fleet of replicas (issue 17); the maintained client, not a hand-written protocol
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.3 // validates declared tool schemas and tool arguments
	github.com/tdewolff/parse/v2 v2.8.20 // why: npm provider: ECMAScript parser (ES2024, scripts and modules) to outline packages that ship no types
	github.com/yuin/goldmark v1.8.7 // sdk/readme: CommonMark+GFM parser with source positions
	go.etcd.io/bbolt v1.5.0 // why: host/cache disk tier; pure-Go embedded store with flock between processes and crash-safe commits
	go.yaml.in/yaml/v3 v3.0.6 // npm provider: pnpm-lock.yaml and yarn berry lockfiles
	golang.org/x/mod v0.42.0 // plugins/golang: module paths, semver, go.mod/go.work parsing, zips
	golang.org/x/sys v0.49.0 // dup/dup2 to keep the real stdio for MCP
	golang.org/x/term v0.47.0 // plain pkgdocs serves unless stdin is a terminal
	golang.org/x/time v0.16.0 // host/httpserve: per-client token-bucket rate limits
	google.golang.org/grpc v1.85.0 // the DocsProvider contract transport
	google.golang.org/protobuf v1.36.12 // the DocsProvider contract messages
)

require github.com/aquasecurity/go-pep440-version v0.0.1 // why: tests only: the differential oracle of plugins/internal/pep440 (table and fuzz tests); not linked into any binary, as its init compiled regular expressions at every start

require github.com/google/renameio/v2 v2.0.2 // why: atomic, synced replacement of provider manifests, vetted tool declarations and providers.lock (temp file in the same directory, then rename), through internal/atomicfile: it does not build for Windows, where that package renames itself

require (
	github.com/prometheus/common v0.72.0 // why: tests only: host/metrics checks its hand-written /metrics with Prometheus' own text parser (expfmt); not linked into any binary
	google.golang.org/genproto/googleapis/rpc v0.0.0-20260817212433-ac3dfec99bb1
)

require github.com/cespare/xxhash/v2 v2.3.0 // why: tests only: the oracle of plugins/internal/zstdread's XXH64 (the binaries link it through go-redis, not through us)

require github.com/modelcontextprotocol/go-sdk v1.8.0 // why: tests only: host/e2e drives pkgdocs with the official Go SDK client (it speaks 2026-07-28 by itself); not linked into any binary

require (
	github.com/aquasecurity/go-version v0.0.1 // indirect
	github.com/fatih/color v1.13.0 // indirect
	github.com/golang/protobuf v1.5.4 // indirect
	github.com/google/jsonschema-go v0.4.3 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/hashicorp/yamux v0.1.2 // indirect
	github.com/mattn/go-colorable v0.1.12 // indirect
	github.com/mattn/go-isatty v0.0.22 // indirect
	github.com/munnerz/goautoneg v0.0.0-20191010083416-a7dc8b61c822 // indirect
	github.com/oklog/run v1.1.0 // indirect
	github.com/prometheus/client_model v0.6.3 // indirect
	github.com/segmentio/asm v1.1.3 // indirect
	github.com/segmentio/encoding v0.5.4 // indirect
	github.com/spf13/cast v1.7.1 // indirect
	github.com/yosida95/uritemplate/v3 v3.0.2 // indirect
	go.uber.org/atomic v1.12.0 // indirect
	golang.org/x/net v0.60.0 // indirect
	golang.org/x/oauth2 v0.37.0 // indirect
	golang.org/x/sync v0.24.0 // indirect
	golang.org/x/text v0.42.0 // indirect
	golang.org/x/xerrors v0.0.0-20231012003039-104605ab7028 // indirect
)
