// Package resolved reads Package.resolved, the pins SwiftPM and Xcode
// write, in all three formats (v1 "object.pins", v2 and v3 "pins" with
// identities, v3's originHash), and finds the file a project uses: its
// own, or the one Xcode keeps inside a project or workspace bundle,
// looking from the project directory upward.
//
// It exists because the pinned version is the one the user's code is
// built against: the right version to document.
package resolved
