package swiftsrc

import (
	"bufio"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// A real package's sources with its DocC catalog: apple/swift-argument-parser
// at 2f77f2fc (from the shared fixtures).
var recallPackages = []struct {
	module, dir string
	minLinks    int
}{
	{"ArgumentParser", "../testdata/swift-argument-parser/Sources/ArgumentParser", 90},
}

var (
	topicLink = regexp.MustCompile("^\\s*- ``([^`]+)``")
	pageTitle = regexp.MustCompile("^# ``([^`]+)``")
	// DocC disambiguation suffixes: a hash ("-7p2fr") or a kind
	// ("-swift.struct").
	disambiguation = regexp.MustCompile(`-(swift\.[a-z.]+|[0-9a-z]{4,6})$`)
)

// scanDir scans every .swift file under dir.
func scanDir(t *testing.T, dir string) []Decl {
	t.Helper()
	var out []Decl
	err := filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() || !strings.HasSuffix(p, ".swift") {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		out = append(out, Scan(p, b)...)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// keys spells each declaration the ways a DocC link may name it.
func keys(decls []Decl) map[string]bool {
	k := map[string]bool{}
	for _, d := range decls {
		k[d.Path] = true
		k[join(d.Parent, d.Title)] = true
	}
	return k
}

// TestRecallDocCTopics checks the scanner finds the public symbols each
// package's authors curated in its DocC catalog's "## Topics" sections.
func TestRecallDocCTopics(t *testing.T) {
	for _, pkg := range recallPackages {
		t.Run(pkg.module, func(t *testing.T) { recall(t, pkg.module, pkg.dir, pkg.minLinks) })
	}
}

func recall(t *testing.T, module, dir string, minLinks int) {
	found := keys(scanDir(t, dir))
	var links, missing []string
	var pages []string
	_ = filepath.WalkDir(filepath.Join(dir), func(p string, e fs.DirEntry, err error) error {
		if err == nil && !e.IsDir() && strings.Contains(p, ".docc/") && strings.HasSuffix(p, ".md") {
			pages = append(pages, p)
		}
		return nil
	})
	for _, page := range pages {
		f, err := os.Open(page)
		if err != nil {
			t.Fatal(err)
		}
		context := ""
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if m := pageTitle.FindStringSubmatch(sc.Text()); m != nil {
				context = strings.ReplaceAll(strings.TrimPrefix(strings.TrimPrefix(m[1], module), "/"), "/", ".")
				context = disambiguationPath(context)
				continue
			}
			m := topicLink.FindStringSubmatch(sc.Text())
			if m == nil {
				continue
			}
			link := m[1]
			var parts []string
			for _, p := range strings.Split(strings.TrimPrefix(link, module+"/"), "/") {
				parts = append(parts, disambiguation.ReplaceAllString(p, ""))
			}
			rel := strings.Join(parts, ".")
			links = append(links, path.Join(context, link))
			if !found[rel] && !found[join(context, rel)] {
				missing = append(missing, join(context, rel))
			}
		}
		f.Close()
	}
	sort.Strings(missing)
	recall := 1 - float64(len(missing))/float64(len(links))
	t.Logf("%s DocC Topics recall: %d of %d linked symbols found (%.1f%%); missing: %v", module, len(links)-len(missing), len(links), 100*recall, missing)
	if len(links) < minLinks {
		t.Fatalf("only %d topic links read: the catalog was not found", len(links))
	}
	if recall < 0.95 {
		t.Errorf("recall %.3f, want at least 0.95", recall)
	}
}

// disambiguationPath drops DocC disambiguation suffixes from each
// component of a dotted path ("Logger.Level-swift.enum" → "Logger.Level").
func disambiguationPath(p string) string {
	parts := strings.Split(p, ".")
	out := parts[:0]
	for i := 0; i < len(parts); i++ {
		c := parts[i]
		// "Level-swift" "enum" came from splitting "Level-swift.enum"
		if strings.HasSuffix(c, "-swift") && i+1 < len(parts) {
			c = strings.TrimSuffix(c, "-swift")
			for i+1 < len(parts) && (parts[i+1] == "enum" || parts[i+1] == "struct" || parts[i+1] == "class" || parts[i+1] == "protocol" || parts[i+1] == "type" || parts[i+1] == "property" || parts[i+1] == "method" || parts[i+1] == "typealias") {
				i++
			}
		}
		out = append(out, disambiguation.ReplaceAllString(c, ""))
	}
	return strings.Join(out, ".")
}
