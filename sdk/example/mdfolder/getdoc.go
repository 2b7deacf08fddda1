package mdfolder

import (
	"context"
	"errors"
	"io/fs"
	"path"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/example/mdfolder/folder"
	"github.com/pkgdocs/pkgdocs/sdk/example/mdfolder/markdown"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
	"github.com/pkgdocs/pkgdocs/sdk/localtree"
)

// GetDoc implements sdk.DocGetter: a doc file by path, or a README section
// by title, or the README.
func (p *Provider) GetDoc(ctx context.Context, req sdk.GetDocRequest) (*sdk.Doc, error) {
	k, err := p.resolve(ctx, req.Package)
	if err != nil {
		return nil, err
	}
	out := &sdk.Doc{Name: k.Name, Version: k.Version, Source: k.source()}
	switch {
	case req.Path != "":
		rel := path.Clean(strings.ReplaceAll(req.Path, `\`, "/"))
		b, err := k.f.ReadDoc(k.Name, rel)
		switch {
		case errors.Is(err, folder.ErrNotDoc):
			return nil, sdk.InvalidArgument("invalid doc path %q: want a relative .md path inside the package", req.Path)
		case errors.Is(err, fs.ErrNotExist), errors.Is(err, localtree.ErrSymlink),
			errors.Is(err, localtree.ErrNotRegular), errors.Is(err, localfile.ErrNotRegular):
			files, _ := k.f.DocFiles(ctx, k.Name)
			for _, f := range files {
				out.Available = append(out.Available, f.Path)
			}
			return nil, sdk.NotFound("doc %q not found in %s (available: %s)", req.Path, k.Name, strings.Join(out.Available, ", "))
		case err != nil:
			return nil, err
		}
		out.Path, out.Title, out.Content = rel, rel, string(b)
	case req.Section != "":
		secs := markdown.Split(k.Readme)
		for _, s := range secs {
			if strings.EqualFold(s.Title, req.Section) {
				out.Path, out.Title, out.Content = "README.md#"+s.Title, s.Title, s.Body
				return out, nil
			}
		}
		var titles []string
		for _, s := range secs {
			if s.Title != "" {
				titles = append(titles, s.Title)
			}
		}
		return nil, sdk.NotFound("section %q not found in %s (sections: %s)", req.Section, k.Name, strings.Join(titles, ", "))
	default:
		out.Path, out.Title, out.Content = "README.md", "README.md", k.Readme
	}
	return out, nil
}
