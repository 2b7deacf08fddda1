package sdk

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestCheckConfigInputs(t *testing.T) {
	many := make([]string, MaxConfigEnv+1)
	for i := range many {
		many[i] = fmt.Sprintf("V%d", i)
	}
	tests := []struct {
		name    string
		in      *ConfigInputs
		want    *ConfigInputs
		dropped []string // substrings, one per dropped entry
	}{
		{"nil is no declaration", nil, nil, nil},
		{"empty", &ConfigInputs{}, &ConfigInputs{}, nil},
		{"good", &ConfigInputs{
			Env: []string{"NPM_CONFIG_*", "npm_config_*", "GOPROXY", "_X", "PYTHON*", "GOPROXY"},
			Files: []ConfigFile{
				{Path: "/etc/npmrc"}, {Path: "~/.npmrc"}, {Path: "~/Library/Application Support/go/env"},
				{Path: "$GOENV"}, {Path: "$CARGO_HOME/config.toml"},
				{Path: ".npmrc", Project: true}, {Path: ".cargo/config.toml", Project: true, SearchAncestors: true},
				{Path: "$YARN_RC_FILENAME", Project: true, SearchAncestors: true}, {Path: "~/$YARN_RC_FILENAME"}, {Path: "$X/y", Project: true},
				{Path: "requirements/*.txt", Project: true, SearchAncestors: true}, {Path: "requirements*.txt", Project: true},
			},
		}, &ConfigInputs{
			Env: []string{"NPM_CONFIG_*", "npm_config_*", "GOPROXY", "_X", "PYTHON*"},
			Files: []ConfigFile{
				{Path: "/etc/npmrc"}, {Path: "~/.npmrc"}, {Path: "~/Library/Application Support/go/env"},
				{Path: "$GOENV"}, {Path: "$CARGO_HOME/config.toml"},
				{Path: ".npmrc", Project: true}, {Path: ".cargo/config.toml", Project: true, SearchAncestors: true},
				{Path: "$YARN_RC_FILENAME", Project: true, SearchAncestors: true}, {Path: "~/$YARN_RC_FILENAME"}, {Path: "$X/y", Project: true},
				{Path: "requirements/*.txt", Project: true, SearchAncestors: true}, {Path: "requirements*.txt", Project: true},
			},
		}, nil},
		{"bad names", &ConfigInputs{Env: []string{"", "*", "A*", "1X", "A-B", "A*B", "A**", "PATH=x", "X Y", "É"}},
			&ConfigInputs{}, []string{`""`, `"*"`, `"A*"`, `"1X"`, `"A-B"`, `"A*B"`, `"A**"`, `"PATH=x"`, `"X Y"`, `"É"`}},
		{"too many variables", &ConfigInputs{Env: many}, &ConfigInputs{Env: many[:MaxConfigEnv]}, []string{"more than 64"}},
		{"bad user paths", &ConfigInputs{Files: []ConfigFile{
			{Path: ""}, {Path: "relative"}, {Path: "/etc/../etc/npmrc"}, {Path: "~/../x"}, {Path: "~user/x"},
			{Path: "$1X/y"}, {Path: "$X*/y"}, {Path: "$X/"}, {Path: "$X/../y"}, {Path: `C:\x`}, {Path: "/a\x00b"},
			{Path: "/" + strings.Repeat("a", MaxConfigPath)}, {Path: "/etc/npmrc", SearchAncestors: true},
		}}, &ConfigInputs{}, []string{"empty", "absolute", "clean", `".."`, "absolute", "variable", "variable", "ends in /", `".."`, "backslash", "NUL", "longer", "project files only"}},
		{"bad project paths", &ConfigInputs{Files: []ConfigFile{
			{Path: "/abs", Project: true}, {Path: "~/x", Project: true}, {Path: "$1X/y", Project: true},
			{Path: "../up", Project: true}, {Path: "./x", Project: true}, {Path: "a//b", Project: true}, {Path: "a/", Project: true},
			{Path: "a/$X*", Project: true}, {Path: "~/$", Project: false},
			{Path: "req*/a.txt", Project: true}, {Path: "r?.txt", Project: true}, {Path: "r[a].txt", Project: true},
		}}, &ConfigInputs{}, []string{"relative to the project", "relative to the project", "variable name", `".."`, `"."`, `""`, `""`, "variable name", "variable name", "pattern", "pattern", "pattern"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, dropped := CheckConfigInputs(tt.in)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("kept (-want +got):\n%s", diff)
			}
			if len(dropped) != len(tt.dropped) {
				t.Fatalf("dropped %d entries %v, want %d", len(dropped), dropped, len(tt.dropped))
			}
			for i, err := range dropped {
				if !strings.Contains(err.Error(), tt.dropped[i]) {
					t.Errorf("dropped[%d] = %q, want it to contain %q", i, err, tt.dropped[i])
				}
			}
		})
	}
}
