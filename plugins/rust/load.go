package rust

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/plugins/rust/cargoconfig"
	"github.com/pkgdocs/pkgdocs/plugins/rust/cargomanifest"
	"github.com/pkgdocs/pkgdocs/plugins/rust/cargoreq"
	"github.com/pkgdocs/pkgdocs/plugins/rust/crateapi"
	"github.com/pkgdocs/pkgdocs/plugins/rust/cratename"
	"github.com/pkgdocs/pkgdocs/plugins/rust/cratesio"
	"github.com/pkgdocs/pkgdocs/plugins/rust/rssrc"
	"github.com/pkgdocs/pkgdocs/plugins/rust/rustdocjson"
	"github.com/pkgdocs/pkgdocs/plugins/rust/sparse"
	"github.com/pkgdocs/pkgdocs/plugins/rust/stdhtml"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/fetch"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
	"github.com/pkgdocs/pkgdocs/sdk/memo"
)

// loaded is a crate version's documentation, read once and cached.
type loaded struct {
	api      *crateapi.Crate
	files    files // nil when only docs.rs answered
	manifest *cargomanifest.Manifest
	meta     *cratesio.Crate // the registry API's metadata, when no Cargo.toml was read
	from     string          // "docs.rs rustdoc JSON (format 57)", "crate source"
	html     *stdhtml.Docs   // docs.rs HTML pages, when the outline came from them
	source   sdk.Source
	notes    []string
}

func (p *Provider) load(ctx context.Context, t *target) (*loaded, error) {
	return p.crates.Do(ctx, loadKey(t), func(ctx context.Context) (*loaded, memo.Lifetime, error) {
		l, err := p.loadUncached(ctx, t)
		return l, memo.Stable, err
	})
}

// loadKey is the key of a crate version from one source.
func loadKey(t *target) string {
	if t.path.dir != "" {
		return "path|" + t.path.dir + "|" + t.name + "@" + t.version
	}
	return t.registry + "|" + t.origin.Kind + t.origin.Index + t.origin.Dir + "|" + t.name + "@" + t.version
}

func (p *Provider) loadUncached(ctx context.Context, t *target) (*loaded, error) {
	l := &loaded{source: sdk.Source{Kind: t.kind, FetchedAt: time.Now()}}
	fs, where, err := p.localFiles(ctx, t)
	if err != nil {
		return nil, err
	}
	if fs != nil {
		kind := sdk.SourceLocalInstall
		if t.path.dir != "" {
			kind = t.kind // a local folder, or a git checkout (an install)
		}
		l.source = sdk.Source{Kind: kind, Detail: where, FetchedAt: time.Now()}
	}
	// docs.rs documents the registry's crate; a path crate is the
	// project's own copy.
	ask := p.cfg.DocsRS != "off" && t.registry == "crates-io" && t.path.dir == ""
	p.mu.Lock()
	down := ask && time.Since(p.docsRSDown) < docsRSRetry
	p.mu.Unlock()
	// While docs.rs is down no note says so: the answer that found it
	// down said why (once, not on every crate's answer for the next few
	// minutes), and "Docs from:" names the source this one was read from.
	jsonFailed := false
	if ask && !down {
		api, format, err := p.docsRSJSON(ctx, t.name, t.version)
		switch {
		case err == nil:
			l.api = api
			l.from = fmt.Sprintf("docs.rs rustdoc JSON (format %d)", format)
			if fs == nil {
				l.source = sdk.Source{Kind: t.kind, Detail: p.cfg.DocsRS, FetchedAt: time.Now()}
			}
		case ctx.Err() != nil:
			return nil, ctx.Err()
		default:
			if c := sdk.Code(err); c == codes.Unavailable || c == codes.DeadlineExceeded {
				p.mu.Lock()
				p.docsRSDown = time.Now()
				p.mu.Unlock()
			} else {
				jsonFailed = true
			}
			p.log().Debug("docs.rs JSON", "crate", t.name, "version", t.version, "error", err)
			l.notes = append(l.notes, "docs.rs rustdoc JSON not used: "+err.Error())
		}
	}
	if fs == nil {
		fs, where, err = p.download(ctx, t)
		if err != nil && l.api == nil && jsonFailed {
			if html, api, herr := p.docsRSHTML(ctx, t); herr == nil {
				l.api, l.html = api, html
				l.from = "docs.rs HTML (item names; a symbol's page gives its declaration)"
				l.source = sdk.Source{Kind: t.kind, Detail: p.cfg.DocsRS, FetchedAt: time.Now()}
				l.notes = append(l.notes, "docs.rs has no rustdoc JSON for this version and the crate source could not be read ("+err.Error()+"): the API lists item names from docs.rs' pages; ask for a symbol to get its declaration and docs.")
				err = nil
				fs = nil
			}
		}
		if err != nil {
			if l.api == nil {
				return nil, err
			}
			l.notes = append(l.notes, "crate source not read (README and Cargo.toml facts missing): "+err.Error())
		} else if l.api == nil {
			l.source = sdk.Source{Kind: t.kind, Detail: where, FetchedAt: time.Now()}
		}
	}
	l.files = fs
	if l.source.Kind != sdk.SourceLocalInstall && l.source.Kind != sdk.SourceLocalFolder {
		// The registry (after source replacement) the crate came from,
		// for the host's cache key (contract minor 5).
		reg := t.origin.Index
		if reg == "" {
			reg = t.origin.Dir
		}
		if reg == "" {
			reg = t.registry
		}
		l.source.Registry = sdk.RegistryID(reg)
		l.source.Public = p.public(t)
	}
	if fs != nil {
		if b, err := fs.ReadFile("Cargo.toml"); err == nil {
			if m, err := cargomanifest.Parse(b); err == nil {
				l.manifest = m
			}
		}
	}
	if l.manifest == nil && t.idxCfg != nil && t.idxCfg.API != "" {
		meta, err := cratesio.Get(ctx, p.registry(t.origin).index, t.idxCfg.API, t.name)
		if err == nil {
			l.meta = meta
		} else {
			p.log().Debug("registry API", "crate", t.name, "error", err)
		}
	}
	if l.api == nil {
		api, err := rssrc.ScanWith(fs, libRoot(l), t.name, rssrc.Limits{}, p.depSource(ctx, t, l))
		if err != nil {
			if errors.Is(err, rssrc.ErrTooLarge) {
				return nil, sdk.ResourceExhausted("%s@%s: %v", t.name, t.version, err)
			}
			return nil, sdk.NotFound("%s@%s has no library API to document (%v)", t.name, t.version, err)
		}
		l.api = api
		l.from = "crate source (declaration scanner)"
		// The crate's own gates name its own features; the items
		// inlined from its dependencies below carry theirs. A manifest
		// without a [features] table is not read as declaring none.
		if l.manifest != nil && l.manifest.Package != nil && l.manifest.Features != nil {
			declared := map[string]bool{}
			for f := range implicitFeatures(l.manifest.Features, optionalDeps(l.manifest)) {
				declared[f] = true
			}
			l.api.InheritModuleGates()
			if gone := l.api.DropUnavailable(declared); len(gone) > 0 {
				l.api.Notes = append(l.api.Notes, fmt.Sprintf("Items gated on features this crate's Cargo.toml does not declare (%s) are left out: no build of it has them.", strings.Join(gone, ", ")))
			}
		}
	}
	p.inlineReexports(ctx, t, l)
	l.api.InheritModuleGates()
	l.api.ListModuleAliases()
	l.api.Version = t.version
	return l, nil
}

// localFiles finds the crate's source on this machine: the directory
// source, the project's vendor/, Cargo's unpacked registry sources, or a
// .crate in Cargo's cache or a local registry.
func (p *Provider) localFiles(ctx context.Context, t *target) (files, string, error) {
	if t.path.dir != "" {
		return dirFiles{root: t.path.dir}, t.path.dir, nil
	}
	if d := t.dirs[t.version]; d != "" {
		return dirFiles{root: d}, d, nil
	}
	if t.proj != nil {
		vendor := filepath.Join(t.proj.root, "vendor")
		if d := dirVersions(vendor, t.name, manifestVersion)[t.version]; d != "" {
			return dirFiles{root: d}, d, nil
		}
	}
	if d := registrySrc(t.conf.Home, t.name, t.version); d != "" {
		return dirFiles{root: d}, d, nil
	}
	cksum := ""
	if t.entry != nil {
		cksum = t.entry.Cksum
	}
	var crate string
	switch {
	case t.origin.Kind == "local-registry":
		crate = filepath.Join(t.origin.Dir, t.name+"-"+t.version+".crate")
	default:
		crate = registryCache(t.conf.Home, t.name, t.version)
	}
	if crate == "" {
		return nil, "", nil
	}
	b, err := localfile.Read(crate, p.cfg.MaxCrateBytes)
	if err != nil {
		var tl *localfile.TooLargeError
		if errors.As(err, &tl) {
			return nil, "", sdk.ResourceExhausted("%v", err)
		}
		return nil, "", nil
	}
	f, err := openCrate(ctx, b, cksum, crate, p.cfg.MaxCrateBytes)
	if err != nil {
		return nil, "", err
	}
	return f, crate, nil
}

// public says whether what was read for t is what anyone may read
// (Source.Public): crates.io through its own sparse index (no source
// replacement, no mirror), with no registry token sent (Cargo sends one
// only to a registry that asks), and docs.rs at its own address when it
// was asked at all.
func (p *Provider) public(t *target) bool {
	if t.registry != "crates-io" || t.origin.Kind != "registry" || t.origin.Index != cargoconfig.CratesIOIndex {
		return false
	}
	if d := strings.TrimSuffix(p.cfg.DocsRS, "/"); d != defaultDocsRS && d != "off" {
		return false
	}
	r := p.registry(t.origin)
	return r.creds.Len() == 0
}

// download fetches the .crate from the registry's dl endpoint and checks
// it against the index checksum.
func (p *Provider) download(ctx context.Context, t *target) (files, string, error) {
	if t.origin.Kind != "registry" {
		return nil, "", sdk.NotFound("%s@%s%s not found in %s %s%s", t.name, t.version, t.pinnedBy(), t.origin.Kind, t.origin.Dir, t.held())
	}
	if t.idxCfg == nil || t.entry == nil {
		if t.indexErr != nil {
			// The index's own failure, kept: it says whether waiting can
			// help (a 503) or not (a host that does not resolve).
			return nil, "", fmt.Errorf("%s@%s%s is not on this machine, and the registry index could not be read, so the crate cannot be downloaded and checked: %w", t.name, t.version, t.pinnedBy(), t.indexErr)
		}
		return nil, "", sdk.Unavailable("%s@%s: the registry index was not read, so the crate cannot be downloaded and checked", t.name, t.version)
	}
	if t.idxCfg.DL == "" {
		return nil, "", sdk.FailedPrecondition("the registry's config.json has no dl endpoint")
	}
	u := sparse.DownloadURL(t.idxCfg, *t.entry)
	r, err := p.registry(t.origin).crates.Get(ctx, u, nil)
	if err != nil {
		return nil, "", fmt.Errorf("download %s@%s: %w", t.name, t.version, err)
	}
	f, err := openCrate(ctx, r.Body, t.entry.Cksum, r.URL, p.cfg.MaxCrateBytes)
	if err != nil {
		return nil, "", err
	}
	return f, r.URL, nil
}

// docsRSJSON fetches and decodes docs.rs' rustdoc JSON for a version.
func (p *Provider) docsRSJSON(ctx context.Context, name, version string) (*crateapi.Crate, int, error) {
	base := strings.TrimSuffix(p.cfg.DocsRS, "/")
	client := &fetch.Client{HTTP: p.cfg.HTTP, MaxBytes: p.cfg.MaxJSONBytes, Timeout: p.cfg.DocsRSTimeout, UserAgent: p.fetch.UserAgent}
	s, err := client.GetStream(ctx, base+"/crate/"+cratename.Ident(name)+"/"+version+"/json", nil)
	if err != nil {
		return nil, 0, err
	}
	defer s.Close()
	var format int
	api, err := rustdocjson.ReadFormat(s, p.cfg.MaxJSONBytes, &format)
	if err != nil {
		var fe *rustdocjson.FormatError
		if errors.As(err, &fe) {
			return nil, fe.Format, err
		}
		return nil, 0, err
	}
	return api, format, nil
}

// docsRSPages serves one crate version's docs.rs pages.
type docsRSPages struct {
	ctx    context.Context
	client *fetch.Client
	base   string // https://docs.rs/NAME/VERSION/
}

func (d docsRSPages) Page(rel string) ([]byte, error) {
	r, err := d.client.Get(d.ctx, d.base+rel, nil)
	if err != nil {
		if sdk.Code(err) == codes.NotFound {
			return nil, fmt.Errorf("%s: %w", rel, stdhtml.ErrNotFound)
		}
		return nil, err
	}
	return r.Body, nil
}

// docsRSHTML reads the crate's item list from docs.rs' all.html, the last
// resort for versions docs.rs has no JSON for.
func (p *Provider) docsRSHTML(ctx context.Context, t *target) (*stdhtml.Docs, *crateapi.Crate, error) {
	client := &fetch.Client{HTTP: p.cfg.HTTP, MaxBytes: 16 << 20, Timeout: p.cfg.DocsRSTimeout, UserAgent: p.fetch.UserAgent}
	// The pages are read later for a symbol, under that request's context.
	d := &stdhtml.Docs{Src: docsRSPages{ctx: context.WithoutCancel(ctx), client: client, base: strings.TrimSuffix(p.cfg.DocsRS, "/") + "/" + t.name + "/" + t.version + "/"}, ItemPages: -1}
	api, err := d.AllItems(cratename.Ident(t.name))
	if err != nil {
		return nil, nil, err
	}
	return d, api, nil
}

// libRoot is the crate's library root file.
func libRoot(l *loaded) string {
	if l.manifest != nil && l.manifest.LibPath != "" {
		return filepath.ToSlash(filepath.Clean(l.manifest.LibPath))
	}
	return "src/lib.rs"
}

// pinnedBy names the file that chose t's version when it was the
// project's lockfile, so that a version missing from a local source reads
// as the project's pin rather than as a misspelt name.
func (t *target) pinnedBy() string {
	if t.kind != sdk.SourceLockfile || t.proj == nil || t.proj.lockPath == "" {
		return ""
	}
	return " (pinned by " + t.proj.lockPath + ", so no other version is shown in its place)"
}

// held lists the versions of t's crate that its local source (a directory
// source or a local registry) does hold, newest first and at most five,
// so that the answer says what could be read instead of serving one of
// them in place of the version asked.
func (t *target) held() string {
	var vs []string
	for v := range t.dirs {
		vs = append(vs, v)
	}
	if len(vs) == 0 {
		for _, e := range t.entries {
			vs = append(vs, e.Vers)
		}
	}
	if len(vs) == 0 {
		return ""
	}
	cargoreq.Sort(vs)
	slices.Reverse(vs)
	more := ""
	if len(vs) > 5 {
		more = fmt.Sprintf(" and %d older", len(vs)-5)
		vs = vs[:5]
	}
	return "; it holds " + strings.Join(vs, ", ") + more
}
