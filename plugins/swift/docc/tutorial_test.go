package docc

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseTutorial(t *testing.T) {
	src := `@Tutorial(time: 10) {
    @Intro(title: "Creating a Command") {
        Build your first command with ` + "``ParsableCommand``" + `.

        @Image(source: intro.png, alt: "A terminal")
    }

    @Section(title: "Declare the command") {
        @ContentAndMedia {
            Start with a type.
        }

        @Steps {
            @Step {
                Conform to the protocol.

                @Code(name: "Count.swift", file: "01-count.swift")
            }
            @Step {
                Add an option.
            }
        }
    }
}
`
	got := ParseTutorial(src, func(f string) string {
		if f == "01-count.swift" {
			return "struct Count: ParsableCommand {}\n"
		}
		return ""
	})
	want := Article{Title: "Creating a Command", Markdown: "# Creating a Command\n\nBuild your first command with `ParsableCommand`.\n\n## Declare the command\n\nStart with a type.\n\n\n**Step 1:**\nConform to the protocol.\n\n\n```swift\n// Count.swift\nstruct Count: ParsableCommand {}\n```\n\n\n**Step 2:**\nAdd an option.\n"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("ParseTutorial (-want +got):\n%s", diff)
	}
}
