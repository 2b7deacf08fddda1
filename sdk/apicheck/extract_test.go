package apicheck

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
)

func TestExtract(t *testing.T) {
	swiftAPI := []sdk.Symbol{
		{Name: "Session", Kind: "class", Signature: "open class Session"},
		{Name: "Session.request", Kind: "method", Parent: "Session", Signature: "func request(_ convertible: URLConvertible) -> DataRequest"},
		{Name: "HTTPHeaders", Kind: "struct", Signature: "public struct HTTPHeaders"},
	}
	tests := []struct {
		name, eco, pkg, code string
		api                  []sdk.Symbol
		want                 []string // Query|Name
	}{
		{"go file with alias and composite literal", "go", "github.com/spf13/cobra", `package main

import (
	"fmt"
	cb "github.com/spf13/cobra"
)

func main() {
	root := &cb.Command{Use: "app", RunE: func(c *cb.Command, args []string) error { return nil }}
	root.AddCommand(cb.NewThing())
	fmt.Println(cb.Command.Execute)
}
`, goAPI, []string{"cb.Command|Command", "cb.Command.Use|Command.Use", "cb.Command.RunE|Command.RunE", "root.AddCommand|Command.AddCommand", "cb.NewThing|NewThing", "cb.Command.Execute|Command.Execute"}},
		{"go statements without imports", "go", "github.com/google/uuid", "id := uuid.NewString()\nx := uuid.Must(uuid.NewRandom())\nfmt.Println(id, x)", nil,
			[]string{"uuid.NewString|NewString", "uuid.Must|Must", "uuid.NewRandom|NewRandom"}},
		{"go values typed by constructors, declarations and parameters", "go", "github.com/spf13/cobra", `var c *cobra.Command
func run(cmd *cobra.Command) { cmd.Flags(); c.Execute() }
func main() { args := cobra.ExactArgs(1); args.Validate(); x, err := cobra.NoArgs(nil, nil); x.Y() }`, goAPI,
			[]string{"cobra.Command|Command", "cmd.Flags|Command.Flags", "c.Execute|Command.Execute", "cobra.ExactArgs|ExactArgs", "args.Validate|PositionalArgs.Validate", "cobra.NoArgs|NoArgs"}},
		{"python package in a namespace", "python", "ruamel.yaml", "from ruamel.yaml import YAML\nfrom ruamel.yaml.comments import CommentedMap\nimport ruamel.yaml\nruamel.yaml.round_trip_load(s)\nimport ruamel.other\n", nil,
			[]string{"YAML|ruamel.yaml.YAML", "ruamel.yaml.comments.CommentedMap|ruamel.yaml.comments.CommentedMap", "ruamel.yaml.comments|ruamel.yaml.comments", "ruamel.yaml.round_trip_load|ruamel.yaml.round_trip_load"}},
		{"go unparsable", "go", "x", "this is { not go", nil, nil},
		{"npm imports, require and members", "npm", "express", `import express, { Router, json as parseJson } from 'express';
import type { Request } from "express";
import other from 'express-session';
const { urlencoded } = require('express');
// express.commented
const app = express();
app.use(express.static('public'));
const r = Router();
r.get('/', express.Router.foo);
`, npmAPI, []string{"Router|Router", "json|json", "Request|Request", "urlencoded|urlencoded", "express.static|static", "express.Router.foo|Router.foo"}},
		{"npm values made by the package", "npm", "axios", "import axios from 'axios';\nconst client = axios.create({});\nclient.get('/x');\nconst t = new axios.CancelToken(() => {});\nconst r = client.request({});\n", []sdk.Symbol{
			{Name: "Axios", Kind: "class", Signature: "class Axios"},
			{Name: "Axios.get", Kind: "method", Parent: "Axios", Signature: "get(url: string): Promise<R>"},
			{Name: "AxiosInstance", Kind: "interface", Signature: "interface AxiosInstance extends Axios"},
			{Name: "AxiosStatic", Kind: "interface", Signature: "interface AxiosStatic extends AxiosInstance"},
			{Name: "AxiosStatic.create", Kind: "method", Parent: "AxiosStatic", Signature: "create(config?: AxiosRequestConfig): AxiosInstance"},
			{Name: "axios", Kind: "const", Signature: "export default const axios: AxiosStatic"},
		}, []string{"axios.create|create", "axios.CancelToken|CancelToken", "client.get|AxiosInstance.get", "client.request|AxiosInstance.request"}},
		// union-find 1.0.2 (module.exports = UnionFind, a constructor
		// function with prototype methods) and ioredis 6.0.0 (export {
		// default } of class Redis): new on the module's own binding makes
		// an instance of that class, whose members the code then reads.
		{"npm instance of the module's class, required", "npm", "union-find", "const UnionFind = require('union-find');\nconst f = new UnionFind(8);\nf.link(0, 1);\nf.length;\n", []sdk.Symbol{
			{Name: "UnionFind", Kind: "class", Signature: "module.exports = class UnionFind"},
			{Name: "UnionFind.link", Kind: "method", Parent: "UnionFind", Signature: "link(x, y)"},
		}, []string{"f.link|UnionFind.link", "f.length|UnionFind.length"}},
		{"npm instance of the default class, imported", "npm", "ioredis", "import Redis from 'ioredis';\nconst redis = new Redis(6379);\nawait redis.get('k');\n", []sdk.Symbol{
			{Name: "default", Kind: "class", Signature: "export default class Redis extends Commander"},
			{Name: "default.connect", Kind: "method", Parent: "default", Signature: "connect(): Promise<void>"},
		}, []string{"redis.get|default.get"}},
		{"npm new on a default function is no instance read", "npm", "x", "import mk from 'x';\nconst v = new mk();\nv.y;\n", []sdk.Symbol{
			{Name: "mk", Kind: "function", Signature: "export default function mk(): object"},
		}, nil},
		{"npm namespace import", "npm", "zod", "import * as z from 'zod'\nconst s = z.object({ a: z.string().min(1) })", nil,
			[]string{"z.object|object", "z.string|string"}},
		{"python from and import as", "python", "requests", "from requests import Session, get as fetch\nfrom requests.adapters import HTTPAdapter\nimport requests as rq\nrq.post('x')\nrq.Session().get('y')\n", nil,
			[]string{"Session|requests.Session", "get|requests.get", "requests.adapters.HTTPAdapter|requests.adapters.HTTPAdapter", "rq.post|requests.post", "rq.Session|requests.Session"}},
		// pymemcache 3.5.2: Client is declared in client/base.py and
		// listed at the top; a submodule's name for it is a reexport.
		// Members of a from-imported module (serde.pickle_serde) and of
		// instances of the package's classes (c.set) are read; a
		// function's result (r = make_client()) types nothing.
		{"python members of from-imports and instances", "python", "pymemcache", `from pymemcache.client.base import Client
from pymemcache import serde, make_client
import pymemcache.client.hash as hashing
c = Client(("localhost", 11211), serde=serde.pickle_serde)
c.set("k", "v")
if True:
    h: object = hashing.HashClient([])
    h.flush_everything()
r = make_client()
r.nothing
`, []sdk.Symbol{
			{Name: "Client", Kind: "class", Signature: "class Client(object)"},
			{Name: "Client.set", Kind: "method", Parent: "Client", Signature: "def set(self, key, value, expire=0, noreply=None, flags=None)"},
			{Name: "client.base.Client", Kind: "reexport", Signature: "from pymemcache.client.base import Client  # client.base", Doc: "Listed as `Client`, with its signature and members."},
			{Name: "HashClient", Kind: "class", Signature: "class HashClient(object)"},
			{Name: "client.hash.HashClient", Kind: "reexport", Signature: "from pymemcache.client.hash import HashClient  # client.hash", Doc: "Listed as `HashClient`, with its signature and members."},
			{Name: "serde", Kind: "module", Signature: "import pymemcache.serde"},
			{Name: "make_client", Kind: "function", Signature: "def make_client()"},
		}, []string{
			"pymemcache.client.base.Client|pymemcache.client.base.Client", "serde|pymemcache.serde", "make_client|pymemcache.make_client",
			"hashing.HashClient|pymemcache.client.hash.HashClient",
			"serde.pickle_serde|serde.pickle_serde",
			"c.set|Client.set", "h.flush_everything|HashClient.flush_everything",
		}},
		{"rust use trees and paths", "rust", "tokio", "use tokio::sync::{Mutex, mpsc::{self, channel}};\nuse tokio::time::sleep as nap;\nuse std::io;\nfn main() { tokio::spawn(async {}); let m = tokio::sync::Mutex::new(1); }", nil,
			[]string{"tokio::sync::Mutex|", "tokio::sync::mpsc::channel|", "tokio::time::sleep|", "tokio::spawn|", "tokio::sync::Mutex::new|"}},
		// aliasable 0.1.3: a path from a name a use binds
		// (AliasableBox::from_unique) is the package's; a renamed use
		// binds another name, so the original's paths are not read as
		// the package's (Vec below is std's).
		{"rust paths from used names", "rust", "aliasable", "use aliasable::boxed::AliasableBox;\nuse aliasable::vec::{AliasableVec as AV};\nfn main() { let b = AliasableBox::from_unique(Box::new(5)); let v = AliasableVec::new(); let w = Vec::new(); }", nil,
			[]string{"aliasable::boxed::AliasableBox|", "aliasable::vec::AliasableVec|", "AliasableBox::from_unique|aliasable::boxed::AliasableBox::from_unique"}},
		{"swift types of the module and near misses", "swift", "Alamofire", "import Alamofire\nlet s = Session.default\nlet h = HTTPHeader([:])\nlet d = JSONDecoder()\nAlamofire.request(\"x\")\n", swiftAPI,
			[]string{"Session.default|", "HTTPHeader|", "Alamofire.request|request"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			refs, ok := NewIndex(tt.eco, tt.pkg, tt.api).Extract(tt.code)
			if !ok {
				t.Fatal("no extractor")
			}
			var got []string
			for _, r := range refs {
				if !r.FromCode {
					t.Errorf("%q not marked FromCode", r.Query)
				}
				got = append(got, r.Query+"|"+r.Name)
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("Extract (-want +got):\n%s", d)
			}
		})
	}
	if _, ok := NewIndex("mdfolder", "x", nil).Extract("x"); ok {
		t.Error("an ecosystem without an extractor said ok")
	}
}

// TestExtractUnderPackageName: k8s.io/cri-client v0.37's package at
// .../pkg declares "package cri"; code imports it without an alias and
// writes cri.X, which only the declared name (sdk.FactPackageName)
// finds.
func TestExtractUnderPackageName(t *testing.T) {
	code := `package main

import (
	"context"

	"k8s.io/cri-client/pkg"
)

func main() {
	svc, err := cri.NewRemoteRuntimeService("unix:///run/containerd/containerd.sock", 0, nil, nil)
	_, _ = svc, err
	_ = context.Background()
}
`
	ix := NewIndex("go", "k8s.io/cri-client/pkg", nil)
	if refs, _ := ix.Extract(code); len(refs) != 0 {
		t.Fatalf("by the path's name alone: %v, want none", refs)
	}
	ix.AlsoImportedAs("cri")
	refs, _ := ix.Extract(code)
	var got []string
	for _, r := range refs {
		got = append(got, r.Query+"|"+r.Name)
	}
	if d := cmp.Diff([]string{"cri.NewRemoteRuntimeService|NewRemoteRuntimeService"}, got); d != "" {
		t.Errorf("Extract (-want +got):\n%s", d)
	}
}

// TestExtractGoImportsThenStatements: a snippet of imports followed by
// statements (no package clause, no function) is read too.
func TestExtractGoImportsThenStatements(t *testing.T) {
	for _, code := range []string{
		"import \"github.com/google/uuid\"\nid := uuid.NewString()\n",
		"package main\n\nimport (\n\t\"fmt\"\n\t\"github.com/google/uuid\"\n)\n\nid := uuid.NewString()\nfmt.Println(id)\n",
	} {
		refs, _ := NewIndex("go", "github.com/google/uuid", nil).Extract(code)
		var got []string
		for _, r := range refs {
			got = append(got, r.Query)
		}
		if d := cmp.Diff([]string{"uuid.NewString"}, got); d != "" {
			t.Errorf("Extract(%q) (-want +got):\n%s", code, d)
		}
	}
}
