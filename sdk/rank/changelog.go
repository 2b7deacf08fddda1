package rank

import (
	"path"
	"regexp"
	"strings"
	"sync"
)

// changelogDemotion scales the score of a changelog doc when the query is
// not about versions or changes: a project's history repeats every API
// name (express's History.md has 285 entries since 2010), so without it
// release notes outrank the README and the API for ordinary questions.
const changelogDemotion = 0.25

// changelogNames are the base names (lowercased, without extension) of
// release-notes files.
var changelogNames = map[string]bool{
	"changelog": true, "changes": true, "history": true, "news": true, "releases": true,
	"release-notes": true, "release_notes": true, "releasenotes": true, "changelog-archive": true,
}

// versionHeading is a title that names a release: "4.21.2 / 2024-11-06",
// "[1.7.9](…) (2024-12-04)", "v2.0.0-rc.1", "1.0.0rc2 / 2010-08-17".
var versionHeading = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^\[?v?\d+\.\d+(\.\d+)?[\w.+-]*\]?(\s|\(|$)`) })

// isChangelog reports whether d is release notes: a section or file of a
// changelog-like file (its locator's path, else its ID's), or a section
// titled with a version.
func isChangelog(d Doc) bool {
	file := d.Locator.Path
	if file == "" {
		// Callers that key docs by path: "History.md#slug", "file:NEWS".
		file, _, _ = strings.Cut(d.ID, "#")
		file = strings.TrimPrefix(file, "file:")
	}
	base := strings.ToLower(path.Base(file))
	if ext := path.Ext(base); ext != "" {
		base = strings.TrimSuffix(base, ext)
	}
	if changelogNames[base] {
		return true
	}
	return d.Symbol == "" && versionHeading().MatchString(strings.TrimSpace(d.Title))
}

// changeWords are query words that ask about versions and changes.
var changeWords = map[string]bool{
	"changelog": true, "change": true, "changes": true, "changed": true, "history": true,
	"release": true, "released": true, "releases": true, "version": true, "versions": true,
	"breaking": true, "upgrade": true, "upgrading": true, "news": true,
	"fixed": true, "regression": true, "since": true,
}

// versionLiteral is a version number in a query: 4.21.2, v1.7, 2.0.0-beta.1.
var versionLiteral = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\bv?\d+\.\d+(\.\d+)?([-+][\w.]+)?\b`) })

// aboutChanges reports whether a query asks about versions or changes, and
// returns the version numbers it names (without a leading v).
func aboutChanges(q string) (bool, []string) {
	var versions []string
	for _, v := range versionLiteral().FindAllString(q, -1) {
		versions = append(versions, strings.TrimPrefix(v, "v"))
	}
	if len(versions) > 0 {
		return true, versions
	}
	for _, f := range strings.Fields(strings.ToLower(q)) {
		if changeWords[strings.Trim(f, "?!.,:;'\"`")] {
			return true, nil
		}
	}
	return false, nil
}

// namesVersion reports whether title names version v as a whole token:
// "4.21.2 / 2024-11-06" names 4.21.2 but not 4.21 or 4.21.20.
func namesVersion(title, v string) bool {
	for i := 0; ; {
		j := strings.Index(title[i:], v)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(v)
		before := start == 0 || !versionByte(title[start-1])
		after := end == len(title) || !versionByte(title[end]) || title[end] == '.' && (end+1 == len(title) || !isDigit(title[end+1]))
		if before && after {
			return true
		}
		i = start + 1
	}
}

func versionByte(c byte) bool { return isDigit(c) || c == '.' }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
