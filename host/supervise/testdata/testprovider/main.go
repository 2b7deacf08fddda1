// Command testprovider is a real provider binary for the supervisor's
// tests. Its name is the name it is run under (pkgdocs-provider-<name>);
// its ecosystem is its name unless PKGDOCS_TEST_ECOSYSTEMS maps it
// ("aaa=npm,zzz=npm"). Describe answers by package name:
//
//   - "ok": its pid, in the summary;
//   - "exit": exits with status 3 (a crash);
//   - "env": its environment, one KEY=VALUE per line, in the README.
//
// It declares the configuration inputs (contract minor 5) that
// PKGDOCS_TEST_CONFIG_<NAME> holds as JSON (NAME upper-cased, - as _), and
// none (like a provider before minor 5) when that is unset.
//
// While the file PKGDOCS_TEST_SLOW_START names exists, it takes 1.5 s to
// start.
//
// With PKGDOCS_TEST_SHARED set to a comma-separated list of names it is
// those providers in one binary (serve.ServeShared, contract minor 6), run
// as the one it is named for; "ok" then answers "pid=<pid> name=<name>".
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

func main() {
	// A slow start, while the file PKGDOCS_TEST_SLOW_START names exists.
	if f := os.Getenv("PKGDOCS_TEST_SLOW_START"); f != "" {
		if _, err := os.Stat(f); err == nil {
			time.Sleep(1500 * time.Millisecond)
		}
	}
	if names := os.Getenv("PKGDOCS_TEST_SHARED"); names != "" {
		var ps []sdk.Provider
		for _, n := range strings.Split(names, ",") {
			ps = append(ps, newProvider(n))
		}
		serve.ServeShared(ps...)
	}
	serve.Serve(newProvider(strings.TrimPrefix(filepath.Base(os.Args[0]), "pkgdocs-provider-")))
}

func newProvider(name string) provider {
	eco := name
	for _, kv := range strings.Split(os.Getenv("PKGDOCS_TEST_ECOSYSTEMS"), ",") {
		if k, v, ok := strings.Cut(kv, "="); ok && k == name {
			eco = v
		}
	}
	var cfg *sdk.ConfigInputs
	if j := os.Getenv("PKGDOCS_TEST_CONFIG_" + strings.ToUpper(strings.ReplaceAll(name, "-", "_"))); j != "" {
		cfg = &sdk.ConfigInputs{}
		if err := json.Unmarshal([]byte(j), cfg); err != nil {
			panic(err)
		}
	}
	return provider{name: name, eco: eco, cfg: cfg, shared: os.Getenv("PKGDOCS_TEST_SHARED") != ""}
}

type provider struct {
	name, eco string
	cfg       *sdk.ConfigInputs
	shared    bool
}

func (p provider) Info() sdk.Info {
	return sdk.Info{Name: p.name, DisplayName: "Test " + p.name, Version: "0.0.1", Ecosystem: p.eco, ConfigInputs: p.cfg}
}

func (p provider) Describe(_ context.Context, req sdk.DescribeRequest) (*sdk.Document, error) {
	doc := &sdk.Document{Name: req.Package.Name, Version: "1.0.0", Source: sdk.Source{Kind: sdk.SourceRegistry}}
	switch req.Package.Name {
	case "ok":
		doc.Summary = fmt.Sprintf("pid=%d", os.Getpid())
		if p.shared {
			doc.Summary += " name=" + p.name
		}
	case "exit":
		os.Exit(3)
	case "unavailable":
		return nil, sdk.Unavailable("upstream answered 503")
	case "env":
		env := os.Environ()
		sort.Strings(env)
		doc.Readme = strings.Join(env, "\n")
	default:
		return nil, sdk.NotFound("package %q not found", req.Package.Name)
	}
	return doc, nil
}
