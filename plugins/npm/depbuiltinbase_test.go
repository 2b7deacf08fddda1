package npm

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestDependencyBuiltinBase: http-proxy-agent 9.1.0's HttpProxyAgent
// extends agent-base 9.0.0's Agent, which extends http.Agent ("import *
// as http from 'http'"); neither package depends on @types/node and the
// project does not install it. The members Agent inherits from Node's
// http.Agent are read from the user's Node's @types/node (the registry's,
// trimmed from 26.6.7: testdata/depbuiltinbase/http.d.ts), as for a
// builtin base of the package's own types, so HttpProxyAgent.destroy is
// listed and a misspelt connectOtps does not exist, where the check could
// not tell. Declarations trimmed to what the chain needs.
func TestDependencyBuiltinBase(t *testing.T) {
	proj, _, p := depBuiltinBase(t)
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "http-proxy-agent", ProjectPath: proj}, Symbol: "HttpProxyAgent"})
	if err != nil {
		t.Fatal(err)
	}
	if notes := strings.Join(d.Notes, "\n"); !strings.Contains(notes, "read from @types/node 26.6.7 (from the registry, at the major") {
		t.Errorf("notes %q say nothing of the user's Node's @types/node", notes)
	}
	wantVerdicts(t, d.Name, d.Symbols, map[string]sdk.Verdict{
		"HttpProxyAgent.destroy":         sdk.VerdictExists, // http.Agent's
		"HttpProxyAgent.maxSockets":      sdk.VerdictExists,
		"HttpProxyAgent.getName":         sdk.VerdictExists, // agent-base's Agent's
		"HttpProxyAgent.connectOtps":     sdk.VerdictMissing,
		"HttpProxyAgent.setRequestPrpos": sdk.VerdictMissing,
	})
}

// TestInstalledNotKeptWhenRegistryFailed: the installed http-proxy-agent
// read while the registry is out of service (503) lacks what Node's
// http.Agent gives (said in a note), and that read is not kept for the
// calls after it: once the registry answers, the next describe lists
// HttpProxyAgent.destroy, where it kept the partial read for the cache's
// TTL.
func TestInstalledNotKeptWhenRegistryFailed(t *testing.T) {
	proj, e, p := depBuiltinBase(t)
	ref := sdk.PackageRef{Name: "http-proxy-agent", ProjectPath: proj}
	e.srv.Down.Store(true)
	down, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref, Symbol: "HttpProxyAgent"})
	if err != nil {
		t.Fatal(err)
	}
	if notes := strings.Join(down.Notes, "\n"); !strings.Contains(notes, "its members from there are not listed") {
		t.Errorf("read while the registry was down, the notes %q do not say what was not read", notes)
	}
	e.srv.Down.Store(false)
	up, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref, Symbol: "HttpProxyAgent"})
	if err != nil {
		t.Fatal(err)
	}
	wantVerdicts(t, up.Name, up.Symbols, map[string]sdk.Verdict{
		"HttpProxyAgent.destroy":     sdk.VerdictExists,
		"HttpProxyAgent.connectOtps": sdk.VerdictMissing,
	})
}

// depBuiltinBase is TestDependencyBuiltinBase's project, registry and
// provider.
func depBuiltinBase(t *testing.T) (string, *env, *Provider) {
	t.Helper()
	proj := t.TempDir()
	writeFiles(t, proj, map[string]string{
		"package.json": `{"name":"app","version":"1.0.0","dependencies":{"http-proxy-agent":"9.1.0"}}`,
		"node_modules/http-proxy-agent/package.json": `{"name":"http-proxy-agent","version":"9.1.0","dependencies":{"debug":"^4.3.4","agent-base":"9.0.0"},` +
			`"exports":{"types":"./dist/index.d.ts","default":"./dist/index.js"}}`,
		"node_modules/http-proxy-agent/dist/index.d.ts": "import * as net from 'net';\nimport * as http from 'http';\nimport { Agent, AgentConnectOpts } from 'agent-base';\n" +
			"export declare class HttpProxyAgent<Uri extends string> extends Agent {\n    connectOpts: net.TcpNetConnectOpts;\n" +
			"    setRequestProps(req: http.ClientRequest, opts: AgentConnectOpts): void;\n    connect(req: http.ClientRequest, opts: AgentConnectOpts): Promise<net.Socket>;\n}\n",
		"node_modules/agent-base/package.json": `{"name":"agent-base","version":"9.0.0","exports":{"types":"./dist/index.d.ts","default":"./dist/index.js"}}`,
		"node_modules/agent-base/dist/index.d.ts": "import * as http from 'http';\nexport type AgentConnectOpts = { secureEndpoint: boolean };\n" +
			"export declare abstract class Agent extends http.Agent {\n    keepAlive: boolean;\n    constructor(opts?: http.AgentOptions);\n" +
			"    getName(options?: AgentConnectOpts): string;\n}\n",
	})
	e := newEnv(t)
	var entries []tarEntry
	entries = append(entries, tarEntry{name: "package/package.json", body: `{"name":"@types/node","version":"26.6.7","types":"index.d.ts"}`})
	for _, f := range []string{filepath.Join("dts", "testdata", "inherit-builtin", "node", "events.d.ts"), filepath.Join("dts", "testdata", "inherit-builtin", "node", "stream.d.ts"),
		filepath.Join("testdata", "depbuiltinbase", "http.d.ts")} {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		entries = append(entries, tarEntry{name: "package/" + filepath.Base(f), body: string(b)})
	}
	entries = append(entries, tarEntry{name: "package/index.d.ts", body: "/// <reference path=\"events.d.ts\" />\n/// <reference path=\"stream.d.ts\" />\n/// <reference path=\"http.d.ts\" />\n"})
	e.synthetic("@types/node", "26.6.7", map[string]any{"types": "index.d.ts"}, makeTarball(t, entries...))
	e.srv.Extra["/@types%2fnode"] = []byte(`{"name":"@types/node","dist-tags":{"latest":"26.6.7"},"versions":{"26.6.7":` + string(e.srv.Extra["/@types%2fnode/26.6.7"]) + `}}`)
	p := New(Config{Environ: e.vars, Home: e.home,
		AskNPM:    func(context.Context, string) (string, error) { return "", errors.New("npm must not be asked in tests") },
		NodeMajor: func(context.Context) (int, error) { return 26, nil }})
	return proj, e, p
}
