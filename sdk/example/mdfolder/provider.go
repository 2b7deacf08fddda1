package mdfolder

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// DirEnv names the environment variable holding the documentation folder.
const DirEnv = "PKGDOCS_MDFOLDER_DIR"

// maxFileBytes bounds a file read: Markdown docs are small, and the folder
// is configuration, not trusted to stay small.
const maxFileBytes = 4 << 20

var nameRE = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]{0,99}$`)

// Provider serves the folder in Dir.
type Provider struct {
	// Dir is the documentation folder. Empty means $PKGDOCS_MDFOLDER_DIR,
	// read on each call.
	Dir string
	// Version is reported in Info. Empty means "dev".
	Version string
}

// New returns a Provider reading $PKGDOCS_MDFOLDER_DIR.
func New(version string) *Provider { return &Provider{Version: version} }

// Info implements sdk.Provider.
func (p *Provider) Info() sdk.Info {
	v := p.Version
	if v == "" {
		v = "dev"
	}
	return sdk.Info{
		Name:           "mdfolder",
		DisplayName:    "Markdown folder (example provider)",
		Version:        v,
		Ecosystem:      "mdfolder",
		Description:    "Documentation from a local folder of Markdown files, one subfolder per package ($" + DirEnv + ").",
		DescribeParams: []string{"symbol"},
		Tools: []sdk.Tool{{
			Name:        "list_mdfolder_packages",
			Title:       "List local Markdown packages",
			Description: "Lists the packages in the local Markdown documentation folder with their summaries.",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"prefix":{"type":"string","description":"Only names starting with this prefix"}},"additionalProperties":false}`),
			ReadOnly:    true,
		}},
	}
}

func (p *Provider) dir() (string, error) {
	d := p.Dir
	if d == "" {
		d = os.Getenv(DirEnv)
	}
	if d == "" {
		return "", sdk.FailedPrecondition("no documentation folder: set $%s to a folder with one subfolder per package", DirEnv)
	}
	return d, nil
}

// pkg is one package folder, read.
type pkg struct {
	name, version, dir string
	readme             string
	modTime            time.Time
}

func (p *Provider) open(ctx context.Context, ref sdk.PackageRef) (*pkg, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if !nameRE.MatchString(ref.Name) {
		return nil, sdk.InvalidArgument("invalid package name %q: want lower-case letters, digits, '.', '_' or '-'", ref.Name)
	}
	root, err := p.dir()
	if err != nil {
		return nil, err
	}
	dir := filepath.Join(root, ref.Name)
	readmePath := filepath.Join(dir, "README.md")
	b, st, err := readFile(readmePath)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, sdk.NotFound("package %q not found in %s", ref.Name, root)
	}
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", readmePath, err)
	}
	version := "local"
	if v, _, err := readFile(filepath.Join(dir, "VERSION")); err == nil && strings.TrimSpace(string(v)) != "" {
		version = strings.TrimSpace(string(v))
	}
	if ref.Version != "" && ref.Version != "latest" && ref.Version != version {
		return nil, sdk.NotFound("%s@%s not found: the folder has version %s", ref.Name, ref.Version, version)
	}
	return &pkg{name: ref.Name, version: version, dir: dir, readme: string(b), modTime: st.ModTime()}, nil
}

func readFile(path string) ([]byte, fs.FileInfo, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, nil, fmt.Errorf("%s: not a regular file", path)
	}
	if st.Size() > maxFileBytes {
		return nil, nil, sdk.ResourceExhausted("%s is %d bytes, over the %d-byte limit", path, st.Size(), maxFileBytes)
	}
	b, err := os.ReadFile(path)
	return b, st, err
}

// errSymlink: doc paths never go through a symlink, so a package folder
// cannot point GetDoc outside itself; docFiles never lists one either.
var errSymlink = errors.New("symlinks are not followed")

// readDocFile reads the doc file rel (slash-separated, fs.ValidPath) in the
// package folder dir. os.Root keeps every access inside dir.
func readDocFile(dir, rel string) ([]byte, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	defer root.Close()
	parts := strings.Split(rel, "/")
	for i := range parts {
		p := filepath.Join(parts[:i+1]...)
		st, err := root.Lstat(p)
		if err != nil {
			return nil, err
		}
		if st.Mode()&fs.ModeSymlink != 0 {
			return nil, fmt.Errorf("%s: %w", p, errSymlink)
		}
	}
	st, err := root.Stat(rel)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file", rel)
	}
	if st.Size() > maxFileBytes {
		return nil, sdk.ResourceExhausted("%s is %d bytes, over the %d-byte limit", rel, st.Size(), maxFileBytes)
	}
	return root.ReadFile(rel)
}

func (k *pkg) source() sdk.Source {
	return sdk.Source{Kind: sdk.SourceLocalFolder, Detail: k.dir, FetchedAt: k.modTime}
}

// Describe implements sdk.Provider.
func (p *Provider) Describe(ctx context.Context, req sdk.DescribeRequest) (*sdk.Document, error) {
	k, err := p.open(ctx, req.Package)
	if err != nil {
		return nil, err
	}
	secs := splitSections(k.readme)
	doc := &sdk.Document{
		Name: k.name, Version: k.version, Summary: summary(secs), Source: k.source(),
		Symbols: symbols(secs),
	}
	if req.Symbol != "" {
		for _, s := range doc.Symbols {
			if s.Name == req.Symbol {
				// The section in full, but for the code block already shown
				// as the signature.
				s.Doc = withoutFirstFence(sectionBody(secs, s.Name))
				doc.Symbols, doc.Focus = []sdk.Symbol{s}, s.Name
				return doc, nil
			}
		}
		return nil, sdk.NotFound("symbol %q not found in %s@%s", req.Symbol, k.name, k.version)
	}
	doc.Readme = k.readme
	files, err := docFiles(ctx, k.dir)
	if err != nil {
		return nil, err
	}
	doc.DocFiles = files
	return doc, nil
}

// GetDoc implements sdk.DocGetter: a doc file by path, or a README section
// by title.
func (p *Provider) GetDoc(ctx context.Context, req sdk.GetDocRequest) (*sdk.Doc, error) {
	k, err := p.open(ctx, req.Package)
	if err != nil {
		return nil, err
	}
	out := &sdk.Doc{Name: k.name, Version: k.version, Source: k.source()}
	switch {
	case req.Path != "":
		rel := filepath.ToSlash(filepath.Clean(req.Path))
		if !fs.ValidPath(rel) || !strings.HasSuffix(rel, ".md") {
			return nil, sdk.InvalidArgument("invalid doc path %q: want a relative .md path inside the package", req.Path)
		}
		b, err := readDocFile(k.dir, rel)
		if errors.Is(err, fs.ErrNotExist) || errors.Is(err, errSymlink) {
			files, _ := docFiles(ctx, k.dir)
			for _, f := range files {
				out.Available = append(out.Available, f.Path)
			}
			return nil, sdk.NotFound("doc %q not found in %s (available: %s)", req.Path, k.name, strings.Join(out.Available, ", "))
		}
		if err != nil {
			return nil, err
		}
		out.Path, out.Title, out.Content = rel, rel, string(b)
	case req.Section != "":
		secs := splitSections(k.readme)
		for _, s := range secs {
			if strings.EqualFold(s.title, req.Section) {
				out.Path, out.Title, out.Content = "README.md#"+s.title, s.title, s.body
				return out, nil
			}
		}
		var titles []string
		for _, s := range secs {
			if s.title != "" {
				titles = append(titles, s.title)
			}
		}
		return nil, sdk.NotFound("section %q not found in %s (sections: %s)", req.Section, k.name, strings.Join(titles, ", "))
	default:
		out.Path, out.Title, out.Content = "README.md", "README.md", k.readme
	}
	return out, nil
}

// Complete implements sdk.Completer: package folder names by prefix.
func (p *Provider) Complete(ctx context.Context, req sdk.CompleteRequest) (*sdk.Completion, error) {
	names, err := p.names(ctx, req.Prefix)
	if err != nil {
		return nil, err
	}
	limit := req.Limit
	if limit <= 0 {
		limit = 100
	}
	out := &sdk.Completion{Total: len(names)}
	if len(names) > limit {
		names, out.HasMore = names[:limit], true
	}
	out.Values = names
	return out, nil
}

func (p *Provider) names(ctx context.Context, prefix string) ([]string, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	root, err := p.dir()
	if err != nil {
		return nil, err
	}
	ents, err := os.ReadDir(root)
	if err != nil {
		return nil, sdk.FailedPrecondition("read documentation folder %s: %v", root, err)
	}
	var names []string
	for _, e := range ents {
		if e.IsDir() && nameRE.MatchString(e.Name()) && strings.HasPrefix(e.Name(), prefix) {
			if _, err := os.Stat(filepath.Join(root, e.Name(), "README.md")); err == nil {
				names = append(names, e.Name())
			}
		}
	}
	return names, nil
}

// CallTool implements sdk.ToolCaller for list_mdfolder_packages.
func (p *Provider) CallTool(ctx context.Context, name string, args json.RawMessage) (*sdk.ToolResult, error) {
	if name != "list_mdfolder_packages" {
		return nil, sdk.NotFound("unknown tool %q", name)
	}
	var in struct {
		Prefix string `json:"prefix"`
	}
	if err := json.Unmarshal(args, &in); err != nil {
		return nil, sdk.InvalidArgument("arguments: %v", err)
	}
	names, err := p.names(ctx, in.Prefix)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	type item struct {
		Name    string `json:"name"`
		Summary string `json:"summary"`
	}
	items := []item{}
	for _, n := range names {
		k, err := p.open(ctx, sdk.PackageRef{Name: n})
		if err != nil {
			continue
		}
		it := item{Name: n, Summary: summary(splitSections(k.readme))}
		items = append(items, it)
		fmt.Fprintf(&b, "- %s: %s\n", it.Name, it.Summary)
	}
	if len(items) == 0 {
		b.WriteString("No packages found.\n")
	}
	structured, err := json.Marshal(map[string]any{"packages": items})
	if err != nil {
		return nil, err
	}
	return &sdk.ToolResult{Text: b.String(), Structured: structured}, nil
}

// section is a README part under one heading (level 0: before any heading).
type section struct {
	level int
	title string
	body  string
}

// splitSections splits Markdown at ATX headings outside code fences.
func splitSections(md string) []section {
	var out []section
	cur := section{}
	var body strings.Builder
	fence := ""
	sc := bufio.NewScanner(strings.NewReader(md))
	sc.Buffer(make([]byte, 64<<10), maxFileBytes)
	for sc.Scan() {
		line := sc.Text()
		t := strings.TrimSpace(line)
		if fence != "" {
			if strings.HasPrefix(t, fence) {
				fence = ""
			}
		} else if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			fence = t[:3]
		} else if lvl := headingLevel(t); lvl > 0 {
			cur.body = strings.TrimSpace(body.String())
			out = append(out, cur)
			cur = section{level: lvl, title: strings.TrimSpace(strings.TrimLeft(t, "#"))}
			body.Reset()
			continue
		}
		body.WriteString(line + "\n")
	}
	cur.body = strings.TrimSpace(body.String())
	return append(out, cur)
}

func headingLevel(t string) int {
	n := 0
	for n < len(t) && t[n] == '#' {
		n++
	}
	if n == 0 || n > 6 || (len(t) > n && t[n] != ' ') {
		return 0
	}
	return n
}

func summary(secs []section) string {
	for _, s := range secs {
		for _, para := range strings.Split(s.body, "\n\n") {
			p := strings.TrimSpace(para)
			if p != "" && !strings.HasPrefix(p, "```") && !strings.HasPrefix(p, "!") {
				return strings.Join(strings.Fields(p), " ")
			}
		}
	}
	return ""
}

func symbols(secs []section) []sdk.Symbol {
	var out []sdk.Symbol
	inAPI := false
	for _, s := range secs {
		switch {
		case s.level == 2:
			inAPI = strings.EqualFold(s.title, "API")
		case s.level <= 1:
			inAPI = false
		case s.level == 3 && inAPI:
			sig, doc := signatureAndDoc(s.body)
			out = append(out, sdk.Symbol{Name: s.title, Kind: "symbol", Signature: sig, Doc: doc})
		}
	}
	return out
}

func sectionBody(secs []section, title string) string {
	for _, s := range secs {
		if s.title == title {
			return s.body
		}
	}
	return ""
}

// withoutFirstFence drops the first fenced code block of body.
func withoutFirstFence(body string) string {
	lines := strings.Split(body, "\n")
	for i := 0; i < len(lines); i++ {
		if strings.HasPrefix(strings.TrimSpace(lines[i]), "```") {
			for j := i + 1; j < len(lines); j++ {
				if strings.HasPrefix(strings.TrimSpace(lines[j]), "```") {
					return strings.TrimSpace(strings.Join(append(lines[:i:i], lines[j+1:]...), "\n"))
				}
			}
			break
		}
	}
	return body
}

// signatureAndDoc returns the first code block and the first prose line.
func signatureAndDoc(body string) (sig, doc string) {
	lines := strings.Split(body, "\n")
	for i := 0; i < len(lines); i++ {
		t := strings.TrimSpace(lines[i])
		if sig == "" && strings.HasPrefix(t, "```") {
			var code []string
			for i++; i < len(lines) && !strings.HasPrefix(strings.TrimSpace(lines[i]), "```"); i++ {
				code = append(code, lines[i])
			}
			sig = strings.Join(code, "\n")
			continue
		}
		if doc == "" && t != "" {
			doc = t
		}
	}
	return sig, doc
}

func docFiles(ctx context.Context, dir string) ([]sdk.DocFile, error) {
	var out []sdk.DocFile
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		// Never follow symlinks out of the package folder.
		if d.Type()&fs.ModeSymlink != 0 || d.IsDir() || !strings.HasSuffix(d.Name(), ".md") {
			return nil
		}
		rel, _ := filepath.Rel(dir, path)
		rel = filepath.ToSlash(rel)
		if rel == "README.md" {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		out = append(out, sdk.DocFile{Path: rel, Title: rel, Size: info.Size()})
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("list doc files in %s: %w", dir, err)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out, nil
}
