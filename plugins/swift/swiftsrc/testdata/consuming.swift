// Trimmed from apple/swift-system 1.8.1, Sources/System/FilePath/FilePathSyntax.swift
// (Apache-2.0 with Runtime Library Exception): members declared with the
// compiler's underscored modifier __consuming, between ordinary ones.

/*
 This source file is part of the Swift System open source project

 Copyright (c) 2020 Apple Inc. and the Swift System project authors
 Licensed under Apache License v2.0 with Runtime Library Exception

 See https://swift.org/LICENSE.txt for license information
*/

@available(System 0.0.2, *)
extension FilePath {
  /// Non-mutating version of `append(_:Component)`.
  public __consuming func appending(_ other: __owned Component) -> FilePath {
    var copy = self
    copy.append(other)
    return copy
  }

  // TODO(Windows docs): example with roots
  /// Non-mutating version of `append(_:C)`.
  public __consuming func appending<C: Collection>(
    _ components: __owned C
  ) -> FilePath where C.Element == FilePath.Component {
    var copy = self
    copy.append(components)
    return copy
  }

  // TODO(Windows docs): example with roots
  /// Non-mutating version of `append(_:String)`.
  public __consuming func appending(_ other: __owned String) -> FilePath {
    var copy = self
    copy.append(other)
    return copy
  }

  // TODO(Windows docs): examples and docs with roots, update/generalize doc
  // comment
  /// If `other` does not have a root, append each component of `other`. If
  /// `other` has a root, replaces `self` with other.
  ///
  /// This operation mimics traversing a directory structure (similar to the
  /// `cd` command), where pushing a relative path will append its components
  /// and pushing an absolute path will first clear `self`'s existing
  /// components.
  ///
  /// Example:
  ///
  ///     var path: FilePath = "/tmp"
  ///     path.push("dir/file.txt") // path is "/tmp/dir/file.txt"
  ///     path.push("/bin")         // path is "/bin"
  public mutating func push(_ other: __owned FilePath) {
    defer { _invariantCheck() }
    guard other.root == nil else {
      self = other
      return
    }
    // FIXME: Windows drive-relative roots, etc?
    _append(unchecked: other._storage[...])
  }

  // TODO(Windows docs): examples and docs with roots
  /// Non-mutating version of `push()`.
  public __consuming func pushing(_ other: __owned FilePath) -> FilePath {
    var copy = self
    copy.push(other)
    return copy
  }

  /// Remove the contents of the path, keeping the null terminator.
  public mutating func removeAll(keepingCapacity: Bool = false) {
    defer { _invariantCheck() }
    _storage.removeAll(keepingCapacity: keepingCapacity)
  }

  /// Reserve enough storage space to store `minimumCapacity` platform
  /// characters.
  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    defer { _invariantCheck() }
    self._storage.reserveCapacity(minimumCapacity)
  }
}
