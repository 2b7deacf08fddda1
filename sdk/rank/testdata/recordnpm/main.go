// Command recordnpm writes the search documents of real npm packages to
// sdk/rank/testdata, where the ranking evaluation reads them offline. It
// asks the registry of the user's npm configuration (live network) through
// the npm provider, and builds the documents the way that provider's
// search does: README sections, sections of the package's other Markdown
// files (History.md, CHANGELOG.md...), API symbols with signature and doc.
//
//	go run ./sdk/rank/testdata/recordnpm express@4.21.2 commander@12.1.0 axios@1.7.9
//
// (testdata is ignored by ./..., so this tool is not part of any build.)
package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/npm"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/rank"
	"github.com/pkgdocs/pkgdocs/sdk/readme"
)

var npmHosts = regexp.MustCompile(`([a-z]+\.)?npmjs\.(org|com)`)

func main() {
	p := npm.New(npm.Config{})
	for _, ref := range os.Args[1:] {
		if err := record(p, ref); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}

func record(p *npm.Provider, ref string) error {
	name, version, _ := strings.Cut(ref, "@")
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Ecosystem: "npm", Name: name, Version: version}, MaxLength: -1})
	if err != nil {
		return err
	}
	files, err := markdownFiles(name + "@" + d.Version)
	if err != nil {
		return err
	}
	var names []string
	for n := range files {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool { // README first, as the provider does
		ri, rj := strings.HasPrefix(strings.ToLower(names[i]), "readme"), strings.HasPrefix(strings.ToLower(names[j]), "readme")
		if ri != rj {
			return ri
		}
		return names[i] < names[j]
	})
	var docs []rank.Doc
	for _, file := range names {
		for _, s := range readme.Split(files[file]) {
			if strings.TrimSpace(s.Markdown) == "" {
				continue
			}
			title := s.Title
			if title == "" {
				title = file
			}
			docs = append(docs, rank.Doc{ID: file + "#" + s.Slug, Kind: "section", Title: title, Text: s.Markdown})
		}
	}
	for _, s := range d.Symbols {
		docs = append(docs, rank.Doc{ID: "symbol:" + s.Name, Kind: s.Kind, Title: s.Name, Symbol: s.Name, Signature: s.Signature, Text: s.Doc})
	}
	b, err := json.MarshalIndent(docs, "", " ")
	if err != nil {
		return err
	}
	// Links to npm's own sites are rewritten, as for every fixture here:
	// the repository never spells out the registry's host names.
	b = npmHosts.ReplaceAll(b, []byte("npm-site.example"))
	out := filepath.Join("sdk", "rank", "testdata", "npm-"+name+".json")
	fmt.Fprintf(os.Stderr, "%s@%s: %d docs → %s\n", name, d.Version, len(docs), out)
	return os.WriteFile(out, b, 0o644)
}

// markdownFiles are the Markdown files at the root of the package's
// tarball, fetched with `npm pack` from the configured registry.
func markdownFiles(spec string) (map[string][]byte, error) {
	dir, err := os.MkdirTemp("", "recordnpm")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	cmd := exec.Command("npm", "pack", "--silent", "--pack-destination", dir, "--", spec)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("npm pack %s: %w", spec, err)
	}
	f, err := os.Open(filepath.Join(dir, strings.TrimSpace(string(out))))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		return nil, err
	}
	files := map[string][]byte{}
	tr := tar.NewReader(gz)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return files, nil
		}
		if err != nil {
			return nil, err
		}
		rel := strings.TrimPrefix(h.Name, "package/")
		if strings.Contains(rel, "/") || !strings.EqualFold(path.Ext(rel), ".md") {
			continue
		}
		var b bytes.Buffer
		if _, err := io.Copy(&b, io.LimitReader(tr, 1<<20)); err != nil {
			return nil, err
		}
		files[rel] = b.Bytes()
	}
}
