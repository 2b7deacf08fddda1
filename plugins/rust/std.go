package rust

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/BurntSushi/toml"

	"github.com/pkgdocs/pkgdocs/plugins/rust/crateapi"
	"github.com/pkgdocs/pkgdocs/plugins/rust/cratename"
	"github.com/pkgdocs/pkgdocs/plugins/rust/rustdocjson"
	"github.com/pkgdocs/pkgdocs/plugins/rust/stdhtml"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// toolchain is an installed Rust toolchain.
type toolchain struct {
	sysroot string
	version string // "1.95.0"
	channel string // from rust-toolchain.toml, or "" for the default
}

var (
	channelRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[a-z0-9][a-z0-9._-]{0,63}$`) })
	versionRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^rustc (\S+)`) })
)

// projectChannel reads the toolchain channel of rust-toolchain.toml or
// rust-toolchain from dir upward.
func projectChannel(dir string) string {
	if dir == "" {
		return ""
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	for d, n := abs, 0; n < 64; d, n = filepath.Dir(d), n+1 {
		for _, name := range []string{"rust-toolchain.toml", "rust-toolchain"} {
			b, err := treeFile(d, name)
			if err != nil {
				continue
			}
			var f struct {
				Toolchain struct {
					Channel string `toml:"channel"`
				} `toml:"toolchain"`
			}
			if toml.Unmarshal(b, &f) == nil && f.Toolchain.Channel != "" {
				return f.Toolchain.Channel
			}
			if s := strings.TrimSpace(string(b)); !strings.Contains(s, "\n") && channelRE().MatchString(s) {
				return s // the legacy one-line file
			}
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	return ""
}

// toolchain finds the project's toolchain among rustup's, else the
// default rustc's. The channel from the project is never passed to a
// command: it only selects a directory.
func (p *Provider) toolchain(ctx context.Context, projectPath string) (*toolchain, error) {
	if ch := projectChannel(projectPath); ch != "" && channelRE().MatchString(ch) {
		home := p.cfg.Env("RUSTUP_HOME")
		if home == "" && p.cfg.Env("HOME") != "" {
			home = filepath.Join(p.cfg.Env("HOME"), ".rustup")
		}
		if ents, err := os.ReadDir(filepath.Join(home, "toolchains")); err == nil {
			for _, e := range ents {
				if e.Name() == ch || strings.HasPrefix(e.Name(), ch+"-") {
					root := filepath.Join(home, "toolchains", e.Name())
					v := stdhtml.Docs{Dir: stdhtml.Dir(root)}.Version()
					if v == "" {
						v = ch
					}
					return &toolchain{sysroot: root, version: v, channel: ch}, nil
				}
			}
		}
	}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, p.cfg.Rustc, "--print", "sysroot").Output()
	if err != nil {
		return nil, sdk.FailedPrecondition("no Rust toolchain: `rustc --print sysroot` failed: %v (install one with rustup)", err)
	}
	tc := &toolchain{sysroot: strings.TrimSpace(string(out))}
	if v, err := exec.CommandContext(ctx, p.cfg.Rustc, "--version").Output(); err == nil {
		if m := versionRE().FindSubmatch(v); m != nil {
			tc.version = string(m[1])
		}
	}
	return tc, nil
}

// describeStd documents std, core, alloc, proc_macro or test from the
// toolchain: its rust-docs-json component when installed, else its
// rust-docs HTML.
func (p *Provider) describeStd(ctx context.Context, req sdk.DescribeRequest, r cratename.Ref) (*sdk.Document, error) {
	crate := cratename.Normalize(r.Crate)
	tc, err := p.toolchain(ctx, req.Package.ProjectPath)
	if err != nil {
		return nil, err
	}
	if v := strings.TrimPrefix(strings.TrimSpace(req.Package.Version), "="); v != "" && v != "latest" && v != tc.version && v != tc.channel && !strings.HasPrefix(tc.version, v+".") {
		return nil, sdk.NotFound("%s %s is not installed: the toolchain here is %s (std's version is the toolchain's)", crate, v, tc.version)
	}
	doc := &sdk.Document{
		Name: crate, Version: tc.version,
		Source: sdk.Source{Kind: sdk.SourceToolchain, Detail: tc.sysroot, FetchedAt: time.Now(), Public: true},
		Links:  []sdk.Link{{Title: "doc.rust-lang.org", URL: "https://doc.rust-lang.org/" + tc.version + "/" + crate + "/"}},
	}
	if tc.channel != "" {
		doc.Facts = append(doc.Facts, sdk.Fact{Label: "Toolchain", Value: tc.channel + " (rust-toolchain.toml)"})
	}
	if api, err := p.stdJSON(tc, crate); err == nil {
		doc.Facts = append(doc.Facts, sdk.Fact{Label: "Docs from", Value: "toolchain rust-docs-json"})
		doc.Summary = crateapi.Summary(api.Docs)
		return p.body(doc, api, nil, nil, r.Module, req.Symbol, p.cfg.MaxAPIBytes)
	}
	dir := stdhtml.Dir(tc.sysroot)
	if dir == "" {
		return nil, sdk.FailedPrecondition("the toolchain at %s has no documentation: run `rustup component add rust-docs` (or rust-docs-json on nightly)", tc.sysroot)
	}
	d := stdhtml.Docs{Dir: dir}
	doc.Facts = append(doc.Facts, sdk.Fact{Label: "Docs from", Value: "toolchain rust-docs HTML"})
	module, sym := r.Module, strings.TrimSpace(req.Symbol)
	if sym != "" {
		return p.stdSymbol(doc, d, crate, module, sym)
	}
	api, err := d.Crate(crate, module)
	if err != nil {
		if errors.Is(err, stdhtml.ErrNotFound) {
			// A type's full path as the package (std::collections::HashMap).
			if out, serr := p.stdSymbol(doc, d, crate, "", module); serr == nil {
				return out, nil
			}
			return nil, sdk.NotFound("%s::%s not found in the toolchain docs", crate, module)
		}
		return nil, err
	}
	doc.Summary = crateapi.Summary(api.Docs)
	if module != "" {
		doc.Summary = crateapi.Summary(api.Modules[0].Docs)
	}
	return p.body(doc, api, nil, nil, "", "", p.cfg.MaxAPIBytes)
}

// stdSymbol answers for an item or module of a standard crate.
func (p *Provider) stdSymbol(doc *sdk.Document, d stdhtml.Docs, crate, module, sym string) (*sdk.Document, error) {
	full := strings.TrimPrefix(sym, crate+"::")
	if module != "" {
		full = module + "::" + full
	}
	// A module?
	if api, err := d.Crate(crate, full); err == nil {
		doc.Focus = full
		doc.Overview = crateapi.CleanDocs(api.Modules[0].Docs)
		doc.Symbols, _ = api.Outline("", p.cfg.MaxAPIBytes)
		return doc, nil
	}
	segs := strings.Split(full, "::")
	try := func(mod, name, member string) (*sdk.Document, bool) {
		it, err := d.Item(crate, mod, name)
		if err != nil {
			return nil, false
		}
		path := name
		if mod != "" {
			path = mod + "::" + name
		}
		api := &crateapi.Crate{Name: crate, Modules: []*crateapi.Module{{Path: mod, Items: []*crateapi.Item{it}}}}
		f, ok := api.Lookup(path)
		if member != "" {
			f, ok = api.Lookup(path + "::" + member)
		}
		if !ok {
			return nil, false
		}
		return p.focus(doc, api, f, p.cfg.MaxAPIBytes), true
	}
	n := len(segs)
	if out, ok := try(strings.Join(segs[:n-1], "::"), segs[n-1], ""); ok {
		return out, nil
	}
	if n >= 2 {
		if out, ok := try(strings.Join(segs[:n-2], "::"), segs[n-2], segs[n-1]); ok {
			return out, nil
		}
	}
	// A bare name: find its module in all.html.
	name, member := segs[n-1], ""
	if n == 2 {
		name, member = segs[0], segs[1]
	}
	if n <= 2 {
		for _, mod := range d.Find(crate, name) {
			if out, ok := try(mod, name, member); ok {
				return out, nil
			}
		}
	}
	return nil, sdk.NotFound("%s not found in %s %s's docs", sym, crate, doc.Version)
}

// stdJSON reads share/doc/rust/json/<crate>.json of the rust-docs-json
// component, memoized per toolchain.
func (p *Provider) stdJSON(tc *toolchain, crate string) (*crateapi.Crate, error) {
	f := filepath.Join(tc.sysroot, "share", "doc", "rust", "json", crate+".json")
	key := f
	p.mu.Lock()
	l := p.std[key]
	p.mu.Unlock()
	if l != nil {
		return l.api, nil
	}
	fh, err := os.Open(f)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	api, err := rustdocjson.Read(fh, p.cfg.MaxJSONBytes)
	if err != nil {
		p.log().Warn("toolchain rustdoc JSON", "file", f, "error", err)
		return nil, err
	}
	api.Version = tc.version
	p.mu.Lock()
	p.std[key] = &loaded{api: api}
	p.mu.Unlock()
	return api, nil
}
