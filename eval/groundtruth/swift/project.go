package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// source is a corpus package's SOURCE.txt: where and at which tag it was taken.
type source struct {
	Owner, Repository, Tag, Revision string
}

func readSource(dir string) (source, error) {
	var s source
	b, err := os.ReadFile(filepath.Join(dir, "SOURCE.txt"))
	if err != nil {
		return s, fmt.Errorf("read SOURCE.txt: %w", err)
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if !ok {
			continue
		}
		v = strings.TrimSpace(v)
		switch strings.TrimSpace(k) {
		case "owner":
			s.Owner = v
		case "repository":
			s.Repository = v
		case "tag":
			s.Tag = v
		case "revision":
			s.Revision = v
		}
	}
	if s.Repository == "" || s.Tag == "" {
		return s, fmt.Errorf("SOURCE.txt of %q: no repository or tag", filepath.Base(dir))
	}
	return s, nil
}

var repoName = regexp.MustCompile(`^[A-Za-z0-9._-]+$`)

// repo is the repository's name ("Alamofire"), from its URL.
func (s source) repo() string {
	return strings.TrimSuffix(s.Repository[strings.LastIndex(s.Repository, "/")+1:], ".git")
}

// layout lays out a project depending on the package the way SwiftPM
// leaves one after `swift package resolve`: Package.swift,
// Package.resolved (version 2) pinning the tag and revision, and
// .build/checkouts/<Repo> a copy of the package (a copy, not a link:
// SwiftPM checkouts are directories).
func layout(project, pkgDir string, s source, product string) error {
	repo := s.repo()
	if !repoName.MatchString(repo) {
		return fmt.Errorf("repository name %q", repo)
	}
	identity := strings.ToLower(repo)
	dep := fmt.Sprintf(".package(url: %q, exact: %q)", s.Repository+".git", s.Tag)
	tdeps := ""
	if product != "" {
		tdeps = fmt.Sprintf(", dependencies: [.product(name: %q, package: %q)]", product, identity)
	}
	manifest := "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n" +
		"    name: \"EvalProject\",\n    dependencies: [" + dep + "],\n" +
		"    targets: [.target(name: \"EvalProject\"" + tdeps + ")]\n)\n"
	resolved := map[string]any{
		"pins": []any{map[string]any{
			"identity": identity,
			"kind":     "remoteSourceControl",
			"location": s.Repository + ".git",
			"state":    map[string]string{"revision": s.Revision, "version": s.Tag},
		}},
		"version": 2,
	}
	rb, err := json.MarshalIndent(resolved, "", "  ")
	if err != nil {
		return err
	}
	if err := os.RemoveAll(project); err != nil {
		return fmt.Errorf("lay out %q: %w", identity, err)
	}
	files := map[string][]byte{
		"Package.swift":                  []byte(manifest),
		"Package.resolved":               append(rb, '\n'),
		"Sources/EvalProject/Eval.swift": []byte("import " + product + "\n"),
	}
	if product == "" {
		files["Sources/EvalProject/Eval.swift"] = []byte("")
	}
	for name, body := range files {
		p := filepath.Join(project, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return fmt.Errorf("lay out %q: %w", identity, err)
		}
		if err := os.WriteFile(p, body, 0o644); err != nil {
			return fmt.Errorf("lay out %q: %w", identity, err)
		}
	}
	return copyTree(pkgDir, filepath.Join(project, ".build", "checkouts", repo))
}

// copyTree copies regular files and directories; links are not followed.
func copyTree(from, to string) error {
	return filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(from, p)
		if err != nil {
			return err
		}
		dst := filepath.Join(to, rel)
		switch {
		case d.IsDir():
			return os.MkdirAll(dst, 0o755)
		case d.Type().IsRegular():
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			return os.WriteFile(dst, b, 0o644)
		}
		return nil
	})
}

// firstProduct is the first library product's name, "" if none.
func firstProduct(dir string) string {
	b, err := os.ReadFile(filepath.Join(dir, "Package.swift"))
	if err != nil {
		return ""
	}
	if m := libraryRE.FindSubmatch(b); m != nil {
		return string(m[1])
	}
	return ""
}
