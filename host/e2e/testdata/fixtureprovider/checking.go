package main

import (
	"context"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// checking is versioned with a Checker of its own: it checks the resolved
// version's outline with sdk/apicheck and says it did.
type checking struct{ versioned }

func (checking) Info() sdk.Info {
	return sdk.Info{Name: "checking", DisplayName: "Fixture checking", Version: "0.0.1", Ecosystem: "checking", DescribeParams: []string{"symbol"}}
}

func (c checking) Check(_ context.Context, req sdk.CheckRequest) (*sdk.CheckResult, error) {
	ver, r, src, err := c.resolve(req.Package)
	if err != nil {
		return nil, err
	}
	ix := apicheck.NewIndex("checking", req.Package.Name, r.symbols)
	res := &sdk.CheckResult{Name: req.Package.Name, Version: ver, Source: src, Notes: []string{"checked by the provider"}}
	for _, s := range req.Symbols {
		res.Checks = append(res.Checks, ix.Check(apicheck.Ref{Query: s}))
	}
	return res, nil
}
