package readme_test

import (
	"fmt"

	"github.com/pkgdocs/pkgdocs/sdk/readme"
)

func ExampleFilter() {
	src := []byte("# left-pad\n\n" +
		"[![npm](https://img.shields.io/npm/v/left-pad.svg)](https://npm.im/left-pad)\n\n" +
		"Pads a string on the left.\n\n" +
		"## Install\n\n```sh\nnpm install left-pad\n```\n\n" +
		"## Contributors\n\nThanks to everyone!\n\n" +
		"## License\n\nWTFPL\n")
	r := readme.Filter(src)
	fmt.Print(r.Markdown)
	fmt.Println("dropped:", r.Dropped)
	// Output:
	// # left-pad
	//
	// Pads a string on the left.
	//
	// ## Install
	//
	// ```sh
	// npm install left-pad
	// ```
	// dropped: [badges Contributors License]
}

func ExampleLookup() {
	src := []byte("# x\n## Usage\nCall x().\n### Options\n`fast`\n## API\n...\n")
	s, ok := readme.Lookup(src, "usage")
	fmt.Println(ok, s.Slug)
	fmt.Print(s.Markdown)
	// Output:
	// true usage
	// ## Usage
	// Call x().
	// ### Options
	// `fast`
}
